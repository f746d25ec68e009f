import { describe, expect, it } from 'vitest';
import { type LyricRow, parse, writeLrc, writeTtml } from '../src/index.ts';
import { fixture, songs } from './fixtures.ts';

/** What a round trip must keep (interval and credit rows are not written). */
function essence(rows: LyricRow[]) {
  return rows
    .filter((r) => !r.interval && !r.credit)
    .map((r) => ({
      time: r.time,
      text: r.text,
      translate: r.translate,
      roma: r.roma,
      words: r.words,
      ruby: r.ruby,
      background: r.background,
    }));
}

describe('writers', () => {
  it.each(songs)('LRC: parse(writeLrc(rows)) gives the same rows (%s)', (id) => {
    const rows = parse({ type: 'row', data: { text: fixture(`amll-db/${id}.lrc`) } }).rows;
    const again = parse({ type: 'row', data: { text: writeLrc(rows) } });
    expect(again.diagnostics).toEqual([]);
    expect(essence(again.rows)).toEqual(essence(rows));
  });

  it.each(songs)('LRC with words (site word format): YRC rows survive with their word timings (%s)', (id) => {
    const rows = parse({ type: 'word', data: { text: fixture(`amll-db/${id}.yrc`) } }).rows;
    const again = parse({ type: 'word', data: { text: writeLrc(rows) } });
    expect(again.diagnostics).toEqual([]);
    expect(essence(again.rows)).toEqual(essence(rows));
  });

  it.each(songs)('TTML: parse(writeTtml(rows)) gives the same rows, background vocals and translations (%s)', (id) => {
    const rows = parse({ type: 'ttml', data: { text: fixture(`amll-db/${id}.ttml`) } }).rows;
    const again = parse({ type: 'ttml', data: { text: writeTtml(rows) } });
    expect(again.diagnostics).toEqual([]);
    expect(essence(again.rows)).toEqual(essence(rows));
    expect(again.rows.map((r) => r.duet ?? false)).toEqual(rows.map((r) => r.duet ?? false));
  });

  it('LRC writes translation and romanisation as companion files that match back by time', () => {
    const text = '[00:01.00]one\n[00:02.00]two';
    const rows = parse({ type: 'row', data: { text, trans: '[00:01.00]一\n[00:02.00]二', roma: '[00:02.00]ni' } }).rows;
    const trans = writeLrc(rows, { field: 'translate' });
    const roma = writeLrc(rows, { field: 'roma' });
    expect(trans).toBe('[00:01.000]一\n[00:02.000]二\n');
    expect(parse({ type: 'row', data: { text: writeLrc(rows), trans, roma } }).rows).toEqual(rows);
  });

  it('LRC keeps ruby notation and writes ID tags', () => {
    const rows = parse({ type: 'row', data: { text: '[00:01.00]{光|ひかり}で' } }).rows;
    const out = writeLrc(rows, { meta: { ti: ['Song'] } });
    expect(out).toBe('[ti:Song]\n[00:01.000]{光|ひかり}で\n');
    expect(parse({ type: 'row', data: { text: out } }).rows).toEqual(rows);
  });

  it('TTML escapes markup characters in text', () => {
    const rows = parse({ type: 'row', data: { text: '[00:01.00]Rock & <Roll> "x"' } }).rows;
    const again = parse({ type: 'ttml', data: { text: writeTtml(rows) } }).rows;
    expect(again[0]?.text).toBe('Rock & <Roll> "x"');
  });
});
