import { EVENT_TIMING_THRESHOLD_MS, interactionDelayMs } from './tap-delay';

describe("a tap's delay, from its Event Timing entries", () => {
  it('is the longest event of the interaction (pointerdown, pointerup, click), as INP counts it', () => {
    expect(
      interactionDelayMs([
        { id: 7, name: 'pointerdown', duration: 24 },
        { id: 7, name: 'pointerup', duration: 40 },
        { id: 7, name: 'click', duration: 112 },
      ]),
    ).toBe(112);
  });

  it('is the slowest interaction when a tap made more than one', () => {
    expect(
      interactionDelayMs([
        { id: 1, name: 'click', duration: 56 },
        { id: 2, name: 'click', duration: 208 },
      ]),
    ).toBe(208);
  });

  it('is under the reporting threshold when the browser reported nothing', () => {
    expect(interactionDelayMs([])).toBe(EVENT_TIMING_THRESHOLD_MS);
  });
});
