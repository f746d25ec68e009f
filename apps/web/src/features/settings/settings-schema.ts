import { defaultApiAddress } from '../../lib/api-client.ts';

/**
 * The settings (spec section 3 "Settings", section 5 "Settings setter", rules [SET-01..11][SET-14]).
 *
 * Two kinds:
 * - **persisted** (`persistedSettingNames`): the spec's table of 13, kept as JSON in localStorage under
 *   `settings` [SET-01].
 * - **session-only** (`sessionSettingNames`): the debug options the spec lists without a stored setting
 *   (radius, fps, header, footer, no-scroll, mobile mode, hidden fonts) and the page-state flags the spec
 *   keeps in memory (`site_gray`, `hidden_unlocked`). Their labels carry "*" and a reload forgets them
 *   [SET-14]. Full screen is not a setting: it is the browser's Fullscreen API state, read live.
 */

export const languageSettingOptions = ['system', 'en', 'zh', 'zh-tw', 'ja'] as const;
export const secondLanguageOptions = ['off', 'en', 'zh', 'zh-tw', 'ja'] as const;
export const appearanceOptions = ['system', 'time', 'light', 'dark'] as const;
export const fontOptions = ['sans-serif', 'serif', 'kaiti', 'madoka'] as const;
export const blurOptions = ['all', 'some', 'none'] as const;
export const grayOptions = ['auto', 'on', 'off'] as const;

export type LanguageSetting = (typeof languageSettingOptions)[number];
export type SecondLanguage = (typeof secondLanguageOptions)[number];
export type AppearanceSetting = (typeof appearanceOptions)[number];
export type FontSetting = (typeof fontOptions)[number];
export type BlurSetting = (typeof blurOptions)[number];
export type GraySetting = (typeof grayOptions)[number];

/** Largest corner radius in px [THEME-11]. */
export const maxRadiusPx = 20;

/** Every setting, persisted and session-only, with its value type. */
export type Settings = {
  // Persisted [SET-02..11]
  api_address: string;
  ws_api_address: string;
  language: LanguageSetting;
  second_language: SecondLanguage;
  appearance: AppearanceSetting;
  /** `#rgb` or `#rrggbb` [SET-07]. */
  color: string;
  font: FontSetting;
  blur_effect: BlurSetting;
  gray: GraySetting;
  invert: boolean;
  debug: boolean;
  active_admin: boolean;
  body_scroll: boolean;
  // Session-only [SET-14]
  /** Corner radius in px, 0..20 [THEME-11]. */
  radius: number;
  /** Hides the header (debug "header" option); the layout reads it. */
  hide_header: boolean;
  /** Hides the footer and the mobile bar (debug "footer" option); the layout reads it. */
  hide_footer: boolean;
  /** Locks page scrolling (debug "no-scroll" option); the layout reads it. */
  no_scroll: boolean;
  /** Shows a frames-per-second meter (debug "fps" option); the layout reads it. */
  show_fps: boolean;
  /** Forces the narrow (mobile) layout at any width (debug "mobile mode" option); the layout reads it. */
  mobile_mode: boolean;
  /** Shows the page in the system fonts only, no web font (debug "hidden fonts" option, our reading). */
  hide_fonts: boolean;
  /** The site-wide gray flag from `SiteInfo.gray`, which gray `auto` follows [THEME-05]. */
  site_gray: boolean;
  /** The debug and developer settings are shown [SET-24]. */
  hidden_unlocked: boolean;
};

export type SettingName = keyof Settings;

type Rule<T> =
  | { kind: 'select'; options: readonly T[] }
  | { kind: 'boolean' }
  | { kind: 'color' }
  | { kind: 'text' }
  | { kind: 'number'; min: number; max: number };

/** How each setting's value is checked by the setter [SET-15][SET-16]. */
export const settingRules: { [K in SettingName]: Rule<Settings[K]> } = {
  api_address: { kind: 'text' },
  ws_api_address: { kind: 'text' },
  language: { kind: 'select', options: languageSettingOptions },
  second_language: { kind: 'select', options: secondLanguageOptions },
  appearance: { kind: 'select', options: appearanceOptions },
  color: { kind: 'color' },
  font: { kind: 'select', options: fontOptions },
  blur_effect: { kind: 'select', options: blurOptions },
  gray: { kind: 'select', options: grayOptions },
  invert: { kind: 'boolean' },
  debug: { kind: 'boolean' },
  active_admin: { kind: 'boolean' },
  body_scroll: { kind: 'boolean' },
  radius: { kind: 'number', min: 0, max: maxRadiusPx },
  hide_header: { kind: 'boolean' },
  hide_footer: { kind: 'boolean' },
  no_scroll: { kind: 'boolean' },
  show_fps: { kind: 'boolean' },
  mobile_mode: { kind: 'boolean' },
  hide_fonts: { kind: 'boolean' },
  site_gray: { kind: 'boolean' },
  hidden_unlocked: { kind: 'boolean' },
};

