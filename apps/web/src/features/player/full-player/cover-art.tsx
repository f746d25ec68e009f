import type { SongSummary } from '@site/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/icon.tsx';
import styles from './full-player.module.css';

/** [FPLAY-18] The cover flips in this many seconds when the song changes. */
const COVER_FLIP_S = 0.5;

/**
 * The song's cover, square. When the song changes while it is shown, the new cover flips in (a rotation about
 * the vertical axis, 0.5 s) [FPLAY-18]; the first cover shown does not flip. No cover or a broken address shows a
 * music-note placeholder. `small` is the narrow layout's header thumbnail (never flips).
 */
export function CoverArt({ song, small = false }: { song: SongSummary | null; small?: boolean }) {
  const { t } = useTranslation('fullplayer');
  const first = useRef(song?.song_key);
  const [broken, setBroken] = useState<string | null>(null);
  const key = song?.song_key ?? '';
  const flip = !small && key !== first.current;
  const src = song?.cover_url ?? '';
  const className = small ? styles.coverSmall : styles.cover;
  if (src === '' || broken === src)
    return (
      <div
        key={key}
        className={`${className} ${styles.coverEmpty}`}
        role="img"
        aria-label={t('player.no_cover')}
        data-flip={flip ? '' : undefined}
        style={flip ? { animationDuration: `${COVER_FLIP_S}s` } : undefined}
      >
        <Icon name="music" size={small ? 20 : 64} />
      </div>
    );
  return (
    <img
      key={key}
      className={className}
      src={src}
      alt={small ? '' : t('player.cover', { title: song?.title ?? '' })}
      data-flip={flip ? '' : undefined}
      style={flip ? { animationDuration: `${COVER_FLIP_S}s` } : undefined}
      onError={() => setBroken(src)}
      draggable={false}
    />
  );
}
