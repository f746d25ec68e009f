import { dateTimeFormat } from '../../lib/intl-formats.ts';

const intlLocales: Record<string, string> = { en: 'en', zh: 'zh-CN', 'zh-tw': 'zh-TW', ja: 'ja-JP' };

/**
 * An ISO 8601 time as a medium date in the interface `language` (`en`, `zh`, `zh-tw`, `ja`), e.g. `Nov 27, 2026`
 * (en), `2026年11月27日` (zh, ja); null for no time or text that is no date (the caller says "no date").
 */
export function formatLinkDate(iso: string | null, language: string): string | null {
  if (iso === null) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return dateTimeFormat(intlLocales[language.toLowerCase()] ?? 'en', { dateStyle: 'medium' }).format(date);
}

/** The host of an http(s) address as a card shows it (`example.com`), or the address itself if it cannot be read. */
export function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
