import { type ChartNote, laneCount } from './chart.ts';
import type { Grade } from './judge.ts';

/**
 * Draws the rhythm game's field on a canvas (issue 25 point 1): four lanes, the judgement line near the bottom and
 * the notes falling to it. A note's height above the line is its time to go (`note.time` − `nowS`, seconds) times
 * the fall speed, so a note touches the line exactly at its word's start. No state: called once per frame.
 */

/** How long a note takes to fall from the top of the field to the judgement line, in seconds. */
export const fallSeconds = 1.6;

/** Where the judgement line is, as a fraction of the field's height from the top. */
export const lineAt = 0.85;

/** The colours the field is drawn in (CSS colour strings, read from the page's theme). */
export type FieldColours = { lane: string; line: string; note: string; hit: string; text: string; miss: string };

/**
 * Draws one frame: `notes` with their `grades` (judged notes are not drawn), `nowS` the song time in seconds,
 * `pressed` the lanes held down now. `width`/`height` in CSS pixels; the context is already scaled for the
 * device's pixel ratio.
 */
export function drawField(
  ctx: CanvasRenderingContext2D,
  width: number,
  height: number,
  notes: readonly ChartNote[],
  grades: readonly (Grade | null)[],
  nowS: number,
  pressed: readonly boolean[],
  colours: FieldColours,
): void {
  ctx.clearRect(0, 0, width, height);
  const laneW = width / laneCount;
  const lineY = height * lineAt;
  const speed = lineY / fallSeconds;
  for (let l = 0; l < laneCount; l++) {
    if (pressed[l]) {
      ctx.fillStyle = colours.hit;
      ctx.globalAlpha = 0.18;
      ctx.fillRect(l * laneW, 0, laneW, height);
      ctx.globalAlpha = 1;
    }
    if (l > 0) {
      ctx.fillStyle = colours.lane;
      ctx.fillRect(Math.round(l * laneW), 0, 1, height);
    }
  }
  ctx.fillStyle = colours.line;
  ctx.fillRect(0, lineY - 2, width, 4);
  const noteH = Math.max(10, Math.min(18, height / 30));
  ctx.font = `${Math.max(11, Math.min(14, laneW / 6))}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (let i = 0; i < notes.length; i++) {
    const n = notes[i] as ChartNote;
    const ahead = n.time - nowS;
    if (ahead > fallSeconds * 1.1) break;
    if (grades[i] !== null) continue;
    const y = lineY - ahead * speed;
    if (y > height + noteH) continue;
    ctx.fillStyle = ahead < -0.135 ? colours.miss : colours.note;
    const x = n.lane * laneW + 4;
    ctx.beginPath();
    ctx.roundRect(x, y - noteH / 2, laneW - 8, noteH, noteH / 2);
    ctx.fill();
  }
  ctx.fillStyle = colours.text;
  ctx.globalAlpha = 0.7;
  const keys = ['D', 'F', 'J', 'K'];
  for (let l = 0; l < laneCount; l++)
    ctx.fillText(keys[l] as string, l * laneW + laneW / 2, lineY + (height - lineY) / 2);
  ctx.globalAlpha = 1;
}
