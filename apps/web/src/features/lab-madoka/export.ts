import { glyphPaths, glyphStroke, separatorPath } from './glyphs.ts';
import type { RuneLayout } from './layout.ts';

/** The export's background: none (transparent), light paper or night. */
export type RuneBackground = 'transparent' | 'paper' | 'night';

/** The colour each background paints (none for transparent). */
export const backgroundColours: Readonly<Record<RuneBackground, string | null>> = {
  transparent: null,
  paper: '#fbf6ee',
  night: '#1c1526',
};

/** The look of an export: background, ink colour (a "#rrggbb" string) and, for the PNG, the pixels per user unit. */
export interface RuneExportStyle {
  background: RuneBackground;
  ink: string;
}

/** How many PNG pixels one user unit of the layout is: the PNG is the layout's width and height times this. */
export const pngScale = 2;

/** `text` escaped for XML text and attribute values. */
function xml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** `value` if it is a "#rrggbb" colour, else the default ink: the SVG never takes an attribute from free text. */
export function safeInk(value: string): string {
  return /^#[0-9a-f]{6}$/i.test(value) ? value : '#7a1f5c';
}

/**
 * One self-contained SVG file (UTF-8 text, no external reference, no script) of `layout`: a `<title>` with
 * `reading` (the Latin text, escaped), the background rectangle unless transparent, and one `<path>` per glyph
 * with its letter in `data-letter` (the separator has `data-separator`), all stroked with `glyphStroke` in the ink.
 * Its `width`/`height` are the layout's user units (one unit one CSS pixel).
 */
export function runesSvg(layout: RuneLayout, reading: string, style: RuneExportStyle): string {
  const { width, height } = layout;
  const background = backgroundColours[style.background];
  const paths = layout.glyphs.map((glyph) =>
    glyph.kind === 'rune'
      ? `<path data-letter="${glyph.letter}" transform="translate(${glyph.x} ${glyph.y})" d="${glyphPaths[glyph.letter]}"/>`
      : `<path data-separator="" transform="translate(${glyph.x} ${glyph.y})" d="${separatorPath}"/>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">`,
    `<title>${xml(reading)}</title>`,
    background === null ? '' : `<rect width="${width}" height="${height}" fill="${background}"/>`,
    `<g fill="none" stroke="${safeInk(style.ink)}" stroke-width="${glyphStroke.width}" stroke-linecap="${glyphStroke.linecap}" stroke-linejoin="${glyphStroke.linejoin}">`,
    ...paths,
    '</g>',
    '</svg>',
    '',
  ]
    .filter((line) => line !== '')
    .join('\n');
}

/**
 * Draws `layout` on a canvas with `Path2D` (the same path data as the SVG) and returns it as a PNG blob of
 * `layout.width·pngScale` × `layout.height·pngScale` pixels: transparent where the background is "transparent",
 * else filled with the background's colour. Rejects when the browser has no 2D canvas or cannot make the PNG.
 */
export function runesPng(layout: RuneLayout, style: RuneExportStyle): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = layout.width * pngScale;
  canvas.height = layout.height * pngScale;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('no 2D canvas'));
  const background = backgroundColours[style.background];
  if (background !== null) {
    context.fillStyle = background;
    context.fillRect(0, 0, canvas.width, canvas.height);
  }
  context.scale(pngScale, pngScale);
  context.strokeStyle = safeInk(style.ink);
  context.lineWidth = glyphStroke.width;
  context.lineCap = glyphStroke.linecap;
  context.lineJoin = glyphStroke.linejoin;
  for (const glyph of layout.glyphs) {
    context.save();
    context.translate(glyph.x, glyph.y);
    context.stroke(new Path2D(glyph.kind === 'rune' ? glyphPaths[glyph.letter] : separatorPath));
    context.restore();
  }
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the browser made no PNG'))), 'image/png'),
  );
}
