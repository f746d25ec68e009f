import { useEffect, useState } from 'react';
import { scrollOffsetPx } from './scroll-to-heading.ts';

/**
 * Which heading of an article the reader is in, for the table of contents' highlight (what Hexo's NexT theme and
 * documentation sites call scroll spy). The reading line sits just below where a heading followed from the
 * table of contents lands (`scrollOffsetPx`, 100 px below the top of the window), so following a link
 * highlights that very entry.
 */

/** The reading line, in px from the top of the window. */
export const readingLinePx = scrollOffsetPx + 8;

/**
 * The id of the last heading at or above the reading line, given the headings in document order with `top`
 * each one's distance from the top of the window in px (`getBoundingClientRect().top`); `null` while the
 * reader is above the first heading.
 * @example currentHeadingId([{ id: 'a', top: -300 }, { id: 'b', top: 90 }, { id: 'c', top: 600 }], 108) // 'b'
 */
export function currentHeadingId(
  headings: readonly { id: string; top: number }[],
  line = readingLinePx,
): string | null {
  let current: string | null = null;
  for (const heading of headings) {
    if (heading.top > line) break;
    current = heading.id;
  }
  return current;
}

/**
 * The id of the heading (among the elements with the ids `ids`, in document order) the reader is in, kept
 * current while the window scrolls or resizes (measured at most once per frame); `null` above the first
 * heading or when none of them is on the page.
 */
export function useCurrentHeading(ids: readonly string[]): string | null {
  const [current, setCurrent] = useState<string | null>(null);
  const key = ids.join('\n');
  useEffect(() => {
    const list = key === '' ? [] : key.split('\n');
    let frame = 0;
    const measure = () => {
      frame = 0;
      const headings = list.flatMap((id) => {
        const element = document.getElementById(id);
        return element ? [{ id, top: element.getBoundingClientRect().top }] : [];
      });
      setCurrent(currentHeadingId(headings));
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [key]);
  return current;
}
