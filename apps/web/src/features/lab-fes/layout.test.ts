import type { FesEvent, FesStage } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { clockText, dayOf, festivalDays, hourMarks, layoutDay, neighbour, nowLineMinutes } from './layout.ts';

const zone = 'Asia/Tokyo'; // UTC+9, no DST
const stages: FesStage[] = [
  { id: 1, name: 'Hall', order: 0 },
  { id: 2, name: 'River', order: 1 },
  { id: 3, name: 'Empty', order: 2 },
  { id: 4, name: 'Room', order: 3 },
];
/** An event on `stage` from `from` to `to`, Tokyo wall-clock `YYYY-MM-DD HH:MM`. */
const ev = (id: number, stage_id: number, from: string, to: string): FesEvent => {
  const utc = (t: string) => new Date(Date.parse(`${t.replace(' ', 'T')}:00+09:00`)).toISOString();
  return { id, stage_id, title: `e${id}`, start: utc(from), end: utc(to) };
};
const days = festivalDays({ first_day: '2026-08-01', last_day: '2026-08-02' });

describe('the timetable layout maths (issue 25 point 5)', () => {
  it('lists the festival days and finds the day of an instant in the festival time zone', () => {
    expect(days).toEqual(['2026-08-01', '2026-08-02']);
    // 2026-08-01T16:00Z is 2 August 01:00 in Tokyo.
    expect(dayOf(Date.parse('2026-08-01T16:00:00Z'), days, zone)).toBe('2026-08-02');
    expect(dayOf(Date.parse('2026-08-01T14:59:00Z'), days, zone)).toBe('2026-08-01');
    expect(dayOf(Date.parse('2026-07-31T14:59:00Z'), days, zone)).toBeUndefined();
  });

  it('rows run from the earliest start to the latest end in whole hours; a late show passes midnight', () => {
    const layout = layoutDay('2026-08-01', days, zone, stages, [
      ev(1, 1, '2026-08-01 10:15', '2026-08-01 11:00'),
      ev(2, 2, '2026-08-01 23:30', '2026-08-02 00:40'),
      ev(3, 1, '2026-08-02 09:00', '2026-08-02 10:00'),
    ]);
    expect([layout.from_min, layout.to_min]).toEqual([600, 1500]);
    expect(layout.columns.map((c) => c.events.map((p) => [p.event.id, p.start_min, p.end_min]))).toEqual([
      [[1, 615, 660]],
      [[2, 1410, 1480]],
      [],
      [],
    ]);
    expect(hourMarks({ from_min: 600, to_min: 780 })).toEqual([600, 660, 720, 780]);
    expect(clockText(1480)).toBe('00:40');
    expect(clockText(615)).toBe('10:15');
    const empty = layoutDay('2026-08-02', days, zone, stages, []);
    expect([empty.from_min, empty.to_min]).toEqual([600, 1080]);
  });

  it('overlapping events of one stage share its column in lanes; a later free slot starts a new cluster', () => {
    const layout = layoutDay('2026-08-01', days, zone, stages, [
      ev(1, 1, '2026-08-01 10:00', '2026-08-01 12:00'),
      ev(2, 1, '2026-08-01 10:30', '2026-08-01 11:00'),
      ev(3, 1, '2026-08-01 11:00', '2026-08-01 11:30'),
      ev(4, 1, '2026-08-01 11:15', '2026-08-01 11:45'),
      ev(5, 1, '2026-08-01 12:00', '2026-08-01 13:00'),
    ]);
    const hall = layout.columns[0]?.events.map((p) => [p.event.id, p.lane, p.lanes]);
    // 1 holds lane 0 until 12:00; 2 takes lane 1, 3 reuses lane 1 when 2 ends, 4 needs lane 2; 5 is alone.
    expect(hall).toEqual([
      [1, 0, 3],
      [2, 1, 3],
      [3, 1, 3],
      [4, 2, 3],
      [5, 0, 1],
    ]);
  });

  it('puts the now line on the day only while the clock is inside its rows', () => {
    const layout = layoutDay('2026-08-01', days, zone, stages, [ev(1, 1, '2026-08-01 10:00', '2026-08-01 12:00')]);
    expect(nowLineMinutes(layout, zone, Date.parse('2026-08-01T02:30:00Z'))).toBe(690); // 11:30 Tokyo
    expect(nowLineMinutes(layout, zone, Date.parse('2026-08-01T00:59:00Z'))).toBeNull(); // 09:59
    expect(nowLineMinutes(layout, zone, Date.parse('2026-08-01T03:01:00Z'))).toBeNull(); // 12:01
  });

  it('moves between events with the arrow keys: within a stage by time, across stages to the nearest start', () => {
    const layout = layoutDay('2026-08-01', days, zone, stages, [
      ev(1, 1, '2026-08-01 10:00', '2026-08-01 11:00'),
      ev(2, 1, '2026-08-01 13:00', '2026-08-01 14:00'),
      ev(3, 2, '2026-08-01 10:30', '2026-08-01 11:00'),
      ev(4, 2, '2026-08-01 12:45', '2026-08-01 13:30'),
      ev(5, 4, '2026-08-01 16:00', '2026-08-01 17:00'),
    ]);
    expect(neighbour(layout, 1, 'down')).toBe(2);
    expect(neighbour(layout, 1, 'up')).toBeUndefined();
    expect(neighbour(layout, 2, 'right')).toBe(4);
    expect(neighbour(layout, 1, 'right')).toBe(3);
    // The empty stage is skipped.
    expect(neighbour(layout, 4, 'right')).toBe(5);
    expect(neighbour(layout, 5, 'left')).toBe(4);
    expect(neighbour(layout, 1, 'left')).toBeUndefined();
  });
});
