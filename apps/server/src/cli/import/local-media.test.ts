import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyPictures, localPictures } from './local-media.ts';

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
    const { markdown: out, copies } = localPictures(markdown, 'trip/day-one', location());
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
    expect(result).toEqual({ markdown, copies: [] });
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
