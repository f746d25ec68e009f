/**
 * Shared `Intl` formatters. Making an `Intl.DateTimeFormat` costs far more than using one (each construction
 * resolves the locale and its patterns: ~1-5 ms on a throttled phone CPU), and lists format many dates in one
 * render, so each (locale, options) pair is made once and kept for the page's life. The pairs in use are few:
 * four languages times a handful of styles.
 */

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const relativeTimeFormats = new Map<string, Intl.RelativeTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function cached<F>(cache: Map<string, F>, locale: string, options: object, make: () => F): F {
  const key = `${locale}\u0000${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (format === undefined) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

/** The `Intl.DateTimeFormat` of `locale` (a BCP 47 tag) and `options`, made once. Throws RangeError like Intl. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
}

/** The `Intl.RelativeTimeFormat` of `locale` and `options`, made once. Throws RangeError like Intl. */
export function relativeTimeFormat(locale: string, options: Intl.RelativeTimeFormatOptions): Intl.RelativeTimeFormat {
  return cached(relativeTimeFormats, locale, options, () => new Intl.RelativeTimeFormat(locale, options));
}

/** The `Intl.NumberFormat` of `locale` and `options`, made once. Throws RangeError like Intl. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));
}
