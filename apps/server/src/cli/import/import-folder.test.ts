import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../test/db.ts';
import { importFolder } from './import-folder.ts';

const fixtures = '/work/shared/fixtures';
const nothingMissing = { missingPictures: [], unresolvedLinks: [] };

/** The article HTML with code removed: what must never contain a raw Hexo tag. */
const outsideCode = (html: string) => html.replace(/<pre[\s\S]*?<\/pre>/g, '').replace(/<code[\s\S]*?<\/code>/g, '');

describe('import of real Hexo posts (fixtures/blog)', () => {
  let db: TestDb;

  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(async () => db.cleanup());

  it('imports all 15 posts (SOURCES.md is not a post) with progress for each', async () => {
    const progress: string[] = [];
    const result = await importFolder(db, `${fixtures}/blog`, {
      onProgress: (i, n, p) => progress.push(`[${i}/${n}] ${p}`),
    });
    expect(result).toEqual({ created: 15, updated: 0, failed: [], skipped: [], total: 15, ...nothingMissing });
    expect(progress).toHaveLength(15);
    expect(progress[14]).toMatch(/^\[15\/15\] /);
  });

  it('keeps titles and CJK text intact, ids from the relative path', async () => {
    const rows = await db.db.selectFrom('articles').select(['id', 'title', 'html', 'date']).execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get('hexo-docs/zh-cn/tag-plugins')?.title).toBe('标签插件（Tag Plugins）');
    expect(byId.get('hexo-docs/zh-tw/writing')?.title).toBe('寫作');
    expect(byId.get('hexo-docs/ja/writing')?.title).toBe('執筆');
    expect(byId.get('hexo-news/2019-12-24-how-we-make-hexo-30-percent-faster')?.title).toBe(
      'Speed is the Key - How We Make Hexo 30% Faster',
    );
    expect(byId.get('hexo-docs/zh-cn/tag-plugins')?.html).toContain('标签插件和 Front-matter 中的标签不同');
  });

  it('takes a missing date from the YYYY-MM-DD- file-name prefix', async () => {
    const row = await db.db
      .selectFrom('articles')
      .select('date')
      .where('id', '=', 'hexo-news/2019-10-14-hexo-4-released')
      .executeTakeFirstOrThrow();
    expect(row.date).toBe('2019-10-14T00:00:00.000Z');
  });

  it('renders every post with no raw {% outside code, converting tags and keeping documented ones verbatim', async () => {
    const rows = await db.db.selectFrom('articles').select(['id', 'html']).execute();
    for (const row of rows) {
      expect(row.html.length, row.id).toBeGreaterThan(200);
      expect(outsideCode(row.html), row.id).not.toContain('{%');
    }
    const tagDocs = rows.find((r) => r.id === 'hexo-docs/zh-cn/tag-plugins')?.html ?? '';
    expect(tagDocs).toContain('<code>{% codeblock lang:objc %}');
    expect(tagDocs).toContain('src="https://www.youtube-nocookie.com/embed/I07XMi7MHd4"');
    expect(tagDocs).toContain('<div class="note note-warn">');
    const hexo7 = rows.find((r) => r.id === 'hexo-news/2023-11-03-hexo-7-0-0-released')?.html ?? '';
    expect(hexo7).toContain('<div class="note note-info">');
  });

  it('highlights fenced code with hljs classes', async () => {
    const rows = await db.db.selectFrom('articles').select(['id', 'html']).execute();
    const highlighted = rows.filter((r) => /<code class="hljs language-/.test(r.html));
    expect(highlighted.length).toBeGreaterThanOrEqual(10);
    expect(rows.find((r) => r.id === 'hexo-docs/zh-cn/tag-plugins')?.html).toContain('<span class="hljs-');
  });

  it('re-import updates in place without duplicates', async () => {
    const result = await importFolder(db, `${fixtures}/blog`);
    expect(result).toEqual({ created: 0, updated: 15, failed: [], skipped: [], total: 15, ...nothingMissing });
    const { n } = await db.db
      .selectFrom('articles')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(15);
  });
});

