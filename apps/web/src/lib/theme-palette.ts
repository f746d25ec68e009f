/**
 * The theme's fixed colours: the light and dark palettes and the default theme colour (spec section 4
 * "Appearance", "Colour"). No colour maths here, so the start-up path can read them without the colour library.
 */

/** The appearance actually shown. */
export type Appearance = 'light' | 'dark';

/** The default theme colour (spec section 4 "Colour"). */
export const defaultThemeColor = '#0099ff';

/** One appearance's fixed colours. */
export type Palette = {
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
export const palettes: Record<Appearance, Palette> = {
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

/** The CSS custom properties a theme colour gives in one appearance (see `themeVariables` for their meaning). */
export type ColorVariables = {
  '--color-main': string;
  '--color-main-light': string;
  '--color-main-deep': string;
  '--color-main-alpha': string;
  '--color-on-main': string;
  '--color-on-main-deep': string;
  '--color-link': string;
};
