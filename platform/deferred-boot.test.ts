import { BOOT_AT_LATEST_MS, bootLoader, TAGS_PER_TASK, type BootMoment } from './deferred-boot';
import { EARLY_PRESS_REPLAY_SCRIPT } from './early-press-replay';
import { INTL_WARM_UP_FUNCTION, INTL_WARM_UP_SCRIPT } from './intl-warm-up';
import { pageParts, parsePageTemplate, type PageSlots } from './page-template';

const TEMPLATE = parsePageTemplate(
  '<!doctype html><html lang=fr><head><meta charset=utf-8><title>Escapade</title><script defer src=/main.js></script>' +
    '<link rel=stylesheet href=/bootstrap.1234abcd.css><link rel=preload as=script href=/bootstrap.js></head>' +
    '<body><div id=root></div></body></html>',
);
const REMOTE_TAGS =
  '<link rel="preconnect" href="http://cdn"><link rel="preload" as="fetch" crossorigin href="http://cdn/m.json?a=1&amp;b=2">';

/** The page as the edge composes it for a server-rendered page whose scripts start at `boot`. */
function composed(boot: BootMoment, remoteTags = REMOTE_TAGS): string {
  const slots: PageSlots = {
    nonce: 'n',
    boot,
    remoteTags,
    inlineStylesheet: (href) => `<style nonce="n" data-href="${href.slice(1)}">.a{}</style>`,
  };
  const { start, end } = pageParts(TEMPLATE, slots);
  return `${start}<p>Hello</p>${end}`;
}

/** The script at the end of the page's body: the early presses' replay, then the scripts' loader. */
function loaderScript(html: string): string {
  const script = /<script nonce="n">(.*)<\/script><\/body>/s.exec(html)?.[1];
  if (!script) throw new Error('no loader in the page');
  return script;
}

/**
 * Runs the page's loader against a fake document and window; returns what it appended and when.
 * The replay of early presses has its own test (early-press-replay.test.ts), in a real DOM, and so
 * has the locale data's warm-up (intl-warm-up.test.ts).
 */
function runLoader(html: string, readyState: 'loading' | 'complete') {
  const script = loaderScript(html);
  const preamble = `(function(){${EARLY_PRESS_REPLAY_SCRIPT}${INTL_WARM_UP_SCRIPT}`;
  if (!script.startsWith(preamble) || !script.endsWith('})()'))
    throw new Error('no replay of early presses or locale data warm-up in the loader');
  const loader = script.slice(preamble.length, -'})()'.length);
  const appended: { tag: string; attributes: Record<string, string>; async?: boolean }[] = [];
  const listeners: Record<string, () => void> = {};
  const timers: { fn: () => void; ms: number }[] = [];
  const document = {
    readyState,
    head: { appendChild: (element: (typeof appended)[number]) => appended.push(element) },
    createElement: (tag: string) => {
      const element: (typeof appended)[number] = { tag, attributes: {} };
      return Object.assign(element, {
        setAttribute: (name: string, value: string) => (element.attributes[name] = value),
      });
    },
  };
  const addEventListener = (type: string, listener: () => void) => {
    listeners[type] = listener;
  };
  const warmIntl = jest.fn();
  // The locale data's warm-up is a task of its own, kept apart from the loader's next tasks.
  const warmUps: { fn: () => void; ms: number }[] = [];
  const setTimeout = (fn: () => void, ms: number) => (fn === warmIntl ? warmUps : timers).push({ fn, ms });
  const frames: (() => void)[] = [];
  const requestAnimationFrame = (fn: () => void) => frames.push(fn);
  new Function('document', 'addEventListener', 'setTimeout', 'requestAnimationFrame', INTL_WARM_UP_FUNCTION, loader)(
    document,
    addEventListener,
    setTimeout,
    requestAnimationFrame,
    warmIntl,
  );
  const ran = new Set<(typeof timers)[number]>();
  /** Runs the loader's next tasks (its 0 ms timeouts, those they set too) until none is left. */
  const runNextTasks = () => {
    for (let index = 0; index < timers.length; index++) {
      const timer = timers[index]!;
      if (timer.ms !== 0 || ran.has(timer)) continue;
      ran.add(timer);
      timer.fn();
    }
  };
  return { appended, listeners, timers, frames, warmIntl, warmUps, runNextTasks };
}

