import { acceptLanguageTags, firstVisitLanguage } from '@site/contracts';
import { describe, expect, it, vi } from 'vitest';
import { readStoredSettings, settingsStorageKey, visitorDefaults } from './settings-storage.ts';

/**
 * Issue 19 point 6: a first visit starts in the browser's language when it is one of ours (en, zh-TW / zh-HK as
 * Traditional Chinese, ja, zh); where it matches none, the spec's default, zh. A stored choice always wins.
 */
describe('the language of a first visit', () => {
  it.each([
    [['en-US', 'en'], 'en'],
    [['en-GB'], 'en'],
    [['zh-TW'], 'zh-tw'],
    [['zh-HK', 'en'], 'zh-tw'],
    [['zh-Hant-TW'], 'zh-tw'],
    [['ja-JP', 'en-US'], 'ja'],
    [['ja'], 'ja'],
    [['zh-CN'], 'zh'],
    [['zh-Hans-SG'], 'zh'],
    [['de-DE', 'en-US'], 'en'],
    [['fr-FR', 'ja'], 'ja'],
    [['de-DE', 'fr'], 'zh'],
    [[], 'zh'],
  ])('browser languages %j start in %s', (preferred, language) => {
    expect(firstVisitLanguage(preferred)).toBe(language);
    expect(visitorDefaults(preferred).language).toBe(language);
  });

  it('reads Accept-Language by weight, in header order among equals, without q=0 ranges and *', () => {
    expect(acceptLanguageTags('fr;q=0.5, ja-JP, en;q=0.8')).toEqual(['ja-JP', 'en', 'fr']);
    expect(acceptLanguageTags('zh-TW,zh;q=0.9,en-US;q=0.8,en;q=0.7')).toEqual(['zh-TW', 'zh', 'en-US', 'en']);
    expect(acceptLanguageTags('en;q=0, *;q=0.5, ja')).toEqual(['ja']);
    expect(acceptLanguageTags('<script>, ;;, en;q=abc')).toEqual([]);
    expect(acceptLanguageTags(undefined)).toEqual([]);
  });

  it("an English browser's first visit starts in English; a stored language wins over the browser's", () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US', 'en']);
    expect(readStoredSettings().language).toBe('en');
    localStorage.setItem(settingsStorageKey, JSON.stringify({ language: 'ja' }));
    expect(readStoredSettings().language).toBe('ja');
    localStorage.setItem(settingsStorageKey, JSON.stringify({ appearance: 'dark' }));
    expect(readStoredSettings()).toMatchObject({ language: 'en', appearance: 'dark' });
  });
});
