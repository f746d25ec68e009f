import { describe, expect, it } from 'vitest';
import { buildIcs, escapeIcsText, foldIcsLine, icsLineOctets } from './ics.ts';

const octets = (s: string) => new TextEncoder().encode(s).length;

/**
 * An independent reading of RFC 5545 (no calendar library is installed): checks each physical line's CRLF, length
 * and UTF-8, unfolds (3.1: a CRLF followed by one space or tab is removed), splits name and value at the first
 * unquoted colon, and unescapes TEXT (3.3.11). Written from the RFC, not from the writer.
 */
function parseIcs(text: string): { name: string; value: string; raw: string }[] {
  expect(text.endsWith('\r\n')).toBe(true);
  const physical = text.slice(0, -2).split('\r\n');
  const bytes = new TextEncoder().encode(text);
  // Every line is valid UTF-8 on its own: no fold cut a character in two.
  for (const line of physical) {
    expect(line.includes('\n') || line.includes('\r')).toBe(false);
    expect(octets(line)).toBeLessThanOrEqual(75);
    new TextDecoder('utf-8', { fatal: true }).decode(new TextEncoder().encode(line));
  }
  expect(new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toBe(text);
  const logical: string[] = [];
  for (const line of physical) {
    if (line.startsWith(' ') || line.startsWith('\t')) logical[logical.length - 1] += line.slice(1);
    else logical.push(line);
  }
  return logical.map((line) => {
    const colon = line.indexOf(':');
    const raw = line.slice(colon + 1);
    let value = '';
    for (let i = 0; i < raw.length; i += 1) {
      const c = raw[i];
      if (c === '\\') {
        const next = raw[i + 1];
        value += next === 'n' || next === 'N' ? '\n' : next;
        i += 1;
      } else value += c;
    }
    return { name: line.slice(0, colon), value, raw };
  });
}

describe('the timetable iCalendar writer (issue 25 point 5, RFC 5545)', () => {
  it('escapes backslash, semicolon, comma and newlines in TEXT', () => {
    expect(escapeIcsText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
    expect(escapeIcsText('bell\u0007 tab\t')).toBe('bell tab\t');
  });

  it('folds at 75 octets with a leading space, never inside a UTF-8 character', () => {
    const ascii = `SUMMARY:${'x'.repeat(200)}`;
    const folded = foldIcsLine(ascii).split('\r\n');
    expect(folded[0]).toHaveLength(icsLineOctets);
    for (const line of folded.slice(1)) expect(line.startsWith(' ')).toBe(true);
    expect(folded.map((l, i) => (i === 0 ? l : l.slice(1))).join('')).toBe(ascii);
    // Three-octet CJK characters and a four-octet emoji: each physical line stays ≤ 75 octets and decodes.
    const wide = `SUMMARY:${'夏祭り🎆'.repeat(30)}`;
    const lines = foldIcsLine(wide).split('\r\n');
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(lines.map((l, i) => (i === 0 ? l : l.slice(1))).join('')).toBe(wide);
    expect(foldIcsLine('SHORT:x')).toBe('SHORT:x');
  });

  it('writes a calendar that parses back to the same events, with UID, DTSTAMP and UTC times', () => {
    const hostile = 'Talk; "Q&A", part\\2\nwith <script>alert(1)</script> and 長いタイトル'.repeat(3);
    const text = buildIcs({
      prodid: '-//example.org//Timetable//EN',
      calendar_name: 'Paper Lantern Fes, day 1',
      stamp_ms: Date.parse('2026-03-01T12:00:00Z'),
      events: [
        {
          uid: 'fes-1@example.org',
          title: hostile,
          location: 'Hall; A',
          start_ms: Date.parse('2026-03-02T01:00:00Z'),
          end_ms: Date.parse('2026-03-02T01:45:00Z'),
        },
        {
          uid: 'fes-2@example.org',
          title: 'Quiz',
          location: 'Room',
          start_ms: Date.parse('2026-03-02T03:00:00Z'),
          end_ms: Date.parse('2026-03-02T04:00:00Z'),
        },
      ],
    });
    const props = parseIcs(text);
    expect(props[0]).toMatchObject({ name: 'BEGIN', value: 'VCALENDAR' });
    expect(props.at(-1)).toMatchObject({ name: 'END', value: 'VCALENDAR' });
    expect(props.find((p) => p.name === 'VERSION')?.value).toBe('2.0');
    expect(props.find((p) => p.name === 'PRODID')?.value).toBe('-//example.org//Timetable//EN');
    expect(props.find((p) => p.name === 'X-WR-CALNAME')?.value).toBe('Paper Lantern Fes, day 1');
    const events: Record<string, string>[] = [];
    for (const p of props) {
      if (p.name === 'BEGIN' && p.value === 'VEVENT') events.push({});
      else if (p.name !== 'END' && events.length > 0 && !(p.name === 'BEGIN'))
        (events.at(-1) as Record<string, string>)[p.name] = p.value;
    }
    expect(events).toEqual([
      {
        UID: 'fes-1@example.org',
        DTSTAMP: '20260301T120000Z',
        DTSTART: '20260302T010000Z',
        DTEND: '20260302T014500Z',
        SUMMARY: hostile,
        LOCATION: 'Hall; A',
      },
      {
        UID: 'fes-2@example.org',
        DTSTAMP: '20260301T120000Z',
        DTSTART: '20260302T030000Z',
        DTEND: '20260302T040000Z',
        SUMMARY: 'Quiz',
        LOCATION: 'Room',
      },
    ]);
    // 3.3.11: in a TEXT value every ";" and "," is escaped (preceded by an odd run of backslashes).
    for (const p of props.filter((p) => ['SUMMARY', 'LOCATION', 'X-WR-CALNAME'].includes(p.name)))
      for (const m of p.raw.matchAll(/(\\*)([;,])/g)) expect((m[1] ?? '').length % 2, p.raw).toBe(1);
    // The hostile title was long enough to fold.
    expect(text.split('\r\n').some((l) => l.startsWith(' '))).toBe(true);
  });
});
