import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type LrcFields, lrcFieldNames, lrcFieldsSchema } from '@site/contracts';
import { type LyricEntry, type LyricRow, lrcDataFromSongDetail, parse, selectLyric } from '@site/lyrics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoSong, demoSchedules, demoSongTimings, renderDemoSongs } from './index.ts';
import { ttmlRows } from './lyrics.ts';
import type { Schedule, ScheduledWord } from './score.ts';
import { SAMPLE_RATE } from './synth.ts';
import { readWavInfo, readWavSamples } from './wav.ts';

/** 1 ms, the precision of every lyric format's times. */
const MS = 0.001;

let dir: string;
let songs: DemoSong[];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'demo-songs-'));
  songs = await renderDemoSongs(join(dir, 'media'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

function scheduleOf(song: DemoSong): Schedule {
  const s = demoSchedules().find((x) => x.score.title === song.title);
  if (!s) throw new Error(`no schedule for ${song.title}`);
  return s;
}

/** The song's `lrc_data` as the player builds it from get_song_detail.php's answer, empty entries left out. */
function entries(lrc: LrcFields): LyricEntry[] {
  return lrcDataFromSongDetail(lrc).filter((e) => {
    const text = (e.data as { text?: unknown }).text;
    return typeof text === 'string' && text !== '';
  });
}

function entry(lrc: LrcFields, type: LyricEntry['type']): LyricEntry {
  const found = entries(lrc).find((e) => e.type === type);
  if (!found) throw new Error(`no ${type} lyric`);
  return found;
}

function sung(rows: readonly LyricRow[]): LyricRow[] {
  return rows.filter((r) => !r.interval && !r.credit);
}

function expectSameWords(parsed: LyricRow['words'], scheduled: readonly ScheduledWord[]): void {
  // The text without the ruby readings; a row's last word has no trailing space.
  expect(parsed.map((w) => w.w_text.trimEnd())).toEqual(
    scheduled.map((w) => w.text.replace(/\{([^|}]+)\|[^}]+\}/g, '$1').trimEnd()),
  );
  expect(parsed).toHaveLength(scheduled.length);
  parsed.forEach((w, i) => {
    const s = scheduled[i] as ScheduledWord;
    expect(Math.abs(w.w_start - s.start)).toBeLessThanOrEqual(MS);
    expect(Math.abs(w.w_duration - s.duration)).toBeLessThanOrEqual(MS);
    // A word lasts from its first note's start to its last note's end.
    const first = s.notes[0];
    const last = s.notes[s.notes.length - 1];
    if (!first || !last) throw new Error('a word without notes');
    expect(Math.abs(w.w_start - first.start)).toBeLessThanOrEqual(MS);
    expect(Math.abs(w.w_start + w.w_duration - (last.start + last.duration))).toBeLessThanOrEqual(MS);
  });
}

function rms(x: Float32Array, from_s: number, to_s: number): number {
  const a = Math.round(from_s * SAMPLE_RATE);
  const b = Math.round(to_s * SAMPLE_RATE);
  let sum = 0;
  for (let i = a; i < b; i++) sum += (x[i] as number) ** 2;
  return Math.sqrt(sum / (b - a));
}

/** The power of one frequency (Hz) in a window of samples (the Goertzel algorithm), normalised by length. */
function power(x: Float32Array, from_s: number, to_s: number, hz: number): number {
  const a = Math.round(from_s * SAMPLE_RATE);
  const b = Math.round(to_s * SAMPLE_RATE);
  const c = 2 * Math.cos((2 * Math.PI * hz) / SAMPLE_RATE);
  let s1 = 0;
  let s2 = 0;
  for (let i = a; i < b; i++) {
    const s0 = (x[i] as number) + c * s1 - s2;
    s2 = s1;
    s1 = s0;
  }
  return (s1 * s1 + s2 * s2 - c * s1 * s2) / (b - a) ** 2;
}

/** As `power`, through a Hann window: short windows without the leakage of a hard cut. */
function hannPower(x: Float32Array, from_s: number, to_s: number, hz: number): number {
  const a = Math.round(from_s * SAMPLE_RATE);
  const n = Math.round(to_s * SAMPLE_RATE) - a;
  const c = 2 * Math.cos((2 * Math.PI * hz) / SAMPLE_RATE);
  let s1 = 0;
  let s2 = 0;
  for (let i = 0; i < n; i++) {
    const w = 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / (n - 1));
    const s0 = (x[a + i] ?? 0) * w + c * s1 - s2;
    s2 = s1;
    s1 = s0;
  }
  return (s1 * s1 + s2 * s2 - c * s1 * s2) / n ** 2;
}

