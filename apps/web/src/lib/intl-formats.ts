/**
 * Shared `Intl` formatters. Making an `Intl.DateTimeFormat` costs far more than using one (each construction
 * resolves the locale and its patterns: ~1-5 ms on a throttled phone CPU), and lists format many dates in one
 * render, so each (locale, options) pair is made once and kept for the page's life. The pairs in use are few:
 * four languages times a handful of styles.
 *
 * The first `Intl` formatter of a page costs far more again: the browser loads its ICU data then (15-50 ms on a
 * desktop CPU, one task that cannot be split; 60-200 ms at the 4x slower phone CPU of Lighthouse's mobile run, issue
 * 21). A server-rendered page therefore carries the texts its render formatted (`recordServerFormats` on the server,
 * `setServerFormats` in the browser, in the page's `#ssr-state`), and a formatter made here answers a value the
 * server formatted with the server's text, making the `Intl` object only for a value it has not seen. Hydration
 * then formats nothing, and its text is the server's by construction (Node's ICU data and the browser's may differ,
 * like the region names of `features/archive/region-names.ts`; a time zone's date too, for formats without one).
 */

/** What the app formats dates with: `format` as `Intl.DateTimeFormat`'s, `formatToParts` always the browser's. */
export type DateTimeFormatter = Pick<Intl.DateTimeFormat, 'format' | 'formatToParts'>;
/** What the app formats relative times with (`Intl.RelativeTimeFormat`'s `format`). */
export type RelativeTimeFormatter = Pick<Intl.RelativeTimeFormat, 'format'>;
/** What the app formats numbers with (`Intl.NumberFormat`'s `format`). */
export type NumberFormatter = Pick<Intl.NumberFormat, 'format'>;

const dateTimeFormats = new Map<string, DateTimeFormatter>();
const relativeTimeFormats = new Map<string, RelativeTimeFormatter>();
const numberFormats = new Map<string, NumberFormatter>();

/** Texts formatted by the server's render of this page: `formatKey` -> text. Empty where nothing was rendered. */
let serverTexts = new Map<string, string>();
/** On the server, while a page renders: the texts its render formats (`recordServerFormats`). */
let recording: Map<string, string> | undefined;

/**
 * The key of one formatted value: the formatter's kind, locale and options, then the value (a time in ms, a number,
 * a relative time's `<value> <unit>`).
 */
const formatKey = (formatter: string, value: string) => `${formatter}\u0000${value}`;

/** The text of `value` in `formatter`: the server's when it formatted it (in the browser), else `format()`. */
function remembered(formatter: string, value: string, format: () => string): string {
  const key = formatKey(formatter, value);
  const known = serverTexts.get(key);
  if (known !== undefined) return known;
  const text = format();
  recording?.set(key, text);
  return text;
}

function cached<F>(cache: Map<string, F>, key: string, make: () => F): F {
  let format = cache.get(key);
  if (format === undefined) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

/** A date's key: its time in ms; none (`undefined`) for "now", which is never remembered. */
const timeKey = (date: Date | number | undefined) => (date === undefined ? undefined : String(Number(date)));

/**
 * The date formatter of `locale` (a BCP 47 tag) and `options`, made once. `format(date)` answers the server's text
 * for a date the server's render formatted, else the browser's `Intl.DateTimeFormat` (made on first use; a bad
 * locale or option throws its RangeError then).
 */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): DateTimeFormatter {
  const formatter = `date\u0000${locale}\u0000${JSON.stringify(options)}`;
  return cached(dateTimeFormats, formatter, () => {
    let intl: Intl.DateTimeFormat | undefined;
    const made = () => {
      intl ??= new Intl.DateTimeFormat(locale, options);
      return intl;
    };
    return {
      format: (date) => {
        const key = timeKey(date);
        return key === undefined ? made().format(date) : remembered(formatter, key, () => made().format(date));
      },
      formatToParts: (date) => made().formatToParts(date),
    };
  });
}

/** The relative time formatter of `locale` and `options`, made once; the server's texts first (see above). */
export function relativeTimeFormat(locale: string, options: Intl.RelativeTimeFormatOptions): RelativeTimeFormatter {
  const formatter = `relative\u0000${locale}\u0000${JSON.stringify(options)}`;
  return cached(relativeTimeFormats, formatter, () => {
    let intl: Intl.RelativeTimeFormat | undefined;
    return {
      format: (value, unit) =>
        remembered(formatter, `${value} ${unit}`, () => {
          intl ??= new Intl.RelativeTimeFormat(locale, options);
          return intl.format(value, unit);
        }),
    };
  });
}

/** The number formatter of `locale` and `options`, made once; the server's texts first (see above). */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions): NumberFormatter {
  const formatter = `number\u0000${locale}\u0000${JSON.stringify(options)}`;
  return cached(numberFormats, formatter, () => {
    let intl: Intl.NumberFormat | undefined;
    return {
      format: (value) =>
        remembered(formatter, String(value), () => {
          intl ??= new Intl.NumberFormat(locale, options);
          return intl.format(value);
        }),
    };
  });
}

/**
 * Server rendering: records every text formatted through this module from now on (a page's render passes) and
 * returns the function that stops and answers them, key -> text, for the page's `#ssr-state`.
 *
 * @example const done = recordServerFormats(); render(); state.formats = done();
 */
export function recordServerFormats(): () => Record<string, string> {
  const texts = new Map<string, string>();
  recording = texts;
  return () => {
    if (recording === texts) recording = undefined;
    return Object.fromEntries(texts);
  };
}

/**
 * In the browser, before hydrating a server-rendered page: the texts its render formatted (`recordServerFormats`),
 * which the formatters answer from then on instead of making their `Intl` objects.
 */
export function setServerFormats(texts: Readonly<Record<string, string>>): void {
  serverTexts = new Map(Object.entries(texts));
}
