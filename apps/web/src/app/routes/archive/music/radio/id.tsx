import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { CollectionHead } from '../../../../../features/music/components/collection-head.tsx';
import { SongList } from '../../../../../features/music/components/song-list.tsx';
import { musicErrorKey } from '../../../../../features/music/error-text.ts';
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
  const code = musicErrorKey(query.error);
  const notFound = id === null || code === 'errors.not_found' || code === 'errors.invalid_input';
  const radio = query.data;
  useBreadcrumbLabel(notFound ? t('radio.not_found') : radio?.name);
  return (
    <div className={styles.page}>
      <Placeholder
        loading={query.isPending && !notFound}
        error={notFound || query.isError}
        errorText={
          notFound ? (
            <>
              {t('radio.not_found')} <Link to={musicPaths.radios}>{t('radio.back')}</Link>
            </>
          ) : (
            t(code)
          )
        }
        onRetry={notFound ? undefined : () => void query.refetch()}
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
      </Placeholder>
    </div>
  );
}
