import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import mixPlugin from 'colord/plugins/mix';
import { useSyncExternalStore } from 'react';
import { cacheDefaultFontLater, type FontName, fontStackFor, loadFont } from './fonts.ts';
import { whenIdle } from './idle.ts';

extend([mixPlugin, a11yPlugin]);

/**
 * The theme: appearance, colour, gray, invert, blur, radius, fonts and viewport height, written as CSS
 * custom properties on `<html>` (spec section 4 "Appearance", "Colour"; rules [THEME-01..14]).
 * Pure functions first (tested without a browser), then the applier and the live sync.
 */

/** The appearance actually shown. */
export type Appearance = 'light' | 'dark';

/** What the theme needs from the settings (the settings store's values of the same names). */
export type ThemeSettings = {
  appearance: 'system' | 'time' | 'light' | 'dark';
  color: string;
  font: FontName;
  blur_effect: 'all' | 'some' | 'none';
  gray: 'auto' | 'on' | 'off';
  /** The site-wide gray flag (SiteInfo.gray). */
  site_gray: boolean;
  invert: boolean;
  /** px, 0..20. */
  radius: number;
  /** true: system fonts only. */
  hide_fonts: boolean;
};

/** Height of the header in px (the layout's offset for sticky content). */
export const headerHeightPx = 60;

/** Whether local time `now` is in the dark hours, 19:00 through 05:59 [THEME-03][THEME-04]. */
export function isDarkHour(now: Date): boolean {
  const hour = now.getHours();
  return hour >= 19 || hour < 6;
}

/**
 * The appearance a setting shows [THEME-01..04]: `system` follows `prefersDark` (the OS preference),
 * `time` is dark 19:00–05:59 local time, `dark`/`light` are fixed.
 * @example resolveAppearance('time', { prefersDark: false, now: new Date(2024, 0, 1, 19) }) // 'dark'
 */
export function resolveAppearance(
  setting: ThemeSettings['appearance'],
  env: { prefersDark: boolean; now: Date },
): Appearance {
  if (setting === 'system') return env.prefersDark ? 'dark' : 'light';
  if (setting === 'time') return isDarkHour(env.now) ? 'dark' : 'light';
  return setting;
}

/** Whether the page shows in gray: `auto` exactly while the site-wide flag is set, `on` always, `off` never [THEME-05][THEME-06]. */
export function isGray(gray: ThemeSettings['gray'], siteGray: boolean): boolean {
  return gray === 'on' || (gray === 'auto' && siteGray);
}

/** The three variants of a main colour, as `#rrggbb` (alpha as `rgba(...)`). */
export type ColorVariants = { main: string; light: string; deep: string; alpha: string };

/**
 * Derives the colour variants [THEME-07..09]: light = 70% colour blended with 30% white (colord's mix),
 * deep = the colour at 80% brightness (each RGB channel × 0.8, as CSS `brightness(0.8)`), alpha = the
 * colour at 20% opacity. An invalid colour is treated as the default #0099ff.
 */
export function colorVariants(color: string): ColorVariants {
  const base = colord(color).isValid() ? colord(color) : colord('#0099ff');
  const { r, g, b } = base.toRgb();
  return {
    main: base.toHex(),
    light: base.mix('#ffffff', 0.3).toHex(),
    deep: colord({ r: r * 0.8, g: g * 0.8, b: b * 0.8 }).toHex(),
    alpha: base.alpha(0.2).toRgbString(),
  };
}

type Palette = {
  bg: string;
  surface: string;
  surface2: string;
  text: string;
  textMuted: string;
  border: string;
  shadow: string;
  success: string;
  error: string;
};

// Text colours meet WCAG AA (4.5:1) on all three backgrounds of their palette.
const palettes: Record<Appearance, Palette> = {
  light: {
    bg: '#f4f5f7',
    surface: '#ffffff',
    surface2: '#eceef2',
    text: '#1d2025',
    textMuted: '#545b66',
    border: '#cfd4dc',
    shadow: '0 2px 12px rgba(0, 0, 0, 0.08)',
    success: '#1a7f37',
    error: '#c62828',
  },
  dark: {
    bg: '#101216',
    surface: '#181b21',
    surface2: '#232730',
    text: '#e7e9ed',
    textMuted: '#a7afbc',
    border: '#383e4a',
    shadow: '0 2px 12px rgba(0, 0, 0, 0.5)',
    success: '#5cc97a',
    error: '#ff7b72',
  },
};

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

const blurLevels: Record<ThemeSettings['blur_effect'], { blur: string; secondary: string }> = {
  all: { blur: '12px', secondary: '12px' },
  some: { blur: '12px', secondary: '0px' },
  none: { blur: '0px', secondary: '0px' },
};

/**
 * The CSS custom properties of a theme. Names and meaning:
 * - `--color-main`, `--color-main-light`, `--color-main-deep`, `--color-main-alpha`: the colour variants;
 *   in dark mode `--color-main` is the light variant [THEME-10]; `--color-on-main` / `--color-on-main-deep`: text on a main / deep fill (AA);
 *   `--color-link`: the main colour made readable (AA) as text on the page's backgrounds.
 * - `--color-bg`, `--color-surface`, `--color-surface-2`, `--color-text`, `--color-text-muted`,
 *   `--color-border`, `--color-success`, `--color-error`, `--shadow`: the palette.
 * - `--radius` (px, ≤ 20 [THEME-11]), `--blur` (header, dialogs, toasts: off only for blur "none"),
 *   `--blur-secondary` (every other glass surface: on only for blur "all"), `--font-family`,
 *   `--header-height` (60px), `--page-filter` (gray [THEME-05/06] and invert [THEME-14]).
 */
