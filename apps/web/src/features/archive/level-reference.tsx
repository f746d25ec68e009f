import { archiveItemPath, archiveLevelFromScore } from '@site/contracts';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Language } from '../../lib/i18n.ts';
import { numberFormat } from '../../lib/intl-formats.ts';
import { useArchiveItems } from './api.ts';
import styles from './archive-pages.module.css';
import { archiveLevels, displayTitle, intlLocale, levelColorsOf, levelMeaningKey, levelNameKey } from './labels.ts';
import { LevelBadge } from './level-badge.tsx';

/** How many examples each level shows. */
export const levelExampleCount = 5;

/**
 * One level of the rating reference [ROUTE-24]: its badge and colour, what it means, and the first items of the
 * archive at that level (`get_items.php?level=n`, the latest finished first) as examples. `level` null is no-rate.
 */
export function LevelEntry({ level }: { level: number | null }) {
  const { t, i18n } = useTranslation('archive');
  const examples = useArchiveItems({
    level: level === null ? 'none' : (String(level) as '0'),
    per_page: levelExampleCount,
  });
  const colors = levelColorsOf(level);
  const headingId = `archive-level-${level ?? 'none'}`;
  return (
    <li className={styles.panel}>
      <div className={styles.levelHead}>
        {colors ? (
          <span
            className={styles.swatch}
            style={{ '--level-bg': colors.bg, '--level-fg': colors.fg } as CSSProperties}
            aria-hidden="true"
          />
        ) : (
          <span className={styles.swatchNone} aria-hidden="true" />
        )}
        <h2 id={headingId}>{level === null ? t(levelNameKey(null)) : `${level} · ${t(levelNameKey(level))}`}</h2>
        <LevelBadge level={level} />
      </div>
      <p className={styles.muted}>{t(levelMeaningKey(level))}</p>
      <h3 className={styles.subheading}>{t('ref.examples')}</h3>
      {examples.isPending ? (
        <p className={styles.muted} aria-busy="true">
          …
        </p>
      ) : examples.isError ? (
        <p className={styles.muted}>{t('list.error')}</p>
      ) : examples.data.items.length === 0 ? (
        <p className={styles.muted}>{t('ref.examples_empty')}</p>
      ) : (
        <ul className={styles.examples}>
          {examples.data.items.map((item) => (
            <li key={item.id}>
              <Link to={archiveItemPath(item.kind, item.id)}>{displayTitle(item, i18n.language as Language)}</Link>
              {item.year !== null && <span className={styles.muted}> ({item.year})</span>}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** Every level 0–7 and no-rate, each a `LevelEntry`. */
export function LevelList() {
  return (
    <ul className={styles.levels}>
      {[...archiveLevels, null].map((level) => (
        <LevelEntry key={level ?? 'none'} level={level} />
      ))}
    </ul>
  );
}

/** The scores of a source, lowest first: Letterboxd's half stars 0.5–5, IMDb's whole points 1–10. */
export const sourceScores = {
  letterboxd: { scale: 5, scores: Array.from({ length: 10 }, (_, i) => (i + 1) / 2) },
  imdb: { scale: 10, scores: Array.from({ length: 10 }, (_, i) => i + 1) },
} as const;

/**
 * The import's mapping of a source's scores to levels (docs/decisions/0023-archive-rating-levels.md), each row
 * computed by the contract's own `archiveLevelFromScore`, so the table cannot drift from what the import does.
 */
export function ScoreTable({ source }: { source: keyof typeof sourceScores }) {
  const { t, i18n } = useTranslation('archive');
  const { scale, scores } = sourceScores[source];
  const number = numberFormat(intlLocale(i18n.language as Language), {});
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.subheading}>{t(`ref.${source}`)}</caption>
        <thead>
          <tr>
            <th scope="col">{t('ref.score')}</th>
            <th scope="col">{t('ref.level')}</th>
          </tr>
        </thead>
        <tbody>
          {scores.map((score) => (
            <tr key={score}>
              <th scope="row">
                {source === 'letterboxd'
                  ? t('ref.stars', { count: score, formatted: number.format(score) })
                  : number.format(score)}
              </th>
              <td>
                <LevelBadge level={archiveLevelFromScore(score, scale)} size="small" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
