/** Room left above a section a tab scrolls to: the section title is not glued to what covers the page. */
export const SECTION_GAP_PX = 30;
/** From this width the page has its desktop layout (two columns, sticky tabs bar). */
export const DESKTOP_MIN_WIDTH_PX = 960;
/** The custom property holding the sticky bar of tabs' drawn height (0 on phones, where it is not drawn). */
export const SECTION_BAR_HEIGHT_PROPERTY = '--product-section-bar-height';
/** The shell's custom property: its header's height while it sticks to the top (0 when it scrolls away). */
export const SHELL_HEADER_HEIGHT_PROPERTY = '--esc-header-height';

/** What covers the top of the page on desktop: the site's sticky header and the bar of tabs below it. */
function coveredTopPx(): number {
  const style = getComputedStyle(document.documentElement);
  const px = (property: string) => Number.parseFloat(style.getPropertyValue(property)) || 0;
  return px(SHELL_HEADER_HEIGHT_PROPERTY) + px(SECTION_BAR_HEIGHT_PROPERTY);
}

/**
 * Where the page must scroll for a section whose top is `sectionTop` px from the viewport's top,
 * `coveredTop` px of the screen's top being covered by sticky bars (desktop only).
 */
export function sectionScrollTarget(
  sectionTop: number,
  scrollY: number,
  viewportWidth: number,
  coveredTop: number,
): number {
  const offset = SECTION_GAP_PX + (viewportWidth >= DESKTOP_MIN_WIDTH_PX ? coveredTop : 0);
  return Math.max(0, Math.round(sectionTop + scrollY - offset));
}

/**
 * Scrolls smoothly to a section (at once for people who asked for reduced motion) and moves the
 * focus to it, so a keyboard or screen-reader user goes on reading from there.
 */
export function scrollToSection(id: string): void {
  const section = document.getElementById(id);
  if (!section) return;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  window.scrollTo({
    top: sectionScrollTarget(section.getBoundingClientRect().top, window.scrollY, window.innerWidth, coveredTopPx()),
    behavior: reduceMotion ? 'auto' : 'smooth',
  });
  if (!section.hasAttribute('tabindex')) section.setAttribute('tabindex', '-1');
  section.focus({ preventScroll: true });
}
