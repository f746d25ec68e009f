import { pageAppearanceOf, pageColorOf, pageLanguageOf } from '@site/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { settingsStorageKey, syncVisitorCookies, visitorDefaults, writeStoredSettings } from './settings-storage.ts';

/**
 * Issue 21 point 2 (docs/decisions/0029): three cookies mirror the language, appearance and theme colour settings so
 * the server's first HTML is in the visitor's language and colours; the settings themselves stay in localStorage.
 */

/** The document's cookies as a name -> value map. */
function cookies(): Record<string, string> {
  return Object.fromEntries(
    document.cookie
      .split('; ')
      .filter(Boolean)
      .map((pair) => {
        const at = pair.indexOf('=');
        return [pair.slice(0, at), decodeURIComponent(pair.slice(at + 1))];
      }),
  );
}

function clearCookies(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API; the app writes document.cookie too.
  for (const name of Object.keys(cookies())) document.cookie = `${name}=; path=/; max-age=0`;
}

describe('the cookies that mirror the settings', () => {
  afterEach(() => {
    clearCookies();
    localStorage.clear();
  });

  it('are written with the settings: the language shown, the appearance and the colour', () => {
    writeStoredSettings({ ...visitorDefaults(['en-US']), language: 'ja', appearance: 'dark', color: '#e91e63' });
    expect(cookies()).toMatchObject({ lang: 'ja', appearance: 'dark', color: '#e91e63' });
    expect(JSON.parse(localStorage.getItem(settingsStorageKey) ?? '{}')).toMatchObject({ language: 'ja' });
  });

  it('mirror the language "system" as the language it shows (the browser language mapped, [I18N-05])', () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('zh-TW');
    writeStoredSettings({ ...visitorDefaults(['en-US']), language: 'system' });
    expect(cookies().lang).toBe('zh-tw');
  });

  it('are removed at start when nothing is stored, and written from the stored settings when something is', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API; the app writes document.cookie too.
    document.cookie = 'lang=ja; path=/';
    syncVisitorCookies(visitorDefaults(['en-US']));
    expect(cookies().lang).toBeUndefined();
    localStorage.setItem(settingsStorageKey, JSON.stringify({ language: 'en', appearance: 'time' }));
    syncVisitorCookies({ ...visitorDefaults(['en-US']), language: 'en', appearance: 'time' });
    expect(cookies()).toMatchObject({ lang: 'en', appearance: 'time' });
  });
});

describe("the server's reading of the cookies", () => {
  it.each([
    ['ja', 'en-US', 'ja'],
    ['zh-tw', 'ja', 'zh-tw'],
    [undefined, 'ja-JP,en;q=0.5', 'ja'],
    [undefined, 'zh-HK', 'zh-tw'],
    ['xx', 'en', 'en'],
    ['JA', undefined, 'zh'],
    [undefined, undefined, 'zh'],
  ])('lang cookie %s with Accept-Language %s renders in %s', (cookie, header, language) => {
    expect(pageLanguageOf(cookie, header)).toBe(language);
  });

  it.each([
    ['dark', 'dark'],
    ['light', 'light'],
    ['time', 'time'],
    ['system', 'system'],
    [undefined, 'system'],
    ['neon', 'system'],
  ])('appearance cookie %s renders for %s', (cookie, appearance) => {
    expect(pageAppearanceOf(cookie)).toBe(appearance);
  });

  it.each([
    ['#E91E63', '#e91e63'],
    ['#0099ff', '#0099ff'],
    ['red', undefined],
    ['#fff', undefined],
    ['#0099ff;}body{', undefined],
    [undefined, undefined],
  ])('color cookie %s renders in %s', (cookie, color) => {
    expect(pageColorOf(cookie)).toBe(color);
  });
});
