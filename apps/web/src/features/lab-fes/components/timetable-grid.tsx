import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useClock } from '../../../ui/use-clock.ts';
import { clockText, type DayLayout, hourMarks, neighbour, nowLineMinutes } from '../layout.ts';
import styles from './lab-fes.module.css';

/** Pixels per minute of the grid's time axis (72 px an hour). */
export const gridPxPerMinute = 1.2;

const arrowKeys: Record<string, 'up' | 'down' | 'left' | 'right'> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};

/** The "now" line: at the page clock's time (`useClock`), or at `now_ms` when given (tests); nothing off the day. */
function NowLine({ layout, zone, now_ms }: { layout: DayLayout; zone: string; now_ms?: number }) {
  const { t } = useTranslation('lab_fes');
  const clock = useClock();
  const minutes = nowLineMinutes(layout, zone, now_ms ?? clock);
  if (minutes === null) return null;
  return (
    <div
      className={styles.nowLine}
      style={{ top: `${(minutes - layout.from_min) * gridPxPerMinute}px` }}
      data-testid="fes-now-line"
    >
      <span className={styles.nowLabel}>{t('now', { time: clockText(minutes) })}</span>
    </div>
  );
}

/**
 * The timetable of one day as a grid (issue 25 point 5): stages as columns, time as rows, each event a card placed
 * by its start and end (overlapping events of a stage side by side in lanes), the "now" line across, and a
 * favourite toggle on each card. Arrow keys move the focus between the cards' toggles (`neighbour`): up and down in
 * a stage, left and right to the nearest event of the next stage.
 */
export function TimetableGrid({
  layout,
  zone,
  favourites,
  onToggle,
  now_ms,
  label,
}: {
  layout: DayLayout;
  zone: string;
  favourites: ReadonlySet<number>;
  onToggle: (id: number) => void;
  now_ms?: number;
  label: string;
}) {
  const { t } = useTranslation('lab_fes');
  const height = (layout.to_min - layout.from_min) * gridPxPerMinute;
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    const key = arrowKeys[e.key];
    const id = Number((e.target as HTMLElement).dataset.fesEvent);
    if (!key || !id) return;
    const next = neighbour(layout, id, key);
    if (next === undefined) return;
    e.preventDefault();
    e.currentTarget.querySelector<HTMLElement>(`[data-fes-event="${next}"]`)?.focus();
  };
  return (
    <section className={styles.gridScroller} aria-label={label} onKeyDown={onKeyDown}>
      <p className={styles.hint}>{t('grid_hint')}</p>
      <div
        className={styles.grid}
        style={{ gridTemplateColumns: `3.5rem repeat(${layout.columns.length}, minmax(9rem, 1fr))` }}
      >
        <div className={styles.corner} aria-hidden="true" />
        {layout.columns.map(({ stage }, i) => (
          <h3 key={stage.id} className={styles.stageHead} style={{ gridColumn: i + 2 }}>
            {stage.name}
          </h3>
        ))}
        <div className={styles.times} style={{ height }} aria-hidden="true">
          {hourMarks(layout).map((m) => (
            <span key={m} className={styles.hour} style={{ top: `${(m - layout.from_min) * gridPxPerMinute}px` }}>
              {clockText(m)}
            </span>
          ))}
        </div>
        {layout.columns.map(({ stage, events }, i) => (
          <ul key={stage.id} className={styles.column} style={{ height, gridColumn: i + 2 }} aria-label={stage.name}>
            {events.map((p) => {
              const fav = favourites.has(p.event.id);
              const time = t('time_range', { from: clockText(p.start_min), to: clockText(p.end_min) });
              return (
                <li
                  key={p.event.id}
                  className={`${styles.card} ${fav ? styles.cardFav : ''}`}
                  style={{
                    top: `${(p.start_min - layout.from_min) * gridPxPerMinute}px`,
                    height: `${Math.max(24, (p.end_min - p.start_min) * gridPxPerMinute - 2)}px`,
                    left: `${(p.lane / p.lanes) * 100}%`,
                    width: `${100 / p.lanes}%`,
                  }}
                >
                  <button
                    type="button"
                    className={styles.fav}
                    aria-pressed={fav}
                    data-fes-event={p.event.id}
                    aria-label={t(fav ? 'favourite_remove' : 'favourite_add', { title: p.event.title })}
                    onClick={() => onToggle(p.event.id)}
                  >
                    <span aria-hidden="true">{fav ? '★' : '☆'}</span>
                  </button>
                  <span className={styles.cardTime}>{time}</span>
                  <span className={styles.cardTitle}>{p.event.title}</span>
                </li>
              );
            })}
          </ul>
        ))}
        <div className={styles.nowLayer} style={{ height, gridColumn: `2 / span ${layout.columns.length}` }}>
          <NowLine layout={layout} zone={zone} now_ms={now_ms} />
        </div>
      </div>
    </section>
  );
}
