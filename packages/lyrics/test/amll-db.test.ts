import { describe, expect, it } from 'vitest';
import { type LyricRow, type LyricWord, parse } from '../src/index.ts';
import { fixture, norm, songs } from './fixtures.ts';

interface Voice {
  time: number;
  text: string;
  words: LyricWord[];
  bg: boolean;
}

/** TTML rows with their x-bg parts as voices of their own, in time order, as YRC writes them. */
function ttmlVoices(rows: LyricRow[]): Voice[] {
  const out: Voice[] = [];
  for (const r of rows) {
    out.push({ time: r.time, text: r.text, words: r.words, bg: false });
    if (r.background)
      out.push({ time: r.background.time, text: r.background.text, words: r.background.words, bg: true });
  }
  return out.sort((a, b) => a.time - b.time);
}

/** TTML writes background vocals in parentheses, `(Your fantasy)`; YRC exported from it drops them. */
function bgText(text: string): string {
  return norm(
    norm(text)
      .replace(/^[(（]/, '')
      .replace(/[)）]$/, ''),
  );
}

describe.each(songs)('song %s', (id) => {
  const ttml = parse({ type: 'ttml', data: { text: fixture(`amll-db/${id}.ttml`) } });
  const yrc = parse({ type: 'word', data: { text: fixture(`amll-db/${id}.yrc`) } });
  const qrc = parse({ type: 'word', data: { text: fixture(`amll-db/${id}.qrc`) } });
  const lrc = parse({ type: 'row', data: { text: fixture(`amll-db/${id}.lrc`) } });
  const voices = ttmlVoices(ttml.rows);
  const sung = (rows: LyricRow[]) => rows.filter((r) => !r.interval && !r.credit);

  it('parses every file without a diagnostic', () => {
    expect(ttml.diagnostics).toEqual([]);
    expect(yrc.diagnostics).toEqual([]);
    expect(qrc.diagnostics).toEqual([]);
    expect(lrc.diagnostics).toEqual([]);
    expect(ttml.rows.length).toBeGreaterThan(10);
  });

  it('TTML and YRC give the same rows: count, starts within 1 ms, text (x-bg parts = YRC rows of their own)', () => {
    const rows = sung(yrc.rows);
    expect(rows.length).toBe(voices.length);
    rows.forEach((row, i) => {
      const v = voices[i] as Voice;
      expect(Math.abs(row.time - v.time)).toBeLessThanOrEqual(0.001);
      expect(v.bg ? bgText(row.text) : norm(row.text)).toBe(v.bg ? bgText(v.text) : norm(v.text));
    });
  });

  it('TTML and YRC give the same word timings within 1 ms and the same word texts', () => {
    const rows = sung(yrc.rows);
    rows.forEach((row, i) => {
      const v = voices[i] as Voice;
      expect(row.words.length).toBe(v.words.length);
      row.words.forEach((w, k) => {
        const t = v.words[k] as LyricWord;
        expect(Math.abs(w.w_start - t.w_start)).toBeLessThanOrEqual(0.001);
        expect(Math.abs(w.w_duration - t.w_duration)).toBeLessThanOrEqual(0.001);
        expect(v.bg ? bgText(w.w_text) : norm(w.w_text)).toBe(v.bg ? bgText(t.w_text) : norm(t.w_text));
      });
    });
  });

  it('QRC (timing after the text) gives the same rows and words as YRC', () => {
    expect(qrc.rows.map((r) => [r.time, norm(r.text), r.words.map((w) => [w.w_start, w.w_duration])])).toEqual(
      yrc.rows.map((r) => [r.time, norm(r.text), r.words.map((w) => [w.w_start, w.w_duration])]),
    );
  });

  it('the LRC rows match the TTML rows (and x-bg parts) in start time and text', () => {
    expect(lrc.rows.length).toBe(voices.length);
    lrc.rows.forEach((row, i) => {
      const v = voices[i] as Voice;
      expect(Math.abs(row.time - v.time)).toBeLessThanOrEqual(0.001);
      expect(v.bg ? bgText(row.text) : norm(row.text)).toBe(v.bg ? bgText(v.text) : norm(v.text));
    });
  });

  it('every TTML row start is an LRC row start', () => {
    const starts = new Set(lrc.rows.map((r) => Math.round(r.time * 1000)));
    for (const r of ttml.rows) expect(starts.has(Math.round(r.time * 1000))).toBe(true);
  });
});
