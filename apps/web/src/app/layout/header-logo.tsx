import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { upPath } from './breadcrumb-items.ts';
import styles from './header.module.css';
import { useBreadcrumbTexts } from './use-breadcrumb-texts.ts';

/**
 * The header logo: a link one path level up [LAYOUT-07] ("/blog/articles" -> "/blog"), to where the breadcrumb's
 * item before the last leads, so never to a Not Found (issue 19: an article goes up to its category); on "/" it is
 * not a link and does nothing [LAYOUT-08]. A click goes up from the address in the address bar: while a navigation
 * waits for its page's code, the page on screen is still the one before, and a second click on the logo must go
 * up from where the first one led, not back to it.
 */
export function HeaderLogo({ site_name }: { site_name: string }) {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const crumbs = useBreadcrumbTexts(pathname);
  const parent = crumbs.length === 0 ? null : (crumbs.at(-2)?.to ?? '/');
  const navigate = useNavigate();
  const goUp = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (window.location.pathname === pathname) return; // the link's own navigation
    const target = upPath(window.location.pathname);
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
