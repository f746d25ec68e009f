import { describe, expect, it } from 'vitest';
import { runesSvg, safeInk } from './export.ts';
import { glyphPaths } from './glyphs.ts';
import { layoutRunes } from './layout.ts';
import { encodeRunes, letterOfPath, readRunes } from './runes.ts';

/** `svg` parsed as XML by the DOM's parser; throws on a parser error. */
function parseSvg(svg: string): Document {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(error.textContent ?? 'parser error');
  return doc;
}

describe('the rune layout and SVG export (issue 25 point 4)', () => {
  it('wraps words to the runes per row, cutting a word longer than a row', () => {
    // HELLO (5) + separator + WORLD (5) = 11 slots: at 10 per row WORLD moves to the second row.
    const two = layoutRunes(encodeRunes('Hello world').lines, 10);
    expect(two.rows).toBe(2);
    expect(two.glyphs.filter((g) => g.kind === 'separator')).toHaveLength(0);
    // Widest row 5 glyphs: 2·20 + 5·40 + 4·8 = 272 wide; 2·20 + 2·60 + 24 = 184 high.
    expect([two.width, two.height]).toEqual([272, 184]);
    const one = layoutRunes(encodeRunes('Hello world').lines, 11);
    expect(one.rows).toBe(1);
    expect(one.glyphs.filter((g) => g.kind === 'separator')).toHaveLength(1);
    expect([one.width, one.height]).toEqual([2 * 20 + 11 * 40 + 10 * 8, 2 * 20 + 60]);
    // A 9-letter word at 4 per row: rows of 4, 4 and 1.
    const cut = layoutRunes(encodeRunes('abcdefghi').lines, 4);
    expect(cut.rows).toBe(3);
    expect(cut.glyphs.map((g) => g.y)).toEqual([20, 20, 20, 20, 104, 104, 104, 104, 188]);
    expect(layoutRunes([], 10)).toMatchObject({ rows: 0, glyphs: [] });
  });

  it('exports one self-contained SVG that parses as XML, with one glyph per letter that reads back the text', () => {
    const text = 'The quick brown fox\njumps over the lazy dog';
    const lines = encodeRunes(text).lines;
    const svg = runesSvg(layoutRunes(lines, 12), readRunes(lines), { background: 'paper', ink: '#123456' });
    const doc = parseSvg(svg);
    const root = doc.documentElement;
    expect(root.localName).toBe('svg');
    expect(root.namespaceURI).toBe('http://www.w3.org/2000/svg');
    const letters = [...root.getElementsByTagName('path')].filter((p) => p.hasAttribute('data-letter'));
    expect(letters).toHaveLength('thequickbrownfoxjumpsoverthelazydog'.length);
    // Each drawn path is a rune whose own path data names its letter (the decoder reads the drawing, not the label).
    expect(letters.map((p) => letterOfPath(p.getAttribute('d') ?? '', glyphPaths)).join('')).toBe(
      'thequickbrownfoxjumpsoverthelazydog',
    );
    expect(letters.map((p) => p.getAttribute('data-letter')).join('')).toBe('thequickbrownfoxjumpsoverthelazydog');
    expect(root.getElementsByTagName('title')[0]?.textContent).toBe('the quick brown fox\njumps over the lazy dog');
    expect(root.getElementsByTagName('rect')[0]?.getAttribute('fill')).toBe('#fbf6ee');
    expect(root.getElementsByTagName('g')[0]?.getAttribute('stroke')).toBe('#123456');
    expect(svg).not.toMatch(/href|<script|<image|url\(/i);
  });

  it('escapes the reading and refuses a free-text ink, so nothing becomes markup', () => {
    const payload = '"><script>alert(1)</script><svg onload=alert(1)>&';
    const lines = encodeRunes('xss').lines;
    const doc = parseSvg(runesSvg(layoutRunes(lines, 10), payload, { background: 'transparent', ink: '" onload="x' }));
    expect(doc.getElementsByTagName('script')).toHaveLength(0);
    expect(doc.getElementsByTagName('title')[0]?.textContent).toBe(payload);
    expect(doc.getElementsByTagName('rect')).toHaveLength(0);
    expect(doc.documentElement.getAttribute('onload')).toBeNull();
    expect(safeInk('" onload="x')).toBe('#7a1f5c');
    expect(safeInk('#ABCdef')).toBe('#ABCdef');
  });
});
