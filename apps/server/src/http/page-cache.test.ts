import { describe, expect, it } from 'vitest';
import { EncodedBody } from './compression.ts';
import { type CachedPage, PageCache, pageAreas } from './page-cache.ts';

/** A page of `bytes` bytes reading `reads`. */
const pageOf = (bytes: number, reads: string[] = []): CachedPage => ({
  body: new EncodedBody(Buffer.alloc(bytes, 'a')),
  status: 200,
  areas: pageAreas('/blog', reads),
  reads,
});

/** A `make` that keeps its page, counting its calls in `made`. */
const maker = (page: CachedPage, made: { count: number }) => async () => {
  made.count += 1;
  return { page, keep: true };
};

describe('the page cache', () => {
  it('renders a missing page once for all the requests that wait for it', async () => {
    const cache = new PageCache();
    const made = { count: 0 };
    let finish: () => void = () => {};
    const page = pageOf(10);
    const slow = async () => {
      made.count += 1;
      await new Promise<void>((resolve) => {
        finish = resolve;
      });
      return { page, keep: true };
    };
    const waiting = [cache.take('k', slow), cache.take('k', slow), cache.take('k', slow)];
    finish();
    expect(await Promise.all(waiting)).toEqual([page, page, page]);
    expect(made.count).toBe(1);
    expect(await cache.take('k', slow)).toBe(page);
    expect(made.count).toBe(1);
  });

  it('hands out but does not keep a page made while a write landed, nor one its maker says not to keep', async () => {
    const cache = new PageCache();
    const made = { count: 0 };
    const page = pageOf(10, ['/api/blog/get_article.php?id=a']);
    await cache.take('during', async () => {
      cache.forget({ areas: ['links'] });
      return { page, keep: true };
    });
    expect(cache.get('during')).toBeUndefined();
    await cache.take('failed', async () => ({ page, keep: false }));
    expect(cache.get('failed')).toBeUndefined();
    await cache.take('kept', maker(page, made));
    expect(cache.get('kept')).toBe(page);
  });

  it('keeps at most maxEntries pages, dropping the least recently used', async () => {
    const cache = new PageCache({ maxEntries: 2 });
    const made = { count: 0 };
    await cache.take('a', maker(pageOf(1), made));
    await cache.take('b', maker(pageOf(1), made));
    cache.get('a');
    await cache.take('c', maker(pageOf(1), made));
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('c')).toBeDefined();
  });

  it('keeps at most maxBytes of HTML, and never a page larger than that', async () => {
    const cache = new PageCache({ maxBytes: 100 });
    const made = { count: 0 };
    await cache.take('a', maker(pageOf(60), made));
    await cache.take('b', maker(pageOf(60), made));
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeDefined();
    await cache.take('huge', maker(pageOf(101), made));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('b')).toBeDefined();
  });

  it('serves a page for ttlMs, then makes it again', async () => {
    let now = 0;
    const cache = new PageCache({ ttlMs: 1000, now: () => now });
    const made = { count: 0 };
    await cache.take('a', maker(pageOf(1), made));
    now = 999;
    await cache.take('a', maker(pageOf(1), made));
    expect(made.count).toBe(1);
    now = 1000;
    await cache.take('a', maker(pageOf(1), made));
    expect(made.count).toBe(2);
  });

  it('drops the pages of the areas a write changed, or the pages that read what it names', async () => {
    const cache = new PageCache();
    const made = { count: 0 };
    const article = pageOf(1, ['/api/blog/get_article.php?id=a', '/api/comments/get_comments.php?target=%2Fa']);
    const links = pageOf(1, ['/api/links/get_links.php']);
    await cache.take('article', maker(article, made));
    await cache.take('links', maker(links, made));
    cache.forget({ areas: ['comments'], changes: (address) => address.endsWith('%2Fb') });
    expect(cache.get('article')).toBe(article);
    cache.forget({ areas: ['comments'], changes: (address) => address.endsWith('%2Fa') });
    expect(cache.get('article')).toBeUndefined();
    expect(cache.get('links')).toBe(links);
    cache.forget({ areas: 'all' });
    expect(cache.size).toBe(0);
  });
});
