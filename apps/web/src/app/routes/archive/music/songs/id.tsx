import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { CommentThread } from '../../../../../features/comments/components/comment-thread.tsx';
import { isSongNotFound, songIdOf, summaryOf, useSongDetail } from '../../../../../features/music/api.ts';
import { SongDetailView } from '../../../../../features/music/components/song-detail-view.tsx';
import { musicErrorCode } from '../../../../../features/music/error-text.ts';
import { lyricTypesOf } from '../../../../../features/music/lyric-types.ts';
import { musicPaths } from '../../../../../features/music/music-paths.ts';
import { lyricLineAt, parseStartTime } from '../../../../../features/music/start-time.ts';
import { playSongFrom } from '../../../../../features/player/play-from.ts';
import { formatPlayerTime } from '../../../../../features/player/time-format.ts';
import { ErrorText } from '../../../../../lib/error-text.ts';
import { Placeholder } from '../../../../../ui/placeholder.tsx';
import { useBreadcrumbLabel } from '../../../../layout/page-hooks.ts';
import { useViewer } from '../../../use-viewer.ts';
import styles from '../music-page.module.css';
import { useMusicPlayer } from '../use-music-player.ts';

/**
 * "/archive/music/songs/:id" [ROUTE-29]: one song of the site (cover, titles, artists, album, duration, the lyric
 * types it has, Play and "Add to queue") and its comment thread, whose target is the page's own address
 * [CMT-04]. The breadcrumb and title show the song's title once it is loaded; an unknown id shows a not-found
 * placeholder with a link back to the list.
 *
 * `?t=<seconds>` (a lyric result of the site search, issue 22 point 4) plays the song from that time once it is
 * loaded (`playSongFrom`; the visit comes from a click, so the browser lets it play, else it waits paused there) and
 * says from which line.
 */
export default function SongPage() {
  const { t } = useTranslation('music');
  const song_id = songIdOf(useParams().id);
  const query = useSongDetail(song_id);
  const player = useMusicPlayer();
  const viewer = useViewer();
  const notFound = song_id === null || isSongNotFound(query.error);
  const song = query.data;
  useBreadcrumbLabel(notFound ? t('song.not_found') : song?.title);
  const start_s = parseStartTime(useSearchParams()[0].get('t'));
  const { key: locationKey } = useLocation();
  const songRef = useRef(song);
  songRef.current = song;
  const loadedId = song?.song_id ?? null;
  // Once per visit of the address (a new `t` or song is a new one), not again when the song's data is refetched.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new visit of the same address (another click on the same lyric result) plays from the line again.
  useEffect(() => {
    const current = songRef.current;
    if (loadedId === null || start_s === null || current === undefined) return;
    return playSongFrom(summaryOf(current), start_s);
  }, [loadedId, start_s, locationKey]);
  const startLine = song && start_s !== null ? lyricLineAt(song.lrc, start_s) : null;
  return (
    <div className={styles.page}>
      <Placeholder
        loading={query.isPending && !notFound}
        error={notFound || query.isError}
        errorText={
          notFound ? (
            <>
              {t('song.not_found')} <Link to={musicPaths.songs}>{t('songs.back')}</Link>
            </>
          ) : (
            <ErrorText code={musicErrorCode(query.error)} context="load" />
          )
        }
        onRetry={notFound ? undefined : () => void query.refetch()}
      >
        {song && (
          <>
            {start_s !== null && (
              <p className={styles.startsFrom}>
                {startLine === null
                  ? t('song.from_time', { time: formatPlayerTime(start_s) })
                  : t('song.from_line', { time: formatPlayerTime(start_s), line: startLine })}
              </p>
            )}
            <SongDetailView
              song={song}
              onPlay={() => player.play(summaryOf(song))}
              onAdd={() => player.add(summaryOf(song))}
              lyricTypes={lyricTypesOf(song.lrc)}
              sourceLabel={t('source.local')}
            />
            <div className={styles.comments}>
              <CommentThread target={musicPaths.song(song.song_id)} viewer={viewer} />
            </div>
          </>
        )}
      </Placeholder>
    </div>
  );
}
