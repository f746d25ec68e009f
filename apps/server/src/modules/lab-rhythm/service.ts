import { type RhythmScore, rhythmLeaderboardSize, type SubmitRhythmScoreBody } from '@site/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * The rhythm game's leaderboard (issue 25 point 1, decision 0041): each account's best result per song and
 * difficulty. Results are what the browser reports (the game runs there); the contract bounds them.
 */

/** A song's top `rhythmLeaderboardSize` results at `difficulty`, best first (ties: the earlier one first). */
export async function leaderboard(
  db: Kysely<Database>,
  song_key: string,
  difficulty: SubmitRhythmScoreBody['difficulty'],
): Promise<RhythmScore[]> {
  const rows = await db
    .selectFrom('rhythm_scores as r')
    .leftJoin('characters as c', 'c.cid', 'r.cid')
    .select(['r.uid', 'c.nickname', 'r.score', 'r.accuracy', 'r.max_combo', 'r.notes', 'r.created_at'])
    .where('r.song_key', '=', song_key)
    .where('r.difficulty', '=', difficulty)
    .orderBy('r.score', 'desc')
    .orderBy('r.created_at', 'asc')
    .orderBy('r.uid', 'asc')
    .limit(rhythmLeaderboardSize)
    .execute();
  return rows.map((r, i) => ({
    rank: i + 1,
    nickname: r.nickname ?? r.uid,
    score: Number(r.score),
    accuracy: Number(r.accuracy),
    max_combo: Number(r.max_combo),
    notes: Number(r.notes),
    created_at: r.created_at,
  }));
}

/**
 * Keeps `body` as the account's result for the song and difficulty when it beats the one kept (or none is), in one
 * transaction. @returns whether it became the new best.
 */
export async function submitScore(
  db: Kysely<Database>,
  who: { uid: string; cid: number },
  body: SubmitRhythmScoreBody,
  now: number,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const kept = await trx
      .selectFrom('rhythm_scores')
      .select('score')
      .where('uid', '=', who.uid)
      .where('song_key', '=', body.song_key)
      .where('difficulty', '=', body.difficulty)
      .executeTakeFirst();
    if (kept && Number(kept.score) >= body.score) return false;
    const row = {
      cid: who.cid,
      score: body.score,
      accuracy: Math.round(body.accuracy * 100) / 100,
      max_combo: body.max_combo,
      notes: body.notes,
      created_at: new Date(now).toISOString(),
    };
    if (kept)
      await trx
        .updateTable('rhythm_scores')
        .set(row)
        .where('uid', '=', who.uid)
        .where('song_key', '=', body.song_key)
        .where('difficulty', '=', body.difficulty)
        .execute();
    else
      await trx
        .insertInto('rhythm_scores')
        .values({ uid: who.uid, song_key: body.song_key, difficulty: body.difficulty, ...row })
        .execute();
    return true;
  });
}
