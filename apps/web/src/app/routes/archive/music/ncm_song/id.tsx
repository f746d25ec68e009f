import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DetailFrame, isDetailNotFound } from '../../../../../features/music/components/detail-frame.tsx';
import { SongDetailView } from '../../../../../features/music/components/song-detail-view.tsx';
import { ncmIdOf, ncmWebUrl } from '../../../../../features/music/music-link.ts';
import { musicPaths } from '../../../../../features/music/music-paths.ts';
import { ncmSongQuery } from '../../../../../features/music-sources/api.ts';
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
  const notFound = isDetailNotFound(id !== null, query.error);
  const song = query.data;
  useBreadcrumbLabel(notFound ? t('ncm_song.not_found') : song?.title);
  return (
    <div className={styles.page}>
      <DetailFrame
        query={query}
        idValid={id !== null}
        notFoundText={t('ncm_song.not_found')}
        back={{ to: musicPaths.ncmSongs, text: t('ncm_song.back') }}
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
      </DetailFrame>
    </div>
  );
}
