import type { FesStage } from '@site/contracts';
import { useTranslation } from 'react-i18next';
import { clockText, type DayLayout } from '../layout.ts';
import styles from './lab-fes.module.css';

/**
 * The timetable of one day as a list (issue 25 point 5; the narrow screens' view): every event by start time, with
 * its time, stage and favourite toggle; `only_favourites` keeps the favourites only. `now_min` (minutes from the
 * day's midnight, or null) marks the events on now.
 */
export function TimetableList({
  layout,
  stages,
  favourites,
  onToggle,
  only_favourites,
  now_min,
}: {
  layout: DayLayout;
  stages: readonly FesStage[];
  favourites: ReadonlySet<number>;
  onToggle: (id: number) => void;
  only_favourites: boolean;
  now_min: number | null;
}) {
  const { t } = useTranslation('lab_fes');
  const names = new Map(stages.map((s) => [s.id, s.name]));
  const events = layout.columns
    .flatMap((c) => c.events)
    .filter((p) => !only_favourites || favourites.has(p.event.id))
    .sort((a, b) => a.start_min - b.start_min || a.event.id - b.event.id);
  if (events.length === 0) return <p className={styles.empty}>{t(only_favourites ? 'no_favourites' : 'empty_day')}</p>;
  return (
    <ol className={styles.list}>
      {events.map((p) => {
        const fav = favourites.has(p.event.id);
        const on = now_min !== null && p.start_min <= now_min && now_min < p.end_min;
        return (
          <li key={p.event.id} className={`${styles.item} ${fav ? styles.cardFav : ''}`}>
            <span className={styles.itemTime}>
              {t('time_range', { from: clockText(p.start_min), to: clockText(p.end_min) })}
            </span>
            <span className={styles.itemBody}>
              <span className={styles.cardTitle}>{p.event.title}</span>
              <span className={styles.itemStage}>
                {names.get(p.event.stage_id)}
                {on && <strong className={styles.onNow}>{t('on_now')}</strong>}
              </span>
            </span>
            <button
              type="button"
              className={styles.fav}
              aria-pressed={fav}
              aria-label={t(fav ? 'favourite_remove' : 'favourite_add', { title: p.event.title })}
              onClick={() => onToggle(p.event.id)}
            >
              <span aria-hidden="true">{fav ? '★' : '☆'}</span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
