import {
  type ApiRequest,
  type Article,
  type ArticlePage,
  articlePageSchema,
  articleRequest,
  articleSchema,
  articlesRequest,
  type Category,
  type CategoryDetail,
  categoryDetailSchema,
  categorySchema,
  type RelatedArticle,
  relatedArticleSchema,
  type TagCount,
  tagCountSchema,
} from '@site/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { ApiRequestError, apiData } from '../../lib/api-client.ts';

/**
 * The blog's calls (contract: `packages/contracts/src/blog.ts`) as TanStack Query hooks. Every answer is
 * parsed with its contract schema by `apiData`; a failure surfaces as `ApiRequestError` in `error`
 * (`code` = `article_not_found`, `category_not_found`, `invalid_input`, `network`, ...).
 */

/** Query keys, so pages share cached answers (the home page's latest articles and `/blog`'s first page). */
export const blogKeys = {
  articles: (page: number, pageSize: number, filter: ArticleFilter) =>
    [
      'blog',
      'articles',
      { page, pageSize, categoryId: filter.categoryId ?? null, tag: filter.tag ?? null, q: filter.search ?? null },
    ] as const,
  article: (id: string) => ['blog', 'article', id] as const,
  categories: () => ['blog', 'categories'] as const,
  category: (id: string) => ['blog', 'category', id] as const,
  tags: () => ['blog', 'tags'] as const,
  related: (id: string) => ['blog', 'related', id] as const,
};

/**
 * What an article list is limited to: `categoryId`, a category and its descendants; `tag`, the articles carrying
 * that tag (exactly); `search`, the articles holding every word of it. Any may be combined; none lists every
 * article.
 */
export type ArticleFilter = { categoryId?: string | null; tag?: string | null; search?: string | null };

/** Answers that will not change by asking again: a missing row or a refused id. */
const isFinal = (error: unknown) =>
  error instanceof ApiRequestError && error.status === 'error' && error.code !== 'internal_error';

const retry = (failures: number, error: unknown) => !isFinal(error) && failures < 2;

/**
 * `apiData` of a request built by `@site/contracts` (`articlesRequest`, ...): the same address the server preloads
 * with the page's HTML, so the browser reuses the preloaded answer.
 */
const apiRequestData = <S extends z.ZodMiniType>(request: ApiRequest, data: S, signal: AbortSignal) =>
  apiData(request.path, { query: request.query, data, signal });

/** Blog content changes rarely; a minute of freshness saves refetching while a visitor browses. */
const staleTime = 60_000;

/**
 * The query of one page of articles, newest first (`GET blog/get_articles.php`): `page` is 1-based, `pageSize`
 * 1–100, `filter` limits the list (see `ArticleFilter`). For `useArticles` and for prefetching a page's first
 * list before it renders.
 */
export function articlesQuery(page: number, pageSize: number, filter: ArticleFilter = {}) {
  return {
    queryKey: blogKeys.articles(page, pageSize, filter),
    queryFn: ({ signal }: { signal: AbortSignal }): Promise<ArticlePage> =>
      apiRequestData(
        articlesRequest({
          page,
          page_size: pageSize,
          category_id: filter.categoryId ?? undefined,
          tag: filter.tag ?? undefined,
          q: filter.search ?? undefined,
        }),
        articlePageSchema,
        signal,
      ),
    staleTime,
    retry,
  };
}

/**
 * One page of articles (see `articlesQuery`). While the next page loads the previous page stays on screen (no
 * layout jump).
 */
export function useArticles(page: number, pageSize: number, filter: ArticleFilter = {}) {
  return useQuery<ArticlePage>({ ...articlesQuery(page, pageSize, filter), placeholderData: keepPreviousData });
}

/**
 * The query of one article with its sanitised HTML, table of contents and neighbours (`GET blog/get_article.php`).
 * A missing article fails with `ApiRequestError('article_not_found')` and is not retried.
 */
export function articleQuery(id: string) {
  return {
    queryKey: blogKeys.article(id),
    queryFn: ({ signal }: { signal: AbortSignal }): Promise<Article> =>
      apiRequestData(articleRequest(id), articleSchema, signal),
    staleTime,
    retry,
  };
}

/** One article (see `articleQuery`); `id` null (an address that cannot be an id) runs no query. */
export function useArticle(id: string | null) {
  return useQuery<Article>({ ...articleQuery(id ?? ''), enabled: id !== null });
}

/** Every category as a flat list linked by `parent_id` (`GET blog/get_categories.php`). */
export function useCategories() {
  return useQuery<Category[]>({
    queryKey: blogKeys.categories(),
    queryFn: ({ signal }) => apiData('blog/get_categories.php', { data: z.array(categorySchema), signal }),
    staleTime,
    retry,
  });
}

/**
 * A category with its path and child categories (`GET blog/get_category.php`). `id` null runs no query.
 * A missing category fails with `ApiRequestError('category_not_found')` and is not retried.
 */
export function useCategory(id: string | null) {
  return useQuery<CategoryDetail>({
    queryKey: blogKeys.category(id ?? ''),
    queryFn: ({ signal }) =>
      apiData('blog/get_category.php', { query: { id: id ?? '' }, data: categoryDetailSchema, signal }),
    enabled: id !== null,
    staleTime,
    retry,
  });
}

/** Every tag with its article count, most used first (`GET blog/get_tags.php`). */
export function useTags() {
  return useQuery<TagCount[]>({
    queryKey: blogKeys.tags(),
    queryFn: ({ signal }) => apiData('blog/get_tags.php', { data: z.array(tagCountSchema), signal }),
    staleTime,
    retry,
  });
}

/**
 * The articles sharing tags with the article `id`, most shared first (`GET blog/get_related_articles.php`, the
 * server's default count). `enabled` false runs no query (a part mounted later, below the fold).
 */
export function useRelatedArticles(id: string, enabled = true) {
  return useQuery<RelatedArticle[]>({
    queryKey: blogKeys.related(id),
    queryFn: ({ signal }) =>
      apiData('blog/get_related_articles.php', { query: { id }, data: z.array(relatedArticleSchema), signal }),
    enabled,
    staleTime,
    retry,
  });
}

/**
 * True when `error` means "there is nothing at this address": the server has no such row, or refused the id
 * as malformed (a wrong address either way [ERR-03]).
 */
export function isNotFoundError(error: unknown): boolean {
  return (
    error instanceof ApiRequestError &&
    error.status === 'error' &&
    ['not_found', 'article_not_found', 'category_not_found', 'invalid_input'].includes(error.code)
  );
}
