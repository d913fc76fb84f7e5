import { useLayoutEffect, type RefObject } from 'react';

/** The custom property remotes read to keep sticky bars and popovers below the site header. */
export const HEADER_HEIGHT_PROPERTY = '--esc-header-height';

/**
 * Publishes the header's drawn height on the document root while it sticks to the top (desktop),
 * and 0 while it scrolls away with the page (phones). The stylesheet holds the usual desktop
 * height until the first measure, so the server-drawn page already places things right.
 */
export function useHeaderHeightToken(header: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = header.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const publish = () => {
      const sticks = getComputedStyle(element).position === 'sticky';
      root.style.setProperty(
        HEADER_HEIGHT_PROPERTY,
        `${sticks ? Math.round(element.getBoundingClientRect().height) : 0}px`,
      );
    };
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    // Crossing the desktop breakpoint changes whether it sticks without changing its size.
    window.addEventListener('resize', publish);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', publish);
      root.style.removeProperty(HEADER_HEIGHT_PROPERTY);
    };
  }, [header]);
}
