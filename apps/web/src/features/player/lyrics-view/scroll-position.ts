/** Where the current row sits in the lyric view: this fraction of the view's height from its top. */
const CURRENT_ROW_ANCHOR = 0.35;

/** A row's measured box inside the list, in px from the list's top. */
export interface RowBox {
  top_px: number;
  height_px: number;
}

/**
 * The list's vertical translation (px) that puts the current row's middle at `anchor` of the view's height; with
 * no current row (-1, before the first row) the first row takes that place. `manual_offset_px` is the reader's
 * own scrolling in manual mode (LYR-23). Returns 0 when nothing is measured yet.
 *
 * @example listTranslate([{top_px: 0, height_px: 40}, {top_px: 40, height_px: 40}], 1, 400) // 140 - 60 = 80
 */
export function listTranslate(
  boxes: readonly RowBox[],
  current: number,
  view_height_px: number,
  manual_offset_px = 0,
  anchor: number = CURRENT_ROW_ANCHOR,
): number {
  const box = boxes[Math.max(0, current)];
  if (box === undefined) return manual_offset_px;
  return Math.round(view_height_px * anchor - (box.top_px + box.height_px / 2) + manual_offset_px);
}
