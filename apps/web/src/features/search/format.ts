import { dateTimeFormat } from '../../lib/intl-formats.ts';

/**
 * Small formatters of the search results (issue 22): a lyric line's time and a result's date, in the interface
 * language.
 */

const intlLocales: Record<string, string> = { en: 'en', zh: 'zh-CN', 'zh-tw': 'zh-TW', ja: 'ja-JP' };

/**
 * A lyric line's start as `m:ss` (seconds in, rounded down to the second; negative or not finite: `0:00`).
 *
 * @example formatLyricTime(7.2) // '0:07'
 * @example formatLyricTime(125.9) // '2:05'
 */
export function formatLyricTime(time_s: number): string {
  const whole = Number.isFinite(time_s) && time_s > 0 ? Math.floor(time_s) : 0;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * A result's ISO 8601 date as a medium date in `language` (`Oct 14, 2019`, `2019年10月14日`); a date alone
 * (`2024-05-01`) is read as that calendar day whatever the time zone. `null` for text that is no date.
 */
export function formatResultDate(iso: string, language: string): string | null {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(iso);
  const date = new Date(dateOnly ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(date.getTime())) return null;
  const locale = intlLocales[language.toLowerCase()] ?? 'en';
  return dateTimeFormat(locale, { dateStyle: 'medium', ...(dateOnly ? { timeZone: 'UTC' } : {}) }).format(date);
}
