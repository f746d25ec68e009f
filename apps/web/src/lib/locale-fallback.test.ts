import { describe, expect, it } from 'vitest';
// Loaded through the build's locale plugin (vite.config.ts), as the app's own strings files are.
import jaScratch from './__fixtures__/locales/ja/scratch.json';
import zhTwScratch from './__fixtures__/locales/zh-tw/scratch.json';
import { withEnglishFallback } from './locale-fallback.ts';

const english = {
  empty: 'English text',
  absent: 'English only',
  kept: 'Kept',
  nested: { deep: 'Deep English', here: 'Here' },
  songs_one: '{{count}} song',
  songs_other: '{{count}} songs',
};

describe('withEnglishFallback', () => {
  it('[I18N-02] fills empty and absent keys with the English text, at every depth, and keeps the rest', () => {
    const ja = {
      empty: '',
      kept: '保持',
      nested: { here: 'ここ' },
      songs_other: '{{count}} 曲',
      only_ja: '日本語だけ',
    };
    expect(withEnglishFallback(ja, english, 'ja')).toEqual({
      empty: 'English text',
      absent: 'English only',
      kept: '保持',
      nested: { deep: 'Deep English', here: 'ここ' },
      songs_other: '{{count}} 曲',
      only_ja: '日本語だけ',
    });
  });

  it("[I18N-02] takes a list whole: the language's own when it has one, else English's", () => {
    const en = { terms: { sections: ['One', 'Two'], extra: ['A'] } };
    const out = withEnglishFallback({ terms: { sections: ['一'], extra: [] } }, en, 'zh');
    expect(out).toEqual({ terms: { sections: ['一'], extra: ['A'] } });
    expect(Array.isArray((out.terms as Record<string, unknown>).sections)).toBe(true);
  });

  it('copies a plural form only where the language selects it', () => {
    expect(withEnglishFallback({}, { n_one: 'one', n_other: 'other' }, 'zh')).toEqual({ n_other: 'other' });
    expect(withEnglishFallback({}, { n_one: 'one', n_other: 'other' }, 'en')).toEqual({
      n_one: 'one',
      n_other: 'other',
    });
    // A key that merely ends like a suffix word is no plural form ("phone" is not "ph" + "_one").
    expect(withEnglishFallback({}, { phone: 'Phone', sign_one: 'x' }, 'ja')).toEqual({ phone: 'Phone' });
  });

  it('changes neither argument', () => {
    const ja = { nested: { here: 'ここ' } };
    const en = { nested: { here: 'Here', deep: 'Deep' } };
    withEnglishFallback(ja, en, 'ja');
    expect(ja).toEqual({ nested: { here: 'ここ' } });
    expect(en).toEqual({ nested: { here: 'Here', deep: 'Deep' } });
  });

  it('[I18N-02] the build fills the fallback into a language file as it is loaded', () => {
    expect(jaScratch).toEqual(withEnglishFallback(jaScratch, english, 'ja'));
    expect(jaScratch).toMatchObject({
      empty: 'English text',
      absent: 'English only',
      nested: { deep: 'Deep English' },
    });
    expect(jaScratch).not.toHaveProperty('songs_one');
    // zh-tw falls back to English, never to another Chinese file.
    expect(zhTwScratch).toEqual({ ...withEnglishFallback({}, english, 'zh-tw'), kept: '保留' });
  });
});
