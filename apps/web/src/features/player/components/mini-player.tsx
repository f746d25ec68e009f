import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/icon.tsx';
import { mediaIcons } from '../../../ui/media-icons.ts';
import { usePlayerStore } from '../store.ts';
import { TOAST_CLEAR_ATTRIBUTE } from '../toast-clearance.ts';
import styles from './mini-player.module.css';
import controlStyles from './player-controls.module.css';
import { ModeButton, PlayPauseButton, StepButton } from './player-controls.tsx';
import { ProgressSlider } from './progress-slider.tsx';
import { VolumeControl } from './volume-control.tsx';

/** The song's cover, or the music icon when it has none or the image fails. */
function Cover({ url }: { url: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (url === '' || failed === url)
    return (
      <span className={styles.cover}>
        <Icon name="music" />
      </span>
    );
  return <img className={styles.cover} src={url} alt="" loading="lazy" onError={() => setFailed(url)} />;
}

/**
 * The compact player at the bottom of the music pages (a landmark named "Player"): cover, title and artist,
 * the mode button [PLAY-15][PLAY-16], previous / play-pause / next [PLAY-38..40], the progress bar with its
 * drag rules and time display [PLAY-35..37][FPLAY-20], the volume button and slider [PLAY-41..43][PLAY-57], and
 * a button opening the full player. Reads and drives `usePlayerStore`; `<PlayerHost/>` must be mounted for
 * sound. Fits 320 px wide (two rows there).
 */
export function MiniPlayer({ className }: { className?: string }) {
  const { t } = useTranslation('player');
  const song = usePlayerStore((s) => s.current_song);
  return (
    <section
      className={[styles.mini, className ?? ''].filter(Boolean).join(' ')}
      aria-label={t('mini.label')}
      {...{ [TOAST_CLEAR_ATTRIBUTE]: '' }}
    >
      <ProgressSlider className={styles.progress} />
      <div className={styles.song}>
        <Cover url={song?.cover_url ?? ''} />
        <div className={styles.titles}>
          <span className={styles.title}>{song?.title ?? t('mini.no_song')}</span>
          {song?._artists_name ? <span className={styles.artist}>{song._artists_name}</span> : null}
        </div>
      </div>
      <div className={styles.controls}>
        <ModeButton />
        <StepButton direction={-1} />
        <PlayPauseButton />
        <StepButton direction={1} />
      </div>
      <div className={styles.side}>
        <VolumeControl className={styles.volume} />
        <button
          type="button"
          className={controlStyles.control}
          aria-label={t('mini.open_full')}
          onClick={() => usePlayerStore.getState().setOpen('full_player', true)}
        >
          <Icon name={mediaIcons.playerExpand} />
        </button>
      </div>
    </section>
  );
}
