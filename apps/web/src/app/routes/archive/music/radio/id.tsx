import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { CollectionHead } from '../../../../../features/music/components/collection-head.tsx';
import { DetailFrame, isDetailNotFound } from '../../../../../features/music/components/detail-frame.tsx';
import { SongList } from '../../../../../features/music/components/song-list.tsx';
import { ncmIdOf, ncmWebUrl } from '../../../../../features/music/music-link.ts';
import { musicPaths } from '../../../../../features/music/music-paths.ts';
import { ncmRadioQuery } from '../../../../../features/music-sources/api.ts';
import { Placeholder } from '../../../../../ui/placeholder.tsx';
import { useBreadcrumbLabel } from '../../../../layout/page-hooks.ts';
import styles from '../music-page.module.css';
import { useMusicPlayer } from '../use-music-player.ts';

/**
 * "/archive/music/radio/:id" [ROUTE-31]: one NetEase Cloud Music radio (GET ncm/radio/): cover, name, host,
 * description, and its programs as songs (each plays the NCM song of the program) with "Play all" and "Add
 * all". An unknown radio shows the not-found text; an unset or unreachable upstream the error placeholder.
 */
export default function RadioPage() {
  const { t } = useTranslation('music');
  const id = ncmIdOf(useParams().id);
  const query = useQuery({ ...ncmRadioQuery(id ?? ''), enabled: id !== null });
  const player = useMusicPlayer();
  const notFound = isDetailNotFound(id !== null, query.error);
  const radio = query.data;
  useBreadcrumbLabel(notFound ? t('radio.not_found') : radio?.name);
  return (
    <div className={styles.page}>
      <DetailFrame
        query={query}
        idValid={id !== null}
        notFoundText={t('radio.not_found')}
        back={{ to: musicPaths.radios, text: t('radio.back') }}
      >
        {radio && (
          <>
            <CollectionHead
              cover_url={radio.cover_url}
              title={radio.name}
              byline={radio.dj ? t('radio.by', { name: radio.dj }) : undefined}
              description={radio.description}
            >
              <p className={styles.links}>
                <a href={ncmWebUrl('radio', radio.id)} target="_blank" rel="noopener noreferrer">
                  {t('ncm_song.link')}
                </a>
              </p>
            </CollectionHead>
            <Placeholder empty={radio.songs.length === 0} emptyText={t('radio.empty')}>
              <SongList
                label={t('radio.list')}
                songs={radio.songs}
                onPlay={player.play}
                onAdd={player.add}
                onPlayAll={player.playAll}
                onAddAll={player.addAll}
                currentKey={player.currentKey}
              />
            </Placeholder>
          </>
        )}
      </DetailFrame>
    </div>
  );
}
