import type { LinkEntry } from '@site/contracts';
import { EntryCard } from './entry-card.tsx';
import styles from './links-pages.module.css';

/**
 * Entries as cards in the responsive grid, or `empty` (a sentence saying why there is nothing) when there are
 * none. `rel` is each site link's `rel` (see `EntryCard`).
 */
export function EntryList({
  entries,
  empty,
  label,
  level = 3,
  rel,
}: {
  entries: LinkEntry[];
  empty: string;
  label?: string;
  level?: 2 | 3;
  rel?: string;
}) {
  if (entries.length === 0) return <p className={styles.muted}>{empty}</p>;
  return (
    <ul className={styles.grid} aria-label={label}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <EntryCard site={entry} level={level} rel={rel} />
        </li>
      ))}
    </ul>
  );
}
