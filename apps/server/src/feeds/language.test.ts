import { feedPaths, wikiFeedPath } from '@site/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importFolder } from '../cli/import/import-folder.ts';
import { loadConfig } from '../config.ts';
import { upsertArticle } from '../modules/blog/write-service.ts';
import { createTestApp } from '../test/db.ts';
import { atomWithLanguage } from './language.ts';

type Made = Awaited<ReturnType<typeof createTestApp>>;

/**
 * Issue 19 point 6: the feeds declare the language the articles are written in, the site's (SITE_LANGUAGE), not
 * always `zh`: RSS in `<channel><language>`, Atom in `xml:lang` on `<feed>`. zh stays the default (the spec's
 * default language).
 */
describe('the feeds’ language', () => {
  const apps: Made[] = [];
  const appIn = async (siteLanguage?: string) => {
    const made = await createTestApp((config) => ({ ...config, ...(siteLanguage && { siteLanguage }) }));
    await upsertArticle(made.db.db, {
      id: 'life/autumn-walk',
      title: 'An autumn walk',
      date: '2026-10-01T00:00:00.000Z',
      source: 'Leaves.',
      category_id: null,
      updated: null,
      tags: [],
    });
    apps.push(made);
    return made;
  };
  let english: Made;
  let chinese: Made;
  beforeAll(async () => {
    english = await appIn('en');
    chinese = await appIn();
  });
  afterAll(async () => {
    for (const made of apps) await made.close();
  });
  const get = async (made: Made, url: string) => (await made.app.inject({ method: 'GET', url })).body;

  it('RSS declares the site language in <channel><language>', async () => {
    expect(await get(english, feedPaths.rss)).toContain('<language>en</language>');
    expect(await get(chinese, feedPaths.rss)).toContain('<language>zh</language>');
  });

  it('Atom (the blog’s and the wiki’s) declares it with xml:lang on <feed>', async () => {
    expect(await get(english, feedPaths.atom)).toMatch(/<feed xml:lang="en"[\s>]/);
    expect(await get(english, wikiFeedPath)).toMatch(/<feed xml:lang="en"[\s>]/);
    expect(await get(chinese, feedPaths.atom)).toMatch(/<feed xml:lang="zh"[\s>]/);
  });

  it('SITE_LANGUAGE is a BCP 47 tag, zh by default; anything else is a configuration error naming it', () => {
    expect(loadConfig({}).siteLanguage).toBe('zh');
    expect(loadConfig({ SITE_LANGUAGE: 'zh-TW' }).siteLanguage).toBe('zh-TW');
    expect(() => loadConfig({ SITE_LANGUAGE: 'en"><x' })).toThrow(/SITE_LANGUAGE/);
  });

  it('a document that declares its language already is left as it is', () => {
    const atom = '<?xml version="1.0"?>\n<feed xml:lang="ja" xmlns="http://www.w3.org/2005/Atom"></feed>';
    expect(atomWithLanguage(atom, 'en')).toBe(atom);
  });

  it('a blog feed declares its articles’ languages: the most common on the feed, each other one on its Atom entry', async () => {
    const made = await createTestApp();
    apps.push(made);
    await importFolder(made.db, '/work/shared/fixtures/blog');
    // The expected languages come from the fixtures' folders (the Hexo site's translators' naming), not from the
    // code: 8 English news posts outnumber the 3 Simplified Chinese, 2 Japanese and 2 Traditional Chinese pages.
    expect(await get(made, feedPaths.rss)).toContain('<language>en</language>');
    const atom = await get(made, feedPaths.atom);
    expect(atom).toMatch(/<feed xml:lang="en"[\s>]/);
    const entries = [
      ...atom.matchAll(/<entry(?: xml:lang="([^"]+)")?>[\s\S]*?<id>[^<]*\/blog\/articles\/([^<]+)<\/id>/g),
    ];
    const languageOf = new Map(entries.map(([, lang, id]) => [id ?? '', lang ?? 'en']));
    expect(languageOf.size).toBe(15);
    for (const [id, lang] of languageOf) {
      if (id.startsWith('hexo-news/')) expect(lang, id).toBe('en');
      if (id.startsWith('hexo-docs/zh-cn/')) expect(lang, id).toBe('zh-CN');
      if (id.startsWith('hexo-docs/ja/')) expect(lang, id).toBe('ja');
    }
    expect(languageOf.get('hexo-docs/zh-tw/front-matter')).toBe('zh-TW');
  });

  it('an article’s own language (front matter lang) wins over the one told from its text', async () => {
    const made = await createTestApp();
    apps.push(made);
    const walk = {
      id: 'life/walk',
      title: 'Walk',
      date: '2026-10-01T00:00:00.000Z',
      source: 'Gestern sind wir am Fluss entlang gewandert, und die Bäume leuchteten in allen Farben des Herbstes.',
      category_id: null,
      updated: null,
      tags: [],
    };
    await upsertArticle(made.db.db, walk);
    expect(await get(made, feedPaths.rss)).toContain('<language>de</language>');
    await upsertArticle(made.db.db, { ...walk, language: 'de-CH' });
    expect(await get(made, feedPaths.rss)).toContain('<language>de-CH</language>');
    const answer = JSON.parse(await get(made, '/api/blog/get_article.php?id=life/walk')) as {
      data: { language: string };
    };
    expect(answer.data.language).toBe('de-CH');
  });

  it('an imported post’s own language (its name.<lang>.md suffix, as in blog-more) is stored and answered', async () => {
    const made = await createTestApp();
    apps.push(made);
    await importFolder(made.db, '/work/shared/fixtures/blog-more');
    const rows = await made.db.db.selectFrom('articles').select(['id', 'language']).execute();
    const byId = new Map(rows.map((row) => [row.id, row.language]));
    expect(byId.get('line-ellipsis.en-US')).toBe('en-US');
    expect(byId.get('line-ellipsis.zh-CN')).toBe('zh-CN');
  });
});
