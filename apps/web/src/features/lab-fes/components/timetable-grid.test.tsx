import type { FesEvent, FesStage } from '@site/contracts';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../lib/i18n.ts';
import { festivalDays, layoutDay } from '../layout.ts';
import { TimetableGrid } from './timetable-grid.tsx';

const zone = 'Asia/Tokyo';
const stages: FesStage[] = [
  { id: 1, name: 'Hall', order: 0 },
  { id: 2, name: 'River', order: 1 },
];
const events: FesEvent[] = [
  {
    id: 1,
    stage_id: 1,
    title: '<img src=x onerror=alert(1)>',
    start: '2026-08-01T01:00:00.000Z',
    end: '2026-08-01T02:00:00.000Z',
  },
  { id: 2, stage_id: 1, title: 'Second', start: '2026-08-01T03:00:00.000Z', end: '2026-08-01T04:00:00.000Z' },
  { id: 3, stage_id: 2, title: 'River show', start: '2026-08-01T01:30:00.000Z', end: '2026-08-01T02:30:00.000Z' },
];
const days = festivalDays({ first_day: '2026-08-01', last_day: '2026-08-02' });
const layout = layoutDay('2026-08-01', days, zone, stages, events);

describe('the timetable grid (issue 25 point 5)', () => {
  beforeAll(async () => {
    await createI18n('en');
  });
  afterEach(cleanup);

  it('shows stages as columns, titles as text, the now line at the injected clock, and toggles by name', () => {
    const onToggle = vi.fn();
    // 11:15 Tokyo = 02:15 UTC.
    render(
      <TimetableGrid
        layout={layout}
        zone={zone}
        favourites={new Set([3])}
        onToggle={onToggle}
        now_ms={Date.parse('2026-08-01T02:15:00Z')}
        label="Timetable"
      />,
    );
    const grid = screen.getByRole('region', { name: 'Timetable' });
    expect(
      within(grid)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Hall', 'River']);
    expect(within(grid).getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(grid.querySelector('img')).toBeNull();
    expect(screen.getByTestId('fes-now-line')).toHaveTextContent('Now 11:15');
    // 10:00 is the first row; 11:15 is 75 minutes below it at 1.2 px a minute.
    expect(screen.getByTestId('fes-now-line').style.top).toBe('90px');
    expect(screen.getByRole('button', { name: 'Remove “River show” from favourites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add “Second” to favourites' }));
    expect(onToggle).toHaveBeenCalledWith(2);
  });

  it('has no now line when the clock is off the day, and moves the focus with the arrow keys', () => {
    render(
      <TimetableGrid
        layout={layout}
        zone={zone}
        favourites={new Set()}
        onToggle={() => {}}
        now_ms={Date.parse('2026-08-02T02:15:00Z')}
        label="Timetable"
      />,
    );
    expect(screen.queryByTestId('fes-now-line')).toBeNull();
    const first = screen.getByRole('button', { name: 'Add “<img src=x onerror=alert(1)>” to favourites' });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    expect(screen.getByRole('button', { name: 'Add “Second” to favourites' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowLeft' });
    expect(screen.getByRole('button', { name: 'Add “Second” to favourites' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowUp' });
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    expect(screen.getByRole('button', { name: 'Add “River show” to favourites' })).toHaveFocus();
  });
});
