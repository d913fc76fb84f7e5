import { useEffect, useState, type RefObject } from 'react';
import { isStickySummaryShown } from '../utils/sticky-visibility';

/** Follows the page scroll and, with IntersectionObserver, whether the anchor's top is on screen. */
export function useStickyVisibility(anchorRef?: RefObject<Element | null>): boolean {
  const [scrollY, setScrollY] = useState(() => (typeof window !== 'undefined' ? window.scrollY : 0));
  const [anchorInView, setAnchorInView] = useState<boolean | null>(null);

  useEffect(() => {
    const onScroll = () => setScrollY(window.scrollY);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useEffect(() => {
    const anchor = anchorRef?.current;
    if (!anchor || typeof IntersectionObserver === 'undefined') {
      setAnchorInView(null);
      return;
    }
    // The anchor is out of view as soon as its top has gone above the screen's (a pixel's rounding
    // aside): the summary then takes the place of the banner's search box, never seen cut in half.
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (entry) setAnchorInView(entry.isIntersecting && entry.boundingClientRect.top >= -1);
      },
      { threshold: [0, 1] },
    );
    observer.observe(anchor);
    return () => observer.disconnect();
  }, [anchorRef]);

  return isStickySummaryShown(scrollY, anchorInView);
}
