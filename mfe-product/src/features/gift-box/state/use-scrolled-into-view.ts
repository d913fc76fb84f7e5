import { useEffect, useEffectEvent, type RefObject } from 'react';

interface ScrolledIntoViewOptions {
  /** Off: nothing is watched (nothing to load, or a load under way). */
  enabled: boolean;
  /** Counts as in view this far before it is reached (CSS margin), so content is ready in time. */
  rootMargin?: string;
  /** A change here watches afresh: the observer then reports whether the element is in view now. */
  restartKey?: unknown;
}

/**
 * Calls `onInView` when the element comes on (or near) the screen, and again when watching
 * restarts with the element still there (a page of content that did not fill the screen). Without
 * IntersectionObserver nothing is called: the callers keep a button for that case.
 */
export function useScrolledIntoView(
  ref: RefObject<Element | null>,
  onInView: () => void,
  { enabled, rootMargin = '0px', restartKey }: ScrolledIntoViewOptions,
) {
  const inView = useEffectEvent(onInView);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.target === element && entry.isIntersecting)) inView();
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled, rootMargin, restartKey]);
}
