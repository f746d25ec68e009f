import type { RubySegment } from './types.ts';

/** Whether text may hold the ruby notation (a cheap test before `parseRuby`). */
export function hasRuby(text: string): boolean {
  return text.indexOf('{') >= 0 || text.indexOf('｛') >= 0;
}

/**
 * The ruby notation (LYR-18): `{base|reading}`, e.g. `{漢字|かんじ}を{読|よ}む`. Full-width `｛base｜reading｝`
 * works too. Braces without a `|` inside, or not closed, stay as text.
 * Returns the plain text (bases only) and, when any ruby was found, the segments for `<ruby>`.
 * @example parseRuby('{漢字|かんじ}だ') // { text: '漢字だ', ruby: [{text:'漢字', ruby:'かんじ'}, {text:'だ'}] }
 */
export function parseRuby(input: string): { text: string; ruby?: RubySegment[] } {
  if (!hasRuby(input)) return { text: input };
  const segments: RubySegment[] = [];
  let plain = '';
  let pending = '';
  let i = 0;
  let found = false;
  while (i < input.length) {
    const c = input[i];
    if (c === '{' || c === '｛') {
      const close = input.indexOf(c === '{' ? '}' : '｝', i + 1);
      const inner = close < 0 ? '' : input.slice(i + 1, close);
      const bar = inner.search(/[|｜]/);
      if (close >= 0 && bar > 0 && inner.indexOf('{') < 0 && inner.indexOf('｛') < 0) {
        if (pending) segments.push({ text: pending });
        pending = '';
        const base = inner.slice(0, bar);
        segments.push({ text: base, ruby: inner.slice(bar + 1) });
        plain += base;
        found = true;
        i = close + 1;
        continue;
      }
    }
    pending += c;
    plain += c;
    i++;
  }
  if (!found) return { text: input };
  if (pending) segments.push({ text: pending });
  return { text: plain, ruby: segments };
}
