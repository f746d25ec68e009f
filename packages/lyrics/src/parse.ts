import { DiagnosticSink } from './diagnostics.ts';
import { insertIntervals } from './intervals.ts';
import { attachByTime } from './match-lines.ts';
import { parseColored } from './parse-colored.ts';
import { parseLrc } from './parse-lrc.ts';
import { parsePlainText } from './parse-plain.ts';
import { parseTtml } from './parse-ttml.ts';
import { parseYrc } from './parse-yrc.ts';
import type { LyricEntry, LyricRow, ParseResult } from './types.ts';

/** The word formats a `word` entry's text may be in. */
export type WordFormat = 'yrc' | 'qrc' | 'lrc';

/**
 * Which word format a `word` text is in: NetEase YRC (`[start,dur](start,dur,0)text`, JSON credit lines),
 * QQ QRC (`[start,dur]text(start,dur)`), or else the LRC family: the site's word format
 * (`[mm:ss.xx]<mm:ss.xx,dur>word`), enhanced LRC (`<mm:ss.xx>word`) or ESLyric (`word[mm:ss.xx]`).
 */
export function detectWordFormat(text: string): WordFormat {
  // The first line that decides: a `[start,dur]` header or an LRC clock `[m:`. Others (blank, JSON credits,
  // ID tags, junk) are skipped.
  let i = 0;
  while (i < text.length) {
    while (i < text.length && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9)) i++;
    if (text.charCodeAt(i) === 91 /* [ */) {
      let k = i + 1;
      while (k < text.length && text.charCodeAt(k) >= 48 && text.charCodeAt(k) <= 57) k++;
      if (k > i + 1) {
        const sep = text.charCodeAt(k);
        if (sep === 58 /* : */) return 'lrc';
        if (sep === 44 /* , */) {
          let end = text.indexOf('\n', k);
          if (end < 0) end = text.length;
          return /^\[\d+,\d+\]\(\d+,\d+,\d+\)/.test(text.slice(i, Math.min(end, i + 80))) ? 'yrc' : 'qrc';
        }
      }
    }
    const next = text.indexOf('\n', i);
    if (next < 0) break;
    i = next + 1;
  }
  return 'lrc';
}

function str(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * Parses one `lrc_data` item `{type, data}` into the spec's rows (LYR-03: times in seconds), sorted by time.
 * Never throws: malformed lines are skipped and listed in `diagnostics` with their field, line and reason.
 * - `row`: LRC; `trans`/`roma` (LRC) are matched to rows by nearest time (within 0.6 s).
 * - `word`: YRC, QRC, the site's word format, enhanced LRC or ESLyric (detected); translation and romanisation
 *   matched by time; a gap of more than 1 s between rows adds an empty `interval` row (LYR-15).
 * - `ttml`: Apple-Music-style TTML.
 * - `colored`: rows of parts per singing character (LYR-13), untimed rows at 99 min (LYR-17).
 * - `plain_text`: one untimed row per line (`synced: false`).
 * @example parse({ type: 'row', data: { text: '[00:01.00]Hello', trans: '[00:01.02]你好' } })
 * // { rows: [{ time: 1, duration: 0, text: 'Hello', translate: '你好', roma: '', words: [] }], ... }
 */
export function parse(entry: LyricEntry): ParseResult {
  const result: ParseResult = { rows: [], diagnostics: [], meta: {}, synced: true };
  const sink = new DiagnosticSink(result.diagnostics, 'text');
  try {
    const data = (entry?.data ?? {}) as unknown as Record<string, unknown>;
    const text = str(data.text);
    switch (entry?.type) {
      case 'row': {
        const rows = parseLrc(text, sink, result.meta);
        attachTranslations(rows, data, sink);
        result.rows = rows;
        break;
      }
      case 'word': {
        const format = detectWordFormat(text);
        const rows = format === 'lrc' ? parseLrc(text, sink, result.meta) : parseYrc(text, sink);
        attachTranslations(rows, data, sink);
        result.rows = insertIntervals(rows);
        break;
      }
      case 'ttml':
        result.rows = parseTtml(text, sink, result.meta);
        break;
      case 'colored':
        result.rows = parseColored(entry.data, sink);
        break;
      case 'plain_text':
        result.rows = parsePlainText(text);
        result.synced = false;
        break;
      default:
        sink.add(0, 'unknown_type', String((entry as { type?: unknown } | undefined)?.type));
    }
  } catch (error) {
    // A bug of ours must not take the player down: report it and show what we have.
    sink.field = 'text';
    sink.add(0, 'bad_data', error instanceof Error ? error.message : String(error));
  }
  return result;
}

function attachTranslations(rows: LyricRow[], data: Record<string, unknown>, sink: DiagnosticSink): void {
  sink.field = 'trans';
  attachByTime(rows, str(data.trans), 'translate', sink);
  sink.field = 'roma';
  attachByTime(rows, str(data.roma), 'roma', sink);
  sink.field = 'text';
}
