import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element has been at least `threshold` visible (IntersectionObserver), and from
 * then on. Without IntersectionObserver (old browsers) it is true at once: content still loads.
 */
export function useSeenOnce(ref: RefObject<Element | null>, threshold: number, enabled = true): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    if (seen || !enabled) return;
    const element = ref.current;
    if (typeof IntersectionObserver === 'undefined' || !element) {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= threshold)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, threshold, seen, enabled]);
  return seen;
}
