import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import { type Appearance, type ColorVariables, defaultThemeColor, palettes } from './theme-palette.ts';

extend([a11yPlugin]);

/**
 * The colour maths of the theme [THEME-07..10], with the colour library (colord). Its own chunk: the start-up path
 * reads the variables of the default colour, or of the colour last used, without it (`theme.ts`).
 */

/** The three variants of a main colour, as `#rrggbb` (alpha as `rgba(...)`). */
export type ColorVariants = { main: string; light: string; deep: string; alpha: string };

/**
 * Derives the colour variants [THEME-07..09]: light = 70% colour blended with 30% white, per sRGB channel
 * (0.7 × channel + 0.3 × 255, rounded: #0099ff gives #4db8ff), deep = the colour at 80% brightness (each RGB
 * channel × 0.8, as CSS `brightness(0.8)`), alpha = the colour at 20% opacity. An invalid colour is treated as
 * the default #0099ff.
 */
export function colorVariants(color: string): ColorVariants {
  const base = colord(color).isValid() ? colord(color) : colord(defaultThemeColor);
  const { r, g, b } = base.toRgb();
  const withWhite = (channel: number) => 0.7 * channel + 0.3 * 255;
  return {
    main: base.toHex(),
    light: colord({ r: withWhite(r), g: withWhite(g), b: withWhite(b) }).toHex(),
    deep: colord({ r: r * 0.8, g: g * 0.8, b: b * 0.8 }).toHex(),
    alpha: base.alpha(0.2).toRgbString(),
  };
}

/**
 * `color` darkened (light palette) or lightened (dark palette) in small steps until it reaches 4.5:1
 * against every one of `backgrounds`: the main colour as readable link and text colour (WCAG AA).
 */
export function readableOn(color: string, backgrounds: string[], appearance: Appearance): string {
  let c = colord(color);
  for (let i = 0; i < 40 && backgrounds.some((bg) => c.contrast(bg) < 4.5); i += 1)
    c = appearance === 'light' ? c.darken(0.02) : c.lighten(0.02);
  return c.toHex();
}

/**
 * Black or white, whichever reads better on `color` (text on a filled main-colour button). Pure black and white,
 * because one of them always reaches at least 4.58:1 (the square root of 21) on any colour, so WCAG AA holds for
 * every theme colour; a near-black would miss it on mid-tones such as #e91e63.
 */
export function textOn(color: string): string {
  return colord(color).contrast('#000000') >= colord(color).contrast('#ffffff') ? '#000000' : '#ffffff';
}

/**
 * The colour variables of theme colour `color` in `appearance`: in dark mode `--color-main` is the light variant
 * [THEME-10]; `--color-on-main` / `--color-on-main-deep` are text on a main / deep fill (AA); `--color-link` is
 * the main colour made readable (AA) as text on the palette's backgrounds.
 */
export function colorVariables(color: string, appearance: Appearance): ColorVariables {
  const palette = palettes[appearance];
  const variants = colorVariants(color);
  const main = appearance === 'dark' ? variants.light : variants.main;
  return {
    '--color-main': main,
    '--color-main-light': appearance === 'dark' ? colorVariants(main).light : variants.light,
    '--color-main-deep': variants.deep,
    '--color-main-alpha': variants.alpha,
    '--color-on-main': textOn(main),
    '--color-on-main-deep': textOn(variants.deep),
    '--color-link': readableOn(main, [palette.bg, palette.surface, palette.surface2], appearance),
  };
}
