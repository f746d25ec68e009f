/**
 * The sticker maker's geometry (issue 25 point 2), pure so that tests can check it: how the caption's characters
 * are placed, line by line, straight or along an arc, and how the caption's anchor moves by keyboard. All lengths
 * are canvas pixels, all angles in this module's results are radians (the settings give degrees).
 */

/** The sticker's exact size in pixels: the PNG export has this width and height. */
export const stickerSize = { width: 296, height: 256 } as const;

/** One character (grapheme) placed relative to the caption's anchor, before the caption's own rotation. */
export type PlacedChar = {
  /** The grapheme (one user-perceived character: an emoji with modifiers stays whole). */
  text: string;
  /** The centre of the character's box, pixels from the anchor (x right, y down; the box's vertical middle). */
  x: number;
  y: number;
  /** The character's own turn in radians, clockwise (0 on straight text). */
  angle: number;
};

/** The caption's layout settings: font size in pixels, line spacing as a multiple of it, curve in degrees. */
export type CaptionShape = {
  size: number;
  /** Line height ÷ font size, e.g. 1.2. */
  lineSpacing: number;
  /**
   * The arc each line spans, in degrees, -360..360: 0 is straight, positive bends the line like an arch (its
   * middle highest), negative like a smile (its middle lowest).
   */
  curve: number;
};

/**
 * `text` split into graphemes (Intl.Segmenter where the engine has it, else code points), so an emoji or a letter
 * with combining marks is drawn and turned as one character.
 */
export function graphemes(text: string): string[] {
  if (typeof Intl !== 'undefined' && 'Segmenter' in Intl) {
    const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
    return Array.from(segmenter.segment(text), (s) => s.segment);
  }
  return Array.from(text);
}

/** The caption's lines: split at CR LF, CR or LF (a trailing empty line is kept: it takes room as typed). */
export function captionLines(text: string): string[] {
  return text.split(/\r\n|\r|\n/);
}

/**
 * Places one line's characters, centred on x = 0 at y = 0, straight or along an arc of `curveDeg` degrees.
 * `widths` are the characters' advance widths in pixels (from `measureText`). On an arc of angle θ the line keeps
 * its length W: the circle's radius is W / |θ|, each character sits on the circle at the arc length of its centre
 * from the line's middle and is turned by the same angle, so the letters stand on the arc (arch) or hang from it
 * (smile). Answers the character centres relative to the line's middle.
 */
export function layoutLine(chars: readonly string[], widths: readonly number[], curveDeg: number): PlacedChar[] {
  const total = widths.reduce((sum, w) => sum + w, 0);
  const theta = (Math.max(-360, Math.min(360, curveDeg)) * Math.PI) / 180;
  let before = 0;
  return chars.map((text, i) => {
    const w = widths[i] ?? 0;
    const s = before + w / 2 - total / 2;
    before += w;
    if (Math.abs(theta) < 1e-6 || total <= 0) return { text, x: s, y: 0, angle: 0 };
    const radius = total / Math.abs(theta);
    const phi = s / radius;
    const k = Math.sign(theta);
    return { text, x: radius * Math.sin(phi), y: k * radius * (1 - Math.cos(phi)), angle: k * phi };
  });
}

/**
 * Places every character of `text` (any number of lines) around the caption's anchor: the lines are stacked
 * `size × lineSpacing` pixels apart, the block's middle at y = 0, each line laid out by `layoutLine`.
 * `measure(grapheme)` answers a character's advance width in pixels in the caption's font.
 */
export function layoutCaption(text: string, shape: CaptionShape, measure: (grapheme: string) => number): PlacedChar[] {
  const lines = captionLines(text);
  const lineHeight = shape.size * shape.lineSpacing;
  return lines.flatMap((line, index) => {
    const chars = graphemes(line);
    const placed = layoutLine(
      chars,
      chars.map((c) => measure(c)),
      shape.curve,
    );
    const dy = (index - (lines.length - 1) / 2) * lineHeight;
    return placed.map((p) => ({ ...p, y: p.y + dy }));
  });
}

/** A point on the sticker, pixels from its top left corner. */
export type Point = { x: number; y: number };

/** `point` kept on the sticker (0..width, 0..height), rounded to whole pixels. */
export function clampToSticker(point: Point): Point {
  return {
    x: Math.round(Math.max(0, Math.min(stickerSize.width, point.x))),
    y: Math.round(Math.max(0, Math.min(stickerSize.height, point.y))),
  };
}

/**
 * The caption's anchor after the arrow key `key` (`ArrowLeft`, `ArrowRight`, `ArrowUp`, `ArrowDown`; also `Home`:
 * back to the centre): 1 px a press, 10 px with Shift, kept on the sticker. Answers undefined for any other key,
 * so the caller leaves the key to the browser.
 */
export function nudge(point: Point, key: string, shift: boolean): Point | undefined {
  const step = shift ? 10 : 1;
  const moves: Record<string, [number, number]> = {
    ArrowLeft: [-step, 0],
    ArrowRight: [step, 0],
    ArrowUp: [0, -step],
    ArrowDown: [0, step],
  };
  if (key === 'Home') return { x: stickerSize.width / 2, y: stickerSize.height / 2 };
  const move = moves[key];
  if (!move) return undefined;
  return clampToSticker({ x: point.x + move[0], y: point.y + move[1] });
}

/**
 * Where a picture of `width` × `height` pixels is drawn to fit inside the sticker whole (contain), centred:
 * its box in sticker pixels. A picture of no size answers an empty box.
 */
export function containBox(width: number, height: number): { x: number; y: number; width: number; height: number } {
  if (!(width > 0) || !(height > 0)) return { x: 0, y: 0, width: 0, height: 0 };
  const scale = Math.min(stickerSize.width / width, stickerSize.height / height);
  const w = width * scale;
  const h = height * scale;
  return { x: (stickerSize.width - w) / 2, y: (stickerSize.height - h) / 2, width: w, height: h };
}
