import { describe, expect, it } from 'vitest';
import {
  canStep,
  clampSeek,
  cycleNextSong,
  endedIndex,
  indexAfterRemove,
  modeLabelKey,
  stepIndex,
  stepOffset,
  stepVolume,
  toggleMuteLevel,
} from './queue-rules.ts';

describe('stepIndex', () => {
  it('[PLAY-06] list mode: next goes to the following song and previous to the preceding one', () => {
    expect(stepIndex('list', 1, 1, 3)).toBe(2);
    expect(stepIndex('list', -1, 1, 3)).toBe(0);
  });
  it('[PLAY-07] list mode: next at the last song does nothing', () => {
    expect(stepIndex('list', 1, 2, 3)).toBeNull();
  });
  it('[PLAY-08] list mode: previous at the first song does nothing', () => {
    expect(stepIndex('list', -1, 0, 3)).toBeNull();
  });
  it('[PLAY-09] list_loop mode: next at the last song goes to the first', () => {
    expect(stepIndex('list_loop', 1, 2, 3)).toBe(0);
    expect(stepIndex('list_loop', 1, 0, 3)).toBe(1);
  });
  it('[PLAY-10] list_loop mode: previous at the first song goes to the last', () => {
    expect(stepIndex('list_loop', -1, 0, 3)).toBe(2);
  });
  it('[PLAY-11] single_loop mode: next and previous stay on the same song', () => {
    expect(stepIndex('single_loop', 1, 1, 3)).toBe(1);
    expect(stepIndex('single_loop', -1, 1, 3)).toBe(1);
  });
  it('[PLAY-12] random mode: next and previous pick a random other index', () => {
    expect(stepIndex('random', 1, 1, 4, () => 0)).toBe(0);
    expect(stepIndex('random', 1, 0, 4, () => 0)).toBe(1);
    expect(stepIndex('random', -1, 1, 4, () => 0.99)).toBe(3);
    expect(stepIndex('random', 1, 3, 4, () => 0.99)).toBe(2);
    expect(stepIndex('random', 1, 0, 1, () => 0.5)).toBe(0);
    for (let i = 0; i < 50; i++) {
      const pick = stepIndex('random', 1, 2, 5);
      expect(pick).not.toBe(2);
      expect(pick).toBeGreaterThanOrEqual(0);
      expect(pick).toBeLessThan(5);
    }
  });
  it('[PLAY-38] nothing happens with an empty queue or no current index', () => {
    expect(stepIndex('list_loop', 1, 0, 0)).toBeNull();
    expect(stepIndex('random', 1, -1, 3)).toBeNull();
  });
});

describe('endedIndex', () => {
  it('[PLAY-13] stop mode: the end of a song does not advance', () => {
    expect(endedIndex('stop', 0, 3)).toBeNull();
  });
  it('[PLAY-14] the end of a song does what next does in the mode', () => {
    expect(endedIndex('list', 0, 3)).toBe(1);
    expect(endedIndex('list', 2, 3)).toBeNull();
    expect(endedIndex('list_loop', 2, 3)).toBe(0);
    expect(endedIndex('single_loop', 2, 3)).toBe(2);
    expect(endedIndex('random', 2, 3, () => 0)).toBe(0);
  });
});

describe('canStep', () => {
  it('[PLAY-38] previous and next are disabled with an empty queue or no current index', () => {
    for (const mode of ['list', 'list_loop', 'single_loop', 'random', 'stop'] as const) {
      expect(canStep(mode, 1, 0, 0)).toBe(false);
      expect(canStep(mode, -1, -1, 3)).toBe(false);
      expect(canStep(mode, 1, -1, 3)).toBe(false);
    }
  });
  it('[PLAY-39] list mode: previous is disabled at the first song', () => {
    expect(canStep('list', -1, 0, 3)).toBe(false);
    expect(canStep('list', -1, 1, 3)).toBe(true);
    expect(canStep('list_loop', -1, 0, 3)).toBe(true);
  });
  it('[PLAY-40] list mode: next is disabled at the last song', () => {
    expect(canStep('list', 1, 2, 3)).toBe(false);
    expect(canStep('list', 1, 1, 3)).toBe(true);
    expect(canStep('random', 1, 2, 3)).toBe(true);
  });
});

describe('modes', () => {
  it('[PLAY-15] the mode button cycles list → random → list_loop → single_loop → list', () => {
    expect(cycleNextSong('list')).toBe('random');
    expect(cycleNextSong('random')).toBe('list_loop');
    expect(cycleNextSong('list_loop')).toBe('single_loop');
    expect(cycleNextSong('single_loop')).toBe('list');
    expect(cycleNextSong('stop')).toBe('list');
  });
  it('[PLAY-16] the modes are labelled order, shuffle and single loop', () => {
    expect(modeLabelKey('list')).toBe('order');
    expect(modeLabelKey('list_loop')).toBe('order');
    expect(modeLabelKey('random')).toBe('shuffle');
    expect(modeLabelKey('single_loop')).toBe('single_loop');
    expect(modeLabelKey('stop')).toBe('stop');
  });
});

describe('indexAfterRemove', () => {
  it('[PLAY-20] removing the current song sets the index to -1 and stops', () => {
    expect(indexAfterRemove(1, 1)).toEqual({ index: -1, stopped: true });
  });
  it('[PLAY-22] removing another song keeps the index on the current song', () => {
    expect(indexAfterRemove(2, 0)).toEqual({ index: 1, stopped: false });
    expect(indexAfterRemove(1, 2)).toEqual({ index: 1, stopped: false });
    expect(indexAfterRemove(-1, 0)).toEqual({ index: -1, stopped: false });
  });
});

describe('volume and offsets', () => {
  it('[PLAY-41] the volume button mutes and remembers the level', () => {
    expect(toggleMuteLevel(0.7, null)).toEqual({ volume: 0, remembered: 0.7 });
  });
  it('[PLAY-42] the volume button restores the remembered level', () => {
    expect(toggleMuteLevel(0, 0.7)).toEqual({ volume: 0.7, remembered: 0.7 });
  });
  it('[PLAY-43] the default level to restore is 0.4', () => {
    expect(toggleMuteLevel(0, null).volume).toBe(0.4);
    expect(toggleMuteLevel(0, 0).volume).toBe(0.4);
  });
  it('[PLAY-64] volume keys clamp to 0..1', () => {
    expect(stepVolume(0.95, 0.1)).toBe(1);
    expect(stepVolume(0.05, -0.1)).toBe(0);
    expect(stepVolume(0.4, 0.1)).toBe(0.5);
  });
  it('[PLAY-67] offset keys do not clamp', () => {
    expect(stepOffset(-2, -0.05)).toBe(-2.05);
    expect(stepOffset(2, 0.05)).toBe(2.05);
    expect(stepOffset(-0.35, 0.05)).toBe(-0.3);
  });
  it('seeks stay within 0 and the known duration', () => {
    expect(clampSeek(-3, 100)).toBe(0);
    expect(clampSeek(120, 100)).toBe(100);
    expect(clampSeek(120, -1)).toBe(120);
    expect(clampSeek(Number.NaN, 100)).toBe(0);
  });
});
