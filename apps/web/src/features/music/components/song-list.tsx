import type { SongSummary } from '@site/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../ui/button.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { mediaIcons } from '../../../ui/media-icons.ts';
import { formatDuration } from '../format-duration.ts';
import { SongCover } from './song-cover.tsx';
import styles from './song-list.module.css';

/** Props of `SongList`. The player actions come from the route page (features do not import each other). */
export interface SongListProps {
  songs: readonly SongSummary[];
  /** Plays one song (the player's `playSong`). */
  onPlay: (song: SongSummary) => void;
  /** Adds one song to the queue (the player's `addSong`, which toasts ERR-28/29). */
  onAdd: (song: SongSummary) => void;
  /** With it, a "Play all" button plays the whole list from its first song. */
  onPlayAll?: (songs: readonly SongSummary[]) => void;
  /** With it, an "Add all" button adds every song not yet queued. */
  onAddAll?: (songs: readonly SongSummary[]) => void;
  /** The address of a song's own page, or null for none; the title links there. */
  linkFor?: (song: SongSummary) => string | null;
  /** The song_key of the player's current song: its row is marked. */
  currentKey?: string | null;
  /** The number shown before the first row (1 by default; 21 on the second page of 20). */
  firstNumber?: number;
  /** Accessible name of the list. */
  label: string;
}

/**
 * A list of songs as the music pages show them (local songs, NCM playlists and radio, Meting playlists): number,
 * cover, title with its translated subtitle, artists and album, duration (seconds shown as m:ss), and per row a
 * play and an add-to-queue button named after the song [ROLE-02]. Optional "Play all" / "Add all" above it.
 * Narrow screens (from 320 px) drop the album and keep the buttons.
 *
 * @example <SongList label={t('songs.list')} songs={page.items} onPlay={playSong} onAdd={addSong} onPlayAll={playAll} />
 */
export function SongList({
  songs,
  onPlay,
  onAdd,
  onPlayAll,
  onAddAll,
  linkFor,
  currentKey = null,
  firstNumber = 1,
  label,
}: SongListProps) {
  const { t } = useTranslation('music');
  // A list may hold one song twice (a radio replaying a song): its second row is `<song_key>#1`, and so on.
  const seen = new Map<string, number>();
  const rowKey = (song_key: string) => {
    const count = seen.get(song_key) ?? 0;
    seen.set(song_key, count + 1);
    return count === 0 ? song_key : `${song_key}#${count}`;
  };
  return (
    <div className={styles.wrapper}>
      {(onPlayAll || onAddAll) && songs.length > 0 && (
        <div className={styles.actions}>
          {onPlayAll && (
            <Button variant="primary" icon={mediaIcons.musicPlay} onClick={() => onPlayAll(songs)}>
              {t('actions.play_all')}
            </Button>
          )}
          {onAddAll && (
            <Button icon={mediaIcons.musicQueueAdd} onClick={() => onAddAll(songs)}>
              {t('actions.add_all')}
            </Button>
          )}
        </div>
      )}
      <ol className={styles.list} aria-label={label}>
        {songs.map((song, index) => {
          const href = linkFor?.(song) ?? null;
          const current = song.song_key === currentKey;
          return (
            <li key={rowKey(song.song_key)} className={styles.row} aria-current={current ? 'true' : undefined}>
              <span className={styles.number} aria-hidden="true">
                {current ? <Icon name="music" size={16} /> : firstNumber + index}
              </span>
              <SongCover url={song.cover_url} size={44} />
              <div className={styles.text}>
                <p className={styles.title}>
                  {href ? <Link to={href}>{song.title}</Link> : song.title}
                  {song._title_cn && <span className={styles.subtitle}>{song._title_cn}</span>}
                </p>
                <p className={styles.meta}>
                  {song._artists_name || t('song.unknown_artist')}
                  {song._album_name && <span className={styles.album}> · {song._album_name}</span>}
                </p>
              </div>
              <span className={styles.duration}>{formatDuration(song.song_duration)}</span>
              <span className={styles.buttons}>
                <button
                  type="button"
                  className={styles.iconButton}
                  aria-label={t('actions.play_song', { title: song.title })}
                  onClick={() => onPlay(song)}
                >
                  <Icon name={mediaIcons.musicPlay} size={18} />
                </button>
                <button
                  type="button"
                  className={styles.iconButton}
                  aria-label={t('actions.add_song', { title: song.title })}
                  onClick={() => onAdd(song)}
                >
                  <Icon name={mediaIcons.musicQueueAdd} size={18} />
                </button>
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
