import type { WikiChange } from '@site/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RelativeTime } from '../../../ui/relative-time.tsx';
import { wikiItemPath, wikiViewSearch } from '../wiki-paths.ts';
import { RevisionKind } from './revision-kind.tsx';
import styles from './wiki.module.css';

/** The wiki's latest changes, newest first: the page, who changed it, when, the summary and the size change. */
export function RecentChanges({ changes }: { changes: readonly WikiChange[] }) {
  const { t } = useTranslation('wiki');
  return (
    <ol className={styles.changes}>
      {changes.map(({ page, revision }) => (
        <li key={`${page.id}@${revision.revision}`}>
          <Link to={wikiItemPath(page.id)} className={styles.changeTitle}>
            {page.title || page.id}
          </Link>{' '}
          <span className={styles.muted}>
            <RevisionKind revision={revision} /> · {revision.author.nickname} ·{' '}
            <RelativeTime date={revision.created_at} /> ·{' '}
            <Link
              to={`${wikiItemPath(page.id)}${wikiViewSearch(
                revision.revision > 1
                  ? { kind: 'diff', from: revision.revision - 1, to: revision.revision }
                  : { kind: 'read', revision: revision.revision },
              )}`}
            >
              {t('history.delta', { delta: signed(revision.size_delta) })}
            </Link>
          </span>
          {revision.summary && <p className={styles.summary}>{revision.summary}</p>}
        </li>
      ))}
    </ol>
  );
}

/** `+12`, `−3`, `0`: a change in bytes with its sign written out (not only coloured). */
export function signed(delta: number): string {
  return delta > 0 ? `+${delta}` : delta < 0 ? `−${Math.abs(delta)}` : '0';
}
