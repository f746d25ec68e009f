import { isRealToken } from '@site/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { useAccountStore } from '../../../../../features/account/store.ts';
import { songKeys, useSongs } from '../../../../../features/music/api.ts';
import { SongList } from '../../../../../features/music/components/song-list.tsx';
import { musicErrorCode } from '../../../../../features/music/error-text.ts';
import { musicPaths } from '../../../../../features/music/music-paths.ts';
import { pageCount, parsePageParam, songsPageSize } from '../../../../../features/music/page-param.ts';
import { ErrorText } from '../../../../../lib/error-text.ts';
import { Pagination } from '../../../../../ui/pagination.tsx';
import { Placeholder } from '../../../../../ui/placeholder.tsx';
import styles from '../music-page.module.css';
import { useMusicPlayer } from '../use-music-player.ts';

// Only admins add songs: the dialog's code and strings load when an admin opens this page.
const AddSongButton = lazy(() =>
  import('../../../../../features/music-admin/components/add-song-dialog.tsx').then((m) => ({
    default: m.AddSongButton,
  })),
);

/**
 * "/archive/music/songs" [ROUTE-28]: every song of the site, 20 a page (`?page=2`, so a page can be linked and
 * reached with Back), each with play and add-to-queue buttons and a link to its page; "Play all" / "Add all"
 * take the page shown. Loading, error and empty states through the Placeholder. Admins get an "Add song"
 * button (upload and metadata dialog); a saved song refreshes the list.
 */
export default function SongsPage() {
  const { t } = useTranslation('music');
  const client = useQueryClient();
  const admin = useAccountStore(
    useShallow((s) => ({ is_admin: s.is_admin, tokenid: isRealToken(s.tokenid) ? s.tokenid : null })),
  );
  const [params] = useSearchParams();
  const page = parsePageParam(params.get('page'));
  const query = useSongs(page, songsPageSize);
  const player = useMusicPlayer();
  const data = query.data;
  return (
    <div className={styles.page}>
      <div className={styles.titleRow}>
        <h1 className={styles.title}>{t('songs.title')}</h1>
        {admin.is_admin && admin.tokenid !== null && (
          <Suspense fallback={null}>
            <AddSongButton
              tokenid={admin.tokenid}
              onSaved={() => void client.invalidateQueries({ queryKey: songKeys.all })}
            />
          </Suspense>
        )}
      </div>
      <Placeholder
        loading={query.isPending}
        error={query.isError}
        errorText={<ErrorText code={musicErrorCode(query.error)} context="load" />}
        onRetry={() => void query.refetch()}
        empty={data !== undefined && data.items.length === 0}
        emptyText={t('songs.empty')}
      >
        {data && (
          <section className={styles.section} aria-busy={query.isFetching}>
            <p className={styles.summary}>{t('songs.summary', { count: data.total })}</p>
            <SongList
              label={t('songs.list')}
              songs={data.items}
              firstNumber={(data.page - 1) * data.page_size + 1}
              onPlay={player.play}
              onAdd={player.add}
              onPlayAll={player.playAll}
              onAddAll={player.addAll}
              linkFor={(song) => musicPaths.song(song.song_id)}
              currentKey={player.currentKey}
            />
            <Pagination
              page={page}
              total={pageCount(data.total, data.page_size)}
              hrefFor={(p) => (p <= 1 ? musicPaths.songs : `${musicPaths.songs}?page=${p}`)}
              label={t('songs.pages')}
            />
          </section>
        )}
      </Placeholder>
    </div>
  );
}
