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
