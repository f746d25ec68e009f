import { describe, expect, it } from 'vitest';
import { articlePath, categoryPath, folderCrumbs, idFromSplat, tagFromSplat, tagPath } from './blog-paths.ts';

describe('blog paths', () => {
  it('[ROUTE-14] builds an article address whose id spans several path segments', () => {
    expect(articlePath('hexo-news/2019-10-14-hexo-4-released')).toBe(
      '/blog/articles/hexo-news/2019-10-14-hexo-4-released',
    );
  });

  it('[ROUTE-12] builds a category address whose id spans several path segments, encoding each segment', () => {
    expect(categoryPath('study/frontend')).toBe('/blog/categories/study/frontend');
    expect(categoryPath('笔记/a b')).toBe('/blog/categories/%E7%AC%94%E8%AE%B0/a%20b');
  });

  it('[ROUTE-12] reads a multi-segment id from the splat parameter', () => {
    expect(idFromSplat('a/b')).toBe('a/b');
    expect(idFromSplat('hexo-docs/zh-cn/writing/')).toBe('hexo-docs/zh-cn/writing');
  });

  it('[ERR-03] gives no id for a splat that cannot be an id, so the page shows not found', () => {
    for (const splat of [undefined, '', '/', 'a//b', '/a', 'a b', 'x'.repeat(201)]) {
      expect(idFromSplat(splat), String(splat)).toBeNull();
    }
  });

  it('builds a tag address with the whole tag as one encoded segment, and reads it back from the splat', () => {
    expect(tagPath('typescript')).toBe('/blog/tags/typescript');
    expect(tagPath('散步')).toBe('/blog/tags/%E6%95%A3%E6%AD%A5');
    expect(tagPath('CI/CD & more')).toBe('/blog/tags/CI%2FCD%20%26%20more');
    // React Router hands the splat over decoded.
    expect(tagFromSplat(decodeURIComponent(tagPath('CI/CD & more').slice('/blog/tags/'.length)))).toBe('CI/CD & more');
    expect(tagFromSplat('散步/')).toBe('散步');
  });

  it('gives no tag for a splat that cannot be one, so the page shows "Tag not found"', () => {
    for (const splat of [undefined, '', '/', '   ', 'x'.repeat(101), 'a\u0000b']) {
      expect(tagFromSplat(splat), String(splat)).toBeNull();
    }
  });
});

describe('folderCrumbs (issue 19: breadcrumbs without dead ends, with names)', () => {
  const categories = [
    { id: 'study', name: '学习 Study' },
    { id: 'study/frontend', name: '前端 Frontend' },
  ];

  it("leads an article's folders to their categories, named", () => {
    expect(folderCrumbs(articlePath, 'study/frontend/css-clamp', categories, '/blog/articles')).toEqual({
      '/blog/articles/study': { to: '/blog/categories/study', text: '学习 Study' },
      '/blog/articles/study/frontend': { to: '/blog/categories/study/frontend', text: '前端 Frontend' },
    });
  });

  it('leads a folder that is no category to the fallback, with its own text', () => {
    expect(folderCrumbs(articlePath, 'hexo-news/2019-10-14-hexo-4-released', categories, '/blog/articles')).toEqual({
      '/blog/articles/hexo-news': { to: '/blog/articles', text: 'hexo-news' },
    });
    expect(folderCrumbs(articlePath, 'top-level', categories, '/blog/articles')).toEqual({});
  });
});
