import { linksOpmlPath } from '@site/contracts';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import styles from './links-pages.module.css';

/**
 * Announces the blogroll's OPML (`/links.opml`) in the page's head as `<link rel="blogroll" type="text/x-opml">`
 * while a links page is shown (the server writes the same tag into the pages' HTML; one tag is kept).
 */
export function useBlogrollLink(): void {
  useEffect(() => {
    let tag = document.head.querySelector<HTMLLinkElement>('link[rel="blogroll"]');
    if (tag === null) {
      tag = document.createElement('link');
      tag.rel = 'blogroll';
      tag.type = 'text/x-opml';
      tag.href = linksOpmlPath;
      document.head.append(tag);
    }
    const added = tag;
    return () => added.remove();
  }, []);
}

/** The links pages' sub-navigation. */
const sections = [
  { to: '/links', key: 'nav.links', end: true },
  { to: '/links/friends', key: 'nav.friends', end: false },
  { to: '/links/following', key: 'nav.following', end: false },
] as const;

/**
 * The frame of a links page: its `title` (the page's one `h1`), an optional `intro`, the links section's
 * navigation (all links, friends, following), then `children`. Announces the blogroll in the head.
 */
export function LinksPageFrame({
  title,
  intro,
  actions,
  children,
}: {
  title: ReactNode;
  intro?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('links');
  useBlogrollLink();
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.headerText}>
          <h1 className={styles.title}>{title}</h1>
          {intro !== undefined && <p className={styles.muted}>{intro}</p>}
        </div>
        {actions}
      </header>
      <nav className={styles.sections} aria-label={t('nav.label')}>
        {sections.map((s) => (
          <NavLink key={s.to} to={s.to} end={s.end} className={styles.section}>
            {t(s.key)}
          </NavLink>
        ))}
        <a className={styles.section} href={linksOpmlPath} type="text/x-opml">
          {t('nav.opml')}
        </a>
      </nav>
      {children}
    </div>
  );
}
