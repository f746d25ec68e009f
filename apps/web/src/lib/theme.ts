import { useSyncExternalStore } from 'react';
import { cacheDefaultFontLater, type FontName, fontStackFor, loadFont } from './fonts.ts';
import { whenIdle } from './idle.ts';
import { type Appearance, type ColorVariables, defaultThemeColor, palettes } from './theme-palette.ts';

export type { Appearance, ColorVariables } from './theme-palette.ts';

/**
 * The theme: appearance, colour, gray, invert, blur, radius, fonts and viewport height, written as CSS
 * custom properties on `<html>` (spec section 4 "Appearance", "Colour"; rules [THEME-01..14]).
 * Pure functions first (tested without a browser), then the applier and the live sync. The colour maths
 * (`theme-colors.ts`, with the colour library) is its own chunk: the default colour's variables are written
 * out below and any other colour's are remembered in localStorage once computed, so a page load needs the
 * library only for a colour it has never shown (`prepareThemeColors`).
 */

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

/**
 * The colour variables of the default colour #0099ff, as `theme-colors.ts`'s `colorVariables` computes them
 * (`theme.test.ts` checks that they are equal): the first page load of every visitor who keeps the default
 * colour needs no colour library.
 */
export const defaultColorVariables: Record<Appearance, ColorVariables> = {
  light: {
    '--color-main': '#0099ff',
    '--color-main-light': '#4db8ff',
    '--color-main-deep': '#007acc',
    '--color-main-alpha': 'rgba(0, 153, 255, 0.2)',
    '--color-on-main': '#000000',
    '--color-on-main-deep': '#000000',
    '--color-link': '#006eb8',
  },
  dark: {
    '--color-main': '#4db8ff',
    '--color-main-light': '#82cdff',
    '--color-main-deep': '#007acc',
    '--color-main-alpha': 'rgba(0, 153, 255, 0.2)',
    '--color-on-main': '#000000',
    '--color-on-main-deep': '#000000',
    '--color-link': '#4db8ff',
  },
};

/**
 * localStorage key of the last theme colour's computed variables: `{ color, light, dark }`. Versioned: the
 * variables stored under the earlier key `theme_colors` had a light variant mixed in LAB, not per sRGB channel as
 * THEME-07 says, and are not read.
 */
export const themeColorsStorageKey = 'theme_colors_v2';

type ThemeColors = Record<Appearance, ColorVariables>;
const colorVariableNames = Object.keys(defaultColorVariables.light) as (keyof ColorVariables)[];
const known = new Map<string, ThemeColors>([[defaultThemeColor, defaultColorVariables]]);

/** The stored `{ color, light, dark }` when it has that shape (anything else, e.g. edited by hand, is ignored). */
function readStoredColors(): { color: string; colors: ThemeColors } | undefined {
  try {
    const stored = JSON.parse(localStorage.getItem(themeColorsStorageKey) ?? 'null') as Record<string, unknown> | null;
    const valid = (value: unknown): value is ColorVariables =>
      typeof value === 'object' &&
      value !== null &&
      colorVariableNames.every((name) => typeof (value as Record<string, unknown>)[name] === 'string');
    if (stored && typeof stored.color === 'string' && valid(stored.light) && valid(stored.dark))
      return { color: stored.color, colors: { light: stored.light, dark: stored.dark } };
  } catch {
    // Unreadable: computed again when needed.
  }
  return undefined;
}

/**
 * The colour variables of theme colour `color` in `appearance` when they are at hand without the colour library:
 * the default colour's, the ones remembered from this page load, or the ones stored by an earlier one; else
 * undefined (`prepareThemeColors` computes them).
 */
export function knownColorVariables(color: string, appearance: Appearance): ColorVariables | undefined {
  let colors = known.get(color);
  if (!colors) {
    const stored = readStoredColors();
    if (stored?.color === color) {
      colors = stored.colors;
      known.set(color, colors);
    }
  }
  return colors?.[appearance];
}

/**
 * Makes the colour variables of `color` known (`knownColorVariables`): at once when they are, else once the colour
 * maths' chunk has loaded; they are then remembered in localStorage for the next page load. Never rejects (a
 * failed chunk load leaves the colour unknown, and the theme keeps its current colours).
 */
export async function prepareThemeColors(color: string): Promise<void> {
  if (knownColorVariables(color, 'light')) return;
  try {
    const { colorVariables } = await import('./theme-colors.ts');
    const colors = { light: colorVariables(color, 'light'), dark: colorVariables(color, 'dark') };
    known.set(color, colors);
    localStorage.setItem(themeColorsStorageKey, JSON.stringify({ color, ...colors }));
  } catch {
    // The chunk did not load, or storage is full or blocked: the colours stay as they are.
  }
}

const blurLevels: Record<ThemeSettings['blur_effect'], { blur: string; secondary: string }> = {
  all: { blur: '12px', secondary: '12px' },
  some: { blur: '12px', secondary: '0px' },
  none: { blur: '0px', secondary: '0px' },
};