describe('scripts of a server-rendered page', () => {
  const page = composed('load');

  it('leaves the head with its styles and preconnect, and no script or script preload', () => {
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain('<style nonce="n" data-href="bootstrap.1234abcd.css">.a{}</style>');
    expect(head).toContain('<link rel="preconnect" href="http://cdn">');
    expect(head).not.toMatch(/<script|preload/);
    expect(page).toContain('<div id="root"><p>Hello</p></div>');
  });

  it('adds the scripts and preloads when the page has loaded, once, in their order', () => {
    const { appended, listeners, timers, runNextTasks } = runLoader(page, 'loading');
    expect(appended).toEqual([]);
    listeners.load!();
    runNextTasks();
    expect(appended.map(({ tag, attributes }) => [tag, attributes])).toEqual([
      ['script', { src: '/main.js' }],
      ['link', { rel: 'preload', as: 'script', href: '/bootstrap.js' }],
      ['link', { rel: 'preload', as: 'fetch', crossorigin: '', href: 'http://cdn/m.json?a=1&b=2' }],
    ]);
    // The fallback timer, later, adds nothing more.
    timers.find((timer) => timer.ms === BOOT_AT_LATEST_MS)!.fn();
    expect(appended).toHaveLength(3);
  });

  it('adds a few tags per task, in their order, so that adding them is never a long task', () => {
    const many = Array.from(
      { length: TAGS_PER_TASK * 2 + 1 },
      (_, index) => `<link rel="preload" as="script" href="http://cdn/chunk-${index}.js">`,
    ).join('');
    const { appended, timers } = runLoader(composed('load', many), 'complete');
    const total = TAGS_PER_TASK * 2 + 3;
    // main.js and the shell's preload come first: a first task holds TAGS_PER_TASK of them.
    expect(appended).toHaveLength(TAGS_PER_TASK);
    const next = () =>
      timers
        .filter((timer) => timer.ms === 0)
        .at(-1)!
        .fn();
    for (let task = 2; TAGS_PER_TASK * (task - 1) < total; task++) {
      next();
      expect(appended).toHaveLength(Math.min(TAGS_PER_TASK * task, total));
    }
    expect(appended.map(({ attributes }) => attributes.src ?? attributes.href)).toEqual([
      '/main.js',
      '/bootstrap.js',
      ...Array.from({ length: TAGS_PER_TASK * 2 + 1 }, (_, index) => `http://cdn/chunk-${index}.js`),
    ]);
  });

  it('does not wait for images that never finish loading', () => {
    const { appended, timers, runNextTasks } = runLoader(page, 'loading');
    timers.find((timer) => timer.ms === BOOT_AT_LATEST_MS)!.fn();
    runNextTasks();
    expect(appended).toHaveLength(3);
  });

  it('starts at once when the visitor reaches for the page before it has loaded', () => {
    const { appended, listeners, runNextTasks } = runLoader(page, 'loading');
    listeners.pointerdown!();
    expect(appended).toHaveLength(TAGS_PER_TASK);
    runNextTasks();
    expect(appended).toHaveLength(3);
    listeners.keydown!();
    expect(appended).toHaveLength(3);
  });

  it('starts at once when the page had already loaded', () => {
    const { appended, runNextTasks } = runLoader(page, 'complete');
    expect(appended).toHaveLength(TAGS_PER_TASK);
    runNextTasks();
    expect(appended).toHaveLength(3);
  });

  it('starts the scripts of a page whose content the browser draws right after the first paint', () => {
    const { appended, frames, runNextTasks } = runLoader(composed('paint'), 'loading');
    expect(appended).toEqual([]);
    frames[0]!();
    expect(appended).toEqual([]);
    runNextTasks();
    expect(appended).toHaveLength(3);
  });

  it('keeps a `</script>` in an address from ending the loader early', () => {
    const tricky = composed('load', REMOTE_TAGS.replace('m.json', 'x&lt;/script>.json'));
    expect(tricky.match(/<\/script>/g)).toHaveLength(1);
  });

  it.each<BootMoment>(['load', 'paint'])(
    'holds the presses made before the code has run, on a page whose scripts start at %s',
    (boot) => {
      expect(loaderScript(composed(boot)).startsWith(`(function(){${EARLY_PRESS_REPLAY_SCRIPT}`)).toBe(true);
    },
  );

  it.each<BootMoment>(['load', 'paint'])(
    'loads the locale data before the start-up, on a page whose scripts start at %s',
    (boot) => {
      expect(loaderScript(composed(boot))).toContain(INTL_WARM_UP_SCRIPT);
    },
  );

  it('loads the locale data in a task of its own right after asking for the first scripts', () => {
    const { appended, warmIntl, warmUps } = runLoader(page, 'complete');
    expect(appended).toHaveLength(TAGS_PER_TASK);
    // Not in the task that adds the tags: in the next one, while the scripts download.
    expect(warmIntl).not.toHaveBeenCalled();
    expect(warmUps.map(({ ms }) => ms)).toEqual([0]);
    warmUps[0]!.fn();
    expect(warmIntl).toHaveBeenCalledTimes(1);
  });

  it('adds no loader for a page without scripts', () => {
    expect(bootLoader([], 'n', 'load')).toBe('');
  });
});
