/** Elapsed time split for display; every part a whole number, hours < 24, minutes and seconds < 60. */
export type ElapsedParts = { days: number; hours: number; minutes: number; seconds: number };

/**
 * Local midnight of an ISO date `YYYY-MM-DD` as epoch ms [LAYOUT-21] (site info `start_date`, e.g.
 * `2020-09-25`). Returns `null` for anything that is not such a date.
 */
export function localMidnightMs(iso_date: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso_date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return date.getTime();
}

/**
 * Splits the time from `start_ms` to `now_ms` (both epoch ms) into days, hours, minutes and seconds for the
 * running-time counter [LAYOUT-21]. A `now_ms` before the start gives all zeros. Days are whole 24 h spans.
 */
export function elapsedParts(start_ms: number, now_ms: number): ElapsedParts {
  const total_s = Math.max(0, Math.floor((now_ms - start_ms) / 1000));
  return {
    days: Math.floor(total_s / 86_400),
    hours: Math.floor((total_s % 86_400) / 3600),
    minutes: Math.floor((total_s % 3600) / 60),
    seconds: total_s % 60,
  };
}
