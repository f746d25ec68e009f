import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useArchiveOverview } from '../../../features/archive/api.ts';
import styles from '../../../features/archive/archive-pages.module.css';
import { ArchiveExportButtons } from '../../../features/archive/editor/new-item-dialog.tsx';
import { ItemList } from '../../../features/archive/item-list.tsx';
import { KindCounts, MonthChart, RatingDistribution } from '../../../features/archive/overview-parts.tsx';
import { Placeholder } from '../../../ui/placeholder.tsx';
import { Select } from '../../../ui/select.tsx';
import { useViewer } from '../use-viewer.ts';

/** How many years back the year chooser reaches from this one. */
const yearsBack = 30;

/** The `year` of the address when it is one the server takes (1850–2200), else null (the server's this year). */
function yearParam(value: string | null): number | null {
  if (value === null || !/^\d{4}$/.test(value)) return null;
  const year = Number(value);
  return year >= 1850 && year <= 2200 ? year : null;
}

/**
 * "/archive", the archive's overview [ROUTE-22]: counts per kind and status, the recently finished items, and the
 * year in numbers (items finished per month as a chart with a table for screen readers) for the year chosen, which
 * lives in the address (`?year=2024`), and how the archive's ratings spread over the levels.
 */
export default function ArchiveOverviewPage() {
  const { t } = useTranslation('archive');
  const [params, setParams] = useSearchParams();
  const overview = useArchiveOverview(yearParam(params.get('year')));
  const viewer = useViewer();
  const data = overview.data;
  const countsId = useId();
  const recentId = useId();
  const yearId = useId();
  const ratingsId = useId();
  const thisYear = new Date().getUTCFullYear();
  const shownYear = data?.year ?? yearParam(params.get('year')) ?? thisYear;
  const years = Array.from({ length: yearsBack + 1 }, (_, i) => String(Math.max(thisYear, shownYear) - i));
  if (!years.includes(String(shownYear))) years.push(String(shownYear));
  return (
    <div className={styles.page}>
      <header className={styles.headerText}>
        <h1 className={styles.title}>{t('overview.title')}</h1>
        <p className={styles.muted}>{t('overview.intro')}</p>
        <p className={styles.muted}>
          <Link to="/archive/ref">{t('overview.reference')}</Link>
        </p>
        {/* The admin's download of the whole archive (JSON that the import reads back, or CSV). */}
        <ArchiveExportButtons tokenid={viewer?.is_admin ? viewer.tokenid : null} />
      </header>
      <Placeholder
        error={overview.isError}
        errorText={t('overview.error')}
        onRetry={() => overview.refetch()}
        loading={overview.isPending}
      >
        {data && (
          <>
            <section className={styles.panel} aria-labelledby={countsId}>
              <h2 id={countsId}>{t('overview.counts')}</h2>
              <KindCounts counts={data.counts} />
            </section>
            <section className={styles.panel} aria-labelledby={recentId}>
              <h2 id={recentId}>{t('overview.recent')}</h2>
              <Placeholder empty={data.recently_finished.length === 0} emptyText={t('overview.recent_empty')}>
                <ItemList items={data.recently_finished} view="grid" headingLevel={3} />
              </Placeholder>
            </section>
            <div className={styles.overviewGrid}>
              <section className={styles.panel} aria-labelledby={yearId} aria-busy={overview.isFetching}>
                <div className={styles.yearBar}>
                  <h2 id={yearId}>{t('overview.year_heading', { year: data.year })}</h2>
                  <Select
                    label={t('overview.year')}
                    value={String(shownYear)}
                    options={years.map((year) => ({ value: year, label: year }))}
                    onValueChange={(year) => setParams(year === String(thisYear) ? {} : { year })}
                  />
                </div>
                <h3 className={styles.subheading}>{t('overview.per_month')}</h3>
                <MonthChart year={data.year} perMonth={data.finished_per_month} />
              </section>
              <section className={styles.panel} aria-labelledby={ratingsId}>
                <h2 id={ratingsId}>{t('overview.ratings')}</h2>
                <RatingDistribution distribution={data.rating_distribution} />
              </section>
            </div>
          </>
        )}
      </Placeholder>
    </div>
  );
}
