/**
 * The keys of the header search's combobox (issue 22 point 5; WAI-ARIA 1.2 combobox with a listbox popup): which
 * option becomes active (the one `aria-activedescendant` names) for a key. Pure, so the rule is tested without a
 * browser. Indexes are 0-based into the flat list of options (every group's results, then the "all results" row);
 * -1 is none (the caret is in the field).
 *
 * | key | none active | an option active |
 * |---|---|---|
 * | ArrowDown | the first | the next; after the last, the first |
 * | ArrowUp | the last | the one before; before the first, the last |
 * | Home / End | (the field's caret moves) | the first / the last |
 *
 * Enter (open the active option, else the results page) and Escape (close the dialog) are the dialog's.
 */

/** The key names `activeAfterKey` knows (`KeyboardEvent.key`). */
export type ComboboxKey = 'ArrowDown' | 'ArrowUp' | 'Home' | 'End';

/**
 * The active option after `key` with `active` active among `count` options, or `null` when the key is not the
 * list's (the field keeps it: Home and End move its caret while no option is active; no options, no move).
 *
 * @example activeAfterKey('ArrowDown', -1, 4) // 0
 * @example activeAfterKey('ArrowUp', 0, 4) // 3
 * @example activeAfterKey('Home', -1, 4) // null
 */
export function activeAfterKey(key: string, active: number, count: number): number | null {
  if (count <= 0) return null;
  const current = active >= 0 && active < count ? active : -1;
  switch (key) {
    case 'ArrowDown':
      return current < 0 || current === count - 1 ? 0 : current + 1;
    case 'ArrowUp':
      return current <= 0 ? count - 1 : current - 1;
    case 'Home':
      return current < 0 ? null : 0;
    case 'End':
      return current < 0 ? null : count - 1;
    default:
      return null;
  }
}
