import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../ui/button.tsx';
import { Pagination } from '../../ui/pagination.tsx';
import { Placeholder } from '../../ui/placeholder.tsx';
import { useArchiveItems } from './api.ts';
import styles from './archive-pages.module.css';
import { ItemList } from './item-list.tsx';
import { kindKey } from './labels.ts';
import { ListFilters } from './list-filters.tsx';
import { type ListKind, type ListParamName, listSearch, parseListParams } from './list-params.ts';

/** Props of `ArchiveListPage`: the kind it lists, and whether the reader is the admin (who gets "Add"). */
export interface ArchiveListPageProps {
  kind: ListKind;
  isAdmin: boolean;
}

/**
 * `/archive/movies` and `/archive/games` [ROUTE-22]: the filters, sort, view and page of the list all live in the
 * address (`list-params.ts`), so a view can be shared and survives a reload; the items show as a cover grid or a
 * compact list with the UI kit's pagination under them. While another page loads, the one shown stays
 * (`aria-busy`). The admin's "Add" opens the item editor at the same address with `new=1`.
 */
export function ArchiveListPage({ kind, isAdmin }: ArchiveListPageProps) {
  const { t } = useTranslation('archive');
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const state = parseListParams(kind, params);
  const list = useArchiveItems(state.query);
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.per_page)) : 1;
  // The address a change navigated to, until the page renders with it: two changes in a row (a sort, then an order,
  // before the first one's render) build on each other rather than on the render's older address.
  const pending = useRef<string | null>(null);
  const search = params.toString();
  useEffect(() => {
    if (pending.current === (search === '' ? '' : `?${search}`)) pending.current = null;
  }, [search]);
  const go = (changes: Partial<Record<ListParamName | 'new', string | number | null>>) => {
    const next = listSearch(pending.current === null ? params : new URLSearchParams(pending.current), changes);
    pending.current = next;
    navigate({ pathname, search: next });
  };
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.headerText}>
          <h1 className={styles.title}>{t(kindKey(kind))}</h1>
          <p className={styles.muted}>{t(`list.intro_${kind}`)}</p>
        </div>
        {isAdmin && (
          <Button variant="primary" icon="plus" onClick={() => go({ new: 1 })}>
            {t(`list.add_${kind}`)}
          </Button>
        )}
      </header>
      <ListFilters kind={kind} state={state} onChange={go} />
      {state.invalid.length > 0 && (
        <p className={styles.notice} role="status">
          {t('list.invalid')}
        </p>
      )}
      <section className={styles.results} aria-busy={list.isFetching} aria-label={t(kindKey(kind))}>
        <Placeholder
          error={list.isError}
          errorText={t('list.error')}
          onRetry={() => list.refetch()}
          empty={data !== undefined && data.items.length === 0}
          emptyText={t('list.empty')}
          loading={list.isPending}
        >
          {data && (
            <>
              <p className={styles.muted} aria-live="polite">
                {t('list.count', { count: data.total })}
              </p>
              <ItemList items={data.items} view={state.view} />
            </>
          )}
        </Placeholder>
        <Pagination
          page={state.query.page}
          total={pages}
          label={t('list.pages')}
          hrefFor={(page) => `${pathname}${listSearch(params, { page })}`}
        />
      </section>
    </div>
  );
}