/** The defaults, exactly per the spec's table [SET-02..11] (radius 20 px [THEME-11]). */
export const defaultSettings: Readonly<Settings> = Object.freeze({
  api_address: defaultApiAddress,
  ws_api_address: '',
  language: 'zh',
  second_language: 'en',
  appearance: 'system',
  color: '#0099ff',
  font: 'sans-serif',
  blur_effect: 'some',
  gray: 'auto',
  invert: false,
  debug: false,
  active_admin: false,
  body_scroll: false,
  radius: maxRadiusPx,
  hide_header: false,
  hide_footer: false,
  no_scroll: false,
  show_fps: false,
  mobile_mode: false,
  hide_fonts: false,
  site_gray: false,
  hidden_unlocked: false,
});

/** The settings written to localStorage [SET-01]; every other one is session-only [SET-14]. */
export const persistedSettingNames = [
  'api_address',
  'ws_api_address',
  'language',
  'second_language',
  'appearance',
  'color',
  'font',
  'blur_effect',
  'gray',
  'invert',
  'debug',
  'active_admin',
  'body_scroll',
] as const satisfies readonly SettingName[];

export type PersistedSettingName = (typeof persistedSettingNames)[number];

/** Session-only settings (labels marked "*") [SET-14]. */
export const sessionSettingNames = (Object.keys(defaultSettings) as SettingName[]).filter(
  (name) => !(persistedSettingNames as readonly string[]).includes(name),
);

const hexColour = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Whether `name` is a known setting. */
export function isSettingName(name: string): name is SettingName {
  return Object.hasOwn(settingRules, name);
}

/**
 * Checks `value` for setting `name` [SET-15][SET-16][SET-07].
 * Returns `{ ok: true, value }` with the value to store (a number is rounded and clamped to its range;
 * text is trimmed), or `{ ok: false }`: a select value not among the options, a non-boolean for a
 * boolean (the string "true" too), a colour that is not 3- or 6-digit hex, an empty address, a non-number.
 */
export function checkSetting<K extends SettingName>(
  name: K,
  value: unknown,
): { ok: true; value: Settings[K] } | { ok: false } {
  const rule = settingRules[name] as Rule<unknown>;
  switch (rule.kind) {
    case 'select':
      return rule.options.includes(value) ? { ok: true, value: value as Settings[K] } : { ok: false };
    case 'boolean':
      return typeof value === 'boolean' ? { ok: true, value: value as Settings[K] } : { ok: false };
    case 'color':
      return typeof value === 'string' && hexColour.test(value)
        ? { ok: true, value: value.toLowerCase() as Settings[K] }
        : { ok: false };
    case 'text': {
      if (typeof value !== 'string') return { ok: false };
      const trimmed = value.trim();
      // ws_api_address may be empty (its default); api_address may not (there would be no API).
      if (trimmed === '' && name === 'api_address') return { ok: false };
      return { ok: true, value: trimmed as Settings[K] };
    }
    case 'number': {
      if (typeof value !== 'number' || !Number.isFinite(value)) return { ok: false };
      return { ok: true, value: Math.min(rule.max, Math.max(rule.min, Math.round(value))) as Settings[K] };
    }
  }
}

/**
 * Reads the stored settings JSON (the raw `localStorage` string or null) into full settings:
 * malformed JSON, a non-object, or a bad value for a key gives that key's default in `defaults` (the spec's
 * table unless given: the store passes the visitor's, `visitorDefaults`); unknown keys are
 * dropped; session-only settings always start at their defaults [SET-14]. Never throws.
 */
export function parseStoredSettings(raw: string | null, defaults: Readonly<Settings> = defaultSettings): Settings {
  const settings: Settings = { ...defaults };
  if (raw === null) return settings;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return settings;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return settings;
  const stored = parsed as Record<string, unknown>;
  for (const name of persistedSettingNames) {
    if (!Object.hasOwn(stored, name)) continue;
    const checked = checkSetting(name, stored[name]);
    if (checked.ok) (settings as Record<string, unknown>)[name] = checked.value;
  }
  return settings;
}

/** The JSON written under `settings`: the persisted settings only [SET-01][SET-14]. */
export function serializeSettings(settings: Settings): string {
  const out: Record<string, unknown> = {};
  for (const name of persistedSettingNames) out[name] = settings[name];
  return JSON.stringify(out);
}
