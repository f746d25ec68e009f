import { lazy, Suspense, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useFesTimetable } from '../../../features/lab-fes/api.ts';
import fes from '../../../features/lab-fes/components/lab-fes.module.css';
import { TimetableGrid } from '../../../features/lab-fes/components/timetable-grid.tsx';
import { TimetableList } from '../../../features/lab-fes/components/timetable-list.tsx';
import { loadFavourites, saveFavourites, toggled } from '../../../features/lab-fes/favourites.ts';
import { buildIcs } from '../../../features/lab-fes/ics.ts';
import { dayOf, festivalDays, layoutDay, nowLineMinutes } from '../../../features/lab-fes/layout.ts';
import { localStore } from '../../../lib/browser-storage.ts';
import { failureCode, useErrorText } from '../../../lib/error-text.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { Button } from '../../../ui/button.tsx';
import { Placeholder } from '../../../ui/placeholder.tsx';
import { useClock } from '../../../ui/use-clock.ts';
import { useBreadcrumbLabel } from '../../layout/page-hooks.ts';
import { useViewer } from '../use-viewer.ts';
import styles from './lab.module.css';

/** The admin's editor: its own chunk, loaded only for the admin. */
const FesAdmin = lazy(() =>
  import('../../../features/lab-fes/components/fes-admin.tsx').then((m) => ({ default: m.FesAdmin })),
);

