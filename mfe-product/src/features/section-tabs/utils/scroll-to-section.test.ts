import { SECTION_GAP_PX, sectionScrollTarget } from './scroll-to-section';

describe('sectionScrollTarget', () => {
  it('leaves a small gap above the section on a phone, where nothing sticks to the top', () => {
    expect(SECTION_GAP_PX).toBe(30);
    expect(sectionScrollTarget(500, 1000, 375, 0)).toBe(1470);
    // A phone ignores desktop bars, even if some height was published.
    expect(sectionScrollTarget(500, 1000, 959, 198)).toBe(1470);
  });

  it("keeps the section clear of the site's sticky header and the bar of tabs on desktop", () => {
    // 122 px of header and 76 px of tabs bar cover the top: the title lands 30 px below them.
    expect(sectionScrollTarget(500, 1000, 1280, 198)).toBe(1272);
  });

  it('never scrolls above the top of the page', () => {
    expect(sectionScrollTarget(10, 0, 1280, 198)).toBe(0);
  });
});
