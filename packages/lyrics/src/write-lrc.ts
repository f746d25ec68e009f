import { formatLrcTime, toMs } from './time.ts';
import type { LyricRow, LyricWord, RubySegment } from './types.ts';

export interface WriteLrcOptions {
  /** Which text to write: the rows (`text`, default), or their `translate` or `roma` as a companion file. */
  field?: 'text' | 'translate' | 'roma';
  /** Write word stamps as the site's word format `<mm:ss.xxx,duration>word` (default: when rows have words). */
  words?: boolean;
  /** ID tags written first, e.g. `{ ar: ['Artist'], ti: ['Title'] }`. */
  meta?: Record<string, readonly string[]>;
}

/** Writes the ruby notation back: `{漢字|かんじ}`. */
export function rubyText(segments: readonly RubySegment[]): string {
  let out = '';
  for (const s of segments) out += s.ruby !== undefined ? `{${s.text}|${s.ruby}}` : s.text;
  return out;
}

function wordText(w: LyricWord): string {
  return w.ruby ? rubyText(w.ruby) : w.w_text;
}

/**
 * Rows to LRC text, one `[mm:ss.xxx]` line per row (milliseconds, so `parse` reads back the same times).
 * Interval and credit rows are left out. With words, each word is written `<mm:ss.xxx,seconds>text`, so word
 * starts and durations survive: `parse({type:'word', data:{text: writeLrc(rows)}})` gives the same words.
 * @example writeLrc([{ time: 62.3, text: 'Hi', ... }]) // '[01:02.300]Hi\n'
 */
export function writeLrc(rows: readonly LyricRow[], options: WriteLrcOptions = {}): string {
  const field = options.field ?? 'text';
  let out = '';
  if (options.meta)
    for (const [key, values] of Object.entries(options.meta)) for (const v of values) out += `[${key}:${v}]\n`;
  for (const row of rows) {
    if (row.interval || row.credit) continue;
    const stamp = `[${formatLrcTime(toMs(row.time))}]`;
    if (field !== 'text') {
      if (row[field] !== '') out += `${stamp}${row[field]}\n`;
      continue;
    }
    if ((options.words ?? true) && row.words.length > 0) {
      let line = stamp;
      for (const w of row.words) {
        line += `<${formatLrcTime(toMs(w.w_start))},${Math.round(w.w_duration * 1000) / 1000}>${wordText(w)}`;
      }
      out += `${line}\n`;
    } else out += `${stamp}${row.ruby ? rubyText(row.ruby) : row.text}\n`;
  }
  return out;
}
