import { isStickySummaryShown, STICKY_SCROLL_THRESHOLD_PX } from './sticky-visibility';

describe('sticky summary visibility', () => {
  it('needs more than 250px of scroll', () => {
    expect(STICKY_SCROLL_THRESHOLD_PX).toBe(250);
    expect(isStickySummaryShown(250, false)).toBe(false);
    expect(isStickySummaryShown(251, false)).toBe(true);
  });

  it('stays hidden while the anchor is still in view', () => {
    expect(isStickySummaryShown(600, true)).toBe(false);
    expect(isStickySummaryShown(600, false)).toBe(true);
  });

  it('relies on the scroll alone without an anchor', () => {
    expect(isStickySummaryShown(600, null)).toBe(true);
    expect(isStickySummaryShown(100, null)).toBe(false);
  });
});
