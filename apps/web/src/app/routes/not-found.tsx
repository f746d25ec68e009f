import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { SearchForm } from '../../features/blog/components/search-form.tsx';
import { useBreadcrumbLabel } from '../layout/page-hooks.ts';
import styles from './not-found.module.css';

/**
 * The words a wrong address suggests searching the blog for: its last segment (the one before a last `index.html`),
 * without an extension, split at `-`, `_`, `+`, `.` and spaces. `''` when that is a number or there is none.
 *
 * @example searchWordsOf('/2019/10/14/hexo-4-releasd/') // 'hexo 4 releasd'
 * @example searchWordsOf('/posts/my_old-post.html') // 'my old post'
 */
export function searchWordsOf(pathname: string): string {
  let last = pathname.split('/').filter(Boolean).at(-1) ?? '';
  try {
    last = decodeURIComponent(last);
  } catch {
    // Left as written.
  }
  if (/^index\.html?$/i.test(last)) return searchWordsOf(pathname.replace(/\/[^/]*\/?$/, ''));
  last = last.replace(/\.[a-z]{2,4}$/i, '');
  if (/^\d*$/.test(last)) return '';
  return last
    .split(/[-_+.\s]+/)
    .filter(Boolean)
    .join(' ')
    .slice(0, 100);
}

/**
 * The page of any path that matches no route [ROUTE-04]: titled "Not Found" [ROUTE-05] (its last breadcrumb
 * item, so the document title reads "Not Found - <site name>"), saying "Page not Found" [ERR-02], with a
 * link home and the blog's search, filled with the words of the address (an old or mistyped article address
 * usually names the article). The server answers such a path with HTTP 404.
 */
export default function NotFoundPage() {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  useBreadcrumbLabel(t('not_found.title'));
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('not_found.title')}</h1>
      <p className={styles.body}>{t('not_found.body')}</p>
      <p>{t('not_found.hint')}</p>
      <Link to="/" className={styles.home}>
        {t('not_found.home')}
      </Link>
      <div className={styles.search}>
        <p>{t('not_found.search')}</p>
        <SearchForm key={pathname} initial={searchWordsOf(pathname)} />
      </div>
    </div>
  );
}
