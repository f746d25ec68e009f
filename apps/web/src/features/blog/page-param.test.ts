import { describe, expect, it } from 'vitest';
import { pageCount, pageSearch, parsePageParam } from './page-param.ts';

describe('parsePageParam', () => {
  it('reads a whole page number from the query', () => {
    expect(parsePageParam('1')).toBe(1);
    expect(parsePageParam('2')).toBe(2);
    expect(parsePageParam('100000')).toBe(100000);
  });

  it('falls back to page 1 for anything that is not a page number', () => {
    for (const value of [null, undefined, '', '0', '-3', '2.5', 'abc', '1e3', ' 2', '100001', '0x10']) {
      expect(parsePageParam(value), String(value)).toBe(1);
    }
  });
});

describe('pageCount', () => {
  it('rounds up and never goes below one page', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(15, 10)).toBe(2);
  });
});

describe('pageSearch', () => {
  it('sets the page and keeps other parameters', () => {
    expect(pageSearch(2, '?a=1')).toBe('?a=1&page=2');
    expect(pageSearch(3, '?page=2')).toBe('?page=3');
  });

  it('drops the parameter for page 1 so the first page has one address', () => {
    expect(pageSearch(1, '?page=4')).toBe('');
    expect(pageSearch(1, '?a=1&page=4')).toBe('?a=1');
  });
});
