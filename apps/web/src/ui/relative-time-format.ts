import { dateTimeFormat, relativeTimeFormat } from '../lib/intl-formats.ts';

/** Times further back than this many days show as an absolute date (spec section 9) [CONST-03]. */
export const RELATIVE_TIME_MAX_DAYS = 7;

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
];

/**
 * "N ago" for `date` seen at `now_ms`, in the largest whole unit among seconds, minutes, hours, days, months
 * (30 days) and years (365 days) [CONST-02], in `language` (en, zh, zh-tw, ja, any BCP 47 tag). A time more than
 * `absolute_after_days` days back (default 7; exactly 7 days still reads "7 days ago") is an absolute date instead
 * [CONST-03]. Future times (a fast clock elsewhere) read as "0 seconds ago".
 *
 * @param date a Date, ms since the epoch, or an ISO 8601 string
 * @example formatRelativeTime(now - 90_000, now, 'en') === '1 minute ago'
 */
export function formatRelativeTime(
  date: Date | number | string,
  now_ms: number,
  language: string,
  { absolute_after_days = RELATIVE_TIME_MAX_DAYS }: { absolute_after_days?: number } = {},
): string {
  const time_ms = new Date(date).getTime();
  const elapsed_s = Math.max(0, Math.floor((now_ms - time_ms) / 1000));
  if (elapsed_s > absolute_after_days * 86_400) {
    return dateTimeFormat(language, { year: 'numeric', month: 'short', day: 'numeric' }).format(time_ms);
  }
  const [unit, size] = units.find(([, seconds]) => elapsed_s >= seconds) ?? ['second', 1];
  return relativeTimeFormat(language, { numeric: 'always' }).format(-Math.floor(elapsed_s / size), unit);
}
