import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { SongList } from '../../../../../features/music/components/song-list.tsx';
import { musicErrorCode } from '../../../../../features/music/error-text.ts';
import { isMusicServer } from '../../../../../features/music/featured.ts';
import { metingIdOf } from '../../../../../features/music/music-link.ts';
import { musicPaths } from '../../../../../features/music/music-paths.ts';
import { metingPlaylistQuery } from '../../../../../features/music-sources/api.ts';
import { ErrorText } from '../../../../../lib/error-text.ts';
import { Placeholder } from '../../../../../ui/placeholder.tsx';
import { useBreadcrumbLabel } from '../../../../layout/page-hooks.ts';
import styles from '../music-page.module.css';
import { useMusicPlayer } from '../use-music-player.ts';

/**
 * "/archive/music/all_server/:server/:id" [ROUTE-32]: one playlist of a Meting server (GET meting/?type=playlist):
 * its songs with play / add buttons, "Play all" and "Add all"; each plays its Meting audio with its Meting
 * lyrics (API-23). An unknown server or playlist shows the not-found text; an unset or unreachable upstream the
 * error placeholder.
 */
export default function ServerPlaylistPage() {
  const { t } = useTranslation('music');
  const params = useParams();
  const server = isMusicServer(params.server) ? params.server : null;
  const id = metingIdOf(params.id);
  const query = useQuery({
    ...metingPlaylistQuery(server ?? 'netease', id ?? ''),
    enabled: server !== null && id !== null,
  });
  const player = useMusicPlayer();
  const code = musicErrorCode(query.error);
  const notFound = server === null || id === null || code === 'not_found' || code === 'invalid_input';
  const title = id === null ? '' : t('all_server.playlist_title', { id });
  useBreadcrumbLabel(notFound ? t('all_server.not_found') : title);
  const back = server === null ? musicPaths.servers : musicPaths.server(server);
  const serverName = server === null ? '' : t(`servers.${server}`);
  return (
    <div className={styles.page}>
      {!notFound && (
        <div className={styles.headText}>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.muted}>{t('source.meting', { server: serverName })}</p>
        </div>
      )}
      <Placeholder
        loading={query.isPending && !notFound}
        error={notFound || query.isError}
        errorText={
          notFound ? (
            <>
              {t('all_server.not_found')}{' '}
              <Link to={back}>
                {server === null ? t('all_server.back') : t('all_server.back_server', { server: serverName })}
              </Link>
            </>
          ) : (
            <ErrorText code={code} context="load" />
          )
        }
        onRetry={notFound ? undefined : () => void query.refetch()}
        empty={query.data !== undefined && query.data.length === 0}
        emptyText={t('playlist.empty')}
      >
        {query.data && (
          <section className={styles.section}>
            <p className={styles.summary}>{t('songs.summary', { count: query.data.length })}</p>
            <SongList
              label={t('all_server.list_label')}
              songs={query.data}
              onPlay={player.play}
              onAdd={player.add}
              onPlayAll={player.playAll}
              onAddAll={player.addAll}
              currentKey={player.currentKey}
            />
          </section>
        )}
      </Placeholder>
    </div>
  );
}
