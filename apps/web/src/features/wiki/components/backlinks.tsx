import type { WikiPageRef } from '@site/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { wikiItemPath } from '../wiki-paths.ts';
import styles from './wiki.module.css';

/** "Linked from": the pages whose current text links to this one, by title. */
export function Backlinks({ pages }: { pages: readonly WikiPageRef[] }) {
  const { t } = useTranslation('wiki');
  const titleId = useId();
  return (
    <nav className={styles.backlinks} aria-labelledby={titleId}>
      <h2 id={titleId}>{t('item.backlinks')}</h2>
      {pages.length === 0 ? (
        <p className={styles.muted}>{t('item.backlinks_empty')}</p>
      ) : (
        <ul>
          {pages.map((page) => (
            <li key={page.id}>
              <Link to={wikiItemPath(page.id)}>{page.title || page.id}</Link>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
