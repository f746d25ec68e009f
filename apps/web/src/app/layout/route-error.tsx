import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './route-error.module.css';

/**
 * What `RouteErrorBoundary` shows when a page's code failed to load (often a new deployment replaced the old
 * chunks) or a page threw while rendering (`error`: what was thrown). Shows a friendly message, a reload button
 * and a link home, and logs the error for the console, never a blank page. Rendered in place of the layout, so
 * it carries its own `<main>` landmark.
 */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation('layout');
  useEffect(() => {
    console.warn('[route error]', error);
  }, [error]);
  return (
    <main id="main" className={styles.page}>
      <h1 className={styles.title}>{t('error.title')}</h1>
      <p>{t('error.body')}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.reload} onClick={() => window.location.reload()}>
          {t('error.reload')}
        </button>
        <Link to="/" reloadDocument>
          {t('error.home')}
        </Link>
      </div>
    </main>
  );
}