const hz = (pitch: number) => 440 * 2 ** ((pitch - 69) / 12);

describe('demo songs', () => {
  it('render a few short songs, each a valid 16-bit mono WAV whose length is song_duration, under 2 MB', async () => {
    expect(songs.length).toBeGreaterThanOrEqual(4);
    for (const song of songs) {
      expect(song.audio_path).toMatch(/^audio\/demo-[a-z-]+\.wav$/);
      const bytes = await readFile(join(dir, 'media', song.audio_path));
      const info = readWavInfo(bytes);
      expect(info).toMatchObject({ sample_rate: SAMPLE_RATE, channels: 1, bits_per_sample: 16, data_offset: 44 });
      expect(Math.abs(info.duration - song.song_duration)).toBeLessThan(1 / SAMPLE_RATE);
      expect(song.song_duration).toBeGreaterThanOrEqual(20);
      expect(song.song_duration).toBeLessThanOrEqual(40);
      expect(bytes.length).toBeLessThan(2 * 1024 * 1024);
      // Every note ends inside the audio.
      for (const n of scheduleOf(song).notes) expect(n.start + n.duration).toBeLessThanOrEqual(song.song_duration);
    }
  });

  it('have covers that are static SVG images', async () => {
    for (const song of songs) {
      expect(song.cover_path).toMatch(/^covers\/demo-[a-z-]+\.svg$/);
      const svg = await readFile(join(dir, 'media', song.cover_path), 'utf8');
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg).not.toMatch(/<script|on\w+=|href=/i);
      expect(svg).toContain(song.title);
    }
  });

  it('[LYR-01] [LYR-02] carry data.lrc as the contract has it, and every lyric field parses with no diagnostics', () => {
    for (const song of songs) {
      expect(lrcFieldsSchema.safeParse(song.lrc).success).toBe(true);
      const list = entries(song.lrc);
      expect(list.length).toBeGreaterThan(0);
      for (const e of list) {
        const result = parse(e);
        expect(result.diagnostics, `${song.title} ${e.type}`).toEqual([]);
        // TTML has a row per singer's part, so a row two singers share is two.
        const expected = e.type === 'ttml' ? ttmlRows(scheduleOf(song)) : scheduleOf(song).rows;
        // Plain text keeps its stanza breaks as blank rows.
        const rows = sung(result.rows).filter((r) => e.type !== 'plain_text' || r.text !== '');
        expect(rows.length, `${song.title} ${e.type}`).toBe(expected.length);
      }
    }
  });

  it('[LYR-03] word timings read back from lrc_word equal the notes of the schedule (within 1 ms)', () => {
    let checked = 0;
    for (const song of songs.filter((s) => s.lrc.lrc_word !== '')) {
      const rows = sung(parse(entry(song.lrc, 'word')).rows);
      const schedule = scheduleOf(song);
      rows.forEach((row, i) => {
        const s = schedule.rows[i];
        if (!s) throw new Error('row count');
        expect(Math.abs(row.time - s.time)).toBeLessThanOrEqual(MS);
        expect(Math.abs(row.duration - s.duration)).toBeLessThanOrEqual(MS);
        expectSameWords(row.words, s.words);
        expect(row.translate).toBe(s.translate);
        expect(row.roma).toBe(s.roma);
        checked += row.words.length;
      });
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('show row lyrics with word lyrics turned off, each row starting on its first note', () => {
    for (const song of songs) {
      const shown = selectLyric(entries(song.lrc), { word_lrc: false, colored_lrc: false });
      expect(shown?.type, song.title).toBe('row');
      const schedule = scheduleOf(song);
      const rows = sung(parse(shown as LyricEntry).rows);
      expect(rows).toHaveLength(schedule.rows.length);
      rows.forEach((row, i) => {
        expect(Math.abs(row.time - (schedule.rows[i]?.time ?? -1))).toBeLessThanOrEqual(MS);
        expect(row.translate).toBe(schedule.rows[i]?.translate);
        expect(row.roma).toBe(schedule.rows[i]?.roma);
      });
    }
  });

  it('TTML words and background vocals read back equal the schedule, one row per singer with its agent', () => {
    const song = songs.find((s) => s.lrc.lrc_ttml !== '');
    if (!song) throw new Error('no TTML song');
    const rows = parse(entry(song.lrc, 'ttml')).rows;
    const schedule = scheduleOf(song);
    const words = rows.flatMap((r) => r.words);
    expectSameWords(
      words,
      schedule.rows.flatMap((r) => r.words),
    );
    const withBackground = rows.filter((r) => r.background);
    expect(withBackground).toHaveLength(schedule.rows.filter((r) => r.background).length);
    for (const row of withBackground) {
      const s = schedule.rows.find((r) => r.background && Math.abs(r.time - row.time) <= MS);
      if (!s?.background) throw new Error('background row');
      expectSameWords(row.background?.words ?? [], s.background.words);
      expect(row.background?.translate).toBe(s.background.translate);
    }
    expect(rows.map((r) => r.translate)).toEqual(ttmlRows(schedule).map((r) => r.translate));
    expect(rows[0]?.translate).toBe(schedule.rows[0]?.translate);
    expect(new Set(rows.map((r) => r.agent))).toEqual(new Set(['v1', 'v2']));
    expect(rows.some((r) => r.duet)).toBe(true);
  });

  it('[LYR-13] [LYR-14] colored rows name two singers with their colours, a shared row in two parts, at the notes’ times', () => {
    const song = songs.find((s) => s.lrc.lrc_row_colored !== '');
    if (!song) throw new Error('no colored song');
    const rows = parse(entry(song.lrc, 'colored')).rows;
    const schedule = scheduleOf(song);
    rows.forEach((row, i) => {
      expect(Math.abs(row.time - (schedule.rows[i]?.time ?? -1))).toBeLessThanOrEqual(MS);
      expect(row.translate).toBe(schedule.rows[i]?.translate);
      for (const part of row.parts ?? []) {
        expect(part.chara?.name).not.toBe('');
        expect(part.chara?.color).toMatch(/^#[0-9a-f]{6}$/);
        expect(part.chara?.text_color).toMatch(/^#[0-9a-f]{6}$/);
      }
    });
    const singers = new Set(rows.flatMap((r) => (r.parts ?? []).map((p) => p.chara?.chara_id)));
    expect(singers.size).toBe(2);
    const shared = rows.find((r) => (r.parts ?? []).length === 2);
    expect(shared?.parts?.map((p) => p.chara?.chara_id)).toEqual(['a', 'b']);
  });

  it('[LYR-15] [LYR-18] together cover every lyric type: all twelve fields, ruby, translation, romanisation, an interval, background vocals', () => {
    // API-19 names twelve lyric fields.
    expect(lrcFieldNames).toHaveLength(12);
    for (const field of lrcFieldNames) {
      expect(
        songs.some((s) => s.lrc[field] !== ''),
        field,
      ).toBe(true);
    }
    const parsed = songs.flatMap((s) => entries(s.lrc).map((e) => parse(e).rows));
    const rows = parsed.flat();
    // [LYR-18] kana over kanji, in the word lyrics (per word) and in the row lyrics.
    const ruby = rows.find((r) => r.words.some((w) => w.ruby));
    expect(ruby?.words.find((w) => w.ruby)?.ruby).toEqual([{ text: '夜', ruby: 'よる' }]);
    expect(
      rows.some((r) => r.words.length === 0 && r.ruby?.some((seg) => seg.text === '窓' && seg.ruby === 'まど')),
    ).toBe(true);
    expect(rows.some((r) => r.translate !== '' && r.roma !== '')).toBe(true);
    // [LYR-15] the instrumental break (3 s between two rows) becomes an interval row.
    const lantern = songs.find((s) => s.title === 'Lantern Lodge');
    if (!lantern) throw new Error('Lantern Lodge');
    const interval = parse(entry(lantern.lrc, 'word')).rows.find((r) => r.interval);
    expect(interval?.duration).toBeGreaterThan(1);
    expect(rows.some((r) => r.background)).toBe(true);
    expect(songs.some((s) => s.lrc.lrc_plain_text.includes('\n\n'))).toBe(true); // a stanza break
  });

  it('render the same bytes every time and leave existing files alone', async () => {
    const again = await renderDemoSongs(join(dir, 'again'));
    expect(again).toEqual(songs);
    for (const song of songs) {
      for (const path of [song.audio_path, song.cover_path]) {
        const a = await readFile(join(dir, 'media', path));
        const b = await readFile(join(dir, 'again', path));
        expect(a.equals(b), path).toBe(true);
      }
    }
    const file = join(dir, 'media', songs[0]?.audio_path ?? '');
    const before = await stat(file);
    await renderDemoSongs(join(dir, 'media'));
    expect((await stat(file)).mtimeMs).toBe(before.mtimeMs);
  });

  it('sound while each word is sung, at its note’s pitch, and quieter in the gaps between rows', async () => {
    for (const song of songs) {
      const { samples } = readWavSamples(await readFile(join(dir, 'media', song.audio_path)));
      const schedule = scheduleOf(song);
      const words = schedule.rows.flatMap((r) => [...r.words, ...(r.background?.words ?? [])]);
      let quietestWord = Number.POSITIVE_INFINITY;
      for (const w of words) {
        // The word's window without its first and last 10 % (attack and release).
        const level = rms(samples, w.start + w.duration * 0.1, w.start + w.duration * 0.9);
        quietestWord = Math.min(quietestWord, level);
        for (const n of w.notes) {
          // The sung pitch outweighs the semitones either side of it by far (the pad is elsewhere).
          const from = n.start + n.duration * 0.15;
          const to = n.start + n.duration * 0.85;
          const sungPower = power(samples, from, to, hz(n.pitch));
          const neighbours = Math.max(
            power(samples, from, to, hz(n.pitch - 1)),
            power(samples, from, to, hz(n.pitch + 1)),
          );
          expect(sungPower, `${song.title} "${w.text}" at ${n.start} s`).toBeGreaterThan(5 * neighbours);
        }
      }
      expect(quietestWord).toBeGreaterThan(0.1);
      // Gaps: the intro before the first word, and the rests between rows (after the voice's release).
      const gaps: [number, number][] = [[0.3, schedule.rows[0]?.time ?? 0]];
      for (let i = 1; i < schedule.rows.length; i++) {
        const prev = schedule.rows[i - 1];
        const next = schedule.rows[i];
        if (!prev || !next) continue;
        const from = prev.time + prev.duration + 0.1;
        if (next.time - from > 0.3) gaps.push([from, next.time - 0.02]);
      }
      expect(gaps.length).toBeGreaterThan(1);
      for (const [from, to] of gaps)
        expect(rms(samples, from, to) * 2, `${song.title} gap ${from}-${to} s`).toBeLessThan(quietestWord);
    }
  });

  it('start each note when its word starts: the new pitch appears right at the word’s start time', async () => {
    // Between two legato notes a whole tone or more apart, the new note's pitch is weak in the 65 ms before
    // the word's start and strong in the 65 ms after it. Audio 50 ms early or late fails this (measured).
    let checked = 0;
    for (const song of songs) {
      const { samples } = readWavSamples(await readFile(join(dir, 'media', song.audio_path)));
      const main = scheduleOf(song).notes.filter((n) => !n.background);
      for (let i = 1; i < main.length; i++) {
        const prev = main[i - 1];
        const note = main[i];
        if (!prev || !note) continue;
        if (Math.abs(prev.start + prev.duration - note.start) > MS || Math.abs(prev.pitch - note.pitch) < 2) continue;
        const before = hannPower(samples, note.start - 0.07, note.start - 0.005, hz(note.pitch));
        const after = hannPower(samples, note.start + 0.03, note.start + 0.095, hz(note.pitch));
        expect(after, `${song.title} note ${note.pitch} at ${note.start} s`).toBeGreaterThan(5 * before);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('describe the rows the player shows by default, with the words’ times, for the player tests', () => {
    const timings = demoSongTimings();
    expect(timings.map((t) => t.title)).toEqual(songs.map((s) => s.title));
    for (const song of songs) {
      const timing = timings.find((t) => t.title === song.title);
      const shown = selectLyric(entries(song.lrc), { word_lrc: true, colored_lrc: false });
      if (!timing || !shown) throw new Error(song.title);
      expect(shown.type).toBe(timing.lyric_type);
      const rows = sung(parse(shown).rows);
      expect(rows.map((r) => r.text)).toEqual(timing.rows.map((r) => r.text));
      rows.forEach((row, i) => {
        const t = timing.rows[i];
        if (!t) throw new Error('row count');
        expect(Math.abs(row.time - t.time)).toBeLessThanOrEqual(MS);
        expect(row.words.map((w) => [w.w_text, w.w_start, w.w_duration])).toEqual(
          t.words.map((w) => [w.text, w.start, w.duration]),
        );
      });
    }
  });
});
