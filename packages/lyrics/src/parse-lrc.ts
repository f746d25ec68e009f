import type { DiagnosticSink } from './diagnostics.ts';
import { fillDurations, joinWords, makeRow, sortRows, tidyWordSpaces } from './rows.ts';
import { hasRuby, parseRuby } from './ruby.ts';
import { parseClockMs } from './time.ts';
import type { LyricRow, LyricWord } from './types.ts';

/** Splits text into lines on `\n`, `\r\n` or `\r`. */
export function splitLines(text: string): string[] {
  return text.indexOf('\r') < 0 ? text.split('\n') : text.split(/\r\n?|\n/);
}

export interface LrcOptions {
  /** Read the ruby notation `{漢字|かんじ}` (LYR-18). Default true. */
  ruby?: boolean;
}

/**
 * Parses LRC: `[mm:ss]`, `[mm:ss.xx]` (10 ms units), `[mm:ss.xxx]` (ms) and `[mm:ss:xx]` stamps, several on one
 * line; ID tags (`[ar:]`, `[ti:]`, `[al:]`, `[by:]`, `[length:]` ...) into `meta`; `[offset:+500]` (positive makes
 * the lyrics appear earlier, as the format defines it); NetEase JSON credit lines; enhanced (A2) word stamps
 * `<mm:ss.xx>` before words, which may also carry a duration `<mm:ss.xx,0.35>` (the site's word format); and the
 * ESLyric word form, whose `[mm:ss.xx]` stamps after a word mark its end. Rows come out sorted by time.
 * Blank lines are skipped; untimed and malformed lines are skipped and reported.
 * @example parseLrc('[00:01.00][00:05.00]hi', sink, meta) // two rows 'hi' at 1 s and 5 s
 */
export function parseLrc(
  text: string,
  sink: DiagnosticSink,
  meta: Record<string, string[]>,
  options: LrcOptions = {},
): LyricRow[] {
  const ruby = options.ruby !== false;
  const lines = splitLines(text);
  const rows: LyricRow[] = [];
  let offset_ms = 0;
  // Reused across lines; `count` is its length (setting an array's length to 0 is a slow runtime call).
  const stamps: number[] = [];
  for (let n = 0; n < lines.length; n++) {
    const line = lines[n] as string;
    const len = line.length;
    let i = 0;
    while (i < len && (line.charCodeAt(i) === 32 || line.charCodeAt(i) === 9)) i++;
    if (i === len) continue;
    const first = line.charCodeAt(i);
    if (first === 123 /* { */) {
      const credit = parseCreditLine(line);
      if (credit) rows.push(credit);
      else sink.add(n + 1, 'bad_json', line);
      continue;
    }
    if (first !== 91 /* [ */) {
      sink.add(n + 1, 'untimed_line', line);
      continue;
    }
    let count = 0;
    let tag = false;
    let bad = false;
    while (i < len && line.charCodeAt(i) === 91) {
      const close = line.indexOf(']', i + 1);
      if (close < 0) break;
      const ms = parseClockMs(line, i + 1, close);
      if (ms >= 0) stamps[count++] = ms;
      else if (count === 0) {
        const colon = tagKeyEnd(line, i + 1, close);
        if (colon > 0) {
          const key = line.slice(i + 1, colon).toLowerCase();
          const value = line.slice(colon + 1, close).trim();
          if (key === 'offset') {
            if (/^[+-]?\d+$/.test(value)) offset_ms = Number(value);
            else sink.add(n + 1, 'bad_offset', line);
          }
          const values = meta[key];
          if (values) values.push(value);
          else meta[key] = [value];
          tag = true;
        } else bad = true;
        i = close + 1;
        break;
      } else break;
      i = close + 1;
    }
    if (count === 0) {
      if (!tag) sink.add(n + 1, bad ? 'bad_timestamp' : 'untimed_line', line);
      continue;
    }
    const rest = i === 0 ? line : line.slice(i);
    let words: LyricWord[] | null = null;
    if (rest.indexOf('<') >= 0) {
      words = enhancedWords(rest, (stamps[0] as number) / 1000, sink, n + 1);
    } else if (rest.indexOf('[') >= 0) {
      words = eslyricWords(rest, (stamps[0] as number) / 1000, sink, n + 1);
    }
    if (ruby && words) for (const w of words) applyWordRuby(w);
    for (let s = 0; s < count; s++) {
      const time = (stamps[s] as number) / 1000;
      const rowWords = words ? (s === 0 ? words : shiftWords(words, time - (stamps[0] as number) / 1000)) : [];
      const row = makeRow(time, '', rowWords);
      if (words) row.text = joinWords(rowWords);
      else if (ruby && hasRuby(rest)) {
        const r = parseRuby(rest.trim());
        row.text = r.text;
        if (r.ruby) row.ruby = r.ruby;
      } else row.text = rest.trim();
      rows.push(row);
    }
  }
  if (offset_ms !== 0) applyOffset(rows, offset_ms);
  sortRows(rows);
  fillDurations(rows);
  return rows;
}

/**
 * The end (the `:`) of an ID tag's key `[A-Za-z#][A-Za-z0-9_#-]*` starting at `start`, before `close`; or -1.
 */
