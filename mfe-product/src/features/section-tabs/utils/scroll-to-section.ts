/** Room left above a section a tab scrolls to, on a phone: the section title is not glued to the edge. */
export const SECTION_OFFSET_PHONE_PX = 30;
/** On desktop the sticky bar of tabs covers the top of the page: the section starts below it. */
export const SECTION_OFFSET_DESKTOP_PX = 70;
/** From this width the page has its desktop layout (two columns, sticky tabs bar). */
export const DESKTOP_MIN_WIDTH_PX = 960;

/** Where the page must scroll for a section whose top is `sectionTop` px from the viewport's top. */
export function sectionScrollTarget(sectionTop: number, scrollY: number, viewportWidth: number): number {
  const offset = viewportWidth >= DESKTOP_MIN_WIDTH_PX ? SECTION_OFFSET_DESKTOP_PX : SECTION_OFFSET_PHONE_PX;
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
    top: sectionScrollTarget(section.getBoundingClientRect().top, window.scrollY, window.innerWidth),
    behavior: reduceMotion ? 'auto' : 'smooth',
  });
  if (!section.hasAttribute('tabindex')) section.setAttribute('tabindex', '-1');
  section.focus({ preventScroll: true });
}
