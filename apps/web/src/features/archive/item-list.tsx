import { type ArchiveItemSummary, archiveItemPath } from '@site/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Language } from '../../lib/i18n.ts';
import styles from './archive-pages.module.css';
import { Cover } from './cover.tsx';
import { formatDay } from './item/format.ts';
import { displayTitle, genreKey, intlLocale, movieTypeKey, statusKey } from './labels.ts';
import { LevelBadge } from './level-badge.tsx';
import type { ListView } from './list-params.ts';
import { useRegionNames } from './region-names.ts';

/** Props of `ItemList`: the items of one page, and how to show them. */
export interface ItemListProps {
  items: readonly ArchiveItemSummary[];
  view: ListView;
  /** Heading level of each item's title (under the page's h1: 2). */
  headingLevel?: 2 | 3;
}

/**
 * Items as a cover grid (covers 2:3, as many columns as fit, two at 320 px) or a compact list (a thumbnail, the
 * title and its facts: year, regions by name in the reader's language [CONST-08], type or genres, status, the day
 * finished). Each title links to the item's page (`archiveItemPath`).
 */
export function ItemList({ items, view, headingLevel = 2 }: ItemListProps) {
  return (
    <ul className={view === 'grid' ? styles.grid : styles.rows}>
      {items.map((item) => (
        <li key={item.id}>
          {view === 'grid' ? (
            <GridCard item={item} headingLevel={headingLevel} />
          ) : (
            <Row item={item} headingLevel={headingLevel} />
          )}
        </li>
      ))}
    </ul>
  );
}

/** The words of an item's type or genres (a movie's type, a game's first genres), or ''. */
function useKindFacts(item: ArchiveItemSummary): string {
  const { t } = useTranslation('archive');
  if (item.type) return t(movieTypeKey(item.type));
  return item.genres
    .slice(0, 2)
    .map((genre) => t(genreKey(genre)))
    .join(' · ');
}

function Title({ item, level }: { item: ArchiveItemSummary; level: 2 | 3 }) {
  const { i18n } = useTranslation('archive');
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <Heading className={styles.itemTitle}>
      <Link to={archiveItemPath(item.kind, item.id)} className={styles.itemLink}>
        {displayTitle(item, i18n.language as Language)}
      </Link>
    </Heading>
  );
}

function GridCard({ item, headingLevel }: { item: ArchiveItemSummary; headingLevel: 2 | 3 }) {
  const facts = useKindFacts(item);
  return (
    <article className={styles.card}>
      <Cover src={item.cover_url} title={item.title} />
      <Title item={item} level={headingLevel} />
      <p className={styles.facts}>{[item.year, facts].filter(Boolean).join(' · ')}</p>
      <LevelBadge level={item.level} size="small" />
    </article>
  );
}

function Row({ item, headingLevel }: { item: ArchiveItemSummary; headingLevel: 2 | 3 }) {
  const { t, i18n } = useTranslation('archive');
  const facts = useKindFacts(item);
  const regionNames = useRegionNames(i18n.language as Language);
  const regions = item.regions.map(regionNames.name).join(', ');
  return (
    <article className={styles.row}>
      <Cover src={item.cover_url} title={item.title} size="small" />
      <div className={styles.rowMain}>
        <Title item={item} level={headingLevel} />
        <p className={styles.facts}>
          {[
            item.year,
            regions,
            facts,
            t(statusKey(item.kind, item.status)),
            item.finished_on && formatDay(item.finished_on, intlLocale(i18n.language as Language)),
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>
      <LevelBadge level={item.level} size="small" />
    </article>
  );
}
