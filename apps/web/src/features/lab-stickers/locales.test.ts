import { describe, expect, it } from 'vitest';
import { characterIds, expressions } from './settings.ts';

const keys = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([k, v]) => keys(v, `${prefix}${k}.`))
    : [prefix.slice(0, -1)];

/** The interpolation names of a string: `{{x}}` -> `x`. */
const names = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('the sticker maker strings (issue 25 point 2)', () => {
  it('have every key, non-empty and with the same placeholders, in all four languages', async () => {
    const en = (await import('../../locales/en/lab_stickers.json')).default;
    const at = (strings: unknown, key: string) =>
      String(key.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], strings));
    for (const language of ['zh', 'zh-tw', 'ja']) {
      const other = (await import(`../../locales/${language}/lab_stickers.json`)).default;
      expect(keys(other).sort(), language).toEqual(keys(en).sort());
      for (const key of keys(en)) {
        expect(at(other, key), `${language}:${key}`).not.toBe('');
        expect(names(at(other, key)), `${language}:${key}`).toEqual(names(at(en, key)));
      }
    }
  });

  it('name every character and expression the page offers', async () => {
    const en = (await import('../../locales/en/lab_stickers.json')).default;
    expect(Object.keys(en.characters).sort()).toEqual([...characterIds].sort());
    expect(Object.keys(en.expressions).sort()).toEqual([...expressions].sort());
  });
});
