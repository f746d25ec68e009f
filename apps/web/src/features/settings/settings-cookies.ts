import { visitorCookies } from '@site/contracts';
import { resolveLanguageSetting } from '../../lib/i18n.ts';
import type { Settings } from './settings-schema.ts';

/**
 * The cookies that mirror the language, appearance and theme colour settings for the server's first HTML (issue 21 point 2;
 * docs/decisions/0029). The settings stay in localStorage (spec section 4); these copies only let the server
 * render the page in the visitor's language and colours. They live a year, on the whole site, first-party only.
 */

const cookieAge_s = 365 * 24 * 60 * 60;

/**
 * Writes the cookies for `settings`: `lang` = the language shown (the `system` setting resolved against the
 * browser's language), `appearance` = the appearance setting, `color` = the theme colour [THEME-07]; with `null`,
 * removes them (nothing stored: the server goes by the browser's `Accept-Language` again). Called whenever the
 * settings are saved, and at start (`syncVisitorCookies`).
 */
export function writeVisitorCookies(settings: Pick<Settings, 'language' | 'appearance' | 'color'> | null): void {
  const values = {
    [visitorCookies.language]: settings && resolveLanguageSetting(settings.language),
    [visitorCookies.appearance]: settings?.appearance,
    [visitorCookies.color]: settings?.color,
  };
  try {
    for (const [name, value] of Object.entries(values)) {
      const age_s = value ? cookieAge_s : 0;
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and Safari before 2025; one synchronous write.
      document.cookie = `${name}=${encodeURIComponent(value ?? '')}; path=/; max-age=${age_s}; samesite=lax`;
    }
  } catch {
    // A document that refuses cookies (a sandboxed frame): the server then renders from Accept-Language.
  }
}
