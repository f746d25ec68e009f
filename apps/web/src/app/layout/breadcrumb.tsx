import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import styles from './breadcrumb.module.css';
import { useBreadcrumbTexts } from './use-breadcrumb-texts.ts';

/**
 * The breadcrumb of the current path [LAYOUT-27..29]: the site logo linking to `/`, then one item per path
 * segment; every item links to the page it stands for (`crumbTarget`) except the last, which is plain text with
 * `aria-current="page"`.
 */
export function Breadcrumb() {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const items = useBreadcrumbTexts(pathname);
  return (
    <nav aria-label={t('breadcrumb.label')} className={styles.breadcrumb}>
      <ol className={styles.list}>
        <li className={styles.item}>
          <Link to="/" className={styles.logo} aria-current={items.length === 0 ? 'page' : undefined}>
            <img src="/favicon.svg" alt="" width={20} height={20} />
            <span>{t('breadcrumb.home')}</span>
          </Link>
        </li>
        {items.map((item, index) =>
          index === items.length - 1 ? (
            <li key={item.path} className={styles.item} aria-current="page">
              {item.label}
            </li>
          ) : (
            <li key={item.path} className={styles.item}>
              <Link to={item.to}>{item.label}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
