/** [FPLAY-17] The title marquee starts this long after the title is shown (ms). */
export const MARQUEE_DELAY_MS = 2000;
/** [FPLAY-17] Marquee speed, px per second. */
export const MARQUEE_SPEED_PX_S = 50;
/** [FPLAY-17] Gap between the title and its repeat, px. */
export const MARQUEE_GAP_PX = 20;

/** How the marquee runs: after `delay_ms`, translate by `-distance_px` over `duration_ms`, then repeat. */
export interface MarqueePlan {
  delay_ms: number;
  distance_px: number;
  duration_ms: number;
}

/**
 * [FPLAY-17] The marquee of a title `text_px` wide in a box `box_px` wide: none when the title fits or the reader
 * asked for reduced motion; otherwise one loop moves the title and the 20 px gap (so the repeat lands where the
 * title began) at 50 px/s, starting 2 s after the title shows.
 *
 * @example marqueePlan(380, 300, false) // { delay_ms: 2000, distance_px: 400, duration_ms: 8000 }
 */
export function marqueePlan(text_px: number, box_px: number, reduced_motion: boolean): MarqueePlan | null {
  if (reduced_motion || !(text_px > box_px)) return null;
  const distance_px = text_px + MARQUEE_GAP_PX;
  return { delay_ms: MARQUEE_DELAY_MS, distance_px, duration_ms: (distance_px / MARQUEE_SPEED_PX_S) * 1000 };
}
