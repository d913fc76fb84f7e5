import { Suspense, use, useEffect, useRef, type ReactNode } from 'react';
import {
  DEFERRED_PART_ATTRIBUTE,
  deferredHydrationOpened,
  isDeferredHydrationOpen,
  openDeferredHydration,
} from '../utils/deferred-hydration-gate';
import styles from './hydrate-when-needed.module.css';

/** How far below the viewport a waiting part starts hydrating: about a phone screen ahead of the scroll. */
export const HYDRATE_AHEAD_MARGIN_PX = 800;

function AfterGate({ children }: { children: ReactNode }) {
  // Suspending while hydrating leaves the server's markup in place; React hydrates it once the
  // gate's promise settles.
  if (!isDeferredHydrationOpen()) use(deferredHydrationOpened());
  return children;
}

/**
 * Server-rendered content below the first screen whose hydration waits for the deferred-hydration
 * gate (see utils/deferred-hydration-gate.ts), which this part opens when it nears the viewport.
 * Render it from a component that does not re-render with the page (memo), so that only a
 * navigation, which opens the gate first, reaches it.
 */
export function HydrateWhenNeeded({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || isDeferredHydrationOpen() || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) openDeferredHydration();
      },
      { rootMargin: `0px 0px ${HYDRATE_AHEAD_MARGIN_PX}px 0px` },
    );
    observer.observe(element);
    void deferredHydrationOpened().then(() => observer.disconnect());
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={ref} className={styles.part} {...{ [DEFERRED_PART_ATTRIBUTE]: '' }}>
      <Suspense>
        <AfterGate>{children}</AfterGate>
      </Suspense>
    </div>
  );
}