export function themeVariables(settings: ThemeSettings, appearance: Appearance): Record<string, string> {
  const palette = palettes[appearance];
  const variants = colorVariants(settings.color);
  const main = appearance === 'dark' ? variants.light : variants.main;
  const filters = [isGray(settings.gray, settings.site_gray) ? 'grayscale(1)' : '', settings.invert ? 'invert(1)' : '']
    .filter(Boolean)
    .join(' ');
  const blur = blurLevels[settings.blur_effect];
  return {
    '--color-main': main,
    '--color-main-light': appearance === 'dark' ? colorVariants(main).light : variants.light,
    '--color-main-deep': variants.deep,
    '--color-main-alpha': variants.alpha,
    '--color-on-main': textOn(main),
    '--color-on-main-deep': textOn(variants.deep),
    '--color-link': readableOn(main, [palette.bg, palette.surface, palette.surface2], appearance),
    '--color-bg': palette.bg,
    '--color-surface': palette.surface,
    '--color-surface-2': palette.surface2,
    '--color-text': palette.text,
    '--color-text-muted': palette.textMuted,
    '--color-border': palette.border,
    '--color-success': palette.success,
    '--color-error': palette.error,
    '--shadow': palette.shadow,
    '--radius': `${Math.min(20, Math.max(0, settings.radius))}px`,
    '--blur': blur.blur,
    '--blur-secondary': blur.secondary,
    '--font-family': fontStackFor(settings.font, settings.hide_fonts),
    '--header-height': `${headerHeightPx}px`,
    '--page-filter': filters === '' ? 'none' : filters,
  };
}

// The appearance shown right now, for useResolvedAppearance (LAYOUT-11's toggle).
let shown: Appearance = 'light';
const shownListeners = new Set<() => void>();

/** The appearance currently shown (outside React). */
export function getResolvedAppearance(): Appearance {
  return shown;
}

/**
 * The appearance currently shown, `'light' | 'dark'`, re-rendering when it changes. The header's
 * light/dark toggle sets appearance to the opposite of this [LAYOUT-11].
 */
export function useResolvedAppearance(): Appearance {
  return useSyncExternalStore(
    (listener) => {
      shownListeners.add(listener);
      return () => shownListeners.delete(listener);
    },
    getResolvedAppearance,
    getResolvedAppearance,
  );
}

/**
 * Writes the theme onto `root` (default `<html>`): the variables of `themeVariables`,
 * `data-theme="light"|"dark"`, `color-scheme`, `data-blur`; loads the chosen font's CSS unless
 * `loadFonts` is false (the start-up path defers the default font until after the first paint).
 */
export function applyTheme(
  settings: ThemeSettings,
  appearance: Appearance,
  root: HTMLElement = document.documentElement,
  loadFonts = true,
): void {
  for (const [name, value] of Object.entries(themeVariables(settings, appearance))) root.style.setProperty(name, value);
  root.dataset.theme = appearance;
  root.dataset.blur = settings.blur_effect;
  root.style.colorScheme = appearance;
  if (loadFonts && !settings.hide_fonts) void loadFont(settings.font);
  if (appearance !== shown) {
    shown = appearance;
    for (const listener of shownListeners) listener();
  }
}

/** Sets `--vh` to 1% of the viewport height in px [THEME-12]. */
export function writeViewportHeight(root: HTMLElement = document.documentElement): void {
  root.style.setProperty('--vh', `${window.innerHeight / 100}px`);
}

/**
 * Applies the theme now and keeps it current: on every settings change (`subscribe`), on a change of the
 * OS dark preference while the page is open [THEME-01], each minute while appearance is `time`
 * [THEME-03/04], and `--vh` on resize [THEME-12]. The first application does not load the font (it is
 * loaded after the first paint, see `loadFontLater`). Returns the function that stops it all.
 */
export function startThemeSync(read: () => ThemeSettings, subscribe: (listener: () => void) => () => void): () => void {
  const media = window.matchMedia?.('(prefers-color-scheme: dark)');
  let clock: ReturnType<typeof setInterval> | undefined;
  const apply = (loadFonts: boolean) => {
    const settings = read();
    const appearance = resolveAppearance(settings.appearance, {
      prefersDark: media?.matches ?? false,
      now: new Date(),
    });
    applyTheme(settings, appearance, document.documentElement, loadFonts);
    if (settings.appearance === 'time' && clock === undefined) clock = setInterval(() => apply(false), 60_000);
    if (settings.appearance !== 'time' && clock !== undefined) {
      clearInterval(clock);
      clock = undefined;
    }
  };
  const onChange = () => apply(true);
  const onMedia = () => apply(false);
  const onResize = () => writeViewportHeight();
  apply(false);
  writeViewportHeight();
  const unsubscribe = subscribe(onChange);
  media?.addEventListener('change', onMedia);
  window.addEventListener('resize', onResize);
  return () => {
    unsubscribe();
    media?.removeEventListener('change', onMedia);
    window.removeEventListener('resize', onResize);
    if (clock !== undefined) clearInterval(clock);
  };
}

/**
 * Once the browser is idle after the first paint (keeps it off the critical path): loads the chosen font, and for
 * the default font fetches Inter for the next page load when this one did without it (`cacheDefaultFontLater`).
 */
export function loadFontLater(settings: Pick<ThemeSettings, 'font' | 'hide_fonts'>): void {
  if (settings.hide_fonts) return;
  whenIdle(() => {
    void loadFont(settings.font);
    if (settings.font === 'sans-serif') void cacheDefaultFontLater();
  });
}
