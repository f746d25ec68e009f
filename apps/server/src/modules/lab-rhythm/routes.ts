import { getRhythmScoresQuerySchema, submitRhythmScoreBodySchema } from '@site/contracts';
import type { FastifyInstance } from 'fastify';
import { rawTokenid, requireUser } from '../../http/auth.ts';
import type { AppDeps } from '../../http/deps.ts';
import { ok, parseInput } from '../../http/envelope.ts';
import { leaderboard, submitScore } from './service.ts';

/**
 * The rhythm game's leaderboard calls (contracts `lab-rhythm.ts`, issue 25 point 1): a signed-in player submits a
 * finished play's result; anyone reads a song's board.
 */
export function registerLabRhythmRoutes(api: FastifyInstance, { config, db: { db } }: AppDeps): void {
  api.post('/laboratory/submit_rhythm_score.php', async (request) => {
    const identity = await requireUser(db, rawTokenid(request.body), config.now());
    const body = parseInput(submitRhythmScoreBodySchema, request.body ?? {});
    const best = await submitScore(db, identity, body, config.now());
    return ok({ best, scores: await leaderboard(db, body.song_key, body.difficulty) });
  });

  api.get('/laboratory/get_rhythm_scores.php', async (request) => {
    const { song_key, difficulty } = parseInput(getRhythmScoresQuerySchema, request.query);
    return ok(await leaderboard(db, song_key, difficulty));
  });
}
