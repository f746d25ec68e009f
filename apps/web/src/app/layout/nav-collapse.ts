import type { HeaderWidthType } from './page-store.ts';

/** Room the header keeps beside the nav for the logo and the action buttons, in px [LAYOUT-09]. */
export const headerReservedPx = 320;
/** Extra spacing the spec subtracts too, in px [LAYOUT-09]. */
export const headerGapPx = 36;

/**
 * The nav collapse rule [LAYOUT-09]: wide when `content_width_px − 320 − 36 >= tags_width_px`, else small
 * (the tags collapse into one dropdown menu). Both widths in CSS px.
 *
 * @example headerWidthType(1280, 450) // 'wide'
 * @example headerWidthType(375, 450) // 'small'
 */
export function headerWidthType(content_width_px: number, tags_width_px: number): HeaderWidthType {
  return content_width_px - headerReservedPx - headerGapPx >= tags_width_px ? 'wide' : 'small';
}
