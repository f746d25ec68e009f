import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiBase } from '../../lib/api-client.ts';
import { fetchRandomArticle } from './api.ts';

/** The blog's answer for a one-item page `page` of `total` articles, as `blog/get_articles.php` answers it. */
function pageAnswer(page: number, total: number) {
  const items =
    page <= total
      ? [
          {
            id: `a/${page}`,
            title: `Article ${page}`,
            date: '2024-01-02T00:00:00.000Z',
            updated: null,
            category_id: null,
            category_name: null,
            tags: [],
            summary: 's',
            reading_minutes: 1,
            language: null,
          },
        ]
      : [];
  return { status: 'success', message: 'ok', data: { items, total, page, page_size: 1 } };
}

let asked: string[] = [];
let total = 0;

beforeEach(() => {
  asked = [];
  setApiBase('/api/');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input);
      asked.push(url.pathname + url.search);
      return new Response(JSON.stringify(pageAnswer(Number(url.searchParams.get('page')), total)));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('a random article (issue 24 point 5)', () => {
  it('asks for the total, then the one-item page of the random index', async () => {
    total = 10;
    const article = await fetchRandomArticle(undefined, () => 0.75);
    expect(article?.id).toBe('a/8');
    expect(asked).toEqual([
      '/api/blog/get_articles.php?page=1&page_size=1',
      '/api/blog/get_articles.php?page=8&page_size=1',
    ]);
  });

  it('takes the first page itself for index 0, and the last for a random number near 1', async () => {
    total = 3;
    expect((await fetchRandomArticle(undefined, () => 0))?.id).toBe('a/1');
    expect(asked).toHaveLength(1);
    expect((await fetchRandomArticle(undefined, () => 0.9999))?.id).toBe('a/3');
  });

  it('answers null when the blog has no article', async () => {
    total = 0;
    expect(await fetchRandomArticle(undefined, () => 0.5)).toBeNull();
  });
});
