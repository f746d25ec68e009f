import { dateTimeFormat, numberFormat } from '../../../lib/intl-formats.ts';

/**
 * The detail pages' formats, in the visitor's language (`locale`: a BCP 47 tag, `intlLocale` of labels.ts). Days
 * (`YYYY-MM-DD`) are calendar days, formatted in UTC so no time zone moves them.
 */

/** A day `YYYY-MM-DD` in `locale`'s medium style ("Jul 14, 1994", "1994年7月14日"); an unreadable day as given. */
export function formatDay(day: string, locale: string): string {
  const time = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(time) ? day : dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(time);
}

/**
 * A price in `locale`: with its ISO 4217 `currency` as that currency ("¥3,299.00", "US$25.00"), without one as a
 * plain number. A code the platform does not know is shown after the number.
 */
export function formatPrice(price: number, currency: string, locale: string): string {
  if (currency === '') return numberFormat(locale, {}).format(price);
  try {
    return numberFormat(locale, { style: 'currency', currency }).format(price);
  } catch {
    return `${numberFormat(locale, {}).format(price)} ${currency}`;
  }
}
