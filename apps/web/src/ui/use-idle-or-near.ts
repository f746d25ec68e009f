import { type RefObject, startTransition, useEffect, useState } from 'react';
import { whenIdle } from '../lib/idle.ts';

/** Options of `useIdleOrNear`. */
export interface IdleOrNearOptions {
  /** True to mount at once (e.g. the address points into the deferred part). */
  eager?: boolean;
  /** How close (px) to the viewport the element may come before it is mounted anyway. Default 800. */
  margin_px?: number;
  /** The longest wait (ms) for the browser to be idle. Default 2000. */
  timeout_ms?: number;
}

/**
 * Whether a part of the page below the fold (a comment thread under an article) should be mounted yet: true
 * once the browser has been idle after the page's first paint (`requestIdleCallback`, at most `timeout_ms`
 * later) or once `ref`'s element comes within `margin_px` of the viewport, whichever comes first; at once with
 * `eager`. Once true it stays true. The part's code and calls then wait until the page's own content has
 * painted instead of competing with it (`whenIdle`).
 *
 * @example const ready = useIdleOrNear(sentinel, { eager: location.hash.startsWith('#comment') });
 */
export function useIdleOrNear(ref: RefObject<Element | null>, options: IdleOrNearOptions = {}): boolean {
  const { eager = false, margin_px = 800, timeout_ms = 2000 } = options;
  const [ready, setReady] = useState(eager);
  useEffect(() => {
    if (ready) return;
    if (eager) {
      setReady(true);
      return;
    }
    // A transition: React renders the deferred part in slices that leave the main thread free between them
    // (a comment thread's first render was one long task after the article's first paint).
    const show = () => startTransition(() => setReady(true));
    const cancelIdle = whenIdle(show, timeout_ms);
    const element = ref.current;
    const observer =
      element && typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && show(), {
            rootMargin: `${margin_px}px 0px`,
          })
        : undefined;
    if (element) observer?.observe(element);
    return () => {
      cancelIdle();
      observer?.disconnect();
    };
  }, [ready, eager, margin_px, timeout_ms, ref]);
  return ready;
}
