import type { Schedule, ScheduledNote, Singer } from './score.ts';

/**
 * A small additive synthesiser for the demo songs: the sung notes as a voice of a few harmonics with an ADSR
 * envelope and a gentle delayed vibrato, over a soft chord pad and a plucked bass. Pure arithmetic on
 * wavetables, no randomness: the same schedule gives the same samples on every run.
 */

/** Hz. Enough for a melody whose highest harmonic stays under 6 kHz, and keeps a 30 s song near 1.3 MB. */
export const SAMPLE_RATE = 22050;

const TABLE_BITS = 12;
const TABLE_SIZE = 1 << TABLE_BITS;
const TABLE_MASK = TABLE_SIZE - 1;

/** One cycle of a wave made of harmonics with the given amplitudes (index 0 = fundamental), peak 1. */
function wavetable(harmonics: readonly number[]): Float32Array {
  const table = new Float32Array(TABLE_SIZE);
  let peak = 0;
  for (let i = 0; i < TABLE_SIZE; i++) {
    let v = 0;
    for (let h = 0; h < harmonics.length; h++)
      v += (harmonics[h] as number) * Math.sin((2 * Math.PI * (h + 1) * i) / TABLE_SIZE);
    table[i] = v;
    if (Math.abs(v) > peak) peak = Math.abs(v);
  }
  for (let i = 0; i < TABLE_SIZE; i++) table[i] = (table[i] as number) / peak;
  return table;
}

/** Timbres: `a` a bright reed-like lead, `b` a rounder, flute-like second voice; pad and bass soft. */
const VOICE_TABLES: Record<Singer, Float32Array> = {
  a: wavetable([1, 0.5, 0.32, 0.2, 0.12, 0.07, 0.04]),
  b: wavetable([1, 0.22, 0.1, 0.05]),
};
const PAD_TABLE = wavetable([1, 0.1, 0.03]);
const SINE_TABLE = wavetable([1]);
const BASS_TABLE = wavetable([1, 0.35, 0.12]);

const VOICE_GAIN = 0.34;
const BACKGROUND_GAIN = 0.2;
const PAD_GAIN = 0.04;
const BASS_GAIN = 0.085;

/** Seconds. The voice's release is short so a word's sound ends with its window. */
const ATTACK = 0.025;
const DECAY = 0.12;
const SUSTAIN = 0.72;
const RELEASE = 0.06;
const VIBRATO_HZ = 5.2;
const VIBRATO_DEPTH = 0.005; // ±0.5 % of the frequency (about ±9 cents), eased in after VIBRATO_DELAY
const VIBRATO_DELAY = 0.18;
const PAD_ATTACK = 0.3;
const PAD_RELEASE = 0.5;
const BASS_DECAY = 0.45;
const FADE_OUT = 1.2;
const PEAK = 0.89;

function hz(pitch: number): number {
  return 440 * 2 ** ((pitch - 69) / 12);
}

/** Reads a wavetable at a phase in table units (0 <= phase < TABLE_SIZE), linearly interpolated. */
function lookup(table: Float32Array, phase: number): number {
  const i = phase | 0;
  const frac = phase - i;
  const a = table[i] as number;
  const b = table[(i + 1) & TABLE_MASK] as number;
  return a + (b - a) * frac;
}

/** Advances a phase by a step, wrapped into the table (keeps the fraction exact over long notes). */
function advance(phase: number, step: number): number {
  const next = phase + step;
  return next >= TABLE_SIZE ? next - TABLE_SIZE : next;
}

function addNote(out: Float32Array, note: ScheduledNote): void {
  const table = VOICE_TABLES[note.singer];
  const gain = note.background ? BACKGROUND_GAIN : VOICE_GAIN;
  const first = Math.round(note.start * SAMPLE_RATE);
  const held = note.duration;
  const last = Math.min(out.length, Math.round((note.start + held + RELEASE) * SAMPLE_RATE));
  const step = (hz(note.pitch) * TABLE_SIZE) / SAMPLE_RATE;
  const vibrato_step = (VIBRATO_HZ * TABLE_SIZE) / SAMPLE_RATE;
  let phase = 0;
  let vibrato = 0;
  for (let n = first; n < last; n++) {
    const t = (n - first) / SAMPLE_RATE;
    let env: number;
    if (t < ATTACK) env = t / ATTACK;
    else if (t < ATTACK + DECAY) env = 1 - ((1 - SUSTAIN) * (t - ATTACK)) / DECAY;
    else env = SUSTAIN;
    if (t > held) env *= Math.max(0, 1 - (t - held) / RELEASE);
    const depth = VIBRATO_DEPTH * Math.min(1, Math.max(0, (t - VIBRATO_DELAY) / 0.25));
    vibrato = advance(vibrato, vibrato_step);
    phase = advance(phase, step * (1 + depth * lookup(SINE_TABLE, vibrato)));
    out[n] = (out[n] as number) + gain * env * lookup(table, phase);
  }
}

