/**
 * The gate of the frame's parts whose hydration waits until a visitor needs them (the footer: it
 * sits below the first screen). On a server-rendered page their markup shows and its links work
 * as plain links from the first paint; React makes them interactive once the gate opens, instead
 * of spending the page's first seconds on them.
 *
 * Open by default (the server, pages the browser draws itself, tests); the start-up closes it just
 * before hydrating, and opens it on the first sign that the visitor may reach those parts: the
 * part nearing the viewport, a tap, a key, a focus move, or a navigation (which re-renders the frame: a part
 * still waiting would be drawn afresh, so it must hydrate first).
 */
let isOpen = true;
let opened: Promise<void> = Promise.resolve();
let release: () => void = () => undefined;

export function isDeferredHydrationOpen(): boolean {
  return isOpen;
}

/** Settles when the gate opens. */
export function deferredHydrationOpened(): Promise<void> {
  return opened;
}

/** Before hydrating a server-rendered page: the deferred parts keep their server markup for now. */
export function closeDeferredHydration(): void {
  if (!isOpen) return;
  isOpen = false;
  opened = new Promise((resolve) => {
    release = resolve;
  });
}

/** Synchronous on purpose: a render that starts right after this call already finds it open. */
export function openDeferredHydration(): void {
  if (isOpen) return;
  isOpen = true;
  release();
}

/** The first of these events on `target` opens the gate, caught before the page's own listeners. */
function openDeferredHydrationOnFirst(target: EventTarget, events: readonly string[]): void {
  const onEvent = () => {
    for (const event of events) target.removeEventListener(event, onEvent, true);
    openDeferredHydration();
  };
  for (const event of events) target.addEventListener(event, onEvent, { capture: true, passive: true });
}

/**
 * The visitor's first tap, click, key press or focus move anywhere opens the gate, before the page
 * handles it: React then hydrates a waiting part at once when that same event lands in it. A click
 * counts on its own too: a screen reader's activation, or a press the page held until its code had
 * come (platform/early-press-replay.ts), arrives as a click without a pointer or key before it.
 */
export function openDeferredHydrationOnFirstInput(target: EventTarget): void {
  openDeferredHydrationOnFirst(target, ['pointerdown', 'touchstart', 'keydown', 'focusin', 'click']);
}

/**
 * Back, forward and hash changes move the router without a tap in the page: the first of them
 * opens the gate, before the router (which listens later) re-renders the frame.
 */
export function openDeferredHydrationOnHistoryMove(target: EventTarget): void {
  openDeferredHydrationOnFirst(target, ['popstate']);
}
