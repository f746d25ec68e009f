/**
 * A playback time for display: `m:ss` under an hour, `h:mm:ss` from an hour on; negative or unknown (-1,
 * NaN) times show `0:00`. Seconds in, truncated to whole seconds.
 * @example formatPlayerTime(75.9) === '1:15'; formatPlayerTime(3725) === '1:02:05'
 */
export function formatPlayerTime(time_s: number): string {
  const total = Number.isFinite(time_s) && time_s > 0 ? Math.floor(time_s) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/**
 * The time shown beside the progress bar [FPLAY-20]: `duration` shows the song's total duration, `left` the
 * time remaining as `-m:ss`. An unknown duration (-1) shows `--:--`.
 */
export function formatTimeDisplay(mode: 'duration' | 'left', current_s: number, duration_s: number): string {
  if (duration_s < 0) return '--:--';
  return mode === 'left' ? `-${formatPlayerTime(duration_s - current_s)}` : formatPlayerTime(duration_s);
}
