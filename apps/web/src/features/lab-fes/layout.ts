import { addDays, daysBetween, type FesEvent, type FesFestival, type FesStage, zonedToUtcMs } from '@site/contracts';

/**
 * The timetable's layout maths (issue 25 point 5): which festival day an event belongs to, the rows (time) a day
 * shows, each event's place in its stage's column (overlapping events share the column in lanes), the "now" line,
 * and the neighbour an arrow key moves to. Pure functions; minutes are counted from the day's local midnight in the
 * festival's time zone (so a show past midnight has minutes ≥ 1440).
 */

/** A festival's local days, `YYYY-MM-DD`, first to last. */
export function festivalDays(festival: Pick<FesFestival, 'first_day' | 'last_day'>): string[] {
  const n = daysBetween(festival.first_day, festival.last_day);
  return Array.from({ length: Math.max(0, n) + 1 }, (_, i) => addDays(festival.first_day, i));
}

/** The instant (ms) of `day`'s local midnight in `zone`. */
export const dayStartMs = (day: string, zone: string): number => zonedToUtcMs(day, 0, zone);

/** The festival day (`YYYY-MM-DD`) whose window holds the instant `ms`: the last day starting at or before it. */
export function dayOf(ms: number, days: readonly string[], zone: string): string | undefined {
  let found: string | undefined;
  for (const day of days) if (dayStartMs(day, zone) <= ms) found = day;
  return found;
}

/** An event placed in its column: minutes from the day's midnight, and its lane among `lanes` side by side. */
export type PlacedEvent = {
  event: FesEvent;
  start_min: number;
  end_min: number;
  lane: number;
  lanes: number;
};

/** A day's grid: the first and last minute shown (whole hours) and each stage's placed events by start. */
export type DayLayout = {
  day: string;
  from_min: number;
  to_min: number;
  columns: { stage: FesStage; events: PlacedEvent[] }[];
};

/** The hours a day with no events shows (10:00–18:00). */
const emptyDay = { from_min: 600, to_min: 1080 };

/**
 * Lays out `day`: its events are those starting in it (`dayOf`); rows run from the earliest start, rounded down to
 * the hour, to the latest end, rounded up. In a stage, events that overlap in time form a cluster whose events take
 * lanes (first free lane, by start time); each event of a cluster knows the cluster's lane count.
 */
export function layoutDay(
  day: string,
  days: readonly string[],
  zone: string,
  stages: readonly FesStage[],
  events: readonly FesEvent[],
): DayLayout {
  const midnight = dayStartMs(day, zone);
  const mine = events
    .filter((e) => dayOf(Date.parse(e.start), days, zone) === day)
    .map((event) => ({
      event,
      start_min: Math.round((Date.parse(event.start) - midnight) / 60_000),
      end_min: Math.round((Date.parse(event.end) - midnight) / 60_000),
    }))
    .sort((a, b) => a.start_min - b.start_min || a.end_min - b.end_min || a.event.id - b.event.id);
  const from_min =
    mine.length === 0 ? emptyDay.from_min : Math.floor(Math.min(...mine.map((e) => e.start_min)) / 60) * 60;
  const to_min = mine.length === 0 ? emptyDay.to_min : Math.ceil(Math.max(...mine.map((e) => e.end_min)) / 60) * 60;
  const columns = stages.map((stage) => {
    const placed: PlacedEvent[] = [];
    let cluster: PlacedEvent[] = [];
    let clusterEnd = -Infinity;
    let laneEnds: number[] = [];
    const close = () => {
      for (const p of cluster) p.lanes = laneEnds.length;
      cluster = [];
      laneEnds = [];
    };
    for (const e of mine.filter((m) => m.event.stage_id === stage.id)) {
      if (e.start_min >= clusterEnd) close();
      let lane = laneEnds.findIndex((end) => end <= e.start_min);
      if (lane === -1) lane = laneEnds.push(e.end_min) - 1;
      else laneEnds[lane] = e.end_min;
      const p: PlacedEvent = { ...e, lane, lanes: 1 };
      cluster.push(p);
      placed.push(p);
      clusterEnd = cluster.length === 1 ? e.end_min : Math.max(clusterEnd, e.end_min);
    }
    close();
    return { stage, events: placed };
  });
  return { day, from_min, to_min, columns };
}

/** The hour lines of a layout: every whole hour from `from_min` to `to_min` (minutes, may pass 1440). */
export const hourMarks = (layout: Pick<DayLayout, 'from_min' | 'to_min'>): number[] =>
  Array.from({ length: (layout.to_min - layout.from_min) / 60 + 1 }, (_, i) => layout.from_min + i * 60);

/** Where the "now" line goes on `layout` at the instant `now_ms`: minutes from the day's midnight, or null off it. */
export function nowLineMinutes(layout: DayLayout, zone: string, now_ms: number): number | null {
  const minutes = (now_ms - dayStartMs(layout.day, zone)) / 60_000;
  return minutes >= layout.from_min && minutes <= layout.to_min ? minutes : null;
}

/** A time of day for minutes from midnight: `HH:MM` (24 h; past midnight wraps: 1500 → `01:00`). */
export const clockText = (minutes: number): string => {
  const m = ((Math.round(minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

/**
 * The event an arrow key moves to from `id` on `layout`: up/down the previous/next event of the same stage (by
 * start), left/right the event of the nearest stage in that direction that has events, the one whose start is
 * closest to this one's (the earlier on a tie). Undefined at an edge.
 */
export function neighbour(layout: DayLayout, id: number, key: 'up' | 'down' | 'left' | 'right'): number | undefined {
  const col = layout.columns.findIndex((c) => c.events.some((p) => p.event.id === id));
  if (col === -1) return undefined;
  const column = layout.columns[col]?.events ?? [];
  const row = column.findIndex((p) => p.event.id === id);
  const here = column[row] as PlacedEvent;
  if (key === 'up') return column[row - 1]?.event.id;
  if (key === 'down') return column[row + 1]?.event.id;
  const step = key === 'left' ? -1 : 1;
  for (let c = col + step; c >= 0 && c < layout.columns.length; c += step) {
    const events = layout.columns[c]?.events ?? [];
    if (events.length === 0) continue;
    let best = events[0] as PlacedEvent;
    for (const p of events)
      if (Math.abs(p.start_min - here.start_min) < Math.abs(best.start_min - here.start_min)) best = p;
    return best.event.id;
  }
  return undefined;
}
