import { dateTimeFormat } from '../../lib/intl-formats.ts';

/**
 * Absolute, localised dates for articles ([CONST-03]: article dates are shown as absolute dates).
 * The interface language (`en`, `zh`, `zh-tw`, `ja`) picks the Intl locale.
 */

const intlLocales: Record<string, string> = { en: 'en', zh: 'zh-CN', 'zh-tw': 'zh-TW', ja: 'ja-JP' };

/** The Intl locale of an interface language; unknown languages fall back to English like the strings do. */
export function intlLocale(language: string): string {
  return intlLocales[language.toLowerCase()] ?? 'en';
}

/**
 * Formats an ISO 8601 time as a long date in `language`, e.g. `October 14, 2019` (en), `2019年10月14日` (zh, ja).
 * Returns `null` for text that is not a valid date, so callers can leave the date out instead of showing
 * "Invalid Date".
 */
export function formatArticleDate(iso: string, language: string, timeZone?: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return dateTimeFormat(intlLocale(language), { dateStyle: 'long', timeZone }).format(date);
}
