/** The mobile sticky summary shows after 250px of scroll, once the anchor has left the view. */
export const STICKY_SCROLL_THRESHOLD_PX = 250;

/** `anchorInView` is null when there is no anchor to watch (or no IntersectionObserver): scroll alone decides. */
export function isStickySummaryShown(scrollY: number, anchorInView: boolean | null): boolean {
  return scrollY > STICKY_SCROLL_THRESHOLD_PX && anchorInView !== true;
}
