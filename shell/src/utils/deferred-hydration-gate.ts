/**
 * The gate of the frame's parts whose hydration waits until a visitor needs them: the footer, below
 * the first screen, and the header's menus, which nobody uses before touching the page. On a
 * server-rendered page their markup shows and its links work as plain links from the first paint;
 * React makes them interactive once the gate opens, instead of spending the page's first seconds on them.
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

/** Marks the element around a part that waits for the gate (HydrateWhenNeeded's box). */
export const DEFERRED_PART_ATTRIBUTE = 'data-hydrate-when-needed';

/** Added to that element once React has hydrated the part; the held presses' replay waits for it. */
export const HYDRATED_PART_ATTRIBUTE = 'data-hydrated';

const isInsideDeferredPart = (target: EventTarget | null) =>
  target instanceof Element && target.closest(`[${DEFERRED_PART_ATTRIBUTE}]`) !== null;

/** The first of these events on `target` opens the gate, caught before the page's own listeners. */
function openDeferredHydrationOnFirst(target: EventTarget, events: readonly string[]): void {
  const onEvent = () => {
    for (const event of events) target.removeEventListener(event, onEvent, true);
    openDeferredHydration();
  };
  for (const event of events) target.addEventListener(event, onEvent, { capture: true, passive: true });
}

/**
 * Inputs that begin an interaction, and those that end one (a tap's click, a key's release). A
 * pointer coming over a waiting part counts as a beginning: the header's menus open on hover.
 */
const INTERACTION_STARTS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'pointerover'] as const;
const INTERACTION_ENDS = ['click', 'pointerup', 'touchend', 'touchcancel', 'pointercancel', 'keyup'] as const;

/**
 * The visitor's first tap, click, key press or focus move opens the gate, caught before the page
 * handles it. One that lands in a waiting part (or a pointer coming over one) opens it at once: React then hydrates that part and
 * answers the same input. One elsewhere opens it once that interaction is over (its click, or the
 * key released) and its answer drawn: hydrating the footer between a finger's touch and its click
 * would keep the tap waiting for the whole footer. A click counts on its own too: a screen reader's
 * activation, or a press the page held until its code had come (platform/early-press-replay.ts),
 * arrives as a click without a pointer or key before it.
 */
export function openDeferredHydrationOnFirstInput(target: EventTarget): void {
  const events: readonly string[] = [...INTERACTION_STARTS, ...INTERACTION_ENDS];
  let openingAfterPaint = false;
  const onEvent = (event: Event) => {
    if (isDeferredHydrationOpen()) return;
    if (isInsideDeferredPart(event.target)) {
      openDeferredHydration();
    } else if (!openingAfterPaint && (INTERACTION_ENDS as readonly string[]).includes(event.type)) {
      openingAfterPaint = true;
      // The frame that draws the interaction's answer, then a task of its own.
      requestAnimationFrame(() => setTimeout(openDeferredHydration, 0));
    }
  };
  for (const event of events) target.addEventListener(event, onEvent, { capture: true, passive: true });
  void deferredHydrationOpened().then(() => {
    for (const event of events) target.removeEventListener(event, onEvent, true);
  });
}

/**
 * Back, forward and hash changes move the router without a tap in the page: the first of them
 * opens the gate, before the router (which listens later) re-renders the frame.
 */
export function openDeferredHydrationOnHistoryMove(target: EventTarget): void {
  openDeferredHydrationOnFirst(target, ['popstate']);
}
