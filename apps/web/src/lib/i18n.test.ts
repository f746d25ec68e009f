import { describe, expect, it, vi } from 'vitest';
import {
  createI18n,
  languageNames,
  languages,
  lastKeyPart,
  mapSystemLanguage,
  resolveLanguageSetting,
  shellNamespaces,
  switchLanguage,
} from './i18n.ts';

describe('i18n', () => {
  it('[I18N-01] the interface languages are en, zh, zh-tw and ja', () => {
    expect([...languages]).toEqual(['en', 'zh', 'zh-tw', 'ja']);
  });

  it('[I18N-11] the languages are named English, 简体中文, 繁體中文 and 日本語', () => {
    expect(languages.map((l) => languageNames[l])).toEqual(['English', '简体中文', '繁體中文', '日本語']);
  });

  it('[I18N-02] a key whose ja or zh-tw text is empty or absent shows the English text', async () => {
    // The app's files have no such key today: a fixture language file (lib/__fixtures__) goes through the same
    // build step; here its strings are given to a real instance as the backend would.
    const { default: scratch } = await import('./__fixtures__/locales/ja/scratch.json');
    for (const language of ['ja', 'zh-tw'] as const) {
      const i18n = await createI18n(language);
      i18n.addResourceBundle(language, 'scratch', scratch);
      expect(i18n.t('scratch:empty')).toBe('English text');
      expect(i18n.t('scratch:absent')).toBe('English only');
      expect(i18n.t('scratch:kept')).toBe('保持');
      expect(i18n.t('scratch:songs', { count: 1 })).toBe('1 曲');
      expect(i18n.t('settings:title')).not.toBe('Settings');
    }
  });

  it('[I18N-02] zh-tw and ja load their real strings lazily', async () => {
    expect((await createI18n('ja')).t('settings:toast.language_changed')).toBe('言語が変更されました');
    expect((await createI18n('zh-tw')).t('errors:network')).toBe('無法連線到伺服器');
  });

  it('[I18N-02] the app starts with the shell namespaces of its language only (English is filled in); the rest load on demand', async () => {
    const i18n = await createI18n('zh', shellNamespaces);
    expect(i18n.hasResourceBundle('zh', 'layout')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'layout')).toBe(false);
    expect(i18n.hasResourceBundle('zh', 'about')).toBe(false);
    expect(i18n.hasResourceBundle('ja', 'layout')).toBe(false);
    await i18n.loadNamespaces('settings');
    expect(i18n.t('settings:toast.language_changed')).toBe('语言已更改');
    // A switch loads every namespace in use for the new language.
    await switchLanguage(i18n, 'ja');
    expect(i18n.t('settings:toast.language_changed')).toBe('言語が変更されました');
    expect(i18n.hasResourceBundle('ja', 'layout')).toBe(true);
    expect(i18n.hasResourceBundle('ja', 'about')).toBe(false);
    expect(i18n.hasResourceBundle('en', 'settings')).toBe(false);
  });

  it('[I18N-03] [I18N-04] a key missing even in English logs a warning and shows its last part', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const i18n = await createI18n('zh');
    expect(i18n.t('settings:nav.blog.title')).toBe('title');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('nav.blog.title'));
    expect(lastKeyPart('layout:a.b.c')).toBe('c');
  });

  it('[I18N-05] system maps zh-cn, zh-tw, zh-hk, ja-jp, en-gb and en-us, case-insensitively', () => {
    expect(mapSystemLanguage('zh-cn')).toBe('zh');
    expect(mapSystemLanguage('zh-CN')).toBe('zh');
    expect(mapSystemLanguage('zh-tw')).toBe('zh-tw');
    expect(mapSystemLanguage('zh-HK')).toBe('zh-tw');
    expect(mapSystemLanguage('ja-JP')).toBe('ja');
    expect(mapSystemLanguage('en-GB')).toBe('en');
    expect(mapSystemLanguage('en-us')).toBe('en');
    expect(resolveLanguageSetting('system', 'ja-jp')).toBe('ja');
    expect(resolveLanguageSetting('zh-tw', 'en-us')).toBe('zh-tw');
  });

  it('[I18N-06] system maps any other browser language to en', () => {
    for (const tag of ['fr-FR', 'de', '', undefined]) expect(mapSystemLanguage(tag)).toBe('en');
  });

  it('every namespace has the same keys in all four languages', async () => {
    const keys = (value: unknown, prefix = ''): string[] =>
      typeof value === 'object' && value !== null
        ? Object.entries(value).flatMap(([k, v]) => keys(v, `${prefix}${k}.`))
        : [prefix.slice(0, -1)];
    for (const ns of ['settings', 'common']) {
      const en = keys((await import(`../locales/en/${ns}.json`)).default).sort();
      for (const language of ['zh', 'zh-tw', 'ja']) {
        const other = keys((await import(`../locales/${language}/${ns}.json`)).default).sort();
        expect(other, `${language}/${ns}`).toEqual(en);
      }
    }
  });

  it('[I18N-02] the build keeps every text and list of a language file as written, and only adds English', async () => {
    // The files as written (read from disk) against the modules the app loads (through the build's plugin).
    const built = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { import: 'default' });
    const { readFileSync } = await import('node:fs');
    const { fileURLToPath } = await import('node:url');
    for (const [path, load] of Object.entries(built)) {
      const written = JSON.parse(readFileSync(fileURLToPath(new URL(path, import.meta.url)), 'utf8'));
      expect(await load(), path).toMatchObject(written);
      if (path.includes('/en/')) expect(await load(), path).toEqual(written);
    }
  });
});
