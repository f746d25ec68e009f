import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestDb } from '../../test/db.ts';
import { importFolder } from './import-folder.ts';

/** Writes `files` (path → text) under `root`. */
function writeTree(root: string, files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
}

const page = (title: string, extra = '') =>
  `---\ntitle: "${title}"\ndate: 2023-05-06T07:08:09+02:00\n${extra}---\nText of ${title}.\n`;

/**
 * A Hugo documentation site shaped like the (gohugo.io's docs): nested sections with list pages, the same
 * file names in many folders (`introduction.md`, `options.md`), bundles, dotted release slugs, `slug` and `url`
 * front matter, a dated `permalinks` pattern for one section, and a base path. `expected` maps each page's address on
 * the old site (as Hugo's rules give it, written out here by hand for each shape) to its article id.
 */
function hugoDocsSite(root: string): Map<string, string> {
  const expected = new Map<string, string>();
  const files: Record<string, string> = {
    'hugo.toml':
      "baseURL = 'https://example.org/docs/'\ntitle = 'Docs'\n[permalinks.page]\nnews = '/news/:year/:month/:slugorcontentbasename/'\n",
    'content/_index.md': page('Home'),
  };
  for (const section of ['functions', 'methods', 'configuration']) {
    files[`content/${section}/_index.md`] = page(section);
    for (let group = 0; group < 8; group++) {
      const folder = `${section}/group-${group}`;
      files[`content/${folder}/_index.md`] = page(`${folder} list`);
      for (const name of ['introduction', 'options', 'Examples', 'v1.2.3']) {
        files[`content/${folder}/${name}.md`] = page(`${folder} ${name}`);
        expected.set(`/${folder}/${name.toLowerCase()}/`, `${folder}/${name}`);
      }
      files[`content/${folder}/bundle/index.md`] = page(`${folder} bundle`);
      expected.set(`/${folder}/bundle/`, `${folder}/bundle`);
      files[`content/${folder}/renamed.md`] = page(`${folder} renamed`, `slug: "Nice Name ${group}"\n`);
      expected.set(`/${folder}/nice-name-${group}/`, `${folder}/renamed`);
    }
  }
  for (let n = 0; n < 20; n++) {
    const slug = `v${n}.0.0`;
    files[`content/news/release/${slug}/index.md`] = page(`Release ${slug}`);
    expected.set(`/news/release/${slug}/`.replace('/news/release/', '/news/2023/05/'), `news/release/${slug}`);
  }
  files['content/about.md'] = page('About', 'url: "/Company/About-Us.html"\n');
  expected.set('/Company/About-Us.html', 'about');
  writeTree(root, files);
  return expected;
}

describe('old addresses of an imported Hugo docs site', () => {
  let app: FastifyInstance;
  let db: TestDb;
  let close: () => Promise<void>;
  let site: string;
  let expected: Map<string, string>;

  beforeAll(async () => {
    ({ app, db, close } = await createTestApp((config) => {
      mkdirSync(config.webDist, { recursive: true });
      writeFileSync(join(config.webDist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
      return config;
    }));
    site = mkdtempSync(join(tmpdir(), 'import-hugo-docs-'));
    expected = hugoDocsSite(site);
    const result = await importFolder(db, join(site, 'content'));
    expect(result.failed).toEqual([]);
    expect(result.created).toBe(expected.size);
  }, 60_000);
  afterAll(async () => {
    rmSync(site, { recursive: true, force: true });
    await close();
  });

  it('redirects every page from its real address (with and without the base path), none to a wrong article', async () => {
    const wrong: string[] = [];
    for (const [address, id] of expected) {
      for (const url of [address, `/docs${address}`]) {
        const res = await app.inject({ method: 'GET', url });
        const location = `/blog/articles/${id.split('/').map(encodeURIComponent).join('/')}`;
        if (res.statusCode !== 301 || res.headers.location !== location)
          wrong.push(`${url} → ${res.statusCode} ${res.headers.location ?? ''} (expected ${location})`);
      }
    }
    expect(wrong).toEqual([]);
    expect(expected.size).toBe(3 * 8 * 6 + 20 + 1);
  });

  it('answers 404 for an address that is no page, rather than guessing among same-named posts', async () => {
    for (const url of ['/introduction/', '/functions/introduction/', '/options.html', '/news/release/v99.0.0/']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
