import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBreadcrumbLabel } from '../layout/page-hooks.ts';
import styles from './not-found.module.css';

/**
 * The page of any path that matches no route [ROUTE-04]: titled "Not Found" [ROUTE-05] (its last breadcrumb
 * item, so the document title reads "Not Found - <site name>"), saying "Page not Found" [ERR-02], with a
 * link home. The server answers such a path with HTTP 404.
 */
export default function NotFoundPage() {
  const { t } = useTranslation('layout');
  useBreadcrumbLabel(t('not_found.title'));
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('not_found.title')}</h1>
      <p className={styles.body}>{t('not_found.body')}</p>
      <p>{t('not_found.hint')}</p>
      <Link to="/" className={styles.home}>
        {t('not_found.home')}
      </Link>
    </div>
  );
}
