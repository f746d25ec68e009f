/**
 * A duration in seconds as the lists show it: `m:ss`, or `h:mm:ss` from one hour. Fractions are dropped.
 * An unknown duration (`0`, negative, `NaN`, infinite — the contract's "0 when unknown") shows `--:--`.
 *
 * @example formatDuration(215.4) === '3:35'; formatDuration(3725) === '1:02:05'; formatDuration(0) === '--:--'
 */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds <= 0) return '--:--';
  const whole = Math.floor(seconds);
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
