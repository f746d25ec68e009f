import type { DiagnosticSink } from './diagnostics.ts';
import { splitLines } from './parse-lrc.ts';
import { fillDurations, makeRow, sortRows } from './rows.ts';
import { parseRuby } from './ruby.ts';
import { parseClockMs } from './time.ts';
import type { Character, ColoredData, ColoredPart, LyricRow } from './types.ts';

/** [LYR-17] A colored row without a time is at 99 minutes. */
export const UNTIMED_COLORED_S = 99 * 60;

/**
 * Parses colored lyrics (LYR-13, LYR-14, LYR-17). The notation (README "colored format"):
 * - `chara`: the characters as JSON, a list `[{chara_id, name, color, text_color}]` or an object keyed by id.
 * - `text`: one row per line; `[id]` starts a part sung by character `id` (an id is anything without a `:`),
 *   text before the first `[id]` has no character. A line may start with its own `[mm:ss.xx]` time.
 * - `line_time`: row i's time is line i (`mm:ss.xx`, `[mm:ss.xx]`, or a number of seconds); a row with no time
 *   gets 99 minutes (LYR-17).
 * - `trans`: row i's translation is line i (these three lists are written together, so they pair by index).
 * Ruby notation works inside parts.
 * @example parseColored({text: '[a]Hi [b]there', line_time: '00:01.00', chara: '[{"chara_id":"a",...}]'}, sink)
 */
export function parseColored(data: ColoredData, sink: DiagnosticSink): LyricRow[] {
  const charas = readCharas(data.chara, sink);
  const times = readTimes(data.line_time, sink);
  sink.field = 'trans';
  const trans = typeof data.trans === 'string' && data.trans !== '' ? splitLines(data.trans) : [];
  sink.field = 'text';
  const lines = splitLines(typeof data.text === 'string' ? data.text : '');
  while (lines.length > 0 && (lines[lines.length - 1] as string).trim() === '') lines.pop();
  const rows: LyricRow[] = [];
  for (let n = 0; n < lines.length; n++) {
    let line = lines[n] as string;
    let time = times[n] ?? -1;
    if (line.startsWith('[')) {
      const close = line.indexOf(']');
      const ms = close > 0 ? parseClockMs(line, 1, close) : -1;
      if (ms >= 0) {
        time = ms / 1000;
        line = line.slice(close + 1);
      }
    }
    const parts = readParts(line, charas, sink, n + 1);
    const row = makeRow(time >= 0 ? time : UNTIMED_COLORED_S, '');
    row.parts = parts;
    for (const p of parts) row.text += p.text;
    row.translate = (trans[n] ?? '').trim();
    rows.push(row);
  }
  sortRows(rows);
  fillDurations(rows);
  return rows;
}

function readParts(line: string, charas: Map<string, Character>, sink: DiagnosticSink, n: number): ColoredPart[] {
  const parts: ColoredPart[] = [];
  let chara: Character | null = null;
  let i = 0;
  let textStart = 0;
  const push = (end: number) => {
    const text = line.slice(textStart, end);
    if (text === '') return;
    const r = parseRuby(text);
    const part: ColoredPart = { text: r.text, chara };
    if (r.ruby) part.ruby = r.ruby;
    parts.push(part);
  };
  while (i < line.length) {
    const open = line.indexOf('[', i);
    if (open < 0) break;
    const close = line.indexOf(']', open + 1);
    const id = close > open ? line.slice(open + 1, close) : '';
    if (id === '' || id.includes(':') || id.includes('[')) {
      i = open + 1;
      continue;
    }
    push(open);
    const known = charas.get(id);
    if (!known) sink.add(n, 'unknown_chara', id);
    chara = known ?? { chara_id: id, name: '', color: '', text_color: '' };
    i = close + 1;
    textStart = i;
  }
  push(line.length);
  return parts;
}

function readCharas(value: ColoredData['chara'], sink: DiagnosticSink): Map<string, Character> {
  const map = new Map<string, Character>();
  sink.field = 'chara';
  let data: unknown = value;
  if (typeof value === 'string') {
    if (value.trim() === '') return map;
    try {
      data = JSON.parse(value);
    } catch {
      sink.add(0, 'bad_json', value);
      return map;
    }
  }
  const add = (id: unknown, c: unknown) => {
    if (typeof c !== 'object' || c === null || (typeof id !== 'string' && typeof id !== 'number')) {
      sink.add(0, 'bad_chara', JSON.stringify(c) ?? '');
      return;
    }
    const o = c as Record<string, unknown>;
    const str = (k: string) => (typeof o[k] === 'string' || typeof o[k] === 'number' ? String(o[k]) : '');
    map.set(String(id), {
      chara_id: String(id),
      name: str('name'),
      color: str('color'),
      text_color: str('text_color'),
    });
  };
  if (Array.isArray(data)) for (const c of data) add((c as { chara_id?: unknown } | null)?.chara_id, c);
  else if (typeof data === 'object' && data !== null) for (const [id, c] of Object.entries(data)) add(id, c);
  else if (data !== undefined && data !== null) sink.add(0, 'bad_chara', String(data));
  return map;
}

function readTimes(value: ColoredData['line_time'], sink: DiagnosticSink): number[] {
  sink.field = 'line_time';
  const items: readonly (string | number)[] =
    typeof value === 'string' ? splitLines(value) : Array.isArray(value) ? value : [];
  const times: number[] = [];
  for (let n = 0; n < items.length; n++) {
    const item = items[n];
    if (typeof item === 'number') {
      times.push(Number.isFinite(item) && item >= 0 ? Math.round(item * 1000) / 1000 : -1);
      continue;
    }
    const text = typeof item === 'string' ? item.trim() : '';
    if (text === '') {
      times.push(-1);
      continue;
    }
    const inner = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text;
    let ms = parseClockMs(inner, 0, inner.length);
    if (ms < 0 && /^\d+(\.\d+)?$/.test(inner)) ms = Math.round(Number(inner) * 1000);
    if (ms < 0) sink.add(n + 1, 'bad_time', text);
    times.push(ms >= 0 ? ms / 1000 : -1);
  }
  sink.field = 'text';
  return times;
}