describe('import of more real posts (fixtures/blog-more)', () => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(async () => db.cleanup());

  it('imports all 15, with front-matter dates, emoji title and the unknown demo tag made harmless', async () => {
    const result = await importFolder(db, `${fixtures}/blog-more`);
    expect(result).toEqual({ created: 15, updated: 0, failed: [], skipped: [], total: 15, ...nothingMissing });
    const rows = await db.db.selectFrom('articles').select(['id', 'title', 'date', 'html']).execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get('v4-ood.zh-CN')?.title).toBe('📢 v4 维护周期截止');
    expect(byId.get('picker.en-US')?.date).toBe('2024-09-23T00:00:00.000Z');
    const semantic = byId.get('semantic-beauty.zh-CN')?.html ?? '';
    expect(semantic).not.toContain('demos.tsx');
    expect(semantic).toContain('<video src="https://gw.alipayobjects.com/');
    for (const row of rows) expect(row.html, row.id).not.toMatch(/<script|onerror=|javascript:/i);
    // Every post but the short v4 notice has fenced code with a language.
    expect(rows.filter((r) => r.html.includes('<code class="hljs language-')).length).toBe(14);
  });
});

describe('import of a folder with problems', () => {
  let db: TestDb;
  let folder: string;

  beforeAll(async () => {
    db = await createTestDb();
    folder = mkdtempSync(join(tmpdir(), 'import-test-'));
    mkdirSync(join(folder, 'notes'));
    writeFileSync(join(folder, 'README.md'), '# About this folder\n');
    writeFileSync(join(folder, 'broken.md'), '---\ntitle: [unclosed\ndate: 2020-01-01\n---\nBody\n');
    writeFileSync(join(folder, 'bad-date.md'), '---\ntitle: Bad date\ndate: someday\n---\nBody\n');
    writeFileSync(join(folder, '2021-05-06-prefixed.md'), 'No front matter.\n');
    writeFileSync(
      join(folder, 'notes', 'categorised.md'),
      '---\ntitle: In categories\ndate: 2022-02-02 10:30:00\ncategories: [Study, Front End]\ntags: [css, web]\n---\n' +
        '## A heading\n\n{% unknown_tag x %}\n',
    );
    writeFileSync(join(folder, 'notes', 'untitled.md'), '# Heading title\n\ntext\n');
    const mtime = new Date('2019-03-04T05:06:07.000Z');
    utimesSync(join(folder, 'notes', 'untitled.md'), mtime, mtime);
  });
  afterAll(async () => {
    rmSync(folder, { recursive: true, force: true });
    await db.cleanup();
  });

  it('reports broken files by path with the reason and still imports the others', async () => {
    const result = await importFolder(db, folder);
    expect(result.total).toBe(5);
    expect(result.created).toBe(3);
    expect(result.failed.map((f) => f.path).sort()).toEqual(['bad-date.md', 'broken.md']);
    expect(result.failed.find((f) => f.path === 'broken.md')?.reason).toMatch(/^broken front matter/);
    expect(result.failed.find((f) => f.path === 'bad-date.md')?.reason).toBe('unreadable date: someday');
  });

  it('derives dates from the prefix or mtime, titles from the heading or file name, and creates categories', async () => {
    const rows = await db.db.selectFrom('articles').selectAll().orderBy('id').execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get('2021-05-06-prefixed')).toMatchObject({ title: 'prefixed', date: '2021-05-06T00:00:00.000Z' });
    expect(byId.get('notes/untitled')).toMatchObject({ title: 'Heading title', date: '2019-03-04T05:06:07.000Z' });
    const categorised = byId.get('notes/categorised');
    expect(categorised).toMatchObject({ category_id: 'study/front-end', date: '2022-02-02T10:30:00.000Z' });
    expect(JSON.parse(categorised?.tags ?? '[]')).toEqual(['css', 'web']);
    expect(categorised?.html).toContain('<code>{% unknown_tag x %}</code>');
    const categories = await db.db.selectFrom('categories').selectAll().orderBy('id').execute();
    expect(categories.map((c) => [c.id, c.name, c.parent_id])).toEqual([
      ['study', 'Study', null],
      ['study/front-end', 'Front End', 'study'],
    ]);
  });
});

