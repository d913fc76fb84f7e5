import { Suspense, memo, use, useContext, useEffect, useRef, useState, type ReactElement } from 'react';
import { HYDRATES_ON_PRESS_ATTRIBUTE } from '@escapade/shared-contracts/server-render';
import { RemotePropsContext } from '../context/remote-props';
import { isHydratingServerMarkup } from '../context/server-markup-hydration';
import styles from './hydrate-on-approach.module.css';

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
 * state the way React records it (`status: 'pending'`, then `'fulfilled'`), so an open gate is read at once, without
 * a suspension, including in the render that React runs synchronously for a tap.
 */
class HydrationGate {
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

/** Suspends while the gate is closed: React keeps the server's markup of the section meanwhile. */
function Gated({ gate, children }: { gate: HydrationGate; children: ReactElement }) {
  use(gate.opened);
  return children;
}

/** Opens the gate when the section nears the screen or the shopper acts inside it. */
function useOpenOnApproach(gate: HydrationGate, box: React.RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const element = box.current;
    if (gate.isOpen || !element) return;
    const watched: HTMLElement = element;
    const parts = Array.from(element.children);
    // A section the server left empty (or a browser without IntersectionObserver) has nothing to wait for.
    if (parts.length === 0 || typeof IntersectionObserver === 'undefined') {
      gate.open();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) openNow();
      },
      { rootMargin: `${HYDRATE_MARGIN_PX}px 0px` },
    );
    const onInput = (event: Event) => {
      if (event.target instanceof Node && watched.contains(event.target)) openNow();
    };
    function stop() {
      watched.removeAttribute(HYDRATES_ON_PRESS_ATTRIBUTE);
      observer.disconnect();
      for (const type of SHOPPER_INPUTS) document.removeEventListener(type, onInput, true);
    }
    function openNow() {
      stop();
      gate.open();
    }
    for (const part of parts) observer.observe(part);
    for (const type of SHOPPER_INPUTS) document.addEventListener(type, onInput, { capture: true, passive: true });
    // A press held before the page's code came is made again here at once (early-press-replay).
    watched.setAttribute(HYDRATES_ON_PRESS_ATTRIBUTE, '');
    // Opened otherwise (new props): nothing left to listen for.
    void gate.opened.then(stop);
    return stop;
  }, [gate, box]);
}

interface HydrateOnApproachProps {
  /** One section of the page; its props are compared to decide whether it has something new to show. */
  children: ReactElement<object>;
}

/**
 * A section below the first screen whose server markup is kept as it is, links and all, until the
 * shopper scrolls near it or acts inside it; only then does React hydrate it. Most of a product
 * page is text the shopper may never reach, and hydrating all of it at load kept taps waiting.
 *
 * New props, or new remote props, hydrate the section first: React cannot apply an update to
 * markup it has not hydrated, and would otherwise throw the server's markup away.
 * Outside the first hydration (a page drawn in the browser) the section draws at once.
 */
function HydrateOnApproachSection({ children }: HydrateOnApproachProps) {
  const remoteProps = useContext(RemotePropsContext);
  const [gate] = useState(() => new HydrationGate(!isHydratingServerMarkup()));
  const box = useRef<HTMLDivElement>(null);
  const [renderedWith] = useState(() => ({ remoteProps, sectionProps: children.props }));
  // Opening in render is safe: a render React throws away leaves the gate open, which only
  // means the section hydrates a little early.
  if (renderedWith.remoteProps !== remoteProps || renderedWith.sectionProps !== children.props) gate.open();
  useOpenOnApproach(gate, box);
  return (
    <div className={styles.box} ref={box}>
      <Suspense fallback={null}>
        <Gated gate={gate}>{children}</Gated>
      </Suspense>
    </div>
  );
}

/** Whether two plain objects hold the same values, key by key. */
function sameProps(before: object, after: object): boolean {
  const beforeEntries = Object.entries(before);
  if (beforeEntries.length !== Object.keys(after).length) return false;
  return beforeEntries.every(([key, value]) => Object.is(value, (after as Record<string, unknown>)[key]));
}

/**
 * A parent that re-renders hands the section a new element even when nothing in it changed; that
 * alone would count as an update for React. The section re-renders only when its props do.
 */
export const HydrateOnApproach = memo(
  HydrateOnApproachSection,
  (before, after) =>
    before.children.type === after.children.type && sameProps(before.children.props, after.children.props),
);
