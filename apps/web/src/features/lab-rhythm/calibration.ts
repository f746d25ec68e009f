/**
 * The latency calibration (issue 25 point 1): a metronome scheduled on the Web Audio clock, tapped along; the
 * offset is how late the taps land, as the median of the taps matched to their nearest beat. Pure but for
 * `playMetronome`, which only schedules sounds.
 */

/** The metronome: 120 beats per minute, 12 beats, starting 0.6 s after it is asked to. */
export const metronome = { intervalS: 0.5, beats: 12, leadS: 0.6 } as const;

/** The beat times in seconds on the AudioContext clock of a metronome started at `start` (seconds). */
export function beatTimes(start: number): number[] {
  return Array.from({ length: metronome.beats }, (_, i) => start + i * metronome.intervalS);
}

/**
 * The latency offset in milliseconds (positive: taps land late) of `taps` against `beats` (both seconds on the
 * same clock): each tap is matched to its nearest beat; taps more than a quarter of the interval from every beat
 * are ignored; the first two beats are a count-in. Null with fewer than 4 usable taps.
 */
export function offsetFromTaps(beats: readonly number[], taps: readonly number[]): number | null {
  const counted = beats.slice(2);
  const deltas: number[] = [];
  for (const tap of taps) {
    let best = Number.POSITIVE_INFINITY;
    for (const b of counted) if (Math.abs(tap - b) < Math.abs(best)) best = tap - b;
    if (Math.abs(best) <= metronome.intervalS / 2 - 0.001 && Math.abs(best) <= 0.4) deltas.push(best * 1000);
  }
  if (deltas.length < 4) return null;
  deltas.sort((a, b) => a - b);
  const mid = deltas.length >> 1;
  const median =
    deltas.length % 2 ? (deltas[mid] as number) : ((deltas[mid - 1] as number) + (deltas[mid] as number)) / 2;
  return Math.round(median);
}

/**
 * Schedules the metronome's clicks on `ctx` (an accent on every fourth beat) and returns their times in seconds on
 * `ctx.currentTime`'s clock. The sounds are our own: a short sine blip with a fast decay.
 */
export function playMetronome(ctx: AudioContext): number[] {
  const beats = beatTimes(ctx.currentTime + metronome.leadS);
  beats.forEach((t, i) => {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.frequency.value = i % 4 === 0 ? 1320 : 880;
    gain.gain.setValueAtTime(0.0001, t);
    gain.gain.exponentialRampToValueAtTime(0.4, t + 0.004);
    gain.gain.exponentialRampToValueAtTime(0.0001, t + 0.08);
    osc.connect(gain).connect(ctx.destination);
    osc.start(t);
    osc.stop(t + 0.1);
  });
  return beats;
}
