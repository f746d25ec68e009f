import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { CollectionHead } from '../../../../../features/music/components/collection-head.tsx';
import { DetailFrame, isDetailNotFound } from '../../../../../features/music/components/detail-frame.tsx';
import { SongList } from '../../../../../features/music/components/song-list.tsx';
import { ncmIdOf, ncmWebUrl } from '../../../../../features/music/music-link.ts';
import { musicPaths } from '../../../../../features/music/music-paths.ts';
import { ncmPlaylistQuery } from '../../../../../features/music-sources/api.ts';
import { Placeholder } from '../../../../../ui/placeholder.tsx';
import { useBreadcrumbLabel } from '../../../../layout/page-hooks.ts';
import styles from '../music-page.module.css';
import { useMusicPlayer } from '../use-music-player.ts';

/**
 * "/archive/music/playlist/:id" [ROUTE-30]: one NetEase Cloud Music playlist (GET ncm/playlist/): cover, name,
 * creator, description, and every song with play / add buttons, "Play all" and "Add all". Unknown or private
 * playlists show the not-found text; an unset or unreachable upstream the error placeholder.
 */
export default function PlaylistPage() {
  const { t } = useTranslation('music');
  const id = ncmIdOf(useParams().id);
  const query = useQuery({ ...ncmPlaylistQuery(id ?? ''), enabled: id !== null });
  const player = useMusicPlayer();
  const notFound = isDetailNotFound(id !== null, query.error);
  const list = query.data;
  useBreadcrumbLabel(notFound ? t('playlist.not_found') : list?.name);
  return (
    <div className={styles.page}>
      <DetailFrame
        query={query}
        idValid={id !== null}
        notFoundText={t('playlist.not_found')}
        back={{ to: musicPaths.playlists, text: t('playlist.back') }}
      >
        {list && (
          <>
            <CollectionHead
              cover_url={list.cover_url}
              title={list.name}
              byline={list.creator ? t('playlist.by', { name: list.creator }) : undefined}
              description={list.description}
            >
              <p className={styles.summary}>{t('songs.summary', { count: list.songs.length })}</p>
              <p className={styles.links}>
                <a href={ncmWebUrl('playlist', list.id)} target="_blank" rel="noopener noreferrer">
                  {t('ncm_song.link')}
                </a>
              </p>
            </CollectionHead>
            <Placeholder empty={list.songs.length === 0} emptyText={t('playlist.empty')}>
              <SongList
                label={t('playlist.list')}
                songs={list.songs}
                onPlay={player.play}
                onAdd={player.add}
                onPlayAll={player.playAll}
                onAddAll={player.addAll}
                linkFor={(song) => musicPaths.ncmSong(song.ncm_id)}
                currentKey={player.currentKey}
              />
            </Placeholder>
          </>
        )}
      </DetailFrame>
    </div>
  );
}
