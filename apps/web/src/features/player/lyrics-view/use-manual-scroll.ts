import { type RefObject, type TouchEvent, useEffect, useRef, useState } from 'react';
import { createManualScroll, type ManualScroll, type ManualScrollState } from './manual-scroll.ts';

/** px a wheel "line" (`deltaMode` 1) scrolls. */
const WHEEL_LINE_PX = 16;

/**
 * The reader's own scrolling of the lyric view [LYR-23..26]: a wheel (on `viewRef`, whose default is prevented
 * so the page behind stays) or a touch move switches to manual mode and scrolls; the view returns to auto mode
 * 2000 ms after the mouse leaves. Input counts only while `enabled` (timed lyrics on screen).
 * `onChange(state, entering)` runs after every change (`entering`: manual mode just began); `limit_px()` bounds
 * the offset. Returns `manual` (for the "回到当前位置" button), the `scroll` state machine (`toAuto`, `scrollBy`)
 * and the handlers to spread on the view.
 *
 * @example const { manual, scroll, viewHandlers } = useManualScrollInput(viewRef, enabled, place, limit);
 */
export function useManualScrollInput(
  viewRef: RefObject<HTMLElement | null>,
  enabled: boolean,
  onChange: (state: ManualScrollState, entering: boolean) => void,
  limit_px: () => number,
) {
  const [manual, setManual] = useState(false);
  const latest = useRef({ onChange, limit_px });
  latest.current = { onChange, limit_px };
  const scrollRef = useRef<ManualScroll | null>(null);
  if (scrollRef.current === null) {
    let was_manual = false;
    scrollRef.current = createManualScroll(
      (state) => {
        const entering = state.manual && !was_manual;
        was_manual = state.manual;
        setManual(state.manual);
        latest.current.onChange(state, entering);
      },
      () => latest.current.limit_px(),
    );
  }
  const scroll = scrollRef.current;
  useEffect(() => () => scroll.dispose(), [scroll]);

  // [LYR-23] The wheel moves the lyrics, never the page behind: a non-passive listener so it can prevent the default.
  useEffect(() => {
    const view = viewRef.current;
    if (!view || !enabled) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      scroll.scrollBy(event.deltaMode === 1 ? event.deltaY * WHEEL_LINE_PX : event.deltaY);
    };
    view.addEventListener('wheel', onWheel, { passive: false });
    return () => view.removeEventListener('wheel', onWheel);
  }, [viewRef, enabled, scroll]);

  const touchY = useRef<number | null>(null);
  const viewHandlers = {
    onTouchStart(event: TouchEvent) {
      touchY.current = event.touches[0]?.clientY ?? null;
    },
    onTouchMove(event: TouchEvent) {
      const y = event.touches[0]?.clientY;
      if (!enabled || y === undefined || touchY.current === null) return;
      scroll.scrollBy(touchY.current - y);
      touchY.current = y;
    },
    onTouchEnd() {
      touchY.current = null;
    },
    onMouseLeave: () => scroll.mouseLeave(),
    onMouseEnter: () => scroll.mouseEnter(),
  };
  return { manual, scroll, viewHandlers };
}
