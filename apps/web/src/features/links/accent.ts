import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';

extend([a11yPlugin]);

/** An entry's accent as the card paints it: the colour and the text colour readable on it. */
export type Accent = { colour: string; text: string };

/**
 * The accent of an entry's `colour` (a CSS colour the server has validated, or '' for none): the colour, opaque and
 * written again by the colour library (`#rrggbb`, so only a literal colour reaches a style), and the text colour
 * (black or white, whichever has the higher WCAG contrast on it: at least 4.58:1 for any colour) for a letter
 * drawn on it. Null for '' or anything the library cannot read: the card keeps the page's own colours.
 */
export function accentOf(colour: string): Accent | null {
  if (colour.trim() === '') return null;
  const parsed = colord(colour.trim());
  if (!parsed.isValid()) return null;
  const opaque = parsed.alpha(1);
  const text = opaque.contrast('#000000') >= opaque.contrast('#ffffff') ? '#000000' : '#ffffff';
  return { colour: opaque.toHex(), text };
}

/** The WCAG contrast ratio of two colours (1 to 21), for tests and checks. */
export function contrastOf(a: string, b: string): number {
  return colord(a).contrast(b);
}

/** The first character of `name` (a whole code point), upper-cased: an avatar's fallback; '' for a blank name. */
export function initialOf(name: string): string {
  return (Array.from(name.trim())[0] ?? '').toUpperCase();
}
