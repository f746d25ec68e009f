import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { SongDetailView } from '../../../../../features/music/components/song-detail-view.tsx';
import { musicErrorKey } from '../../../../../features/music/error-text.ts';
import { ncmIdOf, ncmWebUrl } from '../../../../../features/music/music-link.ts';
import { musicPaths } from '../../../../../features/music/music-paths.ts';
import { ncmSongQuery } from '../../../../../features/music-sources/api.ts';
import { Placeholder } from '../../../../../ui/placeholder.tsx';
import { useBreadcrumbLabel } from '../../../../layout/page-hooks.ts';
import styles from '../music-page.module.css';
import { useMusicPlayer } from '../use-music-player.ts';

/**
 * "/archive/music/ncm_song/:id" [ROUTE-33]: one NetEase Cloud Music song (GET ncm/song_detail/): cover, titles,
 * artists, album, duration, Play and "Add to queue" (the player looks its audio and lyrics up when it plays,
 * API-14, API-20) and a link to music.163.com. An id that is no NCM id or that the upstream does not know shows
 * the not-found text; an unset or unreachable upstream shows the error placeholder.
 */
export default function NcmSongPage() {
  const { t } = useTranslation('music');
  const id = ncmIdOf(useParams().id);
  const query = useQuery({ ...ncmSongQuery(id ?? ''), enabled: id !== null });
  const player = useMusicPlayer();
  const code = musicErrorKey(query.error);
  const notFound = id === null || code === 'errors.not_found' || code === 'errors.invalid_input';
  const song = query.data;
  useBreadcrumbLabel(notFound ? t('ncm_song.not_found') : song?.title);
  return (
    <div className={styles.page}>
      <Placeholder
        loading={query.isPending && !notFound}
        error={notFound || query.isError}
        errorText={
          notFound ? (
            <>
              {t('ncm_song.not_found')} <Link to={musicPaths.ncmSongs}>{t('ncm_song.back')}</Link>
            </>
          ) : (
            t(code)
          )
        }
        onRetry={notFound ? undefined : () => void query.refetch()}
      >
        {song && (
          <SongDetailView
            song={song}
            onPlay={() => player.play(song)}
            onAdd={() => player.add(song)}
            sourceLabel={t('source.ncm')}
          >
            <p className={styles.links}>
              <a href={ncmWebUrl('song', song.ncm_id)} target="_blank" rel="noopener noreferrer">
                {t('ncm_song.link')}
              </a>
            </p>
          </SongDetailView>
        )}
      </Placeholder>
    </div>
  );
}
