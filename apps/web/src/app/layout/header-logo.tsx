import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import styles from './header.module.css';
import { parentPath } from './paths.ts';

/**
 * The header logo: a link one path level up [LAYOUT-07] ("/blog/articles" -> "/blog"); on "/" it is not a
 * link and does nothing [LAYOUT-08].
 */
export function HeaderLogo({ site_name }: { site_name: string }) {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const parent = parentPath(pathname);
  const content = (
    <>
      <img src="/favicon.svg" alt="" width={32} height={32} />
      <span className={styles.siteName}>{site_name}</span>
    </>
  );
  if (parent === null) return <span className={styles.logo}>{content}</span>;
  return (
    <Link to={parent} className={styles.logo} aria-label={`${site_name} – ${t('logo.up')}`} title={t('logo.up')}>
      {content}
    </Link>
  );
}
