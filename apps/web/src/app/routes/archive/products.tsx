import { type ArchiveItem, archiveItemPath } from '@site/contracts';
import { useQueries } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { archiveItemQuery, useArchiveItem, useArchiveItems } from '../../../features/archive/api.ts';
import { ArchiveItemAdmin } from '../../../features/archive/editor/item-admin.tsx';
import { ArchiveExportButtons, ArchiveNewItemDialog } from '../../../features/archive/editor/new-item-dialog.tsx';
import detailStyles from '../../../features/archive/item/item-detail.module.css';
import { ArchiveItemDetail } from '../../../features/archive/item/item-detail.tsx';
import { ProductCard } from '../../../features/archive/item/product-card.tsx';
import styles from '../../../features/archive/item/products.module.css';
import { CommentThread } from '../../../features/comments/components/comment-thread.tsx';
import { ErrorText, failureCode } from '../../../lib/error-text.ts';
import { Pagination } from '../../../ui/pagination.tsx';
import { Placeholder } from '../../../ui/placeholder.tsx';
import { useBreadcrumbLabel } from '../../layout/page-hooks.ts';
import { useViewer } from '../use-viewer.ts';
import { archiveIdOf } from './item-page.tsx';

/** Products a page of the grid shows. */
const perPage = 24;

/** The address of the products page with `changes` applied to its search parameters (null removes one). */
function productsHref(params: URLSearchParams, changes: Record<string, string | null>): string {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) next.delete(key);
    else next.set(key, value);
  }
  const query = next.toString();
  return query === '' ? '/archive/products' : `/archive/products?${query}`;
}

/**
 * "/archive/products" [ROUTE-23]: the owner's products as cards (brand, category, price, where bought, rating,
 * comment), by title, paged with `?page=`. Choosing one (`?item=<id>`, a shareable address) shows it above the
 * grid with its community posts: the comment system with target `archiveItemPath('product', id)`, where signed-in
 * users post and guests read (a guest sees a sign-in link), and the admin deletes. The admin also adds (`?new=1`),
 * edits (`?edit=1`), deletes and exports.
 */
export default function ArchiveProductsPage() {
  const { t } = useTranslation('archive_item');
  const [params] = useSearchParams();
  const viewer = useViewer();
  const adminToken = viewer?.is_admin ? viewer.tokenid : null;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const list = useArchiveItems({ kind: 'product', sort: 'title', order: 'asc', page, per_page: perPage });
  const items = list.data?.items ?? [];
  const full = useQueries({ queries: items.map((summary) => archiveItemQuery(summary.id)) });
  const selectedId = archiveIdOf(params.get('item') ?? undefined);
  useBreadcrumbLabel(t('products.title'));

  return (
    <div className={detailStyles.page}>
      <header className={styles.head}>
        <div>
          <h1>{t('products.title')}</h1>
          <p className={styles.intro}>{t('products.intro')}</p>
        </div>
        <div className={styles.tools}>
          <ArchiveNewItemDialog kind="product" tokenid={adminToken} />
          <ArchiveExportButtons tokenid={adminToken} />
        </div>
      </header>
      {selectedId !== null && <SelectedProduct id={selectedId} params={params} adminToken={adminToken} />}
      <section aria-labelledby="products-list">
        <h2 id="products-list" className={styles.visuallyHidden}>
          {t('products.list')}
        </h2>
        <Placeholder
          error={list.isError && list.data === undefined}
          errorText={<ErrorText code={failureCode(list.error)} />}
          empty={list.data !== undefined && items.length === 0}
          emptyText={t('products.empty')}
          loading={list.isPending}
          onRetry={() => void list.refetch()}
        >
          <ul className={styles.grid}>
            {items.map((summary, index) => (
              <ProductCard
                key={summary.id}
                summary={summary}
                item={full[index]?.data}
                href={productsHref(params, { item: summary.id, edit: null })}
                selected={summary.id === selectedId}
              />
            ))}
          </ul>
          <Pagination
            page={page}
            total={Math.ceil((list.data?.total ?? 0) / perPage)}
            hrefFor={(p) => productsHref(params, { page: p === 1 ? null : String(p) })}
            label={t('products.pages')}
          />
        </Placeholder>
      </section>
    </div>
  );
}

/** The chosen product: its whole entry, the admin's actions, and its community posts; scrolled into view once chosen. */
function SelectedProduct({
  id,
  params,
  adminToken,
}: {
  id: string;
  params: URLSearchParams;
  adminToken: string | null;
}) {
  const { t } = useTranslation('archive_item');
  const [, setParams] = useSearchParams();
  const query = useArchiveItem(id);
  const viewer = useViewer();
  const box = useRef<HTMLElement>(null);
  const item: ArchiveItem | undefined = query.data?.kind === 'product' ? query.data : undefined;
  const missing = query.isError || (query.data !== undefined && item === undefined);
  useEffect(() => {
    if (item !== undefined) box.current?.scrollIntoView({ block: 'start' });
  }, [item]);

  return (
    <section
      ref={box}
      className={styles.posts}
      aria-label={item ? t('products.selected', { title: item.title }) : undefined}
    >
      {missing ? (
        <div className={detailStyles.notFound} role="alert">
          <h2>{t('not_found.title')}</h2>
          <p>
            <Link to={productsHref(params, { item: null, edit: null })}>{t('not_found.back_product')}</Link>
          </p>
        </div>
      ) : (
        <Placeholder loading={item === undefined}>
          {item && (
            <>
              <ArchiveItemDetail
                item={item}
                titleAs="h2"
                actions={
                  adminToken !== null && (
                    <ArchiveItemAdmin
                      item={item}
                      tokenid={adminToken}
                      onDeleted={() =>
                        setParams((current) => {
                          const next = new URLSearchParams(current);
                          next.delete('item');
                          next.delete('edit');
                          return next;
                        })
                      }
                    />
                  )
                }
              />
              <p className={styles.intro}>{t('products.posts_intro')}</p>
              <CommentThread
                target={archiveItemPath('product', item.id)}
                viewer={viewer}
                guestPrompt={
                  <p>
                    {t('products.members_only')} <Link to="/account/login">{t('products.log_in')}</Link>
                  </p>
                }
              />
            </>
          )}
        </Placeholder>
      )}
    </section>
  );
}
