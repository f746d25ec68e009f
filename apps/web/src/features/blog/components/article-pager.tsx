import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { pageSearch } from '../page-param.ts';
import { pageWindow } from '../page-window.ts';
import styles from './article-pager.module.css';

/** Props of `ArticlePager`: the current 1-based page and the number of pages. */
export type ArticlePagerProps = { page: number; pages: number };

/**
 * Page links for the paged article lists. Pages are addresses (`?page=N`), so they are real links: they can be
 * opened in a new tab, and crawlers find every article. The current page is marked `aria-current="page"`.
 */
export function ArticlePager({ page, pages }: ArticlePagerProps) {
  const { t } = useTranslation('blog');
  const { pathname, search } = useLocation();
  const to = (n: number) => ({ pathname, search: pageSearch(n, search) });
  return (
    <nav className={styles.pager} aria-label={t('pager.label')}>
      {page > 1 ? (
        <Link className={styles.step} to={to(page - 1)} rel="prev">
          {t('pager.previous')}
        </Link>
      ) : null}
      <ol className={styles.pages}>
        {pageWindow(page, pages).map((n, index) =>
          n === null ? (
            // Gaps cannot repeat a number, so their position is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={`gap-${index}`} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={to(n)}
                className={n === page ? styles.current : styles.page}
                aria-current={n === page ? 'page' : undefined}
                aria-label={t('pager.page', { page: n })}
              >
                {n}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < pages ? (
        <Link className={styles.step} to={to(page + 1)} rel="next">
          {t('pager.next')}
        </Link>
      ) : null}
    </nav>
  );
}
