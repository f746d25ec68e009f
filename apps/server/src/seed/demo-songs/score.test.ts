import { describe, expect, it } from 'vitest';
import { chordPitches, midi, type Score, schedule } from './score.ts';
import { demoScores } from './songs.ts';

const base: Score = {
  slug: 'test',
  title: 'Test',
  title_cn: '',
  artists_name: '',
  album_name: '',
  bpm: 96,
  length_beats: 8,
  chords: [[0, 'C']],
  rows: [{ at: 1, items: [['la ', 'A4', 1], 0.5, ['{夜|よる}', 'C5', 0.5, 'A4', 1]] }],
  lyrics: { word: true, row: true, translate: false, roma: false, plain_text: false, colored: false, ttml: false },
  cover: ['#000000', '#ffffff'],
};

describe('score', () => {
  it('reads note names as MIDI numbers and refuses anything else', () => {
    expect([midi('C4'), midi('A4'), midi('F#4'), midi('Bb3'), midi('C-1')]).toEqual([60, 69, 66, 58, 0]);
    for (const bad of ['H4', 'C', 'c4', 'C##4', '']) expect(() => midi(bad)).toThrow(/not a note name/);
  });

  it('voices chords under the melody, with a bass note between C2 and B2', () => {
    expect(chordPitches('Am')).toEqual({ pitches: [48, 52, 57], bass: 45 });
    expect(chordPitches('C')).toEqual({ pitches: [52, 55, 60], bass: 36 });
    expect(chordPitches('G7').pitches).toEqual([47, 50, 53, 55]);
    expect(() => chordPitches('Cmaj9')).toThrow(/not a chord name/);
    for (const score of demoScores)
      for (const [, name] of score.chords) {
        const { pitches, bass } = chordPitches(name);
        expect(Math.min(...pitches)).toBeGreaterThanOrEqual(45);
        expect(Math.max(...pitches)).toBeLessThanOrEqual(66);
        expect(bass).toBeGreaterThanOrEqual(36);
        expect(bass).toBeLessThanOrEqual(47);
      }
  });

  it('turns beats into whole milliseconds counted from the start (no drift), rests and multi-note words included', () => {
    const s = schedule(base); // 96 bpm: a beat is 0.625 s
    const [la, yoru] = s.rows[0]?.words ?? [];
    expect(la).toMatchObject({ text: 'la ', start: 0.625, duration: 0.625 });
    expect(yoru).toMatchObject({ text: '{夜|よる}', start: 1.563, duration: 0.937 });
    expect(yoru?.notes.map((n) => [n.pitch, n.start, n.duration])).toEqual([
      [72, 1.563, 0.312],
      [69, 1.875, 0.625],
    ]);
    expect(s.rows[0]).toMatchObject({ time: 0.625, duration: 1.875 });
    expect(s.duration).toBe(5);
    expect(s.chords).toEqual([{ pitches: [52, 55, 60], bass: 36, start: 0, duration: 5 }]);
    for (const score of demoScores)
      for (const n of schedule(score).notes) {
        expect(Number.isInteger(Math.round(n.start * 1000 * 1e6) / 1e6)).toBe(true);
        expect(n.duration).toBeGreaterThan(0);
      }
  });

  it('refuses a score with a bad note, a word without notes or a note past the end', () => {
    const withItems = (items: Score['rows'][number]['items']): Score => ({ ...base, rows: [{ at: 0, items }] });
    expect(() => schedule(withItems([['x', 'Z9', 1]]))).toThrow(/not a note name/);
    expect(() => schedule(withItems([['x']]))).toThrow(/pitch\/beats pairs/);
    expect(() => schedule(withItems([['x', 'A4', 0]]))).toThrow(/bad note/);
    expect(() => schedule(withItems([['x', 'A4', 9]]))).toThrow(/ends after the song/);
    expect(() => schedule(withItems([]))).toThrow(/needs words/);
  });
});
