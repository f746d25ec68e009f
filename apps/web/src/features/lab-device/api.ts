import { type ArticleSummary, articlePageSchema, articlesRequest } from '@site/contracts';
import { apiData } from '../../lib/api-client.ts';

/**
 * One article at random from the blog's list (issue 24 point 5: each shake opens a random article's card), over the
 * existing `GET blog/get_articles.php`: a one-item page tells the total, then the page of one random index is
 * fetched. Resolves with the article's summary, or null when the blog has none. `random` gives a number in [0, 1).
 * Rejects with the api client's `ApiRequestError` (`network`, ...) when a call fails, or an AbortError when
 * `signal` aborts.
 */
export async function fetchRandomArticle(
  signal?: AbortSignal,
  random: () => number = Math.random,
): Promise<ArticleSummary | null> {
  const call = (page: number) => {
    const request = articlesRequest({ page, page_size: 1 });
    return apiData(request.path, { query: request.query, data: articlePageSchema, signal });
  };
  const first = await call(1);
  if (first.total === 0) return null;
  const index = Math.min(first.total - 1, Math.floor(random() * first.total));
  if (index === 0) return first.items[0] ?? null;
  const answer = await call(index + 1);
  return answer.items[0] ?? first.items[0] ?? null;
}
