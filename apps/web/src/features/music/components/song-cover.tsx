import { useState } from 'react';
import { Icon } from '../../../ui/icon.tsx';
import styles from './song-cover.module.css';

/**
 * A song's cover picture, square, `size` px wide; decorative (the title next to it names the song). No address,
 * or one that fails to load, shows a music note instead.
 */
export function SongCover({ url, size }: { url: string; size: number }) {
  const [failed, setFailed] = useState<string | null>(null);
  const usable = url !== '' && failed !== url;
  return (
    <span className={styles.cover} style={{ width: size, height: size }}>
      {usable ? (
        <img
          src={url}
          alt=""
          width={size}
          height={size}
          loading="lazy"
          decoding="async"
          referrerPolicy="no-referrer"
          onError={() => setFailed(url)}
        />
      ) : (
        <Icon name="music" size={Math.round(size * 0.45)} />
      )}
    </span>
  );
}
