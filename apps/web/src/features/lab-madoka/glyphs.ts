/**
 * The rune alphabet of "/laboratory/madoka" (issue 25 point 4): our own glyph set, drawn for this page as homage to
 * the idea of the witch-rune cipher of Puella Magi Madoka Magica. Nothing is traced from the show or from any font:
 * each glyph is a few strokes on a stem, hook, loop or zigzag, so the set reads as one hand, and no glyph is the
 * shape of its own Latin letter (a cipher, not a font).
 *
 * Every glyph is one SVG path in the same box (`glyphBox`, user units), drawn as a stroke only (no fill) with
 * `glyphStroke`: the page, the SVG export and the PNG export (`Path2D`) all draw these same strings.
 */

/** The box every glyph is drawn in, in SVG user units: x 0..40, y 0..60 (a glyph keeps 4 units clear of each edge). */
export const glyphBox = { width: 40, height: 60 } as const;

/** The stroke every glyph is drawn with, in the units of `glyphBox`: round ends and corners, no fill. */
export const glyphStroke = { width: 3.5, linecap: 'round', linejoin: 'round' } as const;

/** The 26 Latin letters the runes write, lower case, in order. */
export const runeLetters = [
  'a',
  'b',
  'c',
  'd',
  'e',
  'f',
  'g',
  'h',
  'i',
  'j',
  'k',
  'l',
  'm',
  'n',
  'o',
  'p',
  'q',
  'r',
  's',
  't',
  'u',
  'v',
  'w',
  'x',
  'y',
  'z',
] as const;

/** One letter of the rune alphabet. */
export type RuneLetter = (typeof runeLetters)[number];

/** The path data (`d`) of each letter's rune, in the box `glyphBox`. */
export const glyphPaths: Readonly<Record<RuneLetter, string>> = {
  a: 'M20 54 V8 M8 20 L20 8 L32 20 M12 40 H28',
  b: 'M20 30 Q6 22 12 12 Q20 4 28 12 Q34 22 20 30 Q6 38 12 48 Q20 56 28 48 Q34 38 20 30',
  c: 'M20 14 A14 14 0 1 1 20 42 A14 14 0 1 1 20 14 M20 27 V29',
  d: 'M6 30 Q13 14 20 30 Q27 46 34 30 M20 6 V16 M20 44 V54',
  e: 'M20 18 V54 M20 6 V8',
  f: 'M20 54 V28 Q8 24 8 8 M20 28 Q32 24 32 8',
  g: 'M28 6 L12 26 H28 L12 54',
  h: 'M14 6 V54 M14 14 Q30 12 28 24 M14 34 Q32 32 30 46',
  i: 'M8 8 L32 20 L8 34 L32 48',
  j: 'M20 6 A8 8 0 1 1 20 22 A8 8 0 1 1 20 6 M20 22 V54',
  k: 'M6 50 Q10 8 20 30 Q30 8 34 50',
  l: 'M20 8 L32 26 L20 44 L8 26 Z M20 44 V54',
  m: 'M26 6 V54 M26 18 L10 10 M26 34 L10 26',
  n: 'M24 6 V44 Q24 54 12 50 M10 18 H32',
  o: 'M6 14 Q13 8 20 14 T34 14 M6 30 Q13 24 20 30 T34 30 M6 46 Q13 40 20 46 T34 46',
  p: 'M8 8 Q8 38 20 38 Q32 38 32 8 M20 38 V54',
  q: 'M12 54 V6 L32 16 L12 26',
  r: 'M30 14 Q8 8 10 32 Q12 52 30 48 Q36 38 24 34',
  s: 'M8 6 V54 M32 6 V54 M8 20 L20 34 L32 20',
  t: 'M20 8 A12 12 0 1 1 20 32 A12 12 0 1 1 20 8 M14 30 L8 54',
  u: 'M10 54 V20 Q10 8 22 8 Q34 8 32 20 M20 34 H34',
  v: 'M10 8 V50 H30 Q36 50 34 42',
  w: 'M12 6 V54 M12 30 Q34 16 30 34 Q26 44 12 30',
  x: 'M12 6 Q32 20 20 30 Q8 40 28 54 M10 30 H30',
  y: 'M20 6 V54 M6 22 Q6 12 14 14 H26 Q34 12 34 22',
  z: 'M8 8 H32 M8 20 L32 50 M32 20 L8 50',
};

/** The word separator's path data: a small open diamond at mid-height, in the box `glyphBox`. */
export const separatorPath = 'M20 24 L26 30 L20 36 L14 30 Z';

/** Whether `value` is one of the 26 rune letters (lower case). */
export function isRuneLetter(value: string): value is RuneLetter {
  return Object.hasOwn(glyphPaths, value);
}
