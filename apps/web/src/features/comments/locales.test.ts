import { describe, expect, it } from 'vitest';

const keys = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([k, v]) => keys(v, `${prefix}${k}.`))
    : [prefix.slice(0, -1)];

describe('comments and feedback strings', () => {
  it('[ERR-19] [ERR-20] [ERR-21] [SITE-06] every key is there, non-empty, in all four languages', async () => {
    for (const ns of ['comments', 'feedback']) {
      const en = (await import(`../../locales/en/${ns}.json`)).default;
      for (const language of ['zh', 'zh-tw', 'ja']) {
        const other = (await import(`../../locales/${language}/${ns}.json`)).default;
        expect(keys(other).sort(), `${language}/${ns}`).toEqual(keys(en).sort());
        for (const key of keys(other)) {
          const text = key.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], other);
          expect(text, `${language}/${ns}:${key}`).not.toBe('');
        }
      }
    }
  });

  it('[ERR-19] [ERR-20] [ERR-21] the English toasts are the spec catalogue’s own words', async () => {
    const en = (await import('../../locales/en/comments.json')).default;
    expect(en.toast).toEqual({ posted: 'Posted Comment Success', deleted: 'Deleted Comment Success' });
    // The empty comment's message is its error code's words (lib/error-text.ts).
    const errors = (await import('../../locales/en/errors.json')).default;
    expect(errors.empty_comment).toBe('Cannot post empty comment');
  });
});
