/** Where the results page scrolls once a search has answered. */
export type ScrollTarget = 'none' | 'resultsTop' | 'filterAnchor';

export interface ScrollSituation {
  /** What brought the search: arriving from another page, a page change, or a filter/sort change on the page. */
  trigger: 'arrival' | 'pageChange' | 'criteriaChange';
  isMobile: boolean;
  hasResults: boolean;
  /** The shopper has already scrolled past the filter anchor (its top is above the viewport's). */
  pastAnchor: boolean;
}

/**
 * Arriving from another page the results page starts at the top (done when it mounts). Then, on
 * mobile, when results exist, it scrolls smoothly to the filter anchor instead (past the banner and
 * search box, which fill a phone screen). On desktop a new page of results starts at the top of the
 * list; a filter or sort change keeps the visitor where the (sticky) filter bar is. The arrival's
 * scroll only ever takes a phone down: a shopper who has already scrolled further is left there,
 * never pulled back up.
 */
export function scrollTargetAfterSearch({ trigger, isMobile, hasResults, pastAnchor }: ScrollSituation): ScrollTarget {
  if (isMobile && hasResults) return trigger === 'arrival' && pastAnchor ? 'none' : 'filterAnchor';
  if (!isMobile && trigger === 'pageChange') return 'resultsTop';
  return 'none';
}
