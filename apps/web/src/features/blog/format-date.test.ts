import { describe, expect, it } from 'vitest';
import { formatArticleDate, intlLocale } from './format-date.ts';

describe('formatArticleDate', () => {
  const iso = '2019-10-14T12:00:00.000Z';

  it('[CONST-03] shows an article date as an absolute date in the interface language', () => {
    expect(formatArticleDate(iso, 'en', 'UTC')).toBe('October 14, 2019');
    expect(formatArticleDate(iso, 'zh', 'UTC')).toBe('2019年10月14日');
    expect(formatArticleDate(iso, 'zh-tw', 'UTC')).toBe('2019年10月14日');
    expect(formatArticleDate(iso, 'ja', 'UTC')).toBe('2019年10月14日');
  });

  it('gives null for text that is not a date instead of "Invalid Date"', () => {
    expect(formatArticleDate('not a date', 'en')).toBeNull();
  });

  it('maps interface languages to Intl locales, unknown ones to English', () => {
    expect(intlLocale('zh-TW')).toBe('zh-TW');
    expect(intlLocale('fr')).toBe('en');
  });
});
