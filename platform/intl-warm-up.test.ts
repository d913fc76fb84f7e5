import { INTL_WARM_UP_FUNCTION, INTL_WARM_UP_SCRIPT } from './intl-warm-up';

type FakeFormat = new (tags: string[]) => { format(value: number): string };

interface FakeIntl {
  PluralRules: new (tags: string[]) => { select(count: number): string };
  DateTimeFormat: FakeFormat & { supportedLocalesOf(tags: string[]): string[] };
  NumberFormat: FakeFormat;
  Locale?: new (tag: string) => { maximize(): unknown };
}

/** Runs the script with a fake page and Intl; returns what it asked of Intl and the idle callbacks it left. */
function run(options: { lang: string; requestIdleCallback?: boolean; throws?: boolean; withoutLocale?: boolean }) {
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
    PluralRules: class {
      constructor(tags: string[]) {
        calls.push(`PluralRules ${tags.join()}`);
      }
      select() {
        return 'one';
      }
    },
    DateTimeFormat: Object.assign(fakeFormat('DateTimeFormat'), {
      supportedLocalesOf: (tags: string[]) => {
        calls.push(`DateTimeFormat.supportedLocalesOf ${tags.join()}`);
        if (options.throws) throw new RangeError('no locale data');
        return tags;
      },
    }),
    NumberFormat: fakeFormat('NumberFormat'),
    ...(options.withoutLocale
      ? {}
      : {
          Locale: class {
            constructor(private readonly tag: string) {}
            maximize() {
              calls.push(`Locale.maximize ${this.tag}`);
              return this;
            }
          },
        }),
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

/** Runs the timers the script set, as the browser would, until it sets none. */
function runTimers(timers: { fn: () => void; ms: number }[]) {
  for (let timer = timers.shift(); timer; timer = timers.shift()) timer.fn();
}

describe('loading the locale data before the start-up', () => {
  it('waits for an idle moment, then loads the locale data of the page language one part per task', () => {
    const { calls, idle, timers } = run({ lang: 'fr-FR', requestIdleCallback: true });
    expect(calls).toEqual([]);
    idle[0]!();
    expect(calls).toEqual(['Locale.maximize fr-FR']);
    const parts: string[][] = [];
    for (let timer = timers.shift(); timer; timer = timers.shift()) {
      expect(timer.ms).toBe(0);
      const before = calls.length;
      timer.fn();
      parts.push(calls.slice(before));
    }
    expect(parts).toEqual([
      ['PluralRules fr-FR'],
      ['DateTimeFormat.supportedLocalesOf fr-FR'],
      ['NumberFormat fr-FR', 'NumberFormat.format 1'],
      ['DateTimeFormat fr-FR', 'DateTimeFormat.format 0'],
    ]);
  });

  it('waits for the next task in a browser without idle callbacks', () => {
    const { calls, timers } = run({ lang: 'nl-BE' });
    expect(calls).toEqual([]);
    expect(timers.map(({ ms }) => ms)).toEqual([0]);
    timers.shift()!.fn();
    expect(calls).toEqual(['Locale.maximize nl-BE']);
  });

  it('skips the subtags in a browser without Intl.Locale', () => {
    const { calls, idle, timers } = run({ lang: 'es-ES', requestIdleCallback: true, withoutLocale: true });
    idle[0]!();
    runTimers(timers);
    expect(calls).toEqual([
      'PluralRules es-ES',
      'DateTimeFormat.supportedLocalesOf es-ES',
      'NumberFormat es-ES',
      'NumberFormat.format 1',
      'DateTimeFormat es-ES',
      'DateTimeFormat.format 0',
    ]);
  });

  it('loads the data once, when the loader calls it after an idle moment already did', () => {
    const { calls, idle, warm, timers } = run({ lang: 'fr-BE', requestIdleCallback: true });
    warm();
    idle[0]!();
    runTimers(timers);
    expect(calls.filter((call) => call.endsWith('fr-BE'))).toEqual([
      'Locale.maximize fr-BE',
      'PluralRules fr-BE',
      'DateTimeFormat.supportedLocalesOf fr-BE',
      'NumberFormat fr-BE',
      'DateTimeFormat fr-BE',
    ]);
  });

  it('lets a browser that refuses the locale go on without the rest', () => {
    const { calls, idle, timers } = run({ lang: 'it-IT', requestIdleCallback: true, throws: true });
    expect(() => idle[0]!()).not.toThrow();
    expect(() => runTimers(timers)).not.toThrow();
    expect(calls).toEqual(['Locale.maximize it-IT', 'PluralRules it-IT', 'DateTimeFormat.supportedLocalesOf it-IT']);
  });
});
