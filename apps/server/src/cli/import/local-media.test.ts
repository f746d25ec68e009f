import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyPictures, localPictures } from './local-media.ts';
import { detectSite } from './site-layout.ts';

describe('localPictures', () => {
  let site: string;
  let root: string;

  beforeAll(() => {
    // A Hexo site: source/_posts is imported; source/images holds site-wide pictures.
    site = mkdtempSync(join(tmpdir(), 'local-media-'));
    root = join(site, 'source', '_posts');
    mkdirSync(join(root, 'trip', 'day-one'), { recursive: true });
    mkdirSync(join(site, 'source', 'images'), { recursive: true });
    writeFileSync(join(root, 'trip', 'day-one', 'cat.png'), 'asset folder cat');
    writeFileSync(join(root, 'trip', 'map.jpg'), 'beside the post');
    writeFileSync(join(root, 'trip', 'cat.png'), 'another cat, same name');
    writeFileSync(join(site, 'source', 'images', 'logo one.svg'), '<svg/>');
    writeFileSync(join(root, 'trip', 'notes.txt'), 'not a picture');
    writeFileSync(join(tmpdir(), 'outside.png'), 'outside the site');
  });
  afterAll(() => rmSync(site, { recursive: true, force: true }));

  const location = () => ({ root, relativePath: 'trip/day-one.md' });

  it("finds pictures in Hexo's asset folder, beside the post and under the site root, and rewrites them", () => {
    const markdown = [
      '![A cat](cat.png "Cat")',
      '',
      '![Map](map.jpg) and ![Logo](</images/logo one.svg>)',
      '',
      '<img src="../trip/cat.png" alt="Second cat">',
      '',
      '![Ref][m]',
      '',
      '[m]: map.jpg',
    ].join('\n');
    const { markdown: out, copies, missing } = localPictures(markdown, 'trip/day-one', location());
    expect(missing).toEqual([]);
    expect(out).toBe(
      [
        '![A cat](/media/articles/trip/day-one/cat.png "Cat")',
        '',
        '![Map](/media/articles/trip/day-one/map.jpg) and ![Logo](</media/articles/trip/day-one/logo%20one.svg>)',
        '',
        '<img src="/media/articles/trip/day-one/cat-2.png" alt="Second cat">',
        '',
        '![Ref][m]',
        '',
        '[m]: /media/articles/trip/day-one/map.jpg',
      ].join('\n'),
    );
    expect(copies).toEqual([
      { from: join(root, 'trip', 'day-one', 'cat.png'), name: 'cat.png' },
      { from: join(root, 'trip', 'map.jpg'), name: 'map.jpg' },
      { from: join(site, 'source', 'images', 'logo one.svg'), name: 'logo one.svg' },
      { from: join(root, 'trip', 'cat.png'), name: 'cat-2.png' },
    ]);
  });

  it('leaves web addresses, code, missing files, other types and files outside the site as written', () => {
    const markdown = [
      '![web](https://example.com/a.png) ![data](data:image/png;base64,AA) ![anchor](#x)',
      '',
      '```md',
      '![in code](cat.png)',
      '```',
      '',
      'Inline `![code](cat.png)` too.',
      '',
      '![missing](nothing.png) ![text](notes.txt) ![escape](../../../../outside.png) ![bad](%E0%A4%A.png)',
    ].join('\n');
    const result = localPictures(markdown, 'trip/day-one', location());
    expect(result).toEqual({
      markdown,
      copies: [],
      // Local picture addresses that find no file inside the site are reported; web addresses and text files not.
      missing: ['nothing.png', '../../../../outside.png', '%E0%A4%A.png'],
    });
  });

  it("copies into the article's folder, drops what a re-import no longer shows, spares nested articles", () => {
    const media = join(site, 'media');
    const folder = join(media, 'articles', 'trip', 'day-one');
    const nested = join(folder, 'part-two', 'kept.png');
    mkdirSync(join(folder, 'part-two'), { recursive: true });
    writeFileSync(nested, 'the picture of article trip/day-one/part-two');
    const both = localPictures('![A cat](cat.png) ![Map](map.jpg)', 'trip/day-one', location());
    copyPictures(media, 'trip/day-one', both.copies);
    expect(readFileSync(join(folder, 'cat.png'), 'utf8')).toBe('asset folder cat');
    expect(readFileSync(join(folder, 'map.jpg'), 'utf8')).toBe('beside the post');

    const one = localPictures('![Map](map.jpg)', 'trip/day-one', location());
    copyPictures(media, 'trip/day-one', one.copies);
    expect(existsSync(join(folder, 'cat.png'))).toBe(false);
    expect(existsSync(join(folder, 'map.jpg'))).toBe(true);

    copyPictures(media, 'trip/day-one', []);
    expect(existsSync(join(folder, 'map.jpg'))).toBe(false);
    expect(readFileSync(nested, 'utf8')).toBe('the picture of article trip/day-one/part-two');

    copyPictures(media, 'trip/other', []);
    expect(existsSync(join(media, 'articles', 'trip', 'other'))).toBe(false);
    expect(() => copyPictures(media, '../escape', [])).toThrow(/cannot name a picture folder/);
  });
});