/**
 * The CSS custom properties of a theme, with `colors` the theme colour's variables in `appearance`
 * (`theme-colors.ts`'s `colorVariables`, or `knownColorVariables`). Names and meaning:
 * - `--color-main`, `--color-main-light`, `--color-main-deep`, `--color-main-alpha`: the colour variants;
 *   in dark mode `--color-main` is the light variant [THEME-10]; `--color-on-main` / `--color-on-main-deep`: text on a main / deep fill (AA);
 *   `--color-link`: the main colour made readable (AA) as text on the page's backgrounds.
 * - `--color-bg`, `--color-surface`, `--color-surface-2`, `--color-text`, `--color-text-muted`,
 *   `--color-border`, `--color-success`, `--color-error`, `--shadow`: the palette.
 * - `--radius` (px, ≤ 20 [THEME-11]), `--blur` (header, dialogs, toasts: off only for blur "none"),
 *   `--blur-secondary` (every other glass surface: on only for blur "all"), `--font-family`,
 *   `--header-height` (60px), `--page-filter` (gray [THEME-05/06] and invert [THEME-14]).
 */
export function themeVariables(
  settings: ThemeSettings,
  appearance: Appearance,
  colors: ColorVariables,
): Record<string, string> {
  const palette = palettes[appearance];
  const filters = [isGray(settings.gray, settings.site_gray) ? 'grayscale(1)' : '', settings.invert ? 'invert(1)' : '']
    .filter(Boolean)
    .join(' ');
  const blur = blurLevels[settings.blur_effect];
  return {
    ...colors,
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

/** The appearance the server rendered the page in (docs/decisions/0029), while the browser hydrates it. */
let serverAppearance: Appearance | undefined;

/**
 * Server rendering: the appearance a page is rendered in (`dark` for the setting `dark`, else `light`: the server
 * cannot know a visitor's OS preference or clock). The server sets it before each render, the browser from the
 * page before hydrating, so the first client render matches the HTML; the real appearance follows at once.
 */
export function setServerAppearance(appearance: Appearance): void {
  serverAppearance = appearance;
}

const serverAppearanceSnapshot = () => serverAppearance ?? getResolvedAppearance();

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
    serverAppearanceSnapshot,
  );
}

/**
 * Writes the theme onto `root` (default `<html>`): the variables of `themeVariables` (with `colors`, the theme
 * colour's variables in `appearance`),
 * `data-theme="light"|"dark"`, `color-scheme`, `data-blur`; loads the chosen font's CSS unless
 * `loadFonts` is false (the start-up path defers the default font until after the first paint).
 */
export function applyTheme(
  settings: ThemeSettings,
  appearance: Appearance,
  colors: ColorVariables,
  root: HTMLElement = document.documentElement,
  loadFonts = true,
): void {
  for (const [name, value] of Object.entries(themeVariables(settings, appearance, colors)))
    root.style.setProperty(name, value);
  root.dataset.theme = appearance;
  root.dataset.blur = settings.blur_effect;
  root.style.colorScheme = appearance;
  if (loadFonts && !settings.hide_fonts) void loadFont(settings.font);
  if (appearance !== shown) {
    shown = appearance;
    for (const listener of shownListeners) listener();
  }
}

/**
 * Sets `--vh` to 1% of the viewport height in px [THEME-12]; `viewport_height_px` is `window.innerHeight` unless the
 * caller read it already (reading it after a style change forces the browser to restyle the page at once).
 */
export function writeViewportHeight(
  root: HTMLElement = document.documentElement,
  viewport_height_px: number = window.innerHeight,
): void {
  root.style.setProperty('--vh', `${viewport_height_px / 100}px`);
}

/**
 * Applies the theme now and keeps it current: on every settings change (`subscribe`), on a change of the
 * OS dark preference while the page is open [THEME-01], each minute while appearance is `time`
 * [THEME-03/04], and `--vh` on resize [THEME-12]. The first application does not load the font (it is
 * loaded after the first paint, see `loadFontLater`). A theme colour whose variables are not known yet is applied
 * once `prepareThemeColors` has computed them (the start-up awaits that before the first paint). Returns the
 * function that stops it all.
 */
export function startThemeSync(read: () => ThemeSettings, subscribe: (listener: () => void) => () => void): () => void {
  const media = window.matchMedia?.('(prefers-color-scheme: dark)');
  let clock: ReturnType<typeof setInterval> | undefined;
  let applied = false;
  const apply = (loadFonts: boolean) => {
    const settings = read();
    const appearance = resolveAppearance(settings.appearance, {
      prefersDark: media?.matches ?? false,
      now: new Date(),
    });
    const colors = knownColorVariables(settings.color, appearance);
    if (!colors) {
      // A colour this browser has not shown yet: its maths loads, meanwhile the colours on screen stay (the
      // default colour's when there are none yet).
      void prepareThemeColors(settings.color).then(() => {
        if (knownColorVariables(read().color, appearance)) apply(loadFonts);
      });
      if (applied) return;
    }
    applyTheme(settings, appearance, colors ?? defaultColorVariables[appearance], document.documentElement, loadFonts);
    applied = true;
    if (settings.appearance === 'time' && clock === undefined) clock = setInterval(() => apply(false), 60_000);
    if (settings.appearance !== 'time' && clock !== undefined) {
      clearInterval(clock);
      clock = undefined;
    }
  };
  const onChange = () => apply(true);
  const onMedia = () => apply(false);
  const onResize = () => writeViewportHeight();
  // Read before the theme's first writes: read after them, `innerHeight` made the browser restyle (and lay out) the
  // whole server-rendered page inside this task instead of once in the next frame (5-20 ms on a fast CPU, issue 21).
  const viewportHeight = window.innerHeight;
  apply(false);
  writeViewportHeight(document.documentElement, viewportHeight);
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
