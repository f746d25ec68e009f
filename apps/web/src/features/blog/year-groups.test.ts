import { describe, expect, it } from 'vitest';
import { articleYear, formatYear, groupByYear } from './year-groups.ts';

describe('year groups of an article list', () => {
  const at = (date: string, id: string) => ({ id, date });

  it('cuts a newest-first list into runs of one year, in the zone the dates are shown in', () => {
    const items = [
      at('2025-02-08T16:30:00.000Z', 'a'),
      at('2025-01-01T03:00:00.000Z', 'b'),
      at('2024-12-31T20:00:00.000Z', 'c'),
      at('2021-11-02T00:00:00.000Z', 'd'),
    ];
    expect(groupByYear(items, 'UTC').map((g) => [g.year, g.items.map((i) => i.id)])).toEqual([
      [2025, ['a', 'b']],
      [2024, ['c']],
      [2021, ['d']],
    ]);
    // 20:00 UTC on New Year's Eve is already 2025 in Shanghai: the heading follows the shown date.
    expect(groupByYear(items, 'Asia/Shanghai').map((g) => [g.year, g.items.map((i) => i.id)])).toEqual([
      [2025, ['a', 'b', 'c']],
      [2021, ['d']],
    ]);
  });

  it('keeps an item with a broken date in the run before it, and gives nothing for no items', () => {
    expect(groupByYear([at('2024-05-01T00:00:00Z', 'a'), at('soon', 'b')], 'UTC')).toEqual([
      { year: 2024, items: [at('2024-05-01T00:00:00Z', 'a'), at('soon', 'b')] },
    ]);
    expect(groupByYear([at('soon', 'b')], 'UTC')).toEqual([{ year: null, items: [at('soon', 'b')] }]);
    expect(groupByYear([], 'UTC')).toEqual([]);
    expect(articleYear('not a date')).toBeNull();
  });

  it('writes the year as each language writes it', () => {
    expect(formatYear(2019, 'en')).toBe('2019');
    expect(formatYear(2019, 'zh')).toBe('2019年');
    expect(formatYear(2019, 'zh-tw')).toBe('2019年');
    expect(formatYear(2019, 'ja')).toBe('2019年');
  });
});
