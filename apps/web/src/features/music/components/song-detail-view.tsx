import type { SongSummary } from '@site/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { mediaIcons } from '../../../ui/media-icons.ts';
import { formatDuration } from '../format-duration.ts';
import type { SongLyricType } from '../lyric-types.ts';
import { SongCover } from './song-cover.tsx';
import styles from './song-detail-view.module.css';

/** Props of `SongDetailView`. */
export interface SongDetailViewProps {
  song: SongSummary;
  /** Plays the song (the player's `playSong`). The button's name is the plain "Play". */
  onPlay: () => void;
  /** Adds it to the queue (the player's `addSong`). */
  onAdd: () => void;
  /** The lyric types the song has (local songs: `lyricTypesOf`); undefined hides the section. */
  lyricTypes?: readonly { type: SongLyricType; translation: boolean; romanisation: boolean }[];
  /** A line under the titles naming where the song comes from (e.g. "NetEase Cloud Music"). */
  sourceLabel?: ReactNode;
  /** Extra content under the buttons (an external link, say). */
  children?: ReactNode;
}

/**
 * One song's page head (ROUTE-29, ROUTE-33): cover, title as the page's `h1`, translated title, artists, album,
 * duration (seconds shown as m:ss), Play and "Add to queue" buttons, and the lyric types it has.
 */
export function SongDetailView({ song, onPlay, onAdd, lyricTypes, sourceLabel, children }: SongDetailViewProps) {
  const { t } = useTranslation('music');
  return (
    <section className={styles.detail} aria-labelledby="song-detail-title">
      <SongCover url={song.cover_url} size={200} />
      <div className={styles.body}>
        <h1 id="song-detail-title" className={styles.title}>
          {song.title}
        </h1>
        {song._title_cn && <p className={styles.subtitle}>{song._title_cn}</p>}
        <dl className={styles.facts}>
          <dt>{t('song.artists')}</dt>
          <dd>{song._artists_name || t('song.unknown_artist')}</dd>
          {song._album_name && (
            <>
              <dt>{t('song.album')}</dt>
              <dd>{song._album_name}</dd>
            </>
          )}
          <dt>{t('song.duration')}</dt>
          <dd>{formatDuration(song.song_duration)}</dd>
          {sourceLabel && (
            <>
              <dt>{t('song.source')}</dt>
              <dd>{sourceLabel}</dd>
            </>
          )}
        </dl>
        <div className={styles.buttons}>
          <Button variant="primary" icon={mediaIcons.musicPlay} onClick={onPlay}>
            {t('actions.play')}
          </Button>
          <Button icon={mediaIcons.musicQueueAdd} onClick={onAdd}>
            {t('actions.add')}
          </Button>
        </div>
        {lyricTypes && (
          <div className={styles.lyrics}>
            <h2 className={styles.lyricsTitle}>{t('song.lyric_types')}</h2>
            {lyricTypes.length === 0 ? (
              <p>{t('song.no_lyrics')}</p>
            ) : (
              <ul className={styles.tags}>
                {lyricTypes.map((entry) => (
                  <li key={entry.type} className={styles.tag}>
                    {t(`lyric_type.${entry.type}`)}
                    {entry.translation && <span> · {t('song.translation')}</span>}
                    {entry.romanisation && <span> · {t('song.romanisation')}</span>}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
        {children}
      </div>
    </section>
  );
}
