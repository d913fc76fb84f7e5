import { INTL_WARM_UP_FUNCTION, INTL_WARM_UP_SCRIPT } from './intl-warm-up';

type FakeFormat = new (tags: string[]) => { format(value: number): string };

interface FakeIntl {
  DateTimeFormat: FakeFormat & { supportedLocalesOf(tags: string[]): string[] };
  NumberFormat: FakeFormat;
}

/** Runs the script with a fake page and Intl; returns what it asked of Intl and the idle callbacks it left. */
function run(options: { lang: string; requestIdleCallback?: boolean; throws?: boolean }) {
  const calls: string[] = [];
  const idle: (() => void)[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  /** A format whose construction and use are noted under `name`. */
  const fakeFormat = (name: string): FakeFormat =>
    class {
      constructor(tags: string[]) {
        calls.push(`${name} ${tags.join()}`);
      }
      format(value: number) {
        calls.push(`${name}.format ${value}`);
        return String(value);
      }
    };
  const intl: FakeIntl = {
    DateTimeFormat: Object.assign(fakeFormat('DateTimeFormat'), {
      supportedLocalesOf: (tags: string[]) => {
        calls.push(`DateTimeFormat.supportedLocalesOf ${tags.join()}`);
        if (options.throws) throw new RangeError('no locale data');
        return tags;
      },
    }),
    NumberFormat: fakeFormat('NumberFormat'),
  };
  const document = { documentElement: { lang: options.lang } };
  const requestIdleCallback = options.requestIdleCallback ? (fn: () => void) => idle.push(fn) : undefined;
  const setTimeout = (fn: () => void, ms: number) => timers.push({ fn, ms });
  // The script declares the function the loader calls (deferred-boot.ts): handed back here.
  const warm = new Function(
    'document',
    'Intl',
    'requestIdleCallback',
    'setTimeout',
    `${INTL_WARM_UP_SCRIPT}return ${INTL_WARM_UP_FUNCTION};`,
  )(document, intl, requestIdleCallback, setTimeout) as () => void;
  return { calls, idle, timers, warm };
}

describe('loading the locale data before the start-up', () => {
  it('waits for an idle moment, loads the locale data of the page language, then makes its first formats in the next task', () => {
    const { calls, idle, timers } = run({ lang: 'fr-FR', requestIdleCallback: true });
    expect(calls).toEqual([]);
    idle[0]!();
    expect(calls).toEqual(['DateTimeFormat.supportedLocalesOf fr-FR']);
    timers[0]!.fn();
    expect(calls).toEqual([
      'DateTimeFormat.supportedLocalesOf fr-FR',
      'NumberFormat fr-FR',
      'NumberFormat.format 1',
      'DateTimeFormat fr-FR',
      'DateTimeFormat.format 0',
    ]);
  });

  it('waits for the next task in a browser without idle callbacks', () => {
    const { calls, timers } = run({ lang: 'nl-BE' });
    expect(calls).toEqual([]);
    expect(timers.map(({ ms }) => ms)).toEqual([0]);
    timers[0]!.fn();
    expect(calls).toEqual(['DateTimeFormat.supportedLocalesOf nl-BE']);
  });

  it('loads the data once, when the loader calls it after an idle moment already did', () => {
    const { calls, idle, warm, timers } = run({ lang: 'fr-BE', requestIdleCallback: true });
    warm();
    idle[0]!();
    for (const timer of timers) timer.fn();
    expect(calls.filter((call) => call.endsWith('fr-BE'))).toEqual([
      'DateTimeFormat.supportedLocalesOf fr-BE',
      'NumberFormat fr-BE',
      'DateTimeFormat fr-BE',
    ]);
  });

  it('lets a browser that refuses the locale go on without it', () => {
    const { idle } = run({ lang: 'it-IT', requestIdleCallback: true, throws: true });
    expect(() => idle[0]!()).not.toThrow();
  });
});
