import { describe, expect, it } from 'vitest';

const keys = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([k, v]) => keys(v, `${prefix}${k}.`))
    : [prefix.slice(0, -1)];

const load = async (language: string) => (await import(`../../../locales/${language}/fullplayer.json`)).default;

describe('fullplayer strings', () => {
  it('every key is there, non-empty, in all four languages', async () => {
    const en = await load('en');
    for (const language of ['zh', 'zh-tw', 'ja']) {
      const other = await load(language);
      expect(keys(other).sort(), language).toEqual(keys(en).sort());
      for (const key of keys(other)) {
        const text = key.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], other);
        expect(text, `${language}:${key}`).not.toBe('');
      }
    }
  });

  it('[LYR-09] [LYR-24] [FPLAY-13] [FPLAY-16] [ROLE-07] [ERR-26] [ERR-27] the Chinese labels are the spec’s own words', async () => {
    const zh = await load('zh');
    expect(zh.lyrics.none).toBe('没有歌词');
    expect(zh.lyrics.back_to_current).toBe('回到当前位置');
    expect([zh.queue.edit, zh.queue.done, zh.queue.empty]).toEqual(['编辑', '完成编辑', '没有歌曲']);
    expect([zh.metadata.save, zh.metadata.saved, zh.metadata.save_failed]).toEqual([
      '保存歌曲元数据',
      '保存成功',
      '保存失败',
    ]);
  });
});
