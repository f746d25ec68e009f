import type { WikiItem } from '@site/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RelativeTime } from '../../../ui/relative-time.tsx';
import { type WikiView, wikiEditPath, wikiItemPath, wikiViewSearch } from '../wiki-paths.ts';
import styles from './wiki.module.css';

/**
 * Props of `WikiItemHeader`: the page, the view shown (its tab is current), whether the reader may edit, and the
 * editors' further actions (Delete) after the views.
 */
export type WikiItemHeaderProps = { item: WikiItem; view: WikiView; canEdit: boolean; actions?: ReactNode };

/**
 * A page's header: its title (the page's h1), the redirect it came through, its last edit (revision, author, time),
 * its tags, and the views: Read, History and Source for everyone, Edit (and `actions`) only for editors [ROLE-01].
 */
export function WikiItemHeader({ item, view, canEdit, actions }: WikiItemHeaderProps) {
  const { t } = useTranslation('wiki');
  const base = wikiItemPath(item.id);
  const tabs: { key: string; label: string; to: string; current: boolean }[] = [
    { key: 'read', label: t('item.read'), to: base, current: view.kind === 'read' },
    {
      key: 'history',
      label: t('item.history'),
      to: `${base}${wikiViewSearch({ kind: 'history' })}`,
      current: view.kind === 'history' || view.kind === 'diff',
    },
    {
      key: 'source',
      label: t('item.source'),
      to: `${base}${wikiViewSearch({ kind: 'source', revision: view.kind === 'read' ? view.revision : null })}`,
      current: view.kind === 'source',
    },
  ];
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>{item.title || item.id}</h1>
      {item.redirected_from && <p className={styles.muted}>{t('item.redirected', { id: item.redirected_from })}</p>}
      <p className={styles.muted}>
        {t('item.last_edit', { revision: item.revision.revision, author: item.revision.author.nickname })} ·{' '}
        <RelativeTime date={item.revision.created_at} />
      </p>
      {item.tags.length > 0 && (
        <div className={styles.tags}>
          <span className={styles.visuallyHidden}>{t('item.tags')}</span>
          <ul>
            {item.tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        </div>
      )}
      <nav className={styles.tabs} aria-label={t('item.actions')}>
        {tabs.map((tab) => (
          <Link key={tab.key} to={tab.to} aria-current={tab.current ? 'page' : undefined}>
            {tab.label}
          </Link>
        ))}
        {canEdit && <Link to={wikiEditPath(item.id)}>{t('item.edit')}</Link>}
        {canEdit && actions}
      </nav>
    </header>
  );
}
