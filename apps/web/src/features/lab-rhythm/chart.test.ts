import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LrcFields } from '@site/contracts';
import { lrcDataFromSongDetail, parse, selectLyric } from '@site/lyrics';
import { describe, expect, it } from 'vitest';
import { chartOfLyrics, chartOfRows, laneCount, laneOf, minGapMs, noteTimes } from './chart.ts';
import { expire, gradeOf, newPlay, press, resultOf } from './judge.ts';

type DemoSong = {
  title: string;
  lrc: LrcFields;
  rows: { time: number; text: string; words: { start: number; text: string }[] }[];
};

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../..');

/**
 * The seeded demo songs' lyric fields and their known word timings, made by the seed's own code in a child process
 * (the web app never imports the server): the timings come from the note schedule the audio is rendered from.
 */
function demoSongs(): DemoSong[] {
  const child = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `const m = await import('./apps/server/src/seed/demo-songs/index.ts');
       const l = await import('./apps/server/src/seed/demo-songs/lyrics.ts');
       const t = m.demoSongTimings();
       process.stdout.write(JSON.stringify(m.demoSchedules().map((s, i) => ({ title: s.score.title, lrc: l.lyricFields(s), rows: t[i].rows }))));`,
    ],
    { cwd: root, encoding: 'utf8' },
  );
  if (child.status !== 0) throw new Error(`demo songs failed: ${child.stderr}`);
  return JSON.parse(child.stdout) as DemoSong[];
}

const songs = demoSongs();

describe('the chart (issue 25 point 1)', () => {
  it.each(songs.map((s) => [s.title, s] as const))(
    '%s: the hard chart is every sung word start of the lyric engine and of the seed',
    (_title, song) => {
      const lrc_data = lrcDataFromSongDetail(song.lrc);
      const chart = chartOfLyrics(lrc_data, 'hard');
      // The lyric engine's word starts of the entry the player shows.
      const entry = selectLyric(lrc_data, { word_lrc: true, colored_lrc: false });
      if (entry === null) throw new Error('no lyric');
      const engine = parse(entry)
        .rows.filter((r) => !r.interval && !r.bg && !r.credit)
        .flatMap((r) => r.words.filter((w) => w.w_text.trim() !== '').map((w) => w.w_start));
      expect(chart.map((n) => n.time)).toEqual([...new Set(engine)]);
      // The seed's schedule (the audio's notes) says the same.
      const seed = song.rows.flatMap((r) => r.words.filter((w) => w.text.trim() !== '').map((w) => w.start));
      expect(chart.map((n) => n.time)).toEqual([...new Set(seed)]);
      expect(chart.length).toBeGreaterThan(10);
      for (const n of chart) expect(n.lane).toBeGreaterThanOrEqual(0);
      for (const n of chart) expect(n.lane).toBeLessThan(laneCount);
    },
  );

  it('row lyrics give one note per row, at the row time', () => {
    const lantern = songs.find((s) => s.title === 'Lantern Lodge') as DemoSong;
    const rowOnly = lrcDataFromSongDetail({ ...lantern.lrc, lrc_word: '', lrc_word_cn: '', lrc_word_roma: '' });
    const chart = chartOfLyrics(rowOnly, 'hard');
    expect(chart.map((n) => n.time)).toEqual(lantern.rows.map((r) => r.time));
  });

  it('plain text gives no notes; no lyric gives no notes', () => {
    expect(chartOfLyrics([{ type: 'plain_text', data: { text: 'one\ntwo' } }], 'hard')).toEqual([]);
    expect(chartOfLyrics([], 'hard')).toEqual([]);
  });

  it('skips untimed, empty and background words, and keeps one note per moment', () => {
    const rows = [
      {
        time: 1,
        duration: 2,
        text: 'a b',
        translate: '',
        roma: '',
        words: [
          { w_start: 1, w_duration: 0.5, w_text: 'a ' },
          { w_start: 0, w_duration: 0, w_text: 'x' },
          { w_start: 1.5, w_duration: 0, w_text: ' ' },
          { w_start: 1.5, w_duration: 0.5, w_text: 'b' },
          { w_start: 1.5, w_duration: 0.5, w_text: 'c' },
        ],
      },
      { time: 3, duration: 1, text: '(oh)', translate: '', roma: '', words: [], bg: true },
      { time: 4, duration: 2, text: '', translate: '', roma: '', words: [], interval: true },
    ];
    expect(noteTimes(rows)).toEqual([
      { time: 1, text: 'a ' },
      { time: 1.5, text: 'b' },
    ]);
  });

  it('difficulty thins by density: easy drops notes closer than its gap to the note kept before', () => {
    const times = [1, 1.1, 1.3, 1.5, 2, 2.05, 3];
    const rows = [
      {
        time: 1,
        duration: 3,
        text: 'w',
        translate: '',
        roma: '',
        words: times.map((t, i) => ({ w_start: t, w_duration: 0.05, w_text: `w${i}` })),
      },
    ];
    expect(chartOfRows(rows, 'hard').map((n) => n.time)).toEqual(times);
    expect(minGapMs.easy).toBeGreaterThan(minGapMs.normal);
    const easy = chartOfRows(rows, 'easy').map((n) => n.time);
    for (let i = 1; i < easy.length; i++)
      expect(((easy[i] as number) - (easy[i - 1] as number)) * 1000).toBeGreaterThanOrEqual(minGapMs.easy);
    expect(easy.length).toBeLessThan(times.length);
    expect(chartOfRows(rows, 'normal').length).toBeLessThanOrEqual(times.length);
  });

  it('lanes are deterministic and close notes never share a lane', () => {
    const lantern = lrcDataFromSongDetail((songs[0] as DemoSong).lrc);
    const a = chartOfLyrics(lantern, 'hard');
    expect(chartOfLyrics(lantern, 'hard')).toEqual(a);
    for (let i = 1; i < a.length; i++) {
      const prev = a[i - 1] as (typeof a)[number];
      const note = a[i] as (typeof a)[number];
      if ((note.time - prev.time) * 1000 < 250) expect(note.lane).not.toBe(prev.lane);
    }
    // Every lane gets used on a real song.
    expect(new Set(a.map((n) => n.lane)).size).toBe(4);
    expect(laneOf('same', 3, 0, 1000)).toBe(laneOf('same', 3, 0, 1000));
  });
});

