import { describe, expect, it } from 'vitest';
import { glyphBox, glyphPaths, runeLetters, separatorPath } from './glyphs.ts';

// How many numbers each (absolute) path command takes.
const arity: Record<string, number> = { M: 2, L: 2, H: 1, V: 1, C: 6, S: 4, Q: 4, T: 2, A: 7, Z: 0 };

type Point = [number, number];

/**
 * Parses `d` the way the SVG grammar reads it (absolute commands only, which is what the glyphs use) and returns
 * points sampled along every segment (arcs through their centre form). Throws on anything out of grammar.
 */
function samplePath(d: string): Point[] {
  const tokens = d.match(/[A-Za-z]|-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/g) ?? [];
  if (tokens.join('').replace(/\s/g, '') !== d.replace(/[\s,]/g, '')) throw new Error(`stray characters in ${d}`);
  if (tokens[0] !== 'M') throw new Error('a path starts with M');
  const points: Point[] = [];
  let at: Point = [0, 0];
  let start: Point = [0, 0];
  let control: Point = [0, 0];
  let i = 0;
  const line = (to: Point) => {
    for (let k = 1; k <= 8; k++) points.push([at[0] + ((to[0] - at[0]) * k) / 8, at[1] + ((to[1] - at[1]) * k) / 8]);
    at = to;
  };
  while (i < tokens.length) {
    const command = tokens[i++] as string;
    const n = arity[command];
    if (n === undefined) throw new Error(`unknown command ${command}`);
    const args: number[] = [];
    while (i < tokens.length && !/[A-Za-z]/.test(tokens[i] as string)) args.push(Number(tokens[i++]));
    if (n === 0 ? args.length !== 0 : args.length === 0 || args.length % n !== 0)
      throw new Error(`${command} takes ${n} numbers, got ${args.length}`);
    if (n === 0) {
      line(start);
      continue;
    }
    for (let a = 0; a < args.length; a += n) {
      const v = args.slice(a, a + n) as number[];
      const [p, q, r, s, t, u, w] = v as [number, number, number, number, number, number, number];
      if (command === 'M') {
        at = [p, q];
        start = at;
        points.push(at);
      } else if (command === 'L') line([p, q]);
      else if (command === 'H') line([p, at[1]]);
      else if (command === 'V') line([at[0], p]);
      else if (command === 'Q' || command === 'T') {
        const c: Point = command === 'Q' ? [p, q] : [2 * at[0] - control[0], 2 * at[1] - control[1]];
        const to: Point = command === 'Q' ? [r, s] : [p, q];
        const from = at;
        for (let k = 1; k <= 12; k++) {
          const x = k / 12;
          points.push([
            (1 - x) ** 2 * from[0] + 2 * (1 - x) * x * c[0] + x * x * to[0],
            (1 - x) ** 2 * from[1] + 2 * (1 - x) * x * c[1] + x * x * to[1],
          ]);
        }
        control = c;
        at = to;
        continue;
      } else if (command === 'A') {
        // Endpoint to centre form (SVG 1.1 F.6.5), equal radii and no rotation as the glyphs draw them.
        const [x1, y1] = at;
        const [x2, y2] = [u, w];
        const rx = p;
        const mx = (x1 - x2) / 2;
        const my = (y1 - y2) / 2;
        const d2 = mx * mx + my * my;
        const radius = Math.max(rx, Math.sqrt(d2));
        const factor = (t === s ? -1 : 1) * Math.sqrt(Math.max(0, (radius * radius - d2) / d2));
        const cx = factor * my + (x1 + x2) / 2;
        const cy = -factor * mx + (y1 + y2) / 2;
        const a1 = Math.atan2(y1 - cy, x1 - cx);
        let sweep = Math.atan2(y2 - cy, x2 - cx) - a1;
        if (t === 1 && sweep < 0) sweep += 2 * Math.PI;
        if (t === 0 && sweep > 0) sweep -= 2 * Math.PI;
        for (let k = 1; k <= 16; k++)
          points.push([cx + radius * Math.cos(a1 + (sweep * k) / 16), cy + radius * Math.sin(a1 + (sweep * k) / 16)]);
        at = [x2, y2];
        void r;
      } else if (command === 'C' || command === 'S') throw new Error('no cubic curves in the glyphs');
      control = at;
    }
  }
  return points;
}

/** Which cells of a coarse grid over the glyph box the strokes pass through: the glyph's rough picture. */
function picture(d: string): string {
  const cells = new Set<string>();
  for (const [x, y] of samplePath(d)) cells.add(`${Math.floor(x / 5)},${Math.floor(y / 5)}`);
  return [...cells].sort().join(' ');
}

describe('the rune glyphs (issue 25 point 4)', () => {
  const all = [...runeLetters.map((l) => [l, glyphPaths[l]] as const), ['separator', separatorPath] as const];

  it('has exactly one glyph per letter A-Z', () => {
    expect(Object.keys(glyphPaths).sort().join('')).toBe('abcdefghijklmnopqrstuvwxyz');
  });

  it.each(all)('%s is a valid path kept inside the box with 2 units to spare', (_letter, d) => {
    const points = samplePath(d);
    expect(points.length).toBeGreaterThan(8);
    for (const [x, y] of points) {
      expect(x).toBeGreaterThanOrEqual(2);
      expect(x).toBeLessThanOrEqual(glyphBox.width - 2);
      expect(y).toBeGreaterThanOrEqual(2);
      expect(y).toBeLessThanOrEqual(glyphBox.height - 2);
    }
  });

  it('draws every glyph differently: no two share their path data or their rough picture', () => {
    expect(new Set(all.map(([, d]) => d)).size).toBe(27);
    const pictures = all.map(([letter, d]) => [letter, picture(d)] as const);
    for (const [i, [a, pa]] of pictures.entries())
      for (const [b, pb] of pictures.slice(i + 1)) expect(pa, `${a} and ${b}`).not.toBe(pb);
  });

  it('rejects what is not a path (the checker itself can fail)', () => {
    expect(() => samplePath('L 1 2')).toThrow();
    expect(() => samplePath('M1 2 L3')).toThrow();
    expect(() => samplePath('M1 2 X3 4')).toThrow();
    expect(() => samplePath('M1 2 <script>')).toThrow();
  });
});
