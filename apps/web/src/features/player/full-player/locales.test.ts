import { describe, expect, it } from 'vitest';

const keys = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([k, v]) => keys(v, `${prefix}${k}.`))
    : [prefix.slice(0, -1)];

/** A key without its plural suffix: English has `_one` and `_other`, Chinese and Japanese only `_other`. */
const pluralBase = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
const baseKeys = (value: unknown) => [...new Set(keys(value).map(pluralBase))].sort();

const load = async (language: string) => (await import(`../../../locales/${language}/fullplayer.json`)).default;

describe('fullplayer strings', () => {
  it('every key is there, non-empty, in all four languages', async () => {
    const en = await load('en');
    for (const language of ['zh', 'zh-tw', 'ja']) {
      const other = await load(language);
      expect(baseKeys(other), language).toEqual(baseKeys(en));
      for (const key of keys(other)) {
        const text = key.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], other);
        expect(text, `${language}:${key}`).not.toBe('');
      }
    }
  });

  it('the queue count is plural in English and counted in the others', async () => {
    const { createInstance } = await import('i18next');
    for (const [language, one, two] of [
      ['en', '1 song', '2 songs'],
      ['zh', '1 首歌曲', '2 首歌曲'],
      ['ja', '1 曲', '2 曲'],
    ] as const) {
      const i18n = createInstance();
      await i18n.init({ lng: language, resources: { [language]: { fullplayer: await load(language) } } });
      const t = i18n.getFixedT(language, 'fullplayer');
      expect([t('queue.count', { count: 1 }), t('queue.count', { count: 2 })], language).toEqual([one, two]);
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