describe("import of drafts, excerpts and the other generators' date keys", () => {
  let db: TestDb;
  let folder: string;

  beforeAll(async () => {
    db = await createTestDb();
    folder = mkdtempSync(join(tmpdir(), 'import-drafts-'));
    mkdirSync(join(folder, '_drafts'));
    writeFileSync(
      join(folder, 'hugo-draft.md'),
      '---\ntitle: Hugo draft\ndate: 2024-01-01\ndraft: true\n---\nSecret\n',
    );
    writeFileSync(
      join(folder, 'hexo-hidden.md'),
      '---\ntitle: Hidden\ndate: 2024-01-02\npublished: false\n---\nSecret\n',
    );
    writeFileSync(join(folder, '_drafts', 'idea.md'), '---\ntitle: Idea\ndate: 2024-01-03\n---\nSecret\n');
    writeFileSync(
      join(folder, 'public.md'),
      '---\ntitle: Public\ndate: 2024-01-04\ndraft: false\npublished: true\nlastmod: 2024-02-01\n' +
        'description: "The author\'s  own\n  words."\n---\nFirst paragraph of the body.\n',
    );
    writeFileSync(
      join(folder, 'hugo-toml.md'),
      '+++\ntitle = "Hugo TOML"\ndate = 2024-01-06T09:00:00+08:00\ntags = ["go", "hugo"]\n' +
        'categories = ["Study"]\nsummary = "From TOML."\naliases = ["/posts/old-toml/"]\n+++\n\nBody text.\n',
    );
    writeFileSync(join(folder, 'hugo-toml-draft.md'), '+++\ntitle = "Draft"\ndraft = true\n+++\nSecret\n');
    writeFileSync(join(folder, 'hugo-toml-broken.md'), '+++\ntitle = "Unclosed\n+++\nBody\n');
    writeFileSync(
      join(folder, 'jekyll.md'),
      '---\ntitle: Jekyll\ndate: 2024-01-05\nlast_modified_at: 2024-03-01 08:00:00\n' +
        'redirect_from: [/blog/2024/jekyll-old.html, /j/1/]\npermalink: /writing/jekyll/\n---\n' +
        'Before the mark.\n\n<!-- more -->\n\nAfter the mark.\n',
    );
  });
  afterAll(async () => {
    rmSync(folder, { recursive: true, force: true });
    await db.cleanup();
  });

  it('skips drafts (draft: true, published: false, _drafts/) and lists them; only broken TOML fails', async () => {
    const result = await importFolder(db, folder);
    expect(result.failed).toEqual([
      { path: 'hugo-toml-broken.md', reason: expect.stringMatching(/^broken front matter: /) },
    ]);
    expect(result.created).toBe(3);
    expect(result.skipped).toEqual([
      { path: '_drafts/idea.md', reason: 'draft' },
      { path: 'hexo-hidden.md', reason: 'draft' },
      { path: 'hugo-draft.md', reason: 'draft' },
      { path: 'hugo-toml-draft.md', reason: 'draft' },
    ]);
    const ids = (await db.db.selectFrom('articles').select('id').orderBy('id').execute()).map((r) => r.id);
    expect(ids).toEqual(['hugo-toml', 'jekyll', 'public']);
  });

  it("reads Hugo's TOML front matter: dates with offsets, lists, categories, summary", async () => {
    const row = await db.db.selectFrom('articles').selectAll().where('id', '=', 'hugo-toml').executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      title: 'Hugo TOML',
      date: '2024-01-06T01:00:00.000Z',
      category_id: 'study',
      summary: 'From TOML.',
    });
    expect(JSON.parse(row.tags)).toEqual(['go', 'hugo']);
    expect(row.html).toBe('<p>Body text.</p>');
  });

  it('keeps the old addresses of aliases, redirect_from and permalink for redirects', async () => {
    const aliases = await db.db.selectFrom('article_aliases').selectAll().orderBy('path').execute();
    expect(aliases).toEqual([
      { path: '/blog/2024/jekyll-old.html', article_id: 'jekyll' },
      { path: '/j/1', article_id: 'jekyll' },
      { path: '/posts/old-toml', article_id: 'hugo-toml' },
      { path: '/writing/jekyll', article_id: 'jekyll' },
    ]);
  });

  it('takes the summary from the front matter, the updated date from lastmod / last_modified_at', async () => {
    const rows = await db.db.selectFrom('articles').selectAll().orderBy('id').execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get('public')).toMatchObject({
      summary: "The author's own words.",
      // YAML folds the quoted line break; the summary collapses the double space.
      excerpt: "The author's  own words.",
      updated: '2024-02-01T00:00:00.000Z',
    });
    expect(byId.get('jekyll')).toMatchObject({
      summary: 'Before the mark.',
      excerpt: null,
      updated: '2024-03-01T08:00:00.000Z',
    });
    expect(byId.get('jekyll')?.html).toContain('After the mark.');
  });

  it('says when a post that turned into a draft stays published from an earlier import', async () => {
    writeFileSync(join(folder, 'public.md'), '---\ntitle: Public\ndate: 2024-01-04\ndraft: true\n---\nBody\n');
    const result = await importFolder(db, folder);
    expect(result.skipped).toContainEqual({
      path: 'public.md',
      reason: 'draft (the article imported earlier stays published)',
    });
    expect(await db.db.selectFrom('articles').select('id').where('id', '=', 'public').executeTakeFirst()).toBeDefined();
  });
});