/** Whether the screen is narrow (< 640 px): the automatic view is the list then. The server assumes wide. */
const narrowQuery = '(max-width: 639.98px)';
function useNarrow(): boolean {
  return useSyncExternalStore(
    (notify) => {
      const list = window.matchMedia(narrowQuery);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    () => window.matchMedia(narrowQuery).matches,
    () => false,
  );
}

/** A file name made of `name`'s letters and digits (any script), dashes between words. */
const fileNameOf = (name: string) =>
  name
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'festival';

/**
 * "/xy" and "/laboratory/animefes", one page at two addresses [ROUTE-43] (issue 25 point 5): the convention
 * timetable. A day at a time: a grid with the stages as columns and time as rows, and a "now" line at the page clock
 * (`useClock`), or a list (the automatic view below 640 px; the toggle picks either). Favourites are kept in this
 * browser (`favourites.ts`) and exported as an iCalendar file (`ics.ts`). The admin edits the festival, stages and
 * events below (`FesAdmin`). Times show in the festival's time zone.
 */
export default function AnimeFesPage() {
  const { t } = useTranslation('lab_fes');
  useBreadcrumbLabel(t('breadcrumb'));
  const errorWords = useErrorText();
  const query = useFesTimetable();
  const viewer = useViewer();
  const now_ms = useClock();
  const narrow = useNarrow();
  const [view, setView] = useState<'auto' | 'grid' | 'list'>('auto');
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const [favourites, setFavourites] = useState<ReadonlySet<number>>(new Set());
  const [onlyFavourites, setOnlyFavourites] = useState(false);
  const [exportNote, setExportNote] = useState<string | null>(null);

  // Favourites are read after hydration: the server's render knows none.
  useEffect(() => setFavourites(loadFavourites(localStore())), []);

  const timetable = query.data;
  const festival = timetable?.festival ?? null;
  const days = useMemo(() => (festival ? festivalDays(festival) : []), [festival]);
  const today = festival ? dayOf(now_ms, days, festival.timezone) : undefined;
  const day = chosenDay && days.includes(chosenDay) ? chosenDay : today && days.includes(today) ? today : days[0];
  const layout = useMemo(
    () =>
      festival && day && timetable
        ? layoutDay(day, days, festival.timezone, timetable.stages, timetable.events)
        : undefined,
    [festival, day, days, timetable],
  );
  const shownView = view === 'auto' ? (narrow ? 'list' : 'grid') : view;

  const toggle = (id: number) => {
    const next = toggled(favourites, id);
    setFavourites(next);
    saveFavourites(localStore(), next);
  };

  const exportFavourites = () => {
    if (!timetable || !festival) return;
    const chosen = timetable.events.filter((e) => favourites.has(e.id));
    if (chosen.length === 0) {
      setExportNote(t('export_none'));
      return;
    }
    const host = window.location.hostname || 'localhost';
    const stageName = new Map(timetable.stages.map((s) => [s.id, s.name]));
    const text = buildIcs({
      prodid: `-//${host}//Convention timetable//EN`,
      calendar_name: festival.name,
      stamp_ms: Date.now(),
      events: chosen.map((e) => ({
        uid: `fes-${e.id}-${festival.first_day}@${host}`,
        title: e.title,
        location: stageName.get(e.stage_id) ?? '',
        start_ms: Date.parse(e.start),
        end_ms: Date.parse(e.end),
      })),
    });
    saveFile(`${fileNameOf(festival.name)}-favourites.ics`, text, 'text/calendar;charset=utf-8');
    setExportNote(t('exported', { count: chosen.length }));
  };

  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{festival?.name ?? t('title')}</h1>
      <p className={styles.lead}>{t('lead')}</p>
      <Placeholder
        error={query.isError}
        errorText={query.isError ? errorWords(failureCode(query.error), { context: 'load' }) : undefined}
        empty={timetable !== undefined && festival === null}
        emptyText={t('no_festival')}
        loading={query.isPending}
        onRetry={() => void query.refetch()}
      >
        {festival && layout && timetable && (
          <>
            <p className={fes.zone}>{t('times_in', { zone: festival.timezone })}</p>
            <div className={fes.toolbar}>
              <fieldset className={fes.group}>
                <legend>{t('days_label')}</legend>
                {days.map((d, i) => (
                  <Button
                    key={d}
                    size="small"
                    variant={d === day ? 'primary' : 'secondary'}
                    aria-pressed={d === day}
                    onClick={() => setChosenDay(d)}
                  >
                    {t('day_label', { n: i + 1, date: d })}
                  </Button>
                ))}
              </fieldset>
              <fieldset className={fes.group}>
                <legend>{t('view.label')}</legend>
                {(['grid', 'list'] as const).map((v) => (
                  <Button
                    key={v}
                    size="small"
                    variant={shownView === v ? 'primary' : 'secondary'}
                    aria-pressed={shownView === v}
                    onClick={() => setView(v)}
                  >
                    {t(`view.${v}`)}
                  </Button>
                ))}
              </fieldset>
              <Button size="small" onClick={exportFavourites}>
                {t('export', { count: favourites.size })}
              </Button>
            </div>
            <p role="status" className={fes.zone}>
              {exportNote}
            </p>
            <div className={view === 'auto' ? fes.auto : undefined}>
              {view !== 'list' && (
                <div className={fes.gridView}>
                  <TimetableGrid
                    layout={layout}
                    zone={festival.timezone}
                    favourites={favourites}
                    onToggle={toggle}
                    label={t('grid_label', { date: day })}
                  />
                </div>
              )}
              {view !== 'grid' && (
                <section className={fes.listView} aria-label={t('list_label', { date: day })}>
                  <label className={fes.check}>
                    <input
                      type="checkbox"
                      checked={onlyFavourites}
                      onChange={(e) => setOnlyFavourites(e.target.checked)}
                    />
                    {t('favourites_only')}
                  </label>
                  <TimetableList
                    layout={layout}
                    stages={timetable.stages}
                    favourites={favourites}
                    onToggle={toggle}
                    only_favourites={onlyFavourites}
                    now_min={nowLineMinutes(layout, festival.timezone, now_ms)}
                  />
                </section>
              )}
            </div>
          </>
        )}
      </Placeholder>
      {viewer?.is_admin === true && timetable && (
        <Suspense fallback={null}>
          <FesAdmin
            key={timetable.festival?.updated_at ?? 'none'}
            timetable={timetable}
            tokenid={viewer.tokenid}
            day={day}
          />
        </Suspense>
      )}
    </article>
  );
}
