import { dateTimeFormat } from '../../lib/intl-formats.ts';
import { intlLocale } from './format-date.ts';

// The year headings of the archive list (its own module: the home page's cards import format-date.ts alone).

/**
 * The year of an ISO 8601 time in `timeZone` (the reader's zone when undefined), the same calendar year the
 * article's shown date has; `null` for text that is not a valid date.
 */
export function articleYear(iso: string, timeZone?: string): number | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const year = dateTimeFormat('en', { year: 'numeric', timeZone })
    .formatToParts(date)
    .find((p) => p.type === 'year');
  return year ? Number(year.value) : null;
}

/** A year as a heading in `language`: `2019` (en), `2019年` (zh, zh-tw, ja). */
export function formatYear(year: number, language: string): string {
  return dateTimeFormat(intlLocale(language), { year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year, 6, 1));
}

/**
 * `items` (newest first) cut into runs of the same year, in order: the archive's year headings (Hexo's archive
 * page). Items whose date is not valid join the run before them (or start a run of year `null`).
 */
export function groupByYear<T extends { date: string }>(
  items: readonly T[],
  timeZone?: string,
): { year: number | null; items: T[] }[] {
  const groups: { year: number | null; items: T[] }[] = [];
  for (const item of items) {
    const year = articleYear(item.date, timeZone);
    const last = groups.at(-1);
    if (last && (last.year === year || year === null)) last.items.push(item);
    else groups.push({ year, items: [item] });
  }
  return groups;
}
