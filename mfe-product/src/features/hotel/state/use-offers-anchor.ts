import { useEffect, useRef } from 'react';
import { HOTEL_SECTION_IDS } from '../components/hotel-section';
import { asksForOffers } from '../utils/hotel-targets';

/**
 * A link to the hotel's offers (anchor=products in the hash) opens the page scrolled to them, once
 * they are drawn; later changes of dates or travellers leave the scroll where the shopper put it.
 */
export function useScrollToOffersOnArrival(hash: string, isDrawn: boolean): void {
  const scrolled = useRef(false);
  useEffect(() => {
    if (scrolled.current || !isDrawn || !asksForOffers(hash)) return;
    scrolled.current = true;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    // The section's scroll margin keeps its title clear of the screen's top (and the sticky tabs).
    document
      .getElementById(HOTEL_SECTION_IDS.offers)
      ?.scrollIntoView?.({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  }, [hash, isDrawn]);
}
