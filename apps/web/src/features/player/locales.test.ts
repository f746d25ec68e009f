import { describe, expect, it } from 'vitest';

const keys = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([k, v]) => keys(v, `${prefix}${k}.`))
    : [prefix.slice(0, -1)];

const load = async (language: string) => (await import(`../../locales/${language}/player.json`)).default;

describe('player strings', () => {
  it('every key is there, non-empty, in all four languages, with the same placeholders', async () => {
    const en = await load('en');
    for (const language of ['zh', 'zh-tw', 'ja']) {
      const other = await load(language);
      expect(keys(other).sort(), language).toEqual(keys(en).sort());
      for (const key of keys(other)) {
        const pick = (o: unknown) => key.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], o);
        const text = String(pick(other));
        expect(text, `${language}:${key}`).not.toBe('');
        const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
        expect(placeholders(text), `${language}:${key}`).toEqual(placeholders(String(pick(en))));
      }
    }
  });

  it('[ERR-24] [ERR-25] the Chinese toast is the spec’s "无法播放此歌曲: {title}"', async () => {
    expect((await load('zh')).toast.cannot_play).toBe('无法播放此歌曲: {{title}}');
  });

  it('[ERR-28] [PLAY-16] the English texts are the spec’s words with a capital letter (reading: docs/decisions/0018)', async () => {
    const en = await load('en');
    expect(en.toast.song_exists).toBe('Song already exists');
    expect(en.mode).toMatchObject({ order: 'Order', shuffle: 'Shuffle', single_loop: 'Single loop' });
  });
});
