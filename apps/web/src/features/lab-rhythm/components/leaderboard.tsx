import { isRealToken, type RhythmScore, rhythmScoreSchema, submitRhythmScoreAnswerSchema } from '@site/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { apiData } from '../../../lib/api-client.ts';
import type { Difficulty } from '../chart.ts';
import type { Result } from '../judge.ts';
import styles from './rhythm-game.module.css';

type State =
  | { type: 'loading' }
  | { type: 'failed' }
  | { type: 'ready'; scores: RhythmScore[]; sent: boolean; best: boolean };

/**
 * The song's leaderboard on the results screen (issue 25 point 1): a signed-in player's finished play is sent once
 * (`POST laboratory/submit_rhythm_score.php`; the server keeps each account's best) and the board it answers is
 * shown; a guest sees the board (`GET laboratory/get_rhythm_scores.php`) and is told to sign in to join it.
 */
export function Leaderboard({
  tokenid,
  songKey,
  difficulty,
  result,
}: {
  /** The reader's token: a user's sends the result, a guest's only reads the board. */
  tokenid: string;
  songKey: string;
  difficulty: Difficulty;
  result: Result;
}) {
  const { t } = useTranslation('lab_rhythm');
  const signedIn = isRealToken(tokenid);
  const [state, setState] = useState<State>({ type: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const load = signedIn
      ? apiData('laboratory/submit_rhythm_score.php', {
          method: 'POST',
          body: {
            tokenid,
            song_key: songKey,
            difficulty,
            score: String(result.score),
            accuracy: String(result.accuracy),
            max_combo: String(result.maxCombo),
            notes: String(result.notes),
          },
          data: submitRhythmScoreAnswerSchema,
          signal,
        }).then((a) => ({ type: 'ready' as const, scores: a.scores, sent: true, best: a.best }))
      : apiData('laboratory/get_rhythm_scores.php', {
          query: { song_key: songKey, difficulty },
          data: z.array(rhythmScoreSchema),
          signal,
        }).then((scores) => ({ type: 'ready' as const, scores, sent: false, best: false }));
    load.then(
      (s) => {
        if (!signal.aborted) setState(s);
      },
      () => {
        if (!signal.aborted) setState({ type: 'failed' });
      },
    );
    return () => controller.abort();
  }, [signedIn, tokenid, songKey, difficulty, result]);

  return (
    <section className={styles.board} aria-labelledby="lab-rhythm-board" aria-busy={state.type === 'loading'}>
      <h3 id="lab-rhythm-board" className={styles.boardTitle}>
        {t('leaderboard.title', { difficulty: t(`difficulty.${difficulty}`) })}
      </h3>
      {state.type === 'loading' ? (
        <p className={styles.muted}>{t('leaderboard.loading')}</p>
      ) : state.type === 'failed' ? (
        <p role="alert">{t('leaderboard.failed')}</p>
      ) : (
        <>
          {state.scores.length === 0 ? (
            <p className={styles.muted}>{t('leaderboard.empty')}</p>
          ) : (
            <ol className={styles.boardList}>
              {state.scores.map((s) => (
                <li key={`${s.rank}-${s.nickname}`}>
                  <span className={styles.boardName}>{s.nickname}</span>
                  <span>{t('leaderboard.line', { score: s.score, accuracy: s.accuracy.toFixed(2) })}</span>
                </li>
              ))}
            </ol>
          )}
          <p className={styles.muted} role="status">
            {state.sent ? (state.best ? t('leaderboard.sent_best') : t('leaderboard.sent')) : t('leaderboard.sign_in')}
          </p>
        </>
      )}
    </section>
  );
}
