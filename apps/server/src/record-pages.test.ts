import { mkdirSync, writeFileSync } from 'node:fs';
import { newSongBodySchema } from '@site/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from './config.ts';
import { saveSong } from './modules/music/service.ts';
import { importWikiPages } from './modules/wiki/import-service.ts';
import { createTestApp } from './test/db.ts';
import { useUpstreamFixture } from './upstream/upstream-fixture.ts';

const indexHtml = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';

/** `config` with a built app to serve: an `index.html` in its WEB_DIST. */
function withPages(config: Config): Config {
  mkdirSync(config.webDist, { recursive: true });
  writeFileSync(`${config.webDist}/index.html`, indexHtml);
  return config;
}

/**
 * Issue 19 point 10: the page of a record that does not exist answers HTTP 404 with the app's page, as an unknown
 * path does ([ROUTE-04]); the server knows from the same lookup the page makes. A record that exists answers 200
 * with its name in the title. (Archive movies and games: modules/archive/detail-page.test.ts.)
 */
describe('record pages: a site song, a wiki item', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp(withPages);
    const body = newSongBodySchema.parse({ ncm_id: '2122308128', title: 'Fixture Song' });
    await saveSong(t.db.db, body, new Set(['ncm_id', 'title']), { now: Date.now(), mediaDir: t.db.config.dataDir });
    const page = (id: string, title: string, aliases: string[] = []) => ({
      id,
      title,
      source: `# ${title}`,
      tags: [],
      aliases,
    });
    await importWikiPages(t.db.db, [page('guides/setup', 'Setup', ['old setup']), page('指南/入门 一', '入门')], {
      now: Date.now(),
    });
  });
  afterAll(async () => t.close());

  const page = (url: string) => t.app.inject({ method: 'GET', url });

  it('[ROUTE-29] a song of the site answers 200 with its title; an unknown or malformed id 404 with the page', async () => {
    const found = await page('/archive/music/songs/2122308128');
    expect(found.statusCode).toBe(200);
    expect(found.body).toContain('og:title" content="Fixture Song - ');
    for (const url of ['/archive/music/songs/nope', '/archive/music/songs/a%20b']) {
      const missing = await page(url);
      expect(missing.statusCode, url).toBe(404);
      expect(missing.body, url).toContain('<div id="root">');
    }
  });

  it('[ROUTE-17] a wiki item (by id, CJK id, or a redirecting alias) answers 200; an unknown item 404', async () => {
    for (const url of [
      '/wiki/items/guides/setup',
      '/wiki/items/guides/setup/',
      `/wiki/items/${encodeURIComponent('指南')}/${encodeURIComponent('入门 一')}`,
      '/wiki/items/old%20setup',
    ]) {
      expect((await page(url)).statusCode, url).toBe(200);
    }
    expect((await page('/wiki/items/guides/setup')).body).toContain('og:title" content="Setup - ');
    for (const url of ['/wiki/items/guides/nope', '/wiki/items/nope']) {
      const missing = await page(url);
      expect(missing.statusCode, url).toBe(404);
      expect(missing.body, url).toContain('<div id="root">');
    }
  });

  it('[ROUTE-04] the lists themselves and an unknown path keep their answers (200, 404)', async () => {
    expect((await page('/archive/music/songs')).statusCode).toBe(200);
    expect((await page('/wiki')).statusCode).toBe(200);
    expect((await page('/no/such/path')).statusCode).toBe(404);
  });
});

const { fake, get } = useUpstreamFixture((config, upstream) => withPages({ ...config, ncmApiBase: upstream.ncmBase }));

describe('record pages: an NCM playlist, an NCM radio', () => {
  it('[ROUTE-30] [ROUTE-31] a playlist or radio the upstream has answers 200 with its name; one it has not 404', async () => {
    const playlist = await get('/archive/music/playlist/900001');
    expect(playlist.statusCode).toBe(200);
    expect(playlist.body).toContain('og:title" content="测试歌单 Fixture playlist - ');
    expect((await get('/archive/music/radio/900002')).body).toContain('og:title" content="测试电台 Fixture radio - ');
    for (const url of ['/archive/music/playlist/42', '/archive/music/radio/42', '/archive/music/playlist/nope']) {
      const missing = await get(url);
      expect(missing.statusCode, url).toBe(404);
      expect(missing.body, url).toContain('<div id="root">');
    }
  });

  it('[ROUTE-30] an upstream that fails says nothing of the record: 200, the page shows its error and a retry', async () => {
    await fake.mode({ status: 500 });
    expect((await get('/archive/music/playlist/900777')).statusCode).toBe(200);
  });
});
