import type { DiagnosticSink } from './diagnostics.ts';
import { parseCreditLine, splitLines } from './parse-lrc.ts';
import { joinWords, makeRow, sortRows, tidyWordSpaces } from './rows.ts';
import type { LyricRow, LyricWord } from './types.ts';

/** The numbers of the last stamp read: `count` of them (2 or 3), the first two in `a`, `b`. */
interface Stamp {
  count: number;
  a: number;
  b: number;
}

/**
 * Reads `(a,b,c)` or `(a,b)` of non-negative integers at `text[open]` into `out`. Returns the index after `)`,
 * or -1 when the parentheses hold anything else (then they are lyric text, e.g. `(Your`).
 */
function readStamp(text: string, open: number, out: Stamp): number {
  out.count = 0;
  let value = 0;
  let digits = 0;
  for (let i = open + 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      value = value * 10 + (c - 48);
      digits++;
    } else if (c === 44 /* , */ || c === 41 /* ) */) {
      if (digits === 0 || digits > 12) return -1;
      if (out.count === 0) out.a = value;
      else if (out.count === 1) out.b = value;
      out.count++;
      value = 0;
      digits = 0;
      if (c === 41) return out.count >= 2 && out.count <= 3 ? i + 1 : -1;
      if (out.count > 2) return -1;
    } else return -1;
  }
  return -1;
}

/** Reads the `[start,dur]` row header into `out`; returns the index of `]`, or -1. */
function readHeader(line: string, out: Stamp): number {
  out.count = 0;
  let value = 0;
  let digits = 0;
  for (let i = 1; i < line.length && i < 30; i++) {
    const c = line.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      value = value * 10 + (c - 48);
      digits++;
    } else if ((c === 44 && out.count === 0) || (c === 93 && out.count === 1)) {
      if (digits === 0 || digits > 12) return -1;
      if (out.count === 0) out.a = value;
      else out.b = value;
      out.count++;
      value = 0;
      digits = 0;
      if (c === 93) return i;
    } else return -1;
  }
  return -1;
}

/**
 * Parses NetEase YRC: `[rowStartMs,rowDurMs](wordStartMs,wordDurMs,0)text...`, all times absolute ms, and QQ
 * Music QRC, whose `(wordStartMs,wordDurMs)` comes after its text. JSON credit lines (`{"t":0,"c":[...]}`) become
 * credit rows. Spaces written as untimed words `(0,0,0) ` join the word before: a word whose start is 0 carries no
 * timing, and no time is ever taken from it. A row wholly in parentheses is marked `bg` (background vocals).
 * @example parseYrc('[1000,500](1000,200,0)Hel(1200,300,0)lo', sink) // one row at 1 s, words 'Hel', 'lo'
 */
export function parseYrc(text: string, sink: DiagnosticSink): LyricRow[] {
  const lines = splitLines(text);
  const rows: LyricRow[] = [];
  const parts: Stamp = { count: 0, a: 0, b: 0 };
  const header: Stamp = { count: 0, a: 0, b: 0 };
  for (let n = 0; n < lines.length; n++) {
    const line = (lines[n] as string).trim();
    if (line === '') continue;
    const first = line.charCodeAt(0);
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
    const close = readHeader(line, header);
    if (close < 0) {
      // An LRC-style ID tag such as [by:...] in an NCM file is not a lyric row.
      if (!/^\[[A-Za-z#][\w#-]*:/.test(line)) sink.add(n + 1, 'bad_header', line);
      continue;
    }
    const row_start_ms = header.a;
    const row_dur_ms = header.b;
    const body = line.slice(close + 1);
    const words =
      body.charCodeAt(0) === 40 /* ( */ && readStamp(body, 0, parts) > 0 && parts.count === 3
        ? yrcWords(body, parts)
        : qrcWords(body, parts);
    tidyWordSpaces(words);
    const row = makeRow(row_start_ms / 1000, joinWords(words), words, row_dur_ms / 1000);
    if (words.length === 0) row.text = body.trim();
    const a = row.text.charCodeAt(0);
    const z = row.text.charCodeAt(row.text.length - 1);
    // A row wholly in parentheses (ASCII or full-width) is background vocals.
    if ((a === 40 || a === 0xff08) && (z === 41 || z === 0xff09) && row.text.length > 1) row.bg = true;
    rows.push(row);
  }
  return sortRows(rows);
}

function yrcWords(body: string, parts: Stamp): LyricWord[] {
  const words: LyricWord[] = [];
  let pending = '';
  let current: LyricWord | null = null;
  let i = 0;
  let textStart = 0;
  while (i < body.length) {
    const open = body.indexOf('(', i);
    if (open < 0) break;
    const after = readStamp(body, open, parts);
    if (after < 0 || parts.count !== 3) {
      i = open + 1;
      continue;
    }
    const between = body.slice(textStart, open);
    if (current) current.w_text += between;
    else pending += between;
    const start_ms = parts.a;
    if (start_ms === 0)
      current = current ?? null; // untimed: its text joins the word before (or the next)
    else {
      current = { w_start: start_ms / 1000, w_duration: parts.b / 1000, w_text: pending };
      pending = '';
      words.push(current);
    }
    i = after;
    textStart = after;
  }
  const tail = body.slice(textStart);
  if (current) current.w_text += tail;
  else pending += tail;
  if (pending !== '') {
    const firstWord = words[0];
    if (firstWord) firstWord.w_text = pending + firstWord.w_text;
  }
  return words;
}

/** QRC: `text(startMs,durMs)`; untimed `(0,0)` text joins the word before. */
function qrcWords(body: string, parts: Stamp): LyricWord[] {
  const words: LyricWord[] = [];
  let textStart = 0;
  let i = 0;
  while (i < body.length) {
    const open = body.indexOf('(', i);
    if (open < 0) break;
    const after = readStamp(body, open, parts);
    if (after < 0 || parts.count !== 2) {
      i = open + 1;
      continue;
    }
    const text = body.slice(textStart, open);
    const start_ms = parts.a;
    const prev = words[words.length - 1];
    if (start_ms === 0 && prev) prev.w_text += text;
    else if (start_ms !== 0) words.push({ w_start: start_ms / 1000, w_duration: parts.b / 1000, w_text: text });
    i = after;
    textStart = after;
  }
  const last = words[words.length - 1];
  if (last) last.w_text += body.slice(textStart);
  return words;
}
