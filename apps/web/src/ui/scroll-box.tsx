import { type PointerEvent, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import styles from './scroll-box.module.css';
import { type ScrollMetrics, thumbGeometry } from './scroll-thumb.ts';

/** A scroll box reports the end of scrolling this long after the last scroll event (spec section 9) [WIDGET-08]. */
export const SCROLL_END_DELAY_MS = 200;

/** Props of `ScrollBox`. */
export interface ScrollBoxProps {
  children: ReactNode;
  /** Called once each time scrolling stops, 200 ms after the last scroll event [WIDGET-08], with `scrollTop` in px. */
  onScrollEnd?: (scrollTop_px: number) => void;
  /** Accessible name; also makes the box a keyboard-focusable region so arrow keys scroll it. */
  label: string;
  /** CSS max-height of the box, e.g. "320px" or "50vh". */
  maxHeight?: string;
  className?: string;
}

/**
 * A vertically scrolling box with the kit's own thin scrollbar: the native bar is hidden and a thumb of at least
 * 20 px [WIDGET-09] follows the scroll position and can be dragged. Native scrolling (wheel, touch, keys) is kept.
 *
 * @example <ScrollBox label={t('lyrics')} maxHeight="60vh" onScrollEnd={save}>…</ScrollBox>
 */
export function ScrollBox({ children, onScrollEnd, label, maxHeight, className }: ScrollBoxProps) {
  const viewport = useRef<HTMLElement | null>(null);
  const endTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const drag = useRef<{ startY: number; startTop: number } | null>(null);
  const [metrics, setMetrics] = useState<ScrollMetrics>({ clientHeight: 0, scrollHeight: 0, scrollTop: 0 });

  const measure = useCallback(() => {
    const node = viewport.current;
    if (node)
      setMetrics({ clientHeight: node.clientHeight, scrollHeight: node.scrollHeight, scrollTop: node.scrollTop });
  }, []);

  useEffect(() => {
    const node = viewport.current;
    if (!node) return;
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    for (const child of node.children) observer.observe(child);
    return () => observer.disconnect();
  }, [measure]);
  useEffect(() => () => clearTimeout(endTimer.current), []);

  const onScroll = () => {
    measure();
    // [WIDGET-08] restart on every scroll event, so it fires once per stop.
    clearTimeout(endTimer.current);
    endTimer.current = setTimeout(() => onScrollEnd?.(viewport.current?.scrollTop ?? 0), SCROLL_END_DELAY_MS);
  };

  const thumb = thumbGeometry(metrics);

  const onThumbDown = (event: PointerEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { startY: event.clientY, startTop: viewport.current?.scrollTop ?? 0 };
  };
  const onThumbMove = (event: PointerEvent<HTMLDivElement>) => {
    const node = viewport.current;
    if (!drag.current || !node || !thumb) return;
    const ratio = (node.scrollHeight - node.clientHeight) / (node.clientHeight - thumb.size || 1);
    node.scrollTop = drag.current.startTop + (event.clientY - drag.current.startY) * ratio;
  };

  return (
    <div className={[styles.root, className ?? ''].filter(Boolean).join(' ')}>
      <section
        ref={viewport}
        className={styles.viewport}
        style={{ maxHeight }}
        aria-label={label}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to scroll by keyboard
        tabIndex={0}
        onScroll={onScroll}
      >
        {children}
      </section>
      {thumb && (
        <div className={styles.track} aria-hidden="true">
          <div
            className={styles.thumb}
            style={{ height: `${thumb.size}px`, transform: `translateY(${thumb.offset}px)` }}
            onPointerDown={onThumbDown}
            onPointerMove={onThumbMove}
            onPointerUp={() => {
              drag.current = null;
            }}
          />
        </div>
      )}
    </div>
  );
}
