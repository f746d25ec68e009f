/**
 * The upload playground's numbers for people (issue 24 point 2): sizes, transfer speed and time left.
 */

/**
 * A size in bytes for people, in binary units with at most one decimal: `512 B`, `1.5 KB`, `12 MB`. `locale` formats
 * the number (a BCP 47 tag).
 *
 * @example formatSize(1536, 'en') // '1.5 KB'
 */
export function formatSize(bytes: number, locale: string): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value)} ${units[unit]}`;
}

/**
 * The average speed of a transfer (bytes per second) and the time left at that speed (seconds, rounded up), from
 * `loaded` of `total` bytes sent in `elapsedMs` milliseconds; both `undefined` before anything measurable (no time
 * passed or nothing sent).
 *
 * @example transferRate(500, 1000, 1000) // { bytesPerSecond: 500, secondsLeft: 1 }
 */
export function transferRate(
  loaded: number,
  total: number,
  elapsedMs: number,
): { bytesPerSecond: number | undefined; secondsLeft: number | undefined } {
  if (elapsedMs <= 0 || loaded <= 0) return { bytesPerSecond: undefined, secondsLeft: undefined };
  const bytesPerSecond = (loaded * 1000) / elapsedMs;
  return { bytesPerSecond, secondsLeft: Math.ceil(Math.max(0, total - loaded) / bytesPerSecond) };
}

/**
 * A duration for people in `locale`: seconds under a minute (`45 sec`), else minutes (`3 min`), else hours, each
 * in the locale's short unit form.
 *
 * @example formatDuration(125, 'en') // '3 min'
 */
export function formatDuration(seconds: number, locale: string): string {
  const [value, unit] =
    seconds < 60
      ? [seconds, 'second']
      : seconds < 3600
        ? [Math.ceil(seconds / 60), 'minute']
        : [Math.ceil(seconds / 3600), 'hour'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' }).format(value);
}
