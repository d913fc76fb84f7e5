import { useLayoutEffect, type RefObject } from 'react';
import { publishHeight } from '@escapade/shared-contracts/published-height';

/** The element's drawn height as a custom property of the page while it is mounted (publishHeight). */
export function usePublishedHeight(element: RefObject<HTMLElement | null>, property: string): void {
  useLayoutEffect(() => {
    const node = element.current;
    return node ? publishHeight(node, property) : undefined;
  }, [element, property]);
}
