import { describe, expect, it } from 'vitest';

/** Every key path of a strings object; plural forms (`_one`, `_other`, ...) count as their base key. */
const keys = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([k, v]) => keys(v, `${prefix}${k}.`))
    : [prefix.slice(0, -1).replace(/_(zero|one|two|few|many|other)$/, '')];

const leaves = (value: unknown): string[] =>
  typeof value === 'object' && value !== null ? Object.values(value).flatMap(leaves) : [String(value)];

describe('music strings', () => {
  it('every key is there, non-empty, in all four languages (plural forms as each language has them)', async () => {
    const en = (await import('../../locales/en/music.json')).default;
    const base = [...new Set(keys(en))].sort();
    for (const language of ['zh', 'zh-tw', 'ja']) {
      const other = (await import(`../../locales/${language}/music.json`)).default;
      expect([...new Set(keys(other))].sort(), language).toEqual(base);
      for (const text of leaves(other)) expect(text.trim(), language).not.toBe('');
    }
  });
});
