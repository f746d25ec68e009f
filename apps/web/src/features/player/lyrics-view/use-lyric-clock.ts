import { useEffect, useRef } from 'react';
import { createThrottle, type Throttle } from './style-throttle.ts';

/** What the lyric clock drives: `frame` follows the audio time, `refresh` is the throttled style refresh. */
export interface LyricClockHandlers {
  /** Reads the time and moves the word fill; runs every animation frame while playing and on each reported change. */
  frame(): void;
  /** [LYR-30] The style refresh (current row, row states, list position); never more than once per 200 ms. */
  refresh(): void;
}

/**
 * The lyric view's clock: while `playing`, calls `handlers.frame()` every animation frame; at all times on
 * every time change `subscribeTime` reports (a seek while paused). Returns `requestRefresh`, which runs
 * `handlers.refresh()` through the 200 ms leading-and-trailing throttle [LYR-30]. The latest handlers are
 * called (they may read fresh props); the pending refresh is dropped on unmount.
 *
 * @example const requestRefresh = useLyricClock({ frame: tick, refresh }, playing, subscribeTime);
 */
export function useLyricClock(
  handlers: LyricClockHandlers,
  playing: boolean,
  subscribeTime?: (listener: () => void) => () => void,
): () => void {
  const latest = useRef(handlers);
  latest.current = handlers;
  const throttle = useRef<Throttle | null>(null);
  if (throttle.current === null) throttle.current = createThrottle(() => latest.current.refresh());

  useEffect(() => {
    if (!playing || typeof requestAnimationFrame !== 'function') return;
    let frame = requestAnimationFrame(function loop() {
      latest.current.frame();
      frame = requestAnimationFrame(loop);
    });
    return () => cancelAnimationFrame(frame);
  }, [playing]);
  useEffect(() => subscribeTime?.(() => latest.current.frame()), [subscribeTime]);
  useEffect(() => () => throttle.current?.cancel(), []);

  const requestRef = useRef(() => throttle.current?.request());
  return requestRef.current;
}
