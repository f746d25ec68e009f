import { describe, expect, it } from 'vitest';
import { beatTimes, metronome, offsetFromTaps } from './calibration.ts';
import { loadBest, loadOffset, offsetKey, saveBest, saveOffset } from './storage.ts';

const result = (score: number) => ({
  counts: { perfect: 1, great: 0, good: 0, miss: 0 },
  accuracy: 100,
  score,
  maxCombo: 1,
  notes: 1,
});

describe('what the rhythm game keeps in the browser (issue 25 point 1)', () => {
  it('keeps the device offset, rejecting junk and clamping', () => {
    localStorage.clear();
    expect(loadOffset(localStorage)).toBe(0);
    expect(saveOffset(localStorage, 37.4)).toBe(true);
    expect(loadOffset(localStorage)).toBe(37);
    saveOffset(localStorage, 5000);
    expect(loadOffset(localStorage)).toBe(400);
    localStorage.setItem(offsetKey, '<script>');
    expect(loadOffset(localStorage)).toBe(0);
    expect(loadOffset(undefined)).toBe(0);
  });

  it('keeps the best score per song and difficulty, only when beaten', () => {
    localStorage.clear();
    expect(saveBest(localStorage, 'local:1', 'hard', result(500), 1)).toBe(true);
    expect(saveBest(localStorage, 'local:1', 'hard', result(400), 2)).toBe(false);
    expect(loadBest(localStorage, 'local:1', 'hard')).toMatchObject({ score: 500, at: 1 });
    expect(loadBest(localStorage, 'local:1', 'easy')).toBeNull();
    expect(saveBest(localStorage, 'local:1', 'hard', result(900), 3)).toBe(true);
    expect(loadBest(localStorage, 'local:1', 'hard')).toMatchObject({ score: 900 });
    localStorage.setItem('lab-rhythm:best:v1:hard:local:2', '{"score":"x"}');
    expect(loadBest(localStorage, 'local:2', 'hard')).toBeNull();
  });
});

describe('the latency calibration', () => {
  const beats = beatTimes(10);
  it('is the median lateness of the taps, the count-in ignored', () => {
    expect(beats[1]).toBe(10 + metronome.intervalS);
    const taps = beats.slice(2).map((b, i) => b + (i % 2 ? 0.03 : 0.05));
    expect(offsetFromTaps(beats, taps)).toBe(40);
    expect(
      offsetFromTaps(
        beats,
        beats.slice(2).map((b) => b - 0.02),
      ),
    ).toBe(-20);
  });
  it('needs four usable taps', () => {
    expect(offsetFromTaps(beats, beats.slice(2, 5))).toBeNull();
    expect(offsetFromTaps(beats, [])).toBeNull();
  });
});
