import { z } from 'zod/mini';
import { tokenidSchema } from './account.ts';

/**
 * The rhythm game's per-song leaderboard (issue 25 point 1; docs/decisions/0041): a signed-in player sends the
 * result of a finished play; everyone reads a song's top results at a difficulty. Paths:
 * `POST laboratory/submit_rhythm_score.php` (form body with `tokenid`) and
 * `GET laboratory/get_rhythm_scores.php?song_key=&difficulty=`.
 */

/** The game's difficulties (as `features/lab-rhythm/chart.ts` names them). */
export const rhythmDifficultySchema = z.enum(['easy', 'normal', 'hard']);

/** A song's key as lists carry it (`local:<song_id>`, `ncm:<id>`): letters, digits, `_ . : -`, 1-80 long. */
export const rhythmSongKeySchema = z
  .string()
  .check(z.minLength(1), z.maxLength(80), z.regex(/^[\w.:-]+$/, 'invalid_song_key'));

const coercedInt = (min: number, max: number) => z.coerce.number().check(z.int(), z.minimum(min), z.maximum(max));

/**
 * A finished play's result: `score` points (at most 1,100 per note: 1000 for a perfect with the 10 % combo bonus),
 * `accuracy` in percent (0-100), `max_combo` and `notes` counts; `max_combo` never above `notes`.
 */
export const submitRhythmScoreBodySchema = z
  .object({
    tokenid: z.optional(tokenidSchema),
    song_key: rhythmSongKeySchema,
    difficulty: rhythmDifficultySchema,
    score: coercedInt(0, 110_000_000),
    accuracy: z.coerce.number().check(z.minimum(0), z.maximum(100)),
    max_combo: coercedInt(0, 100_000),
    notes: coercedInt(1, 100_000),
  })
  .check(
    z.refine((b) => b.max_combo <= b.notes, { message: 'max_combo_over_notes', path: ['max_combo'] }),
    z.refine((b) => b.score <= b.notes * 1100, { message: 'score_too_high', path: ['score'] }),
  );
export type SubmitRhythmScoreBody = z.infer<typeof submitRhythmScoreBodySchema>;

export const getRhythmScoresQuerySchema = z.object({
  song_key: rhythmSongKeySchema,
  difficulty: rhythmDifficultySchema,
});

/** One line of a leaderboard: the player's nickname, the best result, when it was set (ISO 8601). */
export const rhythmScoreSchema = z.object({
  rank: z.int(),
  nickname: z.string(),
  score: z.int(),
  accuracy: z.number(),
  max_combo: z.int(),
  notes: z.int(),
  created_at: z.string(),
});
export type RhythmScore = z.infer<typeof rhythmScoreSchema>;

/** How many lines a leaderboard shows. */
export const rhythmLeaderboardSize = 10;

/** The answer of a submission: whether it became the player's new best, and the song's leaderboard. */
export const submitRhythmScoreAnswerSchema = z.object({ best: z.boolean(), scores: z.array(rhythmScoreSchema) });
