import { colord } from 'colord';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type Appearance,
  applyTheme,
  defaultColorVariables,
  isGray,
  knownColorVariables,
  prepareThemeColors,
  resolveAppearance,
  startThemeSync,
  type ThemeSettings,
  themeColorsStorageKey,
  themeVariables,
} from './theme.ts';
import { colorVariables, colorVariants } from './theme-colors.ts';

const base: ThemeSettings = {
  appearance: 'system',
  color: '#0099ff',
  font: 'sans-serif',
  blur_effect: 'some',
  gray: 'auto',
  site_gray: false,
  invert: false,
  radius: 20,
  hide_fonts: true,
};
const at = (hour: number, minute = 0) => new Date(2025, 5, 1, hour, minute);
/** The theme's variables with its colour's variables computed by the colour maths. */
const vars = (settings: ThemeSettings, appearance: Appearance) =>
  themeVariables(settings, appearance, colorVariables(settings.color, appearance));

describe('resolveAppearance', () => {
  it('[THEME-01] system follows the OS dark preference', () => {
    expect(resolveAppearance('system', { prefersDark: true, now: at(12) })).toBe('dark');
    expect(resolveAppearance('system', { prefersDark: false, now: at(23) })).toBe('light');
  });

  it('[THEME-02] dark is always dark and light always light', () => {
    for (const hour of [0, 12, 20])
      for (const prefersDark of [true, false]) {
        expect(resolveAppearance('dark', { prefersDark, now: at(hour) })).toBe('dark');
        expect(resolveAppearance('light', { prefersDark, now: at(hour) })).toBe('light');
      }
  });

  it('[THEME-03] time is dark from 19:00 through 05:59', () => {
    for (const [h, m] of [
      [19, 0],
      [23, 59],
      [0, 0],
      [5, 59],
    ])
      expect(resolveAppearance('time', { prefersDark: false, now: at(h as number, m) })).toBe('dark');
  });

  it('[THEME-04] time is light from 06:00 through 18:59', () => {
    for (const [h, m] of [
      [6, 0],
      [12, 0],
      [18, 59],
    ])
      expect(resolveAppearance('time', { prefersDark: true, now: at(h as number, m) })).toBe('light');
  });
});

describe('gray and invert', () => {
  it('[THEME-05] gray auto is gray exactly while the site-wide flag is set', () => {
    expect(isGray('auto', true)).toBe(true);
    expect(isGray('auto', false)).toBe(false);
    expect(vars({ ...base, site_gray: true }, 'light')['--page-filter']).toBe('grayscale(1)');
  });

  it('[THEME-06] gray on is always gray, off never', () => {
    expect(isGray('on', false)).toBe(true);
    expect(isGray('off', true)).toBe(false);
  });

  it('[THEME-14] invert inverts the page colours', () => {
    expect(vars({ ...base, invert: true }, 'light')['--page-filter']).toBe('invert(1)');
    expect(vars(base, 'light')['--page-filter']).toBe('none');
  });
});

