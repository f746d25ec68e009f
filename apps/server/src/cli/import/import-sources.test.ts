import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  markdownRendererKey,
  markdownRendererVersion,
  rerenderStaleArticles,
} from '../../modules/blog/write-service.ts';
import { getSetting, setSiteSettings } from '../../settings/site-settings.ts';
import { createTestApp, createTestDb, type TestDb } from '../../test/db.ts';
import { importFolder } from './import-folder.ts';

function writeTree(root: string, files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
}

const countArticles = async (db: TestDb) =>
  Number(
    (
      await db.db
        .selectFrom('articles')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('re-importing a parent folder, links between posts and the renderer version', () => {
  let db: TestDb;
  let top: string;

  beforeAll(async () => {
    db = await createTestDb();
    top = mkdtempSync(join(tmpdir(), 'import-sources-'));
    writeTree(top, {
      // A folder of no known generator (as the fixtures are), and a Hugo site beside it.
      'blog/news/2019-10-14-hexo-4.md': '---\ntitle: Hexo 4\ndate: 2019-10-14\n---\n## Breaking changes\n\nText.\n',
      'blog/news/follow-up.md':
        '---\ntitle: Follow-up\ndate: 2019-10-20\n---\nAs [said](./2019-10-14-hexo-4.md#breaking-changes), and ' +
        '[gone](../old/removed.md).\n\n```md\n[kept](./2019-10-14-hexo-4.md)\n```\n',
      'site/hugo.toml': "baseURL = 'https://example.org/'\n",
      'site/content/posts/first.md':
        '---\ntitle: First\ndate: 2024-01-01\n---\nSee [the second](../posts/second.md).\n',
      'site/content/posts/second.md': '---\ntitle: Second\ndate: 2024-01-02\n---\nText.\n',
    });
  });
  afterAll(async () => {
    rmSync(top, { recursive: true, force: true });
    await db.cleanup();
  });

  it('rewrites relative links to the imported articles, keeping anchors, and reports the others', async () => {
    const result = await importFolder(db, join(top, 'blog'));
    expect(result).toMatchObject({ created: 2, failed: [] });
    expect(result.unresolvedLinks).toEqual([{ path: 'news/follow-up.md', target: '../old/removed.md' }]);
    const row = await db.db
      .selectFrom('articles')
      .select(['html', 'source'])
      .where('id', '=', 'news/follow-up')
      .executeTakeFirstOrThrow();
    expect(row.html).toContain('href="/blog/articles/news/2019-10-14-hexo-4#breaking-changes"');
    expect(row.source).toContain('[kept](./2019-10-14-hexo-4.md)');
    const target = await db.db
      .selectFrom('articles')
      .select('html')
      .where('id', '=', 'news/2019-10-14-hexo-4')
      .executeTakeFirstOrThrow();
    // The anchor lands: the renderer gives the heading the id the old site's link names.
    expect(target.html).toContain('id="breaking-changes"');
  });

  it('records the renderer version when the store was current, so the next start re-renders nothing', async () => {
    expect(await getSetting(db.db, markdownRendererKey)).toBe(markdownRendererVersion);
    expect(await rerenderStaleArticles(db.db)).toBe(0);
  });

  it('updates the same articles when a parent folder is imported, for a plain folder and a Hugo site', async () => {
    const hugo = await importFolder(db, join(top, 'site', 'content', 'posts'));
    expect(hugo).toMatchObject({ created: 2, failed: [] });
    expect(await countArticles(db)).toBe(4);
    const again = await importFolder(db, join(top, 'site', 'content'));
    expect(again).toMatchObject({ created: 0, updated: 2, failed: [] });
    const parent = await importFolder(db, top);
    expect(parent).toMatchObject({ created: 0, updated: 4, failed: [] });
    const ids = (await db.db.selectFrom('articles').select('id').orderBy('id').execute()).map((r) => r.id);
    expect(ids).toEqual(['first', 'news/2019-10-14-hexo-4', 'news/follow-up', 'second']);
    const first = await db.db.selectFrom('articles').select('html').where('id', '=', 'first').executeTakeFirstOrThrow();
    expect(first.html).toContain('href="/blog/articles/second"');
  });

  it('leaves a stale store stale: the start re-renders the articles the import did not write', async () => {
    await setSiteSettings(db.db, { [markdownRendererKey]: markdownRendererVersion - 1 });
    await importFolder(db, join(top, 'blog'));
    expect(await getSetting(db.db, markdownRendererKey)).toBe(markdownRendererVersion - 1);
  });
});

describe('old addresses of an imported Jekyll site', () => {
  let app: FastifyInstance;
  let db: TestDb;
  let close: () => Promise<void>;
  let site: string;

  beforeAll(async () => {
    ({ app, db, close } = await createTestApp((config) => {
      mkdirSync(config.webDist, { recursive: true });
      writeFileSync(join(config.webDist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
      return config;
    }));
    site = mkdtempSync(join(tmpdir(), 'import-jekyll-'));
    const post = (title: string, extra = '') =>
      `---\ntitle: "${title}"\ndate: 2016-10-06 11:10:38 -07:00\n${extra}---\nText of ${title}.\n`;
    writeTree(site, {
      '_config.yml': 'title: Jekyll\nbaseurl: /jekyll\nurl: https://jekyllrb.com\n',
      Gemfile: "gem 'jekyll'\n",
      '_posts/2016-10-06-jekyll-3-3-is-here.md': post('Jekyll 3.3 Is Here', 'categories: [release]\n'),
      '_posts/2022-03-04-v22.0.0.md': post('v22', 'category: release\n'),
      'team/_posts/2020-01-01-welcome.md': post('Welcome to the team'),
      'community/_posts/2020-01-01-welcome.md': post('Welcome to the community'),
      'docs/installation.md': post('Installation'),
    });
    const result = await importFolder(db, site);
    expect(result).toMatchObject({ created: 5, failed: [] });
  });
  afterAll(async () => {
    rmSync(site, { recursive: true, force: true });
    await close();
  });

  it('redirects from the addresses of the default date style, under baseurl and without it', async () => {
    const expected: [string, string][] = [
      ['/release/2016/10/06/jekyll-3-3-is-here.html', '_posts/2016-10-06-jekyll-3-3-is-here'],
      ['/release/2016/10/06/v22.0.0.html', '_posts/2022-03-04-v22.0.0'],
      ['/team/2016/10/06/welcome.html', 'team/_posts/2020-01-01-welcome'],
      ['/community/2016/10/06/welcome.html', 'community/_posts/2020-01-01-welcome'],
      ['/docs/installation.html', 'docs/installation'],
    ];
    for (const [address, id] of expected) {
      for (const url of [address, `/jekyll${address}`, address.replace(/\.html$/, '/')]) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(301);
        expect(res.headers.location, url).toBe(`/blog/articles/${id}`);
      }
    }
  });

  it('never guesses between the same-named posts of two folders', async () => {
    expect((await app.inject({ method: 'GET', url: '/2016/10/06/welcome.html' })).statusCode).toBe(404);
  });
});