describe("import of a Hugo site's page bundles with their pictures", () => {
  let db: TestDb;
  let folder: string;
  let media: string;

  beforeAll(async () => {
    db = await createTestDb();
    folder = mkdtempSync(join(tmpdir(), 'import-hugo-'));
    media = join(folder, 'media-out');
    mkdirSync(join(folder, 'content', 'posts', 'first-trip'), { recursive: true });
    writeFileSync(join(folder, 'content', 'posts', '_index.md'), '---\ntitle: Posts\n---\nThe list page.\n');
    writeFileSync(
      join(folder, 'content', 'posts', 'first-trip', 'index.md'),
      '---\ntitle: First trip\ndate: 2024-04-01\n---\n![The lake](lake.webp)\n\nBy the lake.\n\n' +
        '{{< figure src="lake.webp" caption="Again, at dusk" >}}\n',
    );
    writeFileSync(join(folder, 'content', 'posts', 'first-trip', 'lake.webp'), 'webp bytes');
  });
  afterAll(async () => {
    rmSync(folder, { recursive: true, force: true });
    await db.cleanup();
  });

  it('makes index.md the post of its folder, skips _index.md, and copies the pictures it shows', async () => {
    const paths: string[] = [];
    const result = await importFolder(db, join(folder, 'content'), {
      mediaDir: media,
      onProgress: (_i, _n, path) => paths.push(path),
    });
    expect(result).toMatchObject({
      created: 1,
      failed: [],
      skipped: [{ path: 'posts/_index.md', reason: 'a list page (_index.md), not a post' }],
      total: 2,
    });
    expect(paths).toEqual(['posts/_index.md', 'posts/first-trip/index.md']);
    const row = await db.db.selectFrom('articles').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ id: 'posts/first-trip', image: '/media/articles/posts/first-trip/lake.webp' });
    expect(row.source).toContain('![The lake](/media/articles/posts/first-trip/lake.webp)');
    // Hugo's figure shortcode, converted and pointed at the same copy, passes the sanitiser.
    expect(row.html).toContain(
      '<figure><img src="/media/articles/posts/first-trip/lake.webp" alt="Again, at dusk" loading="lazy" decoding="async">' +
        '<figcaption>Again, at dusk</figcaption></figure>',
    );
    expect(readFileSync(join(media, 'articles', 'posts', 'first-trip', 'lake.webp'), 'utf8')).toBe('webp bytes');
  });
});
