/**
 * Runs `run` once the browser is idle (`requestIdleCallback`), at the latest `timeout_ms` (milliseconds) later;
 * where there is no `requestIdleCallback` (Safari, jsdom) a 0 ms timer stands in. Returns a function that
 * cancels the run if it has not happened yet.
 *
 * Work that must not compete with the page's first paint (a font, a below-the-fold part, a call nothing on
 * screen waits for) starts from here, called once the page has rendered.
 *
 * @example useEffect(() => whenIdle(() => setReady(true)), []);
 */
export function whenIdle(run: () => void, timeout_ms = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: timeout_ms });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 0);
  return () => clearTimeout(timer);
}

/**
 * Runs `run` once the browser has painted the current frame: the frame's `requestAnimationFrame`, then a 0 ms
 * task, which runs after that frame is presented. Called from an effect after the first page committed, work
 * then starts after the page is on screen, not in the gap before its first contentful paint (where an idle
 * callback can already fire). Where there is no `requestAnimationFrame` (jsdom) the 0 ms task alone stands in.
 */
export function afterNextPaint(run: () => void): void {
  if (typeof window.requestAnimationFrame !== 'function') {
    setTimeout(run, 0);
    return;
  }
  window.requestAnimationFrame(() => setTimeout(run, 0));
}
