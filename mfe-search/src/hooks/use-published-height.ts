import { useLayoutEffect, type RefObject } from 'react';

/**
 * Publishes an element's drawn height as a custom property of the document root, kept up to date
 * as it changes and removed when the element goes: what must stay clear of a bar fixed to the top
 * of the screen reads the bar's real height instead of a guess.
 */
export function usePublishedHeight(element: RefObject<HTMLElement | null>, property: string): void {
  useLayoutEffect(() => {
    const node = element.current;
    if (!node || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty(property, `${Math.round(node.getBoundingClientRect().height)}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(node);
    return () => {
      observer.disconnect();
      root.style.removeProperty(property);
    };
  }, [element, property]);
}