describe('the judgement (issue 25 point 1: perfect ±45 ms, great ±90, good ±135, else miss)', () => {
  it('grades by the windows of the issue, inclusive, early or late alike', () => {
    expect([0, 45, -45, 46, 90, -90, 91, 135, -135, 136, -136].map(gradeOf)).toEqual([
      'perfect',
      'perfect',
      'perfect',
      'great',
      'great',
      'great',
      'good',
      'good',
      'good',
      'miss',
      'miss',
    ]);
  });

  const chart = chartOfLyrics(lrcDataFromSongDetail((songs[0] as DemoSong).lrc), 'hard');

  it('presses at the exact word times are all perfect, with full combo, score and 100 % accuracy', () => {
    const play = newPlay(chart);
    for (const n of chart) expect(press(play, n.lane, n.time * 1000)?.grade).toBe('perfect');
    expire(play, Number.POSITIVE_INFINITY);
    const r = resultOf(play);
    expect(r.counts).toEqual({ perfect: chart.length, great: 0, good: 0, miss: 0 });
    expect(r.accuracy).toBe(100);
    expect(r.maxCombo).toBe(chart.length);
    expect(r.score).toBeGreaterThanOrEqual(chart.length * 1000);
  });

  it('presses 100 ms late are good (beyond the great window of 90 ms, within the good one of 135), 60 ms early are great', () => {
    // Notes at least 300 ms apart, so a shifted press cannot reach a neighbour.
    const spaced = chart.filter((n, i) => i === 0 || n.time - (chart[i - 1] as (typeof chart)[number]).time >= 0.3);
    const late = newPlay(spaced);
    for (const n of spaced) expect(press(late, n.lane, n.time * 1000 + 100)).toMatchObject({ grade: 'good' });
    expect(resultOf(late).counts.good).toBe(spaced.length);
    expect(resultOf(late).accuracy).toBe(40);
    const early = newPlay(spaced);
    for (const n of spaced) expect(press(early, n.lane, n.time * 1000 - 60)?.grade).toBe('great');
    expect(resultOf(early).accuracy).toBe(70);
  });

  it('a press 100 ms early or late of a lone note: good; 140 ms: no note in reach, then a miss', () => {
    const one = [{ time: 2, lane: 1, text: 'x' }];
    expect(press(newPlay(one), 1, 1900)?.grade).toBe('good');
    expect(press(newPlay(one), 1, 2100)?.grade).toBe('good');
    const play = newPlay(one);
    expect(press(play, 1, 2140)).toBeNull();
    expect(press(play, 2, 2000)).toBeNull(); // the wrong lane reaches nothing
    expect(expire(play, 2136)).toBe(1);
    expect(resultOf(play)).toMatchObject({ counts: { miss: 1 }, accuracy: 0, maxCombo: 0, score: 0 });
  });

  it('a miss breaks the combo; the best combo stays', () => {
    const notes = [0, 1, 2, 3].map((t) => ({ time: t + 1, lane: 0, text: 'x' }));
    const play = newPlay(notes);
    press(play, 0, 1000);
    press(play, 0, 2000);
    expire(play, 3200);
    press(play, 0, 4000);
    expect(play.grades).toEqual(['perfect', 'perfect', 'miss', 'perfect']);
    expect(play.combo).toBe(1);
    expect(play.maxCombo).toBe(2);
  });
});
