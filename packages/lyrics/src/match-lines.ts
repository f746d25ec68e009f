import type { DiagnosticSink } from './diagnostics.ts';
import { parseLrc } from './parse-lrc.ts';
import type { LyricRow } from './types.ts';

/** How far a translation's time may be from its row's: NetEase files differ by tens of ms; peers use ~0.6 s. */
export const MATCH_TOLERANCE_S = 0.6;

/**
 * Fills `translate` or `roma` of `rows` from an LRC text (`lrc_row_cn`, NCM `tlyric`, `ytlrc`, `romalrc` ...):
 * each line goes to the row with the nearest start within 0.6 s that has none yet, never by index and never by
 * exact time. Lines that find no row are reported (`unmatched_line`). `rows` must be sorted by time.
 */
export function attachByTime(
  rows: LyricRow[],
  text: string | undefined,
  field: 'translate' | 'roma',
  sink: DiagnosticSink,
): void {
  if (!text || text.trim() === '') return;
  const lines = parseLrc(text, sink, {});
  const taken = new Uint8Array(rows.length);
  for (const line of lines) {
    if (line.text === '' || line.credit) continue;
    // First row at or after the line's time, then look both ways within the tolerance.
    let lo = 0;
    let hi = rows.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((rows[mid] as LyricRow).time < line.time) lo = mid + 1;
      else hi = mid;
    }
    let best = -1;
    let bestDist = MATCH_TOLERANCE_S + 1e-9;
    for (let k = lo - 1; k >= 0; k--) {
      const row = rows[k] as LyricRow;
      const dist = line.time - row.time;
      if (dist > bestDist) break;
      if (!taken[k] && !row.interval && !row.credit && dist < bestDist) {
        best = k;
        bestDist = dist;
      }
    }
    for (let k = lo; k < rows.length; k++) {
      const row = rows[k] as LyricRow;
      const dist = row.time - line.time;
      if (dist >= bestDist) break;
      if (!taken[k] && !row.interval && !row.credit) {
        best = k;
        bestDist = dist;
        break;
      }
    }
    if (best < 0) {
      sink.add(0, 'unmatched_line', line.text);
      continue;
    }
    taken[best] = 1;
    (rows[best] as LyricRow)[field] = line.text;
  }
}
