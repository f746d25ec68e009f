import type { PageViewDay } from '@site/contracts';
import { useTranslation } from 'react-i18next';
import styles from './account-page.module.css';

const width = 600;
const height = 160;
const bottom = 18;

/**
 * Page views per day as plain SVG bars (views; the darker part is by logged-in users), with the same numbers
 * in a table for screen readers and for reading exact values. The chart itself is one labelled image.
 */
export function PageViewsChart({ days }: { days: PageViewDay[] }) {
  const { t } = useTranslation('account');
  const max = Math.max(1, ...days.map((d) => d.views));
  const slot = width / Math.max(days.length, 1);
  const bar = Math.max(1, slot * 0.7);
  const scale = (n: number) => (n / max) * (height - bottom - 4);
  return (
    <>
      <svg
        className={styles.chart}
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={t('overview.chart_label', { days: days.length, max })}
      >
        {days.map((d, i) => {
          const x = i * slot + (slot - bar) / 2;
          const h = scale(d.views);
          const a = scale(d.account_views);
          return (
            <g key={d.day}>
              <title>{`${d.day}: ${d.views}`}</title>
              <rect x={x} y={height - bottom - h} width={bar} height={h} fill="currentColor" opacity={0.45} />
              <rect x={x} y={height - bottom - a} width={bar} height={a} fill="currentColor" />
            </g>
          );
        })}
        {days.length > 0 && (
          <>
            <text x={0} y={height - 4}>
              {days[0]?.day}
            </text>
            <text x={width} y={height - 4} textAnchor="end">
              {days.at(-1)?.day}
            </text>
          </>
        )}
      </svg>
      <details>
        <summary>{t('overview.page_views_table')}</summary>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('overview.day')}</th>
              <th scope="col">{t('overview.views')}</th>
              <th scope="col">{t('overview.devices')}</th>
              <th scope="col">{t('overview.account_views')}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day}>
                <th scope="row">{d.day}</th>
                <td>{d.views}</td>
                <td>{d.devices}</td>
                <td>{d.account_views}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </>
  );
}
