import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { QueueList } from '../../../../features/player/full-player/queue-list.tsx';
import { LyricsView } from '../../../../features/player/lyrics-view/lyrics-view.tsx';
import { usePlayerStore } from '../../../../features/player/store.ts';
import styles from './player-page.module.css';

/**
 * "/archive/music/player" [ROUTE-26]: the single-page player — the play queue and the scrolling lyrics of the
 * current song side by side (stacked under 920 px, the lyrics first). While it is shown the player's
 * `open.single_page_player` flag is set, so the header's music button does not open the full player over it
 * [LAYOUT-18]; leaving the page clears the flag.
 */
export default function PlayerPage() {
  const { t } = useTranslation('music');
  const song = usePlayerStore((s) => s.current_song);
  useEffect(() => {
    const { setOpen } = usePlayerStore.getState();
    setOpen('single_page_player', true);
    setOpen('full_player', false);
    return () => usePlayerStore.getState().setOpen('single_page_player', false);
  }, []);
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.title}>{t('player_page.title')}</h1>
        {song && (
          <p className={styles.now}>
            <span className={styles.song}>{song.title}</span>
            {song._artists_name && <span className={styles.artist}>{song._artists_name}</span>}
          </p>
        )}
      </header>
      <div className={styles.grid}>
        <div className={styles.lyrics}>
          <LyricsView className={styles.lyricsView} />
        </div>
        <div className={styles.queue}>
          <QueueList className={styles.queueList} />
        </div>
      </div>
    </div>
  );
}
