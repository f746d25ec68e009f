/**
 * A demo song as written (the score, in beats) and as played (the schedule, in seconds). The lyrics and the
 * audio are both made from the schedule, so a word's time is its note's time by construction.
 */

/** Who sings: `a` and `b` are the two voices (timbres) of the synthesiser. */
export type Singer = 'a' | 'b';

/**
 * One score item: a word and its notes, or a rest (a bare number of beats).
 * A word is `[text, pitch, beats, pitch, beats, ...]`: one note per syllable, several for a word held over a
 * melisma. `text` is what the lyric shows, trailing space included (`'lan'`, `'tern '`), in the ruby notation
 * where it has a reading (`'{夜|よる}'`). Pitches are note names with an octave: `C4` (middle C), `F#4`, `Bb3`.
 * @example ['tern ', 'G4', 1] // "tern " on G4 for one beat
 */
export type ScoreItem = readonly [text: string, ...notes: (string | number)[]] | number;

/** A row of the score: where it starts (beats from the song's start), its words, and what goes with it. */
export interface ScoreRow {
  at: number;
  items: readonly ScoreItem[];
  /** Singer of the row's words (default `a`); `parts` overrides it for rows two singers share. */
  singer?: Singer;
  /** Rows two singers share: the index of the first word each singer takes over, in order. */
  parts?: readonly { from_word: number; singer: Singer }[];
  translate?: string;
  roma?: string;
  /** Background vocals sung with this row (TTML `x-bg`), starting at `at` beats from the song's start. */
  background?: { at: number; singer: Singer; items: readonly ScoreItem[]; translate?: string };
  /** A blank line before this row in the plain text (a stanza break). */
  stanza?: boolean;
}

/** Which lyric fields a song gets. */
export interface LyricPlan {
  /** `lrc_word` (the site's word format). */
  word: boolean;
  /** `lrc_row` (one LRC line per row): what shows when word lyrics are turned off. */
  row: boolean;
  /** `lrc_word_cn` / `lrc_row_cn` (with `word` / `row`) from the rows' `translate`; colored and TTML always carry it. */
  translate: boolean;
  /** `lrc_word_roma` / `lrc_row_roma` (with `word` / `row`) from the rows' `roma`. */
  roma: boolean;
  plain_text: boolean;
  /** `lrc_row_colored*` from the rows' singers. */
  colored: boolean;
  /** `lrc_ttml`, background vocals included. */
  ttml: boolean;
}

/** A singer of the colored lyrics (LYR-14). */
export interface ScoreCharacter {
  name: string;
  color: string;
  text_color: string;
}

/** A demo song as its author writes it. */
export interface Score {
  /** File name stem: `audio/demo-<slug>.wav`, `covers/demo-<slug>.svg`. */
  slug: string;
  title: string;
  title_cn: string;
  artists_name: string;
  album_name: string;
  /** Beats per minute; one beat is a quarter note. */
  bpm: number;
  /** Song length in beats (the audio ends here). */
  length_beats: number;
  /** Chords: `[beat, name]`, each lasting until the next; the last until `length_beats`. Names: `C`, `Am`, `F#m`, `G7`. */
  chords: readonly (readonly [beat: number, name: string])[];
  rows: readonly ScoreRow[];
  lyrics: LyricPlan;
  characters?: Readonly<Partial<Record<Singer, ScoreCharacter>>>;
  /** Cover colours: gradient from, to. */
  cover: readonly [string, string];
}

/** A note as played: MIDI pitch, start and duration in seconds (whole milliseconds). */
export interface ScheduledNote {
  pitch: number;
  start: number;
  duration: number;
  singer: Singer;
  /** Background vocals are sung softer. */
  background: boolean;
}

/** A word as sung: text (ruby notation kept), start and duration in seconds (whole milliseconds), its notes. */
export interface ScheduledWord {
  text: string;
  start: number;
  duration: number;
  singer: Singer;
  notes: ScheduledNote[];
}

/** A row as sung. `time` is its first word's start; `duration` runs to its last word's end (seconds). */
export interface ScheduledRow {
  time: number;
  duration: number;
  words: ScheduledWord[];
  translate: string;
  roma: string;
  stanza: boolean;
  background?: { words: ScheduledWord[]; translate: string };
}

/** A chord as played: MIDI pitches of the pad, the bass pitch, start and duration in seconds. */
export interface ScheduledChord {
  pitches: number[];
  bass: number;
  start: number;
  duration: number;
}

/** The whole song in seconds: what the synthesiser plays and the lyrics show. */
export interface Schedule {
  score: Score;
  /** Seconds; the audio has exactly `duration * SAMPLE_RATE` samples. */
  duration: number;
  rows: ScheduledRow[];
  chords: ScheduledChord[];
  /** Every sung note (main and background vocals), by start. */
  notes: ScheduledNote[];
}

const NOTE_STEPS: Record<string, number> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };

/**
 * A note name to its MIDI number: `C4` = 60, `A4` = 69, `F#4` = 66, `Bb3` = 58.
 * @throws Error on a name that is not a note (a mistake in a score, caught by the tests).
 */
