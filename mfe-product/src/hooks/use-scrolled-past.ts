import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element has scrolled out of view above the screen (not while it is below it): a
 * sticky bar then stands in for it. Always false where the browser cannot tell (a server render).
 */
export function useScrolledPast(watched: RefObject<HTMLElement | null>): boolean {
  const [scrolledPast, setScrolledPast] = useState(false);
  useEffect(() => {
    const element = watched.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setScrolledPast(!entry.isIntersecting && entry.boundingClientRect.top < 0);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [watched]);
  return scrolledPast;
}
