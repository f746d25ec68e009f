/**
 * The interface languages (spec section 4 "Language") and which one a first visit starts in (issue 19 point 6;
 * docs/decisions/0026-first-visit-language.md): the first of the visitor's preferred languages (the browser's
 * `navigator.languages`, or an HTTP `Accept-Language` header by weight) that is one of ours, else the site's
 * default, zh. Shared by the web app (the settings' first value) and the server (which strings it preloads).
 */

export const interfaceLanguages = ['en', 'zh', 'zh-tw', 'ja'] as const;
export type InterfaceLanguage = (typeof interfaceLanguages)[number];

/** The language setting's default in the spec's table: a first visit whose languages match none of ours gets it. */
export const siteDefaultLanguage: InterfaceLanguage = 'zh';

/**
 * The interface language a BCP 47 tag asks for, or null when none of ours: `en-*` -> en; `ja-*` -> ja;
 * Traditional Chinese (`zh-TW`, `zh-HK`, `zh-MO`, `zh-Hant-*`) -> zh-tw; any other `zh-*` (`zh-CN`, `zh-SG`,
 * `zh-Hans-*`, bare `zh`) -> zh. Case-insensitive; `_` read as `-`.
 */
export function interfaceLanguageOfTag(tag: string): InterfaceLanguage | null {
  const subtags = tag.trim().toLowerCase().replace(/_/g, '-').split('-');
  const [primary, ...rest] = subtags;
  if (primary === 'en') return 'en';
  if (primary === 'ja') return 'ja';
  if (primary !== 'zh') return null;
  if (rest.includes('hant')) return 'zh-tw';
  if (rest.includes('hans')) return 'zh';
  return rest.some((s) => s === 'tw' || s === 'hk' || s === 'mo') ? 'zh-tw' : 'zh';
}

/** The language a first visit starts in: the first of `preferred` (most preferred first) that is ours, else zh. */
export function firstVisitLanguage(preferred: readonly string[]): InterfaceLanguage {
  for (const tag of preferred) {
    const language = interfaceLanguageOfTag(tag);
    if (language !== null) return language;
  }
  return siteDefaultLanguage;
}

/**
 * The language ranges of an HTTP `Accept-Language` header (RFC 9110 section 12.5.4), most preferred first: by
 * weight (`q`, default 1), in header order among equal weights; ranges weighted 0 and `*` are left out. A missing
 * or malformed header gives [].
 *
 * @example acceptLanguageTags('fr;q=0.5, ja-JP, en;q=0.8') // ['ja-JP', 'en', 'fr']
 */
export function acceptLanguageTags(header: string | undefined): string[] {
  if (!header) return [];
  const ranges = header.split(',').flatMap((part, index) => {
    const [range = '', ...params] = part.split(';').map((p) => p.trim());
    if (!/^[a-z]{1,8}(-[a-z0-9]{1,8})*$/i.test(range)) return [];
    const q = params.find((p) => /^q=/i.test(p));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    return Number.isFinite(weight) && weight > 0 && weight <= 1 ? [{ range, weight, index }] : [];
  });
  return ranges.sort((a, b) => b.weight - a.weight || a.index - b.index).map((r) => r.range);
}

/**
 * The cookies that mirror two settings for the server's first HTML (issue 21; docs/decisions/0029): the settings
 * themselves stay in localStorage (spec section 4); the browser writes these beside them so the server renders
 * the page in the visitor's language and colours. Tokens are never cookies: signed-in state stays in the browser.
 */
export const visitorCookies = {
  /** The interface language shown (`en`, `zh`, `zh-tw` or `ja`): the language setting as resolved. */
  language: 'lang',
  /** The appearance setting: `light`, `dark`, `system` or `time`. */
  appearance: 'appearance',
  /** The theme colour setting, `#rrggbb` [THEME-07]. */
  color: 'color',
} as const;

/** The appearance settings a page can be rendered for (spec section 4: appearance). */
export const pageAppearances = ['light', 'dark', 'system', 'time'] as const;
export type PageAppearance = (typeof pageAppearances)[number];

/**
 * The language a page is rendered in: the `lang` cookie when it names one of ours, else the request's
 * `Accept-Language` as a first visit would (`firstVisitLanguage`), else zh.
 */
export function pageLanguageOf(cookie: string | undefined, acceptLanguage: string | undefined): InterfaceLanguage {
  const stored = interfaceLanguages.find((language) => language === cookie);
  return stored ?? firstVisitLanguage(acceptLanguageTags(acceptLanguage));
}

/** The appearance a page is rendered for: the `appearance` cookie when valid, else `system` (the spec's default). */
export function pageAppearanceOf(cookie: string | undefined): PageAppearance {
  return pageAppearances.find((appearance) => appearance === cookie) ?? 'system';
}

/** The theme colour a page is rendered in: the `color` cookie when it is a `#rrggbb` colour, else undefined (the default). */
export function pageColorOf(cookie: string | undefined): string | undefined {
  return cookie !== undefined && /^#[0-9a-f]{6}$/i.test(cookie) ? cookie.toLowerCase() : undefined;
}
