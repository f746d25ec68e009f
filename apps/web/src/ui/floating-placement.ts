import type { Placement } from '@floating-ui/react';

/** Where a floating layer sits relative to its anchor (Floating UI's placements: `bottom-start`, `top`, ...). */
export type FloatingPlacement = Placement;

/** Smallest gap in px kept between a dropdown or popper and every viewport edge (spec section 9) [WIDGET-05]. */
export const VIEWPORT_MARGIN_PX = 8;

/** Gap in px between the anchor and the floating layer. */
export const ANCHOR_GAP_PX = 6;
