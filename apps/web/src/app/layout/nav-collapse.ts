/** Header width type: `wide` shows the nav tags inline, `small` collapses them into one menu [LAYOUT-09]. */
export type HeaderWidthType = 'wide' | 'small';

/**
 * The header width type as the page store holds it: `unmeasured` while a server-rendered page hydrates (the server
 * cannot know the window: both navs are in the markup and CSS shows the one `initialHeaderWidthType` would pick,
 * at `initialSmallBelowPx`), until the header's first measurement (docs/decisions/0029).
 */
export type HeaderWidthState = HeaderWidthType | 'unmeasured';

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

/**
 * A width the nav tags never go below, in px: measured 288 (zh) to 494 (ja) px in the four languages and four
 * fonts; 200 leaves room for narrower system fonts elsewhere.
 */
export const minTagsWidthPx = 200;

/**
 * The header width type to start with, before the header is measured: `small` for a window too narrow for any
 * nav (`viewport_width_px` − 320 − 36 < `minTagsWidthPx`, every phone), where the measurement cannot say
 * otherwise, else `wide`. Starting right on a phone spares the first paint a second render and layout of the
 * header and the mobile bar; a wrong `wide` guess is corrected by the first measurement, before the paint.
 *
 * @example initialHeaderWidthType(412) // 'small'
 * @example initialHeaderWidthType(1280) // 'wide'
 */
export function initialHeaderWidthType(viewport_width_px: number): HeaderWidthType {
  return headerWidthType(viewport_width_px, minTagsWidthPx);
}

/**
 * The viewport width below which `initialHeaderWidthType` says `small`, in CSS px (320 + 36 + 200 = 556): the
 * header CSS's media queries for the `unmeasured` state use the same number.
 */
export const initialSmallBelowPx = headerReservedPx + headerGapPx + minTagsWidthPx;