export function midi(name: string): number {
  const m = /^([A-G])(#|b)?(-?\d)$/.exec(name);
  const step = m ? NOTE_STEPS[m[1] as string] : undefined;
  if (!m || step === undefined) throw new Error(`not a note name: ${name}`);
  const accidental = m[2] === '#' ? 1 : m[2] === 'b' ? -1 : 0;
  return (Number(m[3]) + 1) * 12 + step + accidental;
}

/**
 * A chord name to the pad's pitches (between A2 and F#4) and the bass note (C2..B2).
 * Names: root (`C`, `F#`, `Bb`), then `m` for minor, then `7` for a dominant seventh.
 * @example chordPitches('Am') // { pitches: [48, 52, 57], bass: 45 }
 */
export function chordPitches(name: string): { pitches: number[]; bass: number } {
  const m = /^([A-G][#b]?)(m?)(7?)$/.exec(name);
  if (!m) throw new Error(`not a chord name: ${name}`);
  let root = midi(`${m[1]}3`);
  if (root > midi('F#3')) root -= 12; // the root between G2 and F#3: the pad stays warm, under the melody
  const third = m[2] === 'm' ? 3 : 4;
  const pitches = [root, root + third, root + 7];
  if (m[3] === '7') pitches.push(root + 10);
  // Lift the root an octave so the pad is an open, soft voicing rather than a low cluster.
  pitches[0] = root + 12;
  return { pitches: pitches.sort((x, y) => x - y), bass: root > midi('B2') ? root - 12 : root };
}

/** Beats to seconds rounded to whole milliseconds, from the song's start (no drift over a song). */
function seconds(beat: number, bpm: number): number {
  return Math.round((beat * 60000) / bpm) / 1000;
}

function scheduleItems(
  items: readonly ScoreItem[],
  at: number,
  bpm: number,
  singerOf: (wordIndex: number) => Singer,
  background = false,
): ScheduledWord[] {
  const words: ScheduledWord[] = [];
  let beat = at;
  for (const item of items) {
    if (typeof item === 'number') {
      beat += item;
      continue;
    }
    const [text, ...rest] = item;
    if (rest.length === 0 || rest.length % 2 !== 0) throw new Error(`word "${text}" needs pitch/beats pairs`);
    const singer = singerOf(words.length);
    const notes: ScheduledNote[] = [];
    for (let k = 0; k < rest.length; k += 2) {
      const pitch = rest[k];
      const beats = rest[k + 1];
      if (typeof pitch !== 'string' || typeof beats !== 'number' || beats <= 0)
        throw new Error(`word "${text}": bad note ${String(pitch)} ${String(beats)}`);
      const start = seconds(beat, bpm);
      beat += beats;
      const duration = Math.round((seconds(beat, bpm) - start) * 1000) / 1000;
      notes.push({ pitch: midi(pitch), start, duration, singer, background });
    }
    const first = notes[0] as ScheduledNote;
    const last = notes[notes.length - 1] as ScheduledNote;
    const end = Math.round((last.start + last.duration) * 1000) / 1000;
    words.push({ text, start: first.start, duration: Math.round((end - first.start) * 1000) / 1000, singer, notes });
  }
  return words;
}

function rowSpan(words: readonly ScheduledWord[]): { time: number; duration: number } {
  const first = words[0];
  const last = words[words.length - 1];
  if (!first || !last) throw new Error('a row needs words');
  return { time: first.start, duration: Math.round((last.start + last.duration - first.start) * 1000) / 1000 };
}

/**
 * Turns a score into its schedule: every beat position to seconds (whole milliseconds, counted from the song's
 * start so rounding never drifts), words to their notes, chords to pitches.
 * @throws Error when the score has a bad note or chord name, an empty row, or notes past its end.
 */
export function schedule(score: Score): Schedule {
  const bpm = score.bpm;
  const duration = seconds(score.length_beats, bpm);
  const rows: ScheduledRow[] = score.rows.map((row) => {
    const singerOf = (index: number): Singer => {
      let singer = row.singer ?? 'a';
      for (const part of row.parts ?? []) if (index >= part.from_word) singer = part.singer;
      return singer;
    };
    const words = scheduleItems(row.items, row.at, bpm, singerOf);
    const scheduled: ScheduledRow = {
      ...rowSpan(words),
      words,
      translate: row.translate ?? '',
      roma: row.roma ?? '',
      stanza: row.stanza ?? false,
    };
    if (row.background) {
      const bg = row.background;
      scheduled.background = {
        words: scheduleItems(bg.items, bg.at, bpm, () => bg.singer, true),
        translate: bg.translate ?? '',
      };
    }
    return scheduled;
  });
  const chords: ScheduledChord[] = score.chords.map(([beat, name], i) => {
    const next = score.chords[i + 1];
    const start = seconds(beat, bpm);
    const end = seconds(next ? next[0] : score.length_beats, bpm);
    return { ...chordPitches(name), start, duration: Math.round((end - start) * 1000) / 1000 };
  });
  const notes: ScheduledNote[] = [];
  for (const row of rows) {
    for (const w of row.words) notes.push(...w.notes);
    for (const w of row.background?.words ?? []) notes.push(...w.notes);
  }
  notes.sort((x, y) => x.start - y.start);
  for (const n of notes)
    if (n.start + n.duration > duration) throw new Error(`${score.slug}: a note ends after the song (${n.start} s)`);
  return { score, duration, rows, chords, notes };
}