describe("localPictures in the generators' static folders, reporting the pictures it cannot find (issue 20 point 7)", () => {
  let site: string;
  beforeAll(() => {
    // A Hugo docs site: pictures in static/, in assets/ (Hugo pipes), and a picture-less page bundle.
    site = mkdtempSync(join(tmpdir(), 'local-media-hugo-'));
    const files: Record<string, string> = {
      'hugo.toml': "baseURL = 'https://docs.example/'\n",
      'content/docs/guide/intro.md': '# Intro',
      'content/docs/release/v22.0.0/index.md': '# v22',
      'content/docs/release/v22.0.0/images/chart.png': 'bundle chart',
      'static/images/logo.png': 'static logo',
      'assets/images/diagram.svg': '<svg/>',
    };
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(join(site, path, '..'), { recursive: true });
      writeFileSync(join(site, path), text);
    }
  });
  afterAll(() => rmSync(site, { recursive: true, force: true }));

  it("finds /images/ addresses in Hugo's static/ and assets/ and reports each missing picture once", () => {
    const root = join(site, 'content', 'docs');
    const layout = detectSite(root);
    const markdown = [
      '![Logo](/images/logo.png) ![Diagram](/images/diagram.svg)',
      '',
      '![Gone](/images/gone.png) ![Gone again](/images/gone.png) <img src="missing/pic.webp">',
      '',
      '![Hugo config](/hugo.toml) ![Templated]({{ site.baseurl }}/images/x.png) ![Web](https://x.test/a.png)',
    ].join('\n');
    const result = localPictures(markdown, 'guide/intro', {
      root,
      relativePath: 'guide/intro.md',
      siteRoot: layout.root,
      staticDirs: layout.staticDirs,
    });
    expect(result.copies).toEqual([
      { from: join(site, 'static', 'images', 'logo.png'), name: 'logo.png' },
      { from: join(site, 'assets', 'images', 'diagram.svg'), name: 'diagram.svg' },
    ]);
    expect(result.markdown.split('\n')[0]).toBe(
      '![Logo](/media/articles/guide/intro/logo.png) ![Diagram](/media/articles/guide/intro/diagram.svg)',
    );
    expect(result.missing).toEqual(['/images/gone.png', 'missing/pic.webp']);
    const bundle = localPictures('![Chart](images/chart.png)', 'release/v22.0.0', {
      root,
      relativePath: 'release/v22.0.0/index.md',
      siteRoot: layout.root,
      staticDirs: layout.staticDirs,
    });
    expect(bundle).toMatchObject({ copies: [{ name: 'chart.png' }], missing: [] });
  });

  it('finds Node-style public/ pictures beside a docs folder, and never takes one from outside the site root', () => {
    const docs = mkdtempSync(join(tmpdir(), 'local-media-node-'));
    try {
      mkdirSync(join(docs, 'docs', 'blog'), { recursive: true });
      mkdirSync(join(docs, 'public', 'img'), { recursive: true });
      writeFileSync(join(docs, 'public', 'img', 'banner.jpg'), 'banner');
      const location = { root: join(docs, 'docs'), relativePath: 'blog/post.en-US.md' };
      const found = localPictures('![Banner](/img/banner.jpg)', 'blog/post', location);
      expect(found).toMatchObject({ copies: [{ from: join(docs, 'public', 'img', 'banner.jpg') }], missing: [] });
      // With the site root at the import folder, the folder above it is out of bounds.
      const bounded = localPictures('![Banner](/img/banner.jpg)', 'blog/post', {
        ...location,
        siteRoot: location.root,
      });
      expect(bounded).toMatchObject({ copies: [], missing: ['/img/banner.jpg'] });
    } finally {
      rmSync(docs, { recursive: true, force: true });
    }
  });
});
