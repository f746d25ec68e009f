import type { SongSummary } from '@site/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { musicPaths } from '../music-paths.ts';
import styles from './queue-summary.module.css';
import { SongCover } from './song-cover.tsx';

/** Props of `QueueSummary`: the player's queue length, current song and its state (read by the route page). */
export interface QueueSummaryProps {
  count: number;
  current: SongSummary | null;
  state: 'none' | 'loading' | 'playing' | 'paused';
  headingId: string;
}

/**
 * The music home's "Your queue" card: how many songs are queued, the current song with its state (playing,
 * paused, loading), and a link to the single-page player. An empty queue says so and points to the song list.
 */
export function QueueSummary({ count, current, state, headingId }: QueueSummaryProps) {
  const { t } = useTranslation('music');
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {t('home.queue_title')}
      </h2>
      {count === 0 ? (
        <p className={styles.text}>
          {t('home.queue_empty')} <Link to={musicPaths.songs}>{t('home.browse_songs')}</Link>
        </p>
      ) : (
        <>
          <p className={styles.text}>{t('home.queue_count', { count })}</p>
          {current && (
            <div className={styles.current}>
              <SongCover url={current.cover_url} size={48} />
              <p className={styles.now}>
                <span className={styles.state}>{t(`home.state.${state}`)}</span>
                <span className={styles.song}>{current.title}</span>
                {current._artists_name && <span className={styles.artist}>{current._artists_name}</span>}
              </p>
            </div>
          )}
          <Link to={musicPaths.player} className={styles.link}>
            {t('home.open_player')}
          </Link>
        </>
      )}
    </section>
  );
}
