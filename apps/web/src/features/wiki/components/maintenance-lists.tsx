import type { WikiMaintenance } from '@site/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { wikiEditPath, wikiItemPath } from '../wiki-paths.ts';
import styles from './wiki.module.css';

/**
 * The wiki's maintenance lists: wanted pages (linked but missing, most linked first, each a red link to create it,
 * with how many pages link to it) and orphans (pages nothing links to).
 */
export function MaintenanceLists({ lists, canEdit }: { lists: WikiMaintenance; canEdit: boolean }) {
  const { t } = useTranslation('wiki');
  const wantedId = useId();
  const orphansId = useId();
  const wanted = [...lists.wanted].sort((a, b) => b.count - a.count || a.target.localeCompare(b.target));
  return (
    <div className={styles.maintenance}>
      <section aria-labelledby={wantedId}>
        <h2 id={wantedId}>{t('home.wanted')}</h2>
        <p className={styles.muted}>{t('home.wanted_text')}</p>
        {wanted.length === 0 ? (
          <p>{t('home.wanted_empty')}</p>
        ) : (
          <ul>
            {wanted.map((item) => (
              <li key={item.target}>
                {canEdit ? (
                  <Link className="wiki-link-missing" to={wikiEditPath(item.target)}>
                    {item.target}
                    <span className={styles.visuallyHidden}> {t('item.missing_link')}</span>
                  </Link>
                ) : (
                  <span>{item.target}</span>
                )}{' '}
                <span className={styles.muted}>({t('home.wanted_links', { count: item.count })})</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby={orphansId}>
        <h2 id={orphansId}>{t('home.orphans')}</h2>
        <p className={styles.muted}>{t('home.orphans_text')}</p>
        {lists.orphans.length === 0 ? (
          <p>{t('home.orphans_empty')}</p>
        ) : (
          <ul>
            {lists.orphans.map((page) => (
              <li key={page.id}>
                <Link to={wikiItemPath(page.id)}>{page.title || page.id}</Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
