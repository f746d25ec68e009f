import { type RefObject, useCallback, useEffect, useRef } from 'react';
import { createRelayoutSchedule } from './relayout-schedule.ts';
import type { RowBox } from './scroll-position.ts';

/** The lyric rows' measured layout: each row's box in the list, and the view's height (px). */
export interface RowLayout {
  boxes: RowBox[];
  view_height_px: number;
}

/**
 * The lyric rows' layout: `measure()` reads the view's height and every row's box (the list's children) into
 * `layout`, counts the pass in `rootRef`'s `data-layout-passes` and calls `onMeasured` (the view then places
 * the list). The panel measures after each render that may move rows; this hook measures again after every
 * resize of the window or the view, at 200 ms and at 1000 ms [LYR-31].
 *
 * @example const { layout, measure } = useRowLayout(rootRef, viewRef, listRef, requestRefresh);
 */
export function useRowLayout(
  rootRef: RefObject<HTMLElement | null>,
  viewRef: RefObject<HTMLElement | null>,
  listRef: RefObject<HTMLElement | null>,
  onMeasured: () => void,
): { layout: RefObject<RowLayout>; measure: () => void } {
  const layout = useRef<RowLayout>({ boxes: [], view_height_px: 0 });
  const passes = useRef(0);
  const latest = useRef(onMeasured);
  latest.current = onMeasured;

  const measure = useCallback(() => {
    const list = listRef.current;
    layout.current = {
      view_height_px: viewRef.current?.clientHeight ?? 0,
      boxes: list
        ? Array.from(list.children, (el) => {
            const box = el as HTMLElement;
            return { top_px: box.offsetTop, height_px: box.offsetHeight };
          })
        : [],
    };
    passes.current += 1;
    rootRef.current?.setAttribute('data-layout-passes', String(passes.current));
    latest.current();
  }, [rootRef, viewRef, listRef]);

  // [LYR-31] resizes: measure at 200 ms and 1000 ms.
  useEffect(() => {
    const schedule = createRelayoutSchedule(measure);
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(() => schedule.resized()) : null;
    if (observer && viewRef.current) observer.observe(viewRef.current);
    window.addEventListener('resize', schedule.resized);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', schedule.resized);
      schedule.cancel();
    };
  }, [measure, viewRef]);

  return { layout, measure };
}
