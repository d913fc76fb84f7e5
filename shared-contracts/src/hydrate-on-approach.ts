import { HYDRATES_ON_PRESS_ATTRIBUTE } from './server-render';
import { isHydratingServerMarkup } from './server-markup-hydration';

/**
 * What a remote's `HydrateOnApproach` needs besides React: a section below the first screen keeps
 * the server's markup, links and all, until the shopper scrolls near it or acts inside it; only then
 * does React hydrate it. Most of a product or CMS page is content the shopper may never reach, and
 * hydrating all of it at load kept taps waiting. The React component is each remote's own (a
 * remote's hooks stay its own); the gate, the watching and the comparison live here, once.
 */

/** How far below (or above) the screen a section starts hydrating, so it is live before it shows. */
export const HYDRATE_MARGIN_PX = 200;

/**
 * The inputs that make a waiting section hydrate at once. They are heard on the document while
 * capturing, so the section is let through before React's own listener sees the event: React then
 * hydrates it on the spot and replays the event on it, and a tap is never lost.
 */
const SHOPPER_INPUTS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'click'] as const;

/**
 * Whether a waiting section may hydrate, as a promise React's `use` reads. The promise carries its
 * state the way React records it (`status: 'pending'`, then `'fulfilled'`), so an open gate is read
 * at once, without a suspension, including in the render that React runs synchronously for a tap.
 */
export class HydrationGate {
  readonly opened: Promise<void> & { status: 'pending' | 'fulfilled'; value: undefined };
  private release: () => void = () => {};

  constructor(isOpen: boolean) {
    this.opened = Object.assign(new Promise<void>((resolve) => (this.release = resolve)), {
      status: 'pending' as const,
      value: undefined,
    });
    if (isOpen) this.open();
  }

  get isOpen(): boolean {
    return this.opened.status === 'fulfilled';
  }

  open(): void {
    if (this.isOpen) return;
    this.opened.status = 'fulfilled';
    this.release();
  }
}

/**
 * The gate of a section being rendered: closed while the remote hydrates the server's markup, open
 * when the page is drawn in the browser (nothing to keep, so the section draws at once).
 */
export function sectionGate(): HydrationGate {
  return new HydrationGate(!isHydratingServerMarkup());
}

/**
 * Opens `gate` when the section in `box` nears the screen or the shopper acts inside it; returns
 * what stops watching (the effect's cleanup). While it waits, the box says it hydrates on press, so
 * a press held before the page's code came is made again there at once (early-press-replay).
 */
export function openOnApproach(gate: HydrationGate, box: HTMLElement): () => void {
  const parts = Array.from(box.children);
  // A section the server left empty (or a browser without IntersectionObserver) has nothing to wait for.
  if (gate.isOpen || parts.length === 0 || typeof IntersectionObserver === 'undefined') {
    gate.open();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) openNow();
    },
    { rootMargin: `${HYDRATE_MARGIN_PX}px 0px` },
  );
  const onInput = (event: Event) => {
    if (event.target instanceof Node && box.contains(event.target)) openNow();
  };
  function stop() {
    box.removeAttribute(HYDRATES_ON_PRESS_ATTRIBUTE);
    observer.disconnect();
    for (const type of SHOPPER_INPUTS) document.removeEventListener(type, onInput, true);
  }
  function openNow() {
    stop();
    gate.open();
  }
  for (const part of parts) observer.observe(part);
  for (const type of SHOPPER_INPUTS) document.addEventListener(type, onInput, { capture: true, passive: true });
  box.setAttribute(HYDRATES_ON_PRESS_ATTRIBUTE, '');
  // Opened otherwise (new props): nothing left to listen for.
  void gate.opened.then(stop);
  return stop;
}

/** Names a waiting section's box in the markup, with a value the server and the browser agree on (React's `useId`). */
export const APPROACH_BOX_ATTRIBUTE = 'data-approach-box';

/**
 * Whether the shopper's input being dispatched right now (`window.event`) landed inside the box
 * named `boxId`. A press that comes before the page itself has hydrated makes React hydrate the page
 * at once, inside the press's own dispatch; a section rendered then sees the press here and opens
 * its gate in the same render, so React hydrates it too and hands it the press. Without this the
 * section would wait, and React would drop the press it could not deliver.
 */
export function shopperActsIn(boxId: string): boolean {
  if (typeof window === 'undefined') return false;
  const event = window.event;
  if (!event || !(SHOPPER_INPUTS as readonly string[]).includes(event.type)) return false;
  const target = event.target;
  if (!(target instanceof Element)) return false;
  // Any box around the target, not only the innermost: a section inside a waiting section hydrates with it.
  return target.closest(`[${APPROACH_BOX_ATTRIBUTE}="${CSS.escape(boxId)}"]`) !== null;
}

/** A section as `memo` compares it: the element it wraps. */
interface SectionProps {
  children: { type: unknown; props: object };
}

/**
 * Whether a section shows the same thing as before: same kind of element, same values in its props.
 * A parent that re-renders hands the section a new element even when nothing in it changed; that
 * alone would count as an update for React and hydrate the section.
 */
export function sameSection(before: SectionProps, after: SectionProps): boolean {
  if (before.children.type !== after.children.type) return false;
  const beforeEntries = Object.entries(before.children.props);
  const afterProps = after.children.props as Record<string, unknown>;
  if (beforeEntries.length !== Object.keys(afterProps).length) return false;
  return beforeEntries.every(([key, value]) => Object.is(value, afterProps[key]));
}
