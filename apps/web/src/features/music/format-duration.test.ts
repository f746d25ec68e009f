import { describe, expect, it } from 'vitest';
import { formatDuration } from './format-duration.ts';
import { pageCount, parsePageParam } from './page-param.ts';

describe('formatDuration', () => {
  it('shows seconds as m:ss, and h:mm:ss from an hour', () => {
    expect(formatDuration(5)).toBe('0:05');
    expect(formatDuration(215.9)).toBe('3:35');
    expect(formatDuration(3725)).toBe('1:02:05');
  });

  it('shows an unknown duration as --:--', () => {
    for (const value of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) expect(formatDuration(value)).toBe('--:--');
  });
});

describe('song list paging', () => {
  it('[ROUTE-28] reads the page from the address, page 1 for nonsense', () => {
    expect(parsePageParam('3')).toBe(3);
    for (const value of [null, '', '0', '-2', '2.5', 'x', '1000001']) expect(parsePageParam(value)).toBe(1);
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
  });
});
