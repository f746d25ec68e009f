import { describe, expect, it } from 'vitest';
import { formatLyricTime, formatResultDate } from './format.ts';
import { mergeParts, partsText } from './highlight-parts.ts';
import { readSearchParams, singleKindOf } from './search-params.ts';

const read = (query: string) => readSearchParams(new URLSearchParams(query));

describe('the results page address (issue 22 point 5)', () => {
  it('reads the query, the kind and the page', () => {
    expect(read('q=lantern&kind=song&page=2')).toEqual({
      params: { q: 'lantern', kind: 'song', page: 2 },
      text: 'lantern',
    });
    expect(read('q=%E6%B2%B3%E8%BE%B9')).toEqual({ params: { q: '河边', page: 1 }, text: '河边' });
  });

  it('forgives a kind it does not know and a page out of range, as every kind and page 1', () => {
    expect(read('q=x&kind=poems&page=0').params).toEqual({ q: 'x', page: 1 });
    expect(read('q=x&page=1001').params).toEqual({ q: 'x', page: 1 });
    expect(read('q=x&page=2.5').params).toEqual({ q: 'x', page: 1 });
    expect(read('q=x&kind=archive&page=1000').params).toEqual({ q: 'x', kind: 'archive', page: 1000 });
  });

  it('runs no search without words, with blank ones or with more than 256 characters', () => {
    expect(read('')).toEqual({ params: null, text: '', reason: 'empty' });
    expect(read('q=+++')).toEqual({ params: null, text: '   ', reason: 'empty' });
    expect(read(`q=${'a'.repeat(257)}`).reason).toBe('too_long');
    expect(read(`q=${'a'.repeat(256)}`).params?.q).toHaveLength(256);
  });

  it('marks the chip of a group of one kind (blog is the articles) and none for a group of several', () => {
    expect(singleKindOf('blog')).toBe('article');
    expect(singleKindOf('lyrics')).toBe('song');
    expect(singleKindOf('wiki')).toBe('wiki');
    expect(singleKindOf('archive')).toBeNull();
    expect(singleKindOf(undefined)).toBeNull();
  });
});

describe('marked text and formats of the results', () => {
  it('merges neighbouring parts of the same kind, drops empty ones and keeps spaces out of a mark', () => {
    expect(
      mergeParts([
        { text: 'A ', hit: false },
        { text: 'lan', hit: true },
        { text: 'tern', hit: true },
        { text: '', hit: false },
        { text: ' glows', hit: false },
      ]),
    ).toEqual([
      { text: 'A ', hit: false },
      { text: 'lantern', hit: true },
      { text: ' glows', hit: false },
    ]);
    expect(
      mergeParts([
        { text: ' Kettle ', hit: true },
        { text: 'Song', hit: false },
      ]),
    ).toEqual([
      { text: ' ', hit: false },
      { text: 'Kettle', hit: true },
      { text: ' Song', hit: false },
    ]);
    expect(mergeParts([{ text: '  ', hit: true }])).toEqual([{ text: '  ', hit: false }]);
    expect(
      partsText([
        { text: '<b>', hit: true },
        { text: 'x', hit: false },
      ]),
    ).toBe('<b>x');
  });

  it('shows a lyric time as m:ss, rounded down', () => {
    expect(formatLyricTime(7.2)).toBe('0:07');
    expect(formatLyricTime(125.9)).toBe('2:05');
    expect(formatLyricTime(-1)).toBe('0:00');
    expect(formatLyricTime(Number.NaN)).toBe('0:00');
  });

  it('shows a date alone as that calendar day, in the interface language', () => {
    expect(formatResultDate('2019-10-14', 'en')).toBe('Oct 14, 2019');
    expect(formatResultDate('2019-10-14', 'zh')).toBe('2019年10月14日');
    expect(formatResultDate('2019-10-14', 'ja')).toBe('2019/10/14');
    expect(formatResultDate('not a date', 'en')).toBeNull();
  });
});
