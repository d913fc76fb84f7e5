import { SECTION_OFFSET_DESKTOP_PX, SECTION_OFFSET_PHONE_PX, sectionScrollTarget } from './scroll-to-section';

describe('sectionScrollTarget', () => {
  it('leaves 30 px above the section on a phone', () => {
    expect(SECTION_OFFSET_PHONE_PX).toBe(30);
    expect(sectionScrollTarget(500, 1000, 375)).toBe(1470);
  });

  it('leaves 70 px above the section on desktop, under the sticky tabs', () => {
    expect(SECTION_OFFSET_DESKTOP_PX).toBe(70);
    expect(sectionScrollTarget(500, 1000, 1280)).toBe(1430);
    expect(sectionScrollTarget(500, 1000, 959)).toBe(1470);
  });

  it('never scrolls above the top of the page', () => {
    expect(sectionScrollTarget(10, 0, 1280)).toBe(0);
  });
});
