import { DateTime } from 'luxon';
import { TomlDate } from 'smol-toml';
import type { SiteLayout } from './site-layout.ts';

/**
 * The date forms the generators document, written out: `2016-10-06`, `2016-10-06 11:10:38 -0700` (Jekyll; also
 * `-07:00`, `-07`, without seconds, with fractions), `2023-10-19T00:40:04-07:00` / `…Z` (Hugo, RFC 3339), and
 * `2013-12-01 12:00:00` (Hexo, in the site's time zone). Months, days and hours may have one digit (YAML allows it).
 */
const dateForm =
  /^(\d{4})-(\d{1,2})-(\d{1,2})(?:(?:[Tt]|[ \t]+)(\d{1,2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?)?[ \t]*(Z|UTC|GMT|[+-]\d{1,2}(?::?\d{2})?)?$/i;

/** A date text that names its own zone or offset (for the forms `dateForm` does not cover; `PDT` as Ruby reads it). */
const namesZone = /(?:\b(?:Z|GMT|UTC|[ECMP][SD]T)\b|[+-]\d{2}:?\d{2})\s*(?:\([^)]*\))?\s*$/i;
/** ISO 8601 year or year-month: JavaScript reads these in UTC. */
const utcForm = /^[+-]?\d{4,6}(?:-\d{2})?$/;

/**
 * The IANA time zone a site's dates without an offset are in: Jekyll's and Hexo's `timezone`, Hugo's `timeZone`
 * (its key is case-insensitive); null when the site names none or names one that is no IANA zone (dates without
 * an offset are then UTC, for the same result on every machine: the generators would use the machine's zone).
 */
export function siteTimeZone(layout: Pick<SiteLayout, 'config'>): string | null {
  const key = Object.keys(layout.config).find((name) => name.toLowerCase() === 'timezone');
  const zone = key === undefined ? undefined : layout.config[key];
  if (typeof zone !== 'string' || !zone.trim()) return null;
  return DateTime.now().setZone(zone.trim()).isValid ? zone.trim() : null;
}

/**
 * A front matter date as ISO 8601 in UTC (`2016-10-06T18:10:38.000Z`), or null when it cannot be read as a date.
 * Reads the forms of `dateForm`, TOML dates (smol-toml's `TomlDate`: local ones are in `zone`), a JavaScript
 * `Date`, and other texts JavaScript's `Date` reads (RFC 2822 `Wed, 02 Oct 2002 15:00:00 +0200`, `October 6,
 * 2016`). A value without an offset is a wall-clock time in `zone` (an IANA name, e.g. `Asia/Shanghai`), in UTC
 * when `zone` is null; a date alone is that day's midnight there. A TOML time of day alone is no date (null).
 */
export function dateToIso(value: unknown, zone: string | null): string | null {
  if (value instanceof TomlDate) return value.isTime() ? null : textToIso(value.toISOString(), zone);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  return textToIso(String(value).trim(), zone);
}

function textToIso(text: string, zone: string | null): string | null {
  const match = dateForm.exec(text);
  if (match) {
    const [, year, month, day, hour = '0', minute = '0', second = '0', fraction = '', offset] = match;
    const fields = {
      year: Number(year),
      month: Number(month),
      day: Number(day),
      hour: Number(hour),
      minute: Number(minute),
      second: Number(second),
      millisecond: Number(fraction.slice(0, 3).padEnd(3, '0')),
    };
    if (!validFields(fields)) return null;
    const minutes = offset === undefined ? null : offsetMinutes(offset);
    return wallClockToIso(fields, minutes, zone);
  }
  const parsed = new Date(text);
  if (Number.isNaN(parsed.getTime())) return null;
  if (namesZone.test(text)) return parsed.toISOString();
  // No zone named: JavaScript read it in the machine's zone (an ISO year or month in UTC); keep its wall clock and
  // place it in the site's zone.
  const shifted = new Date(parsed.getTime() - (utcForm.test(text) ? 0 : parsed.getTimezoneOffset() * 60_000));
  return wallClockToIso(
    {
      year: shifted.getUTCFullYear(),
      month: shifted.getUTCMonth() + 1,
      day: shifted.getUTCDate(),
      hour: shifted.getUTCHours(),
      minute: shifted.getUTCMinutes(),
      second: shifted.getUTCSeconds(),
      millisecond: shifted.getUTCMilliseconds(),
    },
    null,
    zone,
  );
}

type Fields = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
};

function validFields(f: Fields): boolean {
  const utc = new Date(Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second));
  return (
    f.hour < 24 &&
    f.minute < 60 &&
    f.second < 60 &&
    utc.getUTCFullYear() === f.year &&
    utc.getUTCMonth() === f.month - 1 &&
    utc.getUTCDate() === f.day
  );
}

/** `Z`/`UTC`/`GMT` → 0, `-0700` / `-07:00` / `-07` → -420. */
function offsetMinutes(offset: string): number {
  if (/^(Z|UTC|GMT)$/i.test(offset)) return 0;
  const digits = offset.slice(1).replace(':', '');
  const hours = digits.length > 2 ? Number(digits.slice(0, -2)) : Number(digits);
  const minutes = digits.length > 2 ? Number(digits.slice(-2)) : 0;
  return (offset.startsWith('-') ? -1 : 1) * (hours * 60 + minutes);
}

/** The instant of a wall-clock time: at `offset` minutes east of UTC when known, else in `zone`, else in UTC. */
function wallClockToIso(f: Fields, offset: number | null, zone: string | null): string | null {
  if (offset !== null || zone === null) {
    const utc = Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second, f.millisecond);
    return new Date(utc - (offset ?? 0) * 60_000).toISOString();
  }
  const local = DateTime.fromObject(f, { zone });
  return local.isValid ? local.toUTC().toISO() : null;
}
