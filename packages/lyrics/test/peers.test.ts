/**
 * Differential tests against npm peer parsers on the real fixtures. None of them is ground truth; where ours
 * differs, the test says why. `@applemusic-like-lyrics/lyric` is AGPL and only a dev-time oracle here.
 */
import * as amll from '@applemusic-like-lyrics/lyric';
import * as clrc from 'clrc';
import { Lrc } from 'lrc-kit';
import { describe, expect, it } from 'vitest';
import { parse } from '../src/index.ts';
import { fixture, norm, songs } from './fixtures.ts';

type Line = [time_ms: number, text: string];

const lrcFixtures = [
  ...songs.map((id) => `amll-db/${id}.lrc`),
  'edge/clrc-demo-out-of-order.lrc',
  'edge/lrc-kit-main.lrc',
  'edge/amlldb-ncm-1445713338.lrc',
];

/** Stable sort by time: clrc and AMLL keep file order, ours (and the LRC format's meaning) is time order. */
const byTime = (lines: Line[]) =>
  lines
    .map((l, i) => [l, i] as const)
    .sort((a, b) => a[0][0] - b[0][0] || a[1] - b[1])
    .map(([l]) => l);

function ours(text: string): Line[] {
  return parse({ type: 'row', data: { text } }).rows.map((r) => [Math.round(r.time * 1000), r.text]);
}

describe.each(lrcFixtures)('LRC %s', (name) => {
  const text = fixture(name);
  const mine = ours(text);

  it("clrc: same row times and texts (after sorting clrc's file-order lines by time)", () => {
    const theirs = clrc
      .parse(text)
      .filter((l): l is clrc.LyricLine => l.type === clrc.LineType.LYRIC)
      .map((l): Line => [l.startMillisecond, l.content.trim()]);
    expect(mine).toEqual(byTime(theirs));
  });

  it('lrc-kit: same row times and texts', () => {
    const theirs = Lrc.parse(text).lyrics.map((l): Line => [Math.round(l.timestamp * 1000), l.content.trim()]);
    expect(mine).toEqual(byTime(theirs));
  });

  it('AMLL parseLrc: same row times and texts (AMLL turns an untimed line into a row at the time before)', () => {
    const untimed = new Set(
      text
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l !== '' && !l.startsWith('[')),
    );
    const theirs = amll
      .parseLrc(text)
      .map(
        (l): Line => [
          l.startTime,
          l.words
            .map((w) => w.word)
            .join('')
            .trim(),
        ],
      )
      // Ours skips untimed junk ('copy line', 'invail line') and reports it in diagnostics instead.
      .filter(([, t]) => !untimed.has(t));
    expect(mine).toEqual(byTime(theirs));
  });
});

describe('LRC where the peers disagree with us, and why', () => {
  it("[offset:+500]: ours moves rows 0.5 s earlier (the format's definition); clrc ignores it, lrc-kit shifts later", () => {
    const text = '[offset:+500]\n[00:10.00]a';
    expect(ours(text)).toEqual([[9500, 'a']]);
    expect(clrc.parse(text).filter((l) => l.type === clrc.LineType.LYRIC)).toMatchObject([{ startMillisecond: 10000 }]);
    const kit = Lrc.parse(text);
    kit.offset(Number(kit.info.offset) / 1000); // lrc-kit applies it (in seconds) only when asked, and adds it
    expect(kit.lyrics[0]?.timestamp).toBe(10.5);
  });

  it('[00:12:34]: ours reads the colon form as 12.34 s, like lrc-kit; clrc rejects the line', () => {
    expect(ours('[00:12:34]a')).toEqual([[12340, 'a']]);
    expect(Lrc.parse('[00:12:34]a').lyrics[0]?.timestamp).toBeCloseTo(12.34, 6);
    expect(clrc.parse('[00:12:34]a').filter((l) => l.type === clrc.LineType.LYRIC)).toEqual([]);
  });
});

describe.each(songs)('YRC and QRC %s against AMLL', (id) => {
  /** AMLL keeps spaces as untimed words of their own (start 0); ours joins them to the word before. */
  const timed = (words: { startTime: number; endTime: number }[]) =>
    words.filter((w) => w.startTime !== 0).map((w) => [w.startTime, w.endTime - w.startTime]);

  it.each(['yrc', 'qrc'] as const)('%s: same rows, texts and word timings', (format) => {
    const text = fixture(`amll-db/${id}.${format}`);
    const theirs = (format === 'yrc' ? amll.parseYrc(text) : amll.parseQrc(text)).map((l) => ({
      time_ms: l.startTime,
      text: norm(l.words.map((w) => w.word).join('')),
      words: timed(l.words),
    }));
    const mine = parse({ type: 'word', data: { text } })
      .rows.filter((r) => !r.interval)
      .map((r) => ({
        time_ms: Math.round(r.time * 1000),
        text: norm(r.text),
        words: r.words.map((w) => [Math.round(w.w_start * 1000), Math.round(w.w_duration * 1000)]),
      }));
    // AMLL keeps file order; YRC exported from TTML writes a row's background vocals after it even when they
    // start earlier, and ours sorts by time (the current-row search needs it).
    expect(mine).toEqual([...theirs].sort((a, b) => a.time_ms - b.time_ms));
  });
});
