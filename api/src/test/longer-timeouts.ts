// Each suite builds a real api (and a few generate a catalogue of their own): seconds on a busy
// machine, more than jest's default 5 s for a hook or a test.
jest.setTimeout(20_000);
