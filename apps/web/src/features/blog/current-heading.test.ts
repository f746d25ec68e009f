import { describe, expect, it } from 'vitest';
import { currentHeadingId, readingLinePx } from './current-heading.ts';
import { scrollOffsetPx } from './scroll-to-heading.ts';

describe('currentHeadingId', () => {
  const at = (...tops: number[]) => tops.map((top, i) => ({ id: `h${i + 1}`, top }));

  it('is the last heading at or above the reading line', () => {
    expect(currentHeadingId(at(-900, -200, 40, 500), 108)).toBe('h3');
    expect(currentHeadingId(at(-900, -200, 108, 500), 108)).toBe('h3');
    expect(currentHeadingId(at(-900, -200, 109, 500), 108)).toBe('h2');
  });

  it('is null above the first heading and with no headings', () => {
    expect(currentHeadingId(at(300, 800), 108)).toBeNull();
    expect(currentHeadingId([], 108)).toBeNull();
  });

  it('highlights a heading scrolled to from the table of contents (it lands on the line, rounded)', () => {
    expect(readingLinePx).toBeGreaterThan(scrollOffsetPx);
    expect(currentHeadingId(at(-400, scrollOffsetPx + 0.5, 700))).toBe('h2');
  });
});