function addPad(out: Float32Array, pitch: number, start: number, duration: number): void {
  const first = Math.round(start * SAMPLE_RATE);
  const last = Math.min(out.length, Math.round((start + duration + PAD_RELEASE) * SAMPLE_RATE));
  const step = (hz(pitch) * TABLE_SIZE) / SAMPLE_RATE;
  let phase = 0;
  for (let n = first; n < last; n++) {
    const t = (n - first) / SAMPLE_RATE;
    let env = Math.min(1, t / PAD_ATTACK);
    if (t > duration) env *= Math.max(0, 1 - (t - duration) / PAD_RELEASE);
    phase = advance(phase, step);
    out[n] = (out[n] as number) + PAD_GAIN * env * lookup(PAD_TABLE, phase);
  }
}

function addBass(out: Float32Array, pitch: number, start: number, duration: number): void {
  const first = Math.round(start * SAMPLE_RATE);
  const last = Math.min(out.length, Math.round((start + duration) * SAMPLE_RATE));
  const step = (hz(pitch) * TABLE_SIZE) / SAMPLE_RATE;
  const decay = Math.exp(-1 / (BASS_DECAY * SAMPLE_RATE));
  let phase = 0;
  let level = 1;
  for (let n = first; n < last; n++) {
    const t = (n - first) / SAMPLE_RATE;
    // A pluck: 8 ms attack, exponential decay, a 20 ms fade before the next pluck so it never clicks.
    let env = Math.min(1, t / 0.008) * level;
    level *= decay;
    env *= Math.min(1, (last - n) / (0.02 * SAMPLE_RATE));
    phase = advance(phase, step);
    out[n] = (out[n] as number) + BASS_GAIN * env * lookup(BASS_TABLE, phase);
  }
}

/** Seconds and gains of the room: three feedback combs and an all-pass (a small Schroeder reverb). */
const ROOM_COMBS = [0.0297, 0.0371, 0.0411] as const;
const ROOM_FEEDBACK = 0.72;
const ROOM_ALLPASS = 0.005;
const ROOM_WET = 0.12;

/** Adds a little room to the mix in place, so the voices do not sound as dry as a test tone. */
function addRoom(mix: Float32Array): void {
  const combs = ROOM_COMBS.map((s) => new Float32Array(Math.round(s * SAMPLE_RATE)));
  const positions = combs.map(() => 0);
  const allpass = new Float32Array(Math.round(ROOM_ALLPASS * SAMPLE_RATE));
  let ap = 0;
  for (let n = 0; n < mix.length; n++) {
    const dry = mix[n] as number;
    let wet = 0;
    for (let c = 0; c < combs.length; c++) {
      const line = combs[c] as Float32Array;
      const at = positions[c] as number;
      const out = line[at] as number;
      line[at] = dry + out * ROOM_FEEDBACK;
      positions[c] = at + 1 === line.length ? 0 : at + 1;
      wet += out;
    }
    wet /= combs.length;
    const delayed = allpass[ap] as number;
    const through = -0.5 * wet + delayed;
    allpass[ap] = wet + 0.5 * through;
    ap = ap + 1 === allpass.length ? 0 : ap + 1;
    mix[n] = dry + ROOM_WET * through;
  }
}

/**
 * Plays a schedule: every sung note, the chord pad and a bass plucked on every half note of each chord, a little
 * room, then a fade over the last 1.2 s and a normalisation to a peak of 0.89 of full scale.
 * Returns exactly `schedule.duration * SAMPLE_RATE` samples (rounded), 16-bit signed.
 */
export function renderSchedule(schedule: Schedule): Int16Array {
  const length = Math.round(schedule.duration * SAMPLE_RATE);
  const mix = new Float32Array(length);
  const half_note = (2 * 60) / schedule.score.bpm;
  for (const chord of schedule.chords) {
    for (const pitch of chord.pitches) addPad(mix, pitch, chord.start, chord.duration);
    for (let t = 0; t < chord.duration - 1e-6; t += half_note)
      addBass(mix, chord.bass, chord.start + t, Math.min(half_note, chord.duration - t));
  }
  for (const note of schedule.notes) addNote(mix, note);
  addRoom(mix);
  const fade_from = Math.max(0, length - Math.round(FADE_OUT * SAMPLE_RATE));
  for (let n = fade_from; n < length; n++) mix[n] = (mix[n] as number) * ((length - n) / (length - fade_from));
  let peak = 0;
  for (let n = 0; n < length; n++) if (Math.abs(mix[n] as number) > peak) peak = Math.abs(mix[n] as number);
  const scale = peak > 0 ? (PEAK * 32767) / peak : 0;
  const out = new Int16Array(length);
  for (let n = 0; n < length; n++) out[n] = Math.round((mix[n] as number) * scale);
  return out;
}
