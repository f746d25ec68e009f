import { describe, expect, it } from 'vitest';
import { formatDay, formatPrice } from './format.ts';

describe('archive detail formats', () => {
  it('formats a price with its currency in the visitor’s language', () => {
    expect(formatPrice(25, 'USD', 'en')).toBe('$25.00');
    expect(formatPrice(3299, 'CNY', 'zh-Hans')).toBe('¥3,299.00');
    expect(formatPrice(1980, 'JPY', 'ja')).toBe('￥1,980');
    expect(formatPrice(12.5, '', 'en')).toBe('12.5');
  });

  it('formats a calendar day without moving it across time zones', () => {
    expect(formatDay('1994-07-14', 'en')).toBe('Jul 14, 1994');
    expect(formatDay('1994-07-14', 'ja')).toBe('1994/07/14');
    expect(formatDay('not a day', 'en')).toBe('not a day');
  });
});
