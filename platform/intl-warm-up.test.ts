import { INTL_WARM_UP_SCRIPT } from './intl-warm-up';

interface FakeIntl {
  DateTimeFormat: { supportedLocalesOf(tags: string[]): string[] };
  NumberFormat: new (tags: string[]) => { format(value: number): string };
}

/** Runs the script with a fake page and Intl; returns what it asked of Intl and the idle callbacks it left. */
function run(options: { lang: string; requestIdleCallback?: boolean; throws?: boolean }) {
  const calls: string[] = [];
  const idle: (() => void)[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const intl: FakeIntl = {
    DateTimeFormat: {
      supportedLocalesOf: (tags) => {
        calls.push(`DateTimeFormat.supportedLocalesOf ${tags.join()}`);
        if (options.throws) throw new RangeError('no locale data');
        return tags;
      },
    },
    NumberFormat: class {
      constructor(tags: string[]) {
        calls.push(`NumberFormat ${tags.join()}`);
      }
      format(value: number) {
        calls.push(`format ${value}`);
        return String(value);
      }
    },
  };
  const document = { documentElement: { lang: options.lang } };
  const requestIdleCallback = options.requestIdleCallback ? (fn: () => void) => idle.push(fn) : undefined;
  const setTimeout = (fn: () => void, ms: number) => timers.push({ fn, ms });
  new Function('document', 'Intl', 'requestIdleCallback', 'setTimeout', INTL_WARM_UP_SCRIPT)(
    document,
    intl,
    requestIdleCallback,
    setTimeout,
  );
  return { calls, idle, timers };
}

describe('loading the locale data before the start-up', () => {
  it('waits for an idle moment, then loads the dates and numbers of the page language', () => {
    const { calls, idle } = run({ lang: 'fr-FR', requestIdleCallback: true });
    expect(calls).toEqual([]);
    idle[0]!();
    expect(calls).toEqual(['DateTimeFormat.supportedLocalesOf fr-FR', 'NumberFormat fr-FR', 'format 1']);
  });

  it('waits for the next task in a browser without idle callbacks', () => {
    const { calls, timers } = run({ lang: 'nl-BE' });
    expect(calls).toEqual([]);
    expect(timers.map(({ ms }) => ms)).toEqual([0]);
    timers[0]!.fn();
    expect(calls).toContain('NumberFormat nl-BE');
  });

  it('lets a browser that refuses the locale go on without it', () => {
    const { idle } = run({ lang: 'it-IT', requestIdleCallback: true, throws: true });
    expect(() => idle[0]!()).not.toThrow();
  });
});
