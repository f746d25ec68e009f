/**
 * How long the seed spends on the demo songs: `node --import tsx apps/server/src/seed/demo-songs/bench.ts`.
 * Prints, per song and in total, the fastest of 7 rounds (the machine is shared; load only adds time) of
 * scheduling, synthesising and encoding the audio and writing the lyric fields, and the audio's size.
 * A measurement, not a test: nothing here fails on a number.
 */
import { lyricFields } from './lyrics.ts';
import { schedule } from './score.ts';
import { demoScores } from './songs.ts';
import { renderSchedule, SAMPLE_RATE } from './synth.ts';
import { encodeWav } from './wav.ts';

const ROUNDS = 7;
let total_ms = 0;
for (const score of demoScores) {
  let best = Number.POSITIVE_INFINITY;
  let bytes = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const start = performance.now();
    const s = schedule(score);
    bytes = encodeWav(renderSchedule(s), SAMPLE_RATE).length;
    lyricFields(s);
    best = Math.min(best, performance.now() - start);
  }
  total_ms += best;
  const seconds = schedule(score).duration;
  console.log(
    `${score.slug.padEnd(16)} ${seconds.toFixed(1).padStart(5)} s of audio  ${(bytes / 1048576).toFixed(2)} MB  ${best.toFixed(1).padStart(6)} ms`,
  );
}
console.log(`${'all demo songs'.padEnd(16)} ${total_ms.toFixed(1).padStart(40)} ms`);
