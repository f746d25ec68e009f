import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import styles from './header.module.css';
import { parentPath } from './paths.ts';

/**
 * The header logo: a link one path level up [LAYOUT-07] ("/blog/articles" -> "/blog"); on "/" it is not a
 * link and does nothing [LAYOUT-08]. A click goes up from the address in the address bar: while a navigation
 * waits for its page's code, the page on screen is still the one before, and a second click on the logo must go
 * up from where the first one led, not back to it.
 */
export function HeaderLogo({ site_name }: { site_name: string }) {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const parent = parentPath(pathname);
  const navigate = useNavigate();
  const goUp = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const target = parentPath(window.location.pathname);
    if (target === parent) return; // the link's own navigation
    event.preventDefault();
    if (target !== null) navigate(target);
  };
  const content = (
    <>
      <img src="/favicon.svg" alt="" width={32} height={32} />
      <span className={styles.siteName}>{site_name}</span>
    </>
  );
  if (parent === null) return <span className={styles.logo}>{content}</span>;
  return (
    <Link
      to={parent}
      onClick={goUp}
      className={styles.logo}
      aria-label={`${site_name} – ${t('logo.up')}`}
      title={t('logo.up')}
    >
      {content}
    </Link>
  );
}