describe('colour variants', () => {
  it('[THEME-07] light is 70% of the colour blended with 30% white', () => {
    // Per channel 0.7 × c + 0.3 × 255, rounded: 0x00 → 77 (0x4d), 0x99 (153) → 184 (0xb8), 0xff → 0xff.
    expect(colorVariants('#0099ff').light).toBe('#4db8ff');
    expect(colorVariants('#000000').light).toBe('#4d4d4d');
    expect(colorVariants('#ffffff').light).toBe('#ffffff');
    // 0xe9 (233) → 240 (0xf0), 0x1e (30) → 98 (0x62), 0x63 (99) → 146 (0x92).
    expect(colorVariants('#e91e63').light).toBe('#f06292');
  });

  it('[THEME-08] deep is the colour at 80% brightness', () => {
    expect(colorVariants('#0099ff').deep).toBe('#007acc');
    expect(colorVariants('#ffffff').deep).toBe('#cccccc');
  });

  it('[THEME-09] the third variant is the colour at 20% alpha', () => {
    expect(colorVariants('#0099ff').alpha).toBe('rgba(0, 153, 255, 0.2)');
  });

  it('[THEME-10] dark mode uses the light variant as the main colour', () => {
    // #0099ff's light variant is #4db8ff (THEME-07).
    expect(vars(base, 'dark')['--color-main']).toBe('#4db8ff');
    expect(vars(base, 'light')['--color-main']).toBe('#0099ff');
    expect(vars({ ...base, color: '#000000' }, 'dark')['--color-main']).toBe('#4d4d4d');
  });

  it('the link colour reaches WCAG AA on the backgrounds in both themes', () => {
    for (const appearance of ['light', 'dark'] as const) {
      const v = vars({ ...base, color: '#ffee00' }, appearance);
      for (const bg of ['--color-bg', '--color-surface', '--color-surface-2'])
        expect(colord(v['--color-link'] as string).contrast(v[bg] as string)).toBeGreaterThanOrEqual(4.5);
      expect(colord(v['--color-text'] as string).contrast(v['--color-bg'] as string)).toBeGreaterThanOrEqual(4.5);
      expect(colord(v['--color-on-main'] as string).contrast(v['--color-main'] as string)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('text on a main or deep fill (buttons, the current page) reaches WCAG AA for any theme colour', () => {
    for (const color of ['#0099ff', '#ffee00', '#66ccff', '#e91e63', '#222222', '#7fff00'])
      for (const appearance of ['light', 'dark'] as const) {
        const v = vars({ ...base, color }, appearance);
        const on = (text: string, fill: string) => colord(v[text] as string).contrast(v[fill] as string);
        expect(on('--color-on-main', '--color-main'), `${color} ${appearance}`).toBeGreaterThanOrEqual(4.5);
        expect(on('--color-on-main-deep', '--color-main-deep'), `${color} ${appearance}`).toBeGreaterThanOrEqual(4.5);
      }
  });
});

describe('applying the theme', () => {
  afterEach(() => document.documentElement.removeAttribute('style'));

  it('[THEME-11] the default radius is 20px and never more', () => {
    expect(vars(base, 'light')['--radius']).toBe('20px');
    expect(vars({ ...base, radius: 50 }, 'light')['--radius']).toBe('20px');
  });

  it('writes the variables and data-theme on <html>', () => {
    applyTheme({ ...base, blur_effect: 'none' }, 'dark', defaultColorVariables.dark);
    const root = document.documentElement;
    expect(root.dataset.theme).toBe('dark');
    expect(root.style.getPropertyValue('--blur')).toBe('0px');
    expect(root.style.getPropertyValue('--header-height')).toBe('60px');
  });

  it('[THEME-01] [THEME-12] follows a live OS preference change and tracks the viewport height', () => {
    const listeners = new Set<() => void>();
    const media = {
      matches: false,
      addEventListener: (_: string, l: () => void) => listeners.add(l),
      removeEventListener: (_: string, l: () => void) => listeners.delete(l),
    };
    vi.stubGlobal('matchMedia', () => media);
    const stop = startThemeSync(
      () => base,
      () => () => {},
    );
    expect(document.documentElement.dataset.theme).toBe('light');
    media.matches = true;
    for (const l of listeners) l();
    expect(document.documentElement.dataset.theme).toBe('dark');

    window.innerHeight = 500;
    window.dispatchEvent(new Event('resize'));
    expect(document.documentElement.style.getPropertyValue('--vh')).toBe('5px');
    stop();
    expect(listeners.size).toBe(0);
    vi.unstubAllGlobals();
  });

  it('[THEME-03] appearance time switches to dark at 19:00 while the page is open', () => {
    vi.useFakeTimers({ now: at(18, 59) });
    const stop = startThemeSync(
      () => ({ ...base, appearance: 'time' }),
      () => () => {},
    );
    expect(document.documentElement.dataset.theme).toBe('light');
    vi.advanceTimersByTime(60_000);
    expect(document.documentElement.dataset.theme).toBe('dark');
    stop();
    vi.useRealTimers();
  });
});

describe('theme colours without the colour library at start', () => {
  afterEach(() => {
    document.documentElement.removeAttribute('style');
    localStorage.clear();
  });

  it("writes out the default colour's variables exactly as the colour maths computes them", () => {
    for (const appearance of ['light', 'dark'] as const)
      expect(defaultColorVariables[appearance]).toEqual(colorVariables('#0099ff', appearance));
    expect(knownColorVariables('#0099ff', 'dark')).toEqual(colorVariables('#0099ff', 'dark'));
  });

  it("computes another colour's variables once and keeps them for the next page load", async () => {
    expect(knownColorVariables('#e91e63', 'light')).toBeUndefined();
    await prepareThemeColors('#e91e63');
    expect(knownColorVariables('#e91e63', 'light')).toEqual(colorVariables('#e91e63', 'light'));
    const stored = JSON.parse(localStorage.getItem(themeColorsStorageKey) ?? '{}');
    expect(stored).toEqual({
      color: '#e91e63',
      light: colorVariables('#e91e63', 'light'),
      dark: colorVariables('#e91e63', 'dark'),
    });
  });

  it('reads the stored colour of an earlier page load, and ignores a stored value of the wrong shape', () => {
    const dark = { ...colorVariables('#66ccff', 'dark') };
    localStorage.setItem(
      themeColorsStorageKey,
      JSON.stringify({ color: '#66ccff', light: colorVariables('#66ccff', 'light'), dark }),
    );
    expect(knownColorVariables('#66ccff', 'dark')).toEqual(dark);
    localStorage.setItem(themeColorsStorageKey, JSON.stringify({ color: '#7fff00', light: { '--color-main': 1 } }));
    expect(knownColorVariables('#7fff00', 'light')).toBeUndefined();
    localStorage.setItem(themeColorsStorageKey, '{not json');
    expect(knownColorVariables('#7fff01', 'light')).toBeUndefined();
  });

  it('[THEME-07] a colour chosen while the page is open is applied once its variables are computed', async () => {
    let settings: ThemeSettings = { ...base, appearance: 'light' };
    const listeners = new Set<() => void>();
    const stop = startThemeSync(
      () => settings,
      (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    );
    const main = () => document.documentElement.style.getPropertyValue('--color-main');
    expect(main()).toBe('#0099ff');
    settings = { ...settings, color: '#222222' };
    for (const listener of listeners) listener();
    await vi.waitFor(() => expect(main()).toBe('#222222'));
    // 0x22 (34) → 0.7 × 34 + 0.3 × 255 = 100.3 → 100 (0x64).
    expect(document.documentElement.style.getPropertyValue('--color-main-light')).toBe('#646464');
    stop();
  });
});
