/** Space left above an element scrolled to, in px: room for the fixed header [LAYOUT-38]. */
export const scrollOffsetPx = 100;

/**
 * Scrolls the window so that `el` sits `scrollOffsetPx` (100 px) below the viewport's top [LAYOUT-38];
 * `smooth` picks smooth scrolling (default: instant).
 */
export function scrollToElement(el: Element, options: { smooth?: boolean } = {}): void {
  const top = el.getBoundingClientRect().top + window.scrollY - scrollOffsetPx;
  window.scrollTo({ top: Math.max(0, top), behavior: options.smooth ? 'smooth' : 'auto' });
}
