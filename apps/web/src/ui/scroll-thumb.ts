/** Shortest scroll thumb in px (spec section 9) [WIDGET-09]. */
export const MIN_THUMB_PX = 20;

/** A scroll box's measurements, all in px. */
export interface ScrollMetrics {
  clientHeight: number;
  scrollHeight: number;
  scrollTop: number;
}

/**
 * Length and offset (px) of the scroll thumb for a box, or null when nothing scrolls. The thumb is proportional
 * to the visible share of the content but never shorter than 20 px [WIDGET-09] (or than the track, if the box is
 * smaller than that).
 */
export function thumbGeometry({
  clientHeight,
  scrollHeight,
  scrollTop,
}: ScrollMetrics): { size: number; offset: number } | null {
  if (scrollHeight <= clientHeight || clientHeight <= 0) return null;
  const size = Math.min(clientHeight, Math.max(MIN_THUMB_PX, (clientHeight * clientHeight) / scrollHeight));
  const maxScroll = scrollHeight - clientHeight;
  const progress = Math.min(1, Math.max(0, scrollTop / maxScroll));
  return { size, offset: progress * (clientHeight - size) };
}