function tagKeyEnd(line: string, start: number, close: number): number {
  for (let k = start; k < close; k++) {
    const c = line.charCodeAt(k);
    if (c === 58 /* : */) return k > start ? k : -1;
    const letter = (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 35; /* # */
    if (!letter && (k === start || !((c >= 48 && c <= 57) || c === 95 || c === 45))) return -1;
  }
  return -1;
}

/** `[offset:+500]`: positive = the lyrics appear 0.5 s earlier. Times never go below 0. */
function applyOffset(rows: LyricRow[], offset_ms: number): void {
  const shift = offset_ms / 1000;
  for (const row of rows) {
    row.time = Math.max(0, Math.round((row.time - shift) * 1000) / 1000);
    for (const w of row.words) w.w_start = Math.max(0, Math.round((w.w_start - shift) * 1000) / 1000);
  }
}

function shiftWords(words: LyricWord[], by: number): LyricWord[] {
  return words.map((w) => ({ ...w, w_start: Math.round((w.w_start + by) * 1000) / 1000 }));
}

function applyWordRuby(w: LyricWord): void {
  if (!hasRuby(w.w_text)) return;
  const r = parseRuby(w.w_text);
  if (r.ruby) {
    w.w_text = r.text;
    w.ruby = r.ruby;
  }
}

/**
 * Enhanced LRC: `<mm:ss.xx>word <mm:ss.xx>word <mm:ss.xx>`; a stamp marks the start of the word after it and the
 * end of the word before; a final stamp with no text after it is the last word's end. A stamp may carry the
 * word's duration in seconds, `<mm:ss.xx,0.35>` (the site's word format). Returns null when the text holds no
 * word stamp (then `<` is just text).
 */
function enhancedWords(rest: string, row_start: number, sink: DiagnosticSink, line: number): LyricWord[] | null {
  const words: LyricWord[] = [];
  let lead = '';
  let i = 0;
  let textStart = 0;
  let current: LyricWord | null = null;
  let any = false;
  const len = rest.length;
  while (i < len) {
    const open = rest.indexOf('<', i);
    if (open < 0) break;
    const close = rest.indexOf('>', open + 1);
    if (close < 0) break;
    let clockEnd = close;
    for (let k = open + 1; k < close; k++) {
      if (rest.charCodeAt(k) === 44 /* , */) {
        clockEnd = k;
        break;
      }
    }
    const start_ms = parseClockMs(rest, open + 1, clockEnd);
    if (start_ms < 0) {
      i = open + 1;
      continue;
    }
    let dur = -1;
    if (clockEnd !== close) {
      const d = Number(rest.slice(clockEnd + 1, close));
      if (Number.isFinite(d) && d >= 0) dur = d;
      else sink.add(line, 'bad_word_stamp', rest.slice(open, close + 1));
    }
    any = true;
    const between = rest.slice(textStart, open);
    const start = start_ms / 1000;
    if (current) {
      current.w_text += between;
      if (current.w_duration < 0) current.w_duration = Math.max(0, Math.round((start - current.w_start) * 1000) / 1000);
    } else lead += between;
    current = { w_start: start, w_duration: dur, w_text: '' };
    words.push(current);
    i = close + 1;
    textStart = i;
  }
  if (!any) return null;
  if (current) current.w_text += rest.slice(textStart);
  // The final stamp with no text is an end mark, not a word.
  const last = words[words.length - 1];
  if (last && last.w_text.trim() === '' && words.length > 1) {
    words.pop();
    const prev = words[words.length - 1] as LyricWord;
    prev.w_text += last.w_text;
  }
  if (lead.trim() !== '') words.unshift({ w_start: row_start, w_duration: 0, w_text: lead });
  tidyWordSpaces(words);
  return words;
}

/**
 * ESLyric word LRC: `[start]word[end1]word[end2]`: each stamp after a word is that word's end and the next
 * word's start. A stamp earlier than the one before (real files have a bogus `[00:00.000]`) is reported and its
 * text joins the next word.
 */
function eslyricWords(rest: string, row_start: number, sink: DiagnosticSink, line: number): LyricWord[] | null {
  const words: LyricWord[] = [];
  let i = 0;
  let start = row_start;
  let carry = '';
  let any = false;
  while (i < rest.length) {
    const open = rest.indexOf('[', i);
    if (open < 0) break;
    const close = rest.indexOf(']', open + 1);
    if (close < 0) break;
    const end_ms = parseClockMs(rest, open + 1, close);
    if (end_ms < 0) {
      carry += rest.slice(i, open + 1);
      i = open + 1;
      continue;
    }
    any = true;
    const text = carry + rest.slice(i, open);
    const end = end_ms / 1000;
    if (end < start) {
      sink.add(line, 'bad_word_stamp', rest.slice(open, close + 1));
      carry = text;
    } else {
      if (text !== '')
        words.push({ w_start: start, w_duration: Math.round((end - start) * 1000) / 1000, w_text: text });
      carry = '';
      start = end;
    }
    i = close + 1;
  }
  if (!any) return null;
  const tail = carry + rest.slice(i);
  if (tail.trim() !== '') words.push({ w_start: start, w_duration: -1, w_text: tail });
  else if (words.length > 0) (words[words.length - 1] as LyricWord).w_text += tail;
  tidyWordSpaces(words);
  return words;
}

/**
 * A NetEase JSON credit line, `{"t":0,"c":[{"tx":"作词: "},{"tx":"Name"}]}`: `t` in ms, the `tx` parts joined.
 * Returns null when the line is not such an object.
 */
export function parseCreditLine(line: string): LyricRow | null {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { t, c } = value as { t?: unknown; c?: unknown };
  if (typeof t !== 'number' || !Number.isFinite(t) || t < 0 || !Array.isArray(c)) return null;
  let text = '';
  for (const part of c) {
    if (typeof part === 'object' && part !== null && typeof (part as { tx?: unknown }).tx === 'string')
      text += (part as { tx: string }).tx;
  }
  const row = makeRow(Math.round(t) / 1000, text.trim());
  row.credit = true;
  return row;
}
