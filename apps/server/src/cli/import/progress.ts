/**
 * A progress bar's text for a terminal: `[####----] 1234/10000 12% 85.3/s ETA 1m43s`, the rate over the time since
 * `started` (milliseconds since the epoch, as `now`).
 */
export function progressLine(started: number): (index: number, total: number, now: number) => string {
  return (index, total, now) => {
    const width = 24;
    const share = total > 0 ? index / total : 1;
    const filled = Math.round(share * width);
    const seconds = Math.max((now - started) / 1000, 0.001);
    const rate = index / seconds;
    const left = rate > 0 ? Math.round((total - index) / rate) : 0;
    const eta = left >= 60 ? `${Math.floor(left / 60)}m${String(left % 60).padStart(2, '0')}s` : `${left}s`;
    return `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${index}/${total} ${Math.floor(share * 100)}% ${rate.toFixed(1)}/s ETA ${eta}`;
  };
}
