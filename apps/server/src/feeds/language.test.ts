import { feedPaths, wikiFeedPath } from '@site/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
