/** Distance kept between the top of the window and a heading scrolled to, in px (spec section 9). */
export const scrollOffsetPx = 100;

/**
 * The window scroll position (px) that puts an element `offsetPx` below the top of the window, so the fixed
 * header does not cover it. `elementTop` is the element's `getBoundingClientRect().top`, `scrollY` the
 * current `window.scrollY`. Never negative.
 */
export function headingScrollTop(elementTop: number, scrollY: number, offsetPx = scrollOffsetPx): number {
  return Math.max(0, Math.round(elementTop + scrollY - offsetPx));
}

/**
 * Scrolls the window to the element with id `id`, 100 px below the top, and moves keyboard focus there so a
 * keyboard user continues reading from the heading. Returns false when no such element exists.
 * Smooth scrolling only when the visitor has not asked for reduced motion.
 */
export function scrollToHeading(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  window.scrollTo({
    top: headingScrollTop(element.getBoundingClientRect().top, window.scrollY),
    behavior: reduce ? 'auto' : 'smooth',
  });
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
  return true;
}
