/**
 * Time notations. Everything here returns integer milliseconds (or -1 when the text is no time), so rows are
 * exact until the one division into seconds.
 */

const ZERO = 48;

function digit(code: number): number {
  const d = code - ZERO;
  return d >= 0 && d <= 9 ? d : -1;
}

/**
 * Reads an LRC clock `mm:ss`, `mm:ss.x`, `mm:ss.xx` (10 ms units, LYR-16), `mm:ss.xxx` (ms) or the colon form
 * `mm:ss:xx`, from `text[start..end)`. Minutes may have any number of digits; seconds one or two.
 * A fourth and later fraction digit is cut. Returns milliseconds, or -1.
 * @example parseClockMs('01:02.30', 0, 8) // 62300
 */
export function parseClockMs(text: string, start: number, end: number): number {
  let i = start;
  while (i < end && text.charCodeAt(i) === 32) i++;
  while (end > i && text.charCodeAt(end - 1) === 32) end--;
  let minutes = 0;
  let n = 0;
  for (; i < end; i++) {
    const d = digit(text.charCodeAt(i));
    if (d < 0) break;
    minutes = minutes * 10 + d;
    n++;
  }
  if (n === 0 || n > 6 || i >= end || text.charCodeAt(i) !== 58 /* : */) return -1;
  i++;
  let seconds = 0;
  n = 0;
  for (; i < end; i++) {
    const d = digit(text.charCodeAt(i));
    if (d < 0) break;
    seconds = seconds * 10 + d;
    n++;
  }
  if (n === 0 || n > 2) return -1;
  let fraction_ms = 0;
  if (i < end) {
    const sep = text.charCodeAt(i);
    if (sep !== 46 /* . */ && sep !== 58 /* : */) return -1;
    i++;
    n = 0;
    let value = 0;
    for (; i < end; i++) {
      const d = digit(text.charCodeAt(i));
      if (d < 0) return -1;
      if (n < 3) value = value * 10 + d;
      n++;
    }
    if (n === 0) return -1;
    fraction_ms = n === 1 ? value * 100 : n === 2 ? value * 10 : value;
  }
  return (minutes * 60 + seconds) * 1000 + fraction_ms;
}

/**
 * Reads a TTML time: `h:mm:ss.mmm`, `mm:ss.mmm`, plain seconds (`26.890`), or with a unit (`26.89s`, `500ms`).
 * Returns milliseconds rounded to the nearest one, or -1.
 * @example parseTtmlTimeMs('1:02:03.5') // 3723500
 */
export function parseTtmlTimeMs(value: string | undefined): number {
  if (value === undefined) return -1;
  const text = value.trim();
  if (text === '') return -1;
  let unit = 1000;
  let body = text;
  if (body.endsWith('ms')) {
    unit = 1;
    body = body.slice(0, -2);
  } else if (body.endsWith('s')) body = body.slice(0, -1);
  const parts = body.split(':');
  if (parts.length > 3 || (unit === 1 && parts.length > 1)) return -1;
  let total = 0;
  for (let k = 0; k < parts.length; k++) {
    const p = parts[k] as string;
    // Only the last part may have a fraction; all must be plain decimal numbers.
    if (!(k === parts.length - 1 ? /^\d+(\.\d+)?$/ : /^\d+$/).test(p)) return -1;
    total = total * 60 + Number(p);
  }
  const ms = Math.round(total * unit);
  return Number.isFinite(ms) ? ms : -1;
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

/** `62300` -> `01:02.300` (milliseconds always written as three digits, so a round trip is exact). */
export function formatLrcTime(ms: number): string {
  const total = Math.max(0, Math.round(ms));
  const minutes = Math.floor(total / 60000);
  const seconds = Math.floor((total % 60000) / 1000);
  return `${pad(minutes, 2)}:${pad(seconds, 2)}.${pad(total % 1000, 3)}`;
}

/** `3723500` -> `1:02:03.500`, `62300` -> `01:02.300`. */
export function formatTtmlTime(ms: number): string {
  const total = Math.max(0, Math.round(ms));
  const hours = Math.floor(total / 3600000);
  const rest = formatLrcTime(total % 3600000);
  return hours > 0 ? `${hours}:${rest}` : rest;
}

/** Seconds to integer milliseconds. */
export function toMs(seconds: number): number {
  return Math.round(seconds * 1000);
}
