import { type ArchiveKind, type ArchiveOverview, archiveKinds, archiveStatuses } from '@site/contracts';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Language } from '../../lib/i18n.ts';
import { dateTimeFormat } from '../../lib/intl-formats.ts';
import styles from './archive-pages.module.css';
import { archiveLevels, intlLocale, kindKey, levelColorsOf, statusKey } from './labels.ts';
import { LevelBadge } from './level-badge.tsx';

/** The list page of each kind (products have their own page, with community posts). */
export const kindListPath: Record<ArchiveKind, string> = {
  movie: '/archive/movies',
  game: '/archive/games',
  product: '/archive/products',
};

/** Counts per kind and status: a card per kind, each status a link to its filtered list (movies and games). */
export function KindCounts({ counts }: { counts: ArchiveOverview['counts'] }) {
  const { t } = useTranslation('archive');
  return (
    <ul className={styles.kinds}>
      {archiveKinds.map((kind) => (
        <li key={kind} className={`${styles.card} ${styles.kindCard}`}>
          <h3>
            <Link to={kindListPath[kind]} className={styles.itemLink}>
              {t(kindKey(kind))}
            </Link>
          </h3>
          <dl className={styles.counts}>
            {archiveStatuses.map((status) => (
              <div key={status} className={styles.countRow}>
                <dt>
                  {kind === 'product' ? (
                    t(statusKey(kind, status))
                  ) : (
                    <Link to={`${kindListPath[kind]}?status=${status}`}>{t(statusKey(kind, status))}</Link>
                  )}
                </dt>
                <dd>{counts[kind][status]}</dd>
              </div>
            ))}
            <div className={styles.countRow}>
              <dt>{t('overview.total')}</dt>
              <dd>{counts[kind].total}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** The month names of `language` ("Jan" … "Dec"), short and long. */
function monthNames(language: Language, month: 'short' | 'long'): string[] {
  const format = dateTimeFormat(intlLocale(language), { month, timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, i) => format.format(Date.UTC(2000, i, 15)));
}

/**
 * Items finished per month of `year` as bars (an SVG, hidden from screen readers) and the same numbers as a table
 * for them (visually hidden), with a sentence of the year's total under the heading for everyone.
 */
export function MonthChart({ year, perMonth }: { year: number; perMonth: readonly number[] }) {
  const { t, i18n } = useTranslation('archive');
  const language = i18n.language as Language;
  const short = monthNames(language, 'short');
  const long = monthNames(language, 'long');
  const months = Array.from({ length: 12 }, (_, i) => perMonth[i] ?? 0);
  const max = Math.max(1, ...months);
  const total = months.reduce((a, b) => a + b, 0);
  const width = 360;
  const height = 160;
  const top = 16;
  const bottom = 20;
  const slot = width / 12;
  return (
    <figure style={{ margin: 0 }}>
      <figcaption className={styles.muted}>{t('overview.per_month_summary', { count: total, year })}</figcaption>
      <svg className={styles.chart} viewBox={`0 0 ${width} ${height}`} aria-hidden="true" focusable="false">
        {months.map((count, i) => {
          const h = ((height - top - bottom) * count) / max;
          const x = i * slot + slot * 0.15;
          const y = height - bottom - h;
          return (
            <g key={short[i]}>
              <rect className={styles.chartBar} x={x} y={y} width={slot * 0.7} height={h} rx={2} />
              {count > 0 && (
                <text className={styles.chartValue} x={x + slot * 0.35} y={y - 3} textAnchor="middle">
                  {count}
                </text>
              )}
              <text className={styles.chartLabel} x={x + slot * 0.35} y={height - 5} textAnchor="middle">
                {short[i]}
              </text>
            </g>
          );
        })}
      </svg>
      <table className={styles.visuallyHidden}>
        <caption>{t('overview.per_month')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('overview.month')}</th>
            <th scope="col">{t('overview.finished')}</th>
          </tr>
        </thead>
        <tbody>
          {months.map((count, i) => (
            <tr key={long[i]}>
              <th scope="row">{long[i]}</th>
              <td>{count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

/** How many items are at each level and without one: a badge, a bar in the level's colour and the number. */
export function RatingDistribution({ distribution }: { distribution: ArchiveOverview['rating_distribution'] }) {
  const rows = [
    ...archiveLevels.map((level) => ({ level: level as number | null, count: distribution.levels[level] ?? 0 })),
    { level: null, count: distribution.no_rate },
  ];
  const max = Math.max(1, ...rows.map((row) => row.count));
  return (
    <ul className={styles.distribution}>
      {rows.map(({ level, count }) => {
        const colors = levelColorsOf(level);
        const width = `${(100 * count) / max}%`;
        return (
          <li key={level ?? 'none'}>
            <LevelBadge level={level} size="small" />
            <span className={styles.meter} aria-hidden="true">
              {colors ? (
                <span className={styles.meterFill} style={{ width, '--level-bg': colors.bg } as CSSProperties} />
              ) : (
                <span className={styles.meterFillNone} style={{ width }} />
              )}
            </span>
            <span className={styles.count}>{count}</span>
          </li>
        );
      })}
    </ul>
  );
}
