import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { useSongs } from '../../../../features/music/api.ts';
import { MusicSections } from '../../../../features/music/components/music-sections.tsx';
import { QueueSummary } from '../../../../features/music/components/queue-summary.tsx';
import { SongList } from '../../../../features/music/components/song-list.tsx';
import { musicErrorCode } from '../../../../features/music/error-text.ts';
import { musicPaths } from '../../../../features/music/music-paths.ts';
import { usePlayerStore } from '../../../../features/player/store.ts';
import { ErrorText } from '../../../../lib/error-text.ts';
import { Placeholder } from '../../../../ui/placeholder.tsx';
import styles from './music-page.module.css';
import { useMusicPlayer } from './use-music-player.ts';

/** How many of the newest songs the music home lists. */
const homeRecentSongsCount = 6;

/**
 * "/archive/music" [ROUTE-25]: the music home. A welcome, the newest songs of the site with play and
 * add-to-queue buttons (any visitor may play [ROLE-02]), the current queue in short, and a card for every
 * section of the music app.
 */
export default function MusicHomePage() {
  const { t } = useTranslation('music');
  const recent = useSongs(1, homeRecentSongsCount);
  const player = useMusicPlayer();
  const queue = usePlayerStore(
    useShallow((s) => ({ count: s.queue.length, current: s.current_song, state: s.current_song_state })),
  );
  const songs = recent.data?.items ?? [];
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('home.title')}</h1>
      <p className={styles.lead}>{t('home.intro')}</p>
      <div className={styles.columns}>
        <section className={styles.section} aria-labelledby="music-recent-title">
          <h2 id="music-recent-title" className={styles.sectionTitle}>
            {t('home.recent_title')}
          </h2>
          <Placeholder
            loading={recent.isPending}
            error={recent.isError}
            errorText={<ErrorText code={musicErrorCode(recent.error)} context="load" />}
            onRetry={() => void recent.refetch()}
            empty={recent.data !== undefined && songs.length === 0}
            emptyText={t('songs.empty')}
          >
            <SongList
              label={t('home.recent_title')}
              songs={songs}
              onPlay={player.play}
              onAdd={player.add}
              onPlayAll={player.playAll}
              linkFor={(song) => musicPaths.song(song.song_id)}
              currentKey={player.currentKey}
            />
            <p className={styles.links}>
              <Link to={musicPaths.songs}>{t('home.all_songs')}</Link>
            </p>
          </Placeholder>
        </section>
        <QueueSummary headingId="music-queue-title" {...queue} />
      </div>
      <section className={styles.section} aria-labelledby="music-sections-title">
        <h2 id="music-sections-title" className={styles.sectionTitle}>
          {t('home.sections_title')}
        </h2>
        <MusicSections />
      </section>
    </div>
  );
}
