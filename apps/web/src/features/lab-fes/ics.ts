/**
 * An iCalendar (RFC 5545) writer for the convention timetable's favourites (issue 25 point 5). No calendar library
 * is installed, so the text is written here by the RFC's rules: CRLF line ends (3.1), lines folded at 75 octets of
 * UTF-8 with a leading space on each continuation and never inside a character (3.1), TEXT values escaped (`\`,
 * `;`, `,` and newlines, 3.3.11), times in UTC with `Z` (3.3.5 form 2), a UID (3.8.4.7) and a DTSTAMP (3.8.7.2) on
 * every VEVENT, and VERSION and PRODID on the calendar (3.7).
 */

/** One event of the calendar: instants in ms since the epoch; `uid` globally unique and stable across exports. */
export type IcsEvent = { uid: string; title: string; location: string; start_ms: number; end_ms: number };

/** The most octets a content line may have, without its CRLF (RFC 5545 3.1). */
export const icsLineOctets = 75;

const encoder = new TextEncoder();

/**
 * Escapes `text` as an RFC 5545 TEXT value: `\` → `\\`, `;` → `\;`, `,` → `\,`, a line break (CRLF, CR or LF) →
 * `\n`; other control characters (not allowed in TEXT) are dropped, a tab is kept.
 */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .split('')
    .filter((c) => c === '\t' || !isControl(c.charCodeAt(0)))
    .join('');
}

/** Whether the UTF-16 unit `code` is a C0 control or DEL (TEXT allows none but HTAB, RFC 5545 3.3.11). */
const isControl = (code: number): boolean => code < 0x20 || code === 0x7f;

/**
 * Folds one content line (no CRLF) into physical lines of at most `icsLineOctets` octets each (a continuation's
 * leading space counted), splitting between characters (whole code points), never inside a UTF-8 sequence.
 * Answers the lines joined with CRLF + space.
 */
export function foldIcsLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  let limit = icsLineOctets;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
      limit = icsLineOctets - 1; // the continuation's leading space
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

/** `ms` (since the epoch) as an RFC 5545 UTC DATE-TIME: `YYYYMMDDTHHMMSSZ`. */
export function icsUtc(ms: number): string {
  return new Date(Math.floor(ms / 1000) * 1000).toISOString().replace(/[-:]/g, '').replace('.000', '');
}

/**
 * The calendar of `events` as RFC 5545 text (every line folded, CRLF after each), named `calendar_name`, stamped
 * `stamp_ms` (ms since the epoch: when the file is made). `prodid` names the product (`-//site//timetable//EN`).
 *
 * @example buildIcs({ prodid: '-//example.org//Timetable//EN', calendar_name: 'Fes', stamp_ms: Date.now(), events })
 */
export function buildIcs(input: {
  prodid: string;
  calendar_name: string;
  stamp_ms: number;
  events: readonly IcsEvent[];
}): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${escapeIcsText(input.prodid)}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeIcsText(input.calendar_name)}`,
  ];
  for (const event of input.events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeIcsText(event.uid)}`,
      `DTSTAMP:${icsUtc(input.stamp_ms)}`,
      `DTSTART:${icsUtc(event.start_ms)}`,
      `DTEND:${icsUtc(event.end_ms)}`,
      `SUMMARY:${escapeIcsText(event.title)}`,
      `LOCATION:${escapeIcsText(event.location)}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map((line) => `${foldIcsLine(line)}\r\n`).join('');
}
