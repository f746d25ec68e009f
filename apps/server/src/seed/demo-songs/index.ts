import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { LrcFields } from '@site/contracts';
import { coverSvg } from './cover.ts';
import { lyricFields, ttmlRows, wordRows } from './lyrics.ts';
import { type Schedule, type Score, schedule } from './score.ts';
import { demoScores } from './songs.ts';
import { renderSchedule, SAMPLE_RATE } from './synth.ts';
import { encodeWav } from './wav.ts';

/**
 * The seed's demo songs: audio rendered by our own synthesiser from a note schedule, and lyrics written from
 * the same schedule, so every word lights up exactly while its note sounds. Nothing is downloaded.
 */

/** A demo song ready to insert: paths are relative to the media folder, `song_duration` in seconds. */
export type DemoSong = {
  title: string;
  title_cn: string;
  artists_name: string;
  album_name: string;
  /** Seconds (the WAV file's exact length). */
  song_duration: number;
  /** Relative to the media folder, e.g. `audio/demo-lantern-lodge.wav`. */
  audio_path: string;
  /** Relative to the media folder (an SVG), or "" (empty) when the song has none. */
  cover_path: string;
  lrc: LrcFields;
};

/** Which rows a demo song's timings describe: the lyric the player shows by default (word_lrc on, colored off). */
export type DemoLyricType = 'word' | 'ttml';

/** A demo song's sung rows and words in seconds, for tests that check the player against the audio. */
export type DemoSongTiming = {
  title: string;
  lyric_type: DemoLyricType;
  rows: Array<{ time: number; text: string; words: Array<{ start: number; duration: number; text: string }> }>;
};

let schedules: Schedule[] | undefined;

/** The demo songs' schedules, made once per process. */
export function demoSchedules(): Schedule[] {
  schedules ??= demoScores.map(schedule);
  return schedules;
}

/** Media paths of a song's files, relative to the media folder. */
export function demoPaths(score: Score): { audio_path: string; cover_path: string } {
  return { audio_path: `audio/demo-${score.slug}.wav`, cover_path: `covers/demo-${score.slug}.svg` };
}

/** A demo song's audio as WAV bytes (16-bit mono PCM at SAMPLE_RATE); the same bytes on every call. */
export function renderDemoAudio(s: Schedule): Buffer {
  return encodeWav(renderSchedule(s), SAMPLE_RATE);
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}

/** Writes a file through a temporary name and a rename, so a crash never leaves half a file behind. */
async function writeOnce(path: string, make: () => Buffer | string): Promise<void> {
  if (await exists(path)) return;
  await mkdir(dirname(path), { recursive: true });
  const tmp = `${path}.${process.pid}.tmp`;
  await writeFile(tmp, make());
  await rename(tmp, path);
}

/**
 * Renders the demo songs into `mediaDir` (`audio/demo-<slug>.wav`, `covers/demo-<slug>.svg`) and returns what
 * the seed inserts. Files already there are kept as they are (a restart renders nothing); the output is
 * deterministic, so a file rendered on another run has the same bytes.
 * @param mediaDir absolute path of the media folder (`DATA_DIR/media`); created when missing.
 * @throws the file system's error when the folder cannot be written.
 * @example const songs = await renderDemoSongs('/srv/site/data/media'); songs[0].audio_path // 'audio/demo-lantern-lodge.wav'
 */
export async function renderDemoSongs(mediaDir: string): Promise<DemoSong[]> {
  const songs: DemoSong[] = [];
  for (const s of demoSchedules()) {
    const { score } = s;
    const paths = demoPaths(score);
    await writeOnce(join(mediaDir, paths.audio_path), () => renderDemoAudio(s));
    await writeOnce(join(mediaDir, paths.cover_path), () => coverSvg(score));
    songs.push({
      title: score.title,
      title_cn: score.title_cn,
      artists_name: score.artists_name,
      album_name: score.album_name,
      song_duration: s.duration,
      ...paths,
      lrc: lyricFields(s),
    });
  }
  return songs;
}

/**
 * Every demo song's rows and words (seconds) as the player shows them by default: the word rows for songs with
 * `lrc_word`, the TTML rows (one per singer's part; background vocals left out) for the duet. Made from the same
 * schedule as the audio and the lyric fields. Interval rows are not listed.
 */
export function demoSongTimings(): DemoSongTiming[] {
  return demoSchedules().map((s) => {
    const lyric_type: DemoLyricType = s.score.lyrics.word ? 'word' : 'ttml';
    const rows = lyric_type === 'word' ? wordRows(s) : ttmlRows(s);
    return {
      title: s.score.title,
      lyric_type,
      rows: rows.map((r) => ({
        time: r.time,
        text: r.text,
        words: r.words.map((w) => ({ start: w.w_start, duration: w.w_duration, text: w.w_text })),
      })),
    };
  });
}
