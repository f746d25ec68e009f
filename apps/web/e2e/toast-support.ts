import type { Locator, Page } from './test.ts';

/** A box on the page in CSS pixels, as `getBoundingClientRect` gives it. */
export type Box = { x: number; y: number; width: number; height: number };

/** Whether two boxes share any area (touching edges do not count). */
export const overlaps = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The player's controls: its buttons, sliders and links. */
export const CONTROLS = 'button, input, a[href], [role="slider"]';

/** The toasts on the page (the toast regions' items). */
export const toastItems = (page: Page): Locator =>
  page.getByRole('status').or(page.getByRole('alert')).getByRole('listitem');

/** The boxes of every shown element `locator` matches, measured at one moment (a toast may leave any time). */
export function boxes(locator: Locator): Promise<Array<{ box: Box; name: string }>> {
  return locator.evaluateAll((elements) =>
    elements
      .map((element) => {
        const r = element.getBoundingClientRect();
        const name = element.getAttribute('aria-label') ?? element.textContent ?? '';
        return { box: { x: r.x, y: r.y, width: r.width, height: r.height }, name };
      })
      .filter(({ box }) => box.width > 0 && box.height > 0),
  );
}

/**
 * Every toast shown now that covers one of `controls`, as `toast "<text>" over "<control>"` (issue 19 point 3);
 * empty when none does or no toast is shown.
 */
export async function toastsOverControls(page: Page, controls: Locator): Promise<string[]> {
  const [toastBoxes, controlBoxes] = await Promise.all([boxes(toastItems(page)), boxes(controls)]);
  const found: string[] = [];
  for (const toast of toastBoxes)
    for (const control of controlBoxes)
      if (overlaps(toast.box, control.box)) found.push(`toast "${toast.name}" over "${control.name}"`);
  return found;
}
