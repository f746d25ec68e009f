import { type ArchiveKind, archiveItemPath } from '@site/contracts';
import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Params } from 'react-router';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { archiveItemQuery, useArchiveItem } from '../../../features/archive/api.ts';
import { ArchiveItemAdmin } from '../../../features/archive/editor/item-admin.tsx';
import styles from '../../../features/archive/item/item-detail.module.css';
import { ArchiveItemDetail } from '../../../features/archive/item/item-detail.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { ErrorText, failureCode } from '../../../lib/error-text.ts';
import { Placeholder } from '../../../ui/placeholder.tsx';
import { useIdleOrNear } from '../../../ui/use-idle-or-near.ts';
import { appQueryClient } from '../../app-startup.ts';
import { useBreadcrumbLabel } from '../../layout/page-hooks.ts';
import { useViewer } from '../use-viewer.ts';

/** The comment thread comes in its own chunk, below the item, once the page has painted (as under a wiki page). */
const CommentThread = lazy(() =>
  import('../../../features/comments/components/comment-thread.tsx').then((m) => ({ default: m.CommentThread })),
);

/** An id as the address gives it: a string the server could take as an item id, else null (no call). */
export function archiveIdOf(raw: string | undefined): string | null {
  return raw !== undefined && /^[A-Za-z0-9_-]{1,40}$/.test(raw) ? raw : null;
}

/** The item of the address, asked for as soon as the page's code is in (see `PageModule.prefetch`). */
export async function prefetchArchiveItem(params: Params): Promise<void> {
  const id = archiveIdOf(params.id);
  if (id !== null) await appQueryClient().prefetchQuery(archiveItemQuery(id));
}

/** Whether `error` means "no item at this address": unknown, or an id the server refuses. */
function isArchiveNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.code === 'not_found' || error.code === 'invalid_input');
}

const listPath = { movie: '/archive/movies', game: '/archive/games', product: '/archive/products' } as const;

/**
 * "/archive/movies/:id" and "/archive/games/:id" [ROUTE-22]: one item of `kind` (see `ArchiveItemDetail`), the
 * admin's actions on it (edit with `?edit=1`, "watched today", delete), and its comments (target: the page's own
 * address, `archiveItemPath`). An unknown id, or the id of an item of another kind (a game's id under
 * /archive/movies/), shows a not-found state with a link to the kind's list: the server answers both addresses
 * with HTTP 404 too (modules/archive/page-head.ts), so one address never shows two kinds.
 */
export function ArchiveItemPage({ kind }: { kind: Exclude<ArchiveKind, 'product'> }) {
  const { t } = useTranslation('archive_item');
  const id = archiveIdOf(useParams().id);
  const query = useArchiveItem(id);
  const viewer = useViewer();
  const navigate = useNavigate();
  const item = query.data;
  const notFound = id === null || isArchiveNotFound(query.error) || (item !== undefined && item.kind !== kind);
  useBreadcrumbLabel(notFound ? t('not_found.title') : item?.title);
  const sentinel = useRef<HTMLDivElement>(null);
  const toComment = useLocation().hash.startsWith('#comment');
  const showComments = useIdleOrNear(sentinel, { eager: toComment });

  if (notFound)
    return (
      <div className={styles.page}>
        <section className={styles.notFound} aria-labelledby="archive-not-found">
          <h1 id="archive-not-found">{t('not_found.title')}</h1>
          <p>{t(`not_found.text_${kind}`)}</p>
          <p>
            <Link to={listPath[kind]}>{t(`not_found.back_${kind}`)}</Link>
          </p>
        </section>
      </div>
    );
  return (
    <div className={styles.page}>
      <Placeholder
        error={query.isError && item === undefined}
        errorText={query.isError ? <ErrorText code={failureCode(query.error)} /> : undefined}
        loading={query.isPending}
        onRetry={() => void query.refetch()}
      >
        {item && (
          <>
            <ArchiveItemDetail
              item={item}
              actions={
                viewer?.is_admin && (
                  <ArchiveItemAdmin item={item} tokenid={viewer.tokenid} onDeleted={() => navigate(listPath[kind])} />
                )
              }
            />
            <div ref={sentinel}>
              {showComments && (
                <Suspense fallback={null}>
                  <CommentThread target={archiveItemPath(item.kind, item.id)} viewer={viewer} />
                </Suspense>
              )}
            </div>
          </>
        )}
      </Placeholder>
    </div>
  );
}
