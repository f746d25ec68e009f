import { z } from 'zod/mini';
import type { ApiRequest } from './requests.ts';

/**
 * Blog calls (spec section 7 says they are "not shown"; they follow DESIGN.md's convention
 * `<area>/<verb>_<noun>.php`, GET with query parameters, answers in the envelope).
 *
 * | call | query | data |
 * |---|---|---|
 * | GET blog/get_articles.php | page, page_size, category_id?, tag?, q? | ArticlePage |
 * | GET blog/get_article.php | id | Article (404 `article_not_found`) |
 * | GET blog/get_categories.php | — | Category[] (flat, parent_id links them) |
 * | GET blog/get_category.php | id | CategoryDetail (404 `category_not_found`) |
 * | GET blog/get_tags.php | — | TagCount[] (most used first) |
 * | GET blog/get_related_articles.php | id, limit? | RelatedArticle[] (404 `article_not_found`) |
 *
 * Dates are ISO 8601 strings. Ids of articles and categories may contain `/` (multi-segment ids).
 */

/**
 * Addresses of blog pages. Article and category ids may span several path segments ([ROUTE-12][ROUTE-14]:
 * `/blog/categories/a/b` is the category `a/b`), so each segment is encoded on its own and the `/` between them
 * stays a real path separator. Used by the app's links and by the server's feeds, sitemap and page heads.
 */
const encodeSegments = (id: string) => id.split('/').map(encodeURIComponent).join('/');

/** `/blog/articles/<id>` for an article id such as `hexo-news/2019-10-14-hexo-4-released`. */
export function articlePath(id: string): string {
  return `/blog/articles/${encodeSegments(id)}`;
}

/** `/blog/categories/<id>` for a category id such as `study/frontend`. */
export function categoryPath(id: string): string {
  return `/blog/categories/${encodeSegments(id)}`;
}

/**
 * `/blog/tags/<tag>` for a tag such as `typescript` or `散步`. The route takes the rest of the path (`/blog/tags/*`),
 * so a tag with a `/` (`CI/CD`) is found however the address spells it.
 */
export function tagPath(tag: string): string {
  return `/blog/tags/${encodeURIComponent(tag)}`;
}

/** An article or category id: 1–200 characters, path-like segments, no empty segment. */
export const slugIdSchema = z
  .string()
  .check(
    z.minLength(1),
    z.maxLength(200),
    z.regex(/^[^/\s?#\0]+(\/[^/\s?#\0]+)*$/, 'must be path segments separated by "/"'),
  );

export const pageQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100000)), 1),
  page_size: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 10),
});

/** A tag as an address or a filter names it: 1–100 characters, not only spaces, no control characters. */
export const tagSchema = z
  .string()
  .check(
    z.minLength(1),
    z.maxLength(100),
    z.regex(/\S/, 'must not be blank'),
    z.regex(/^[^\p{Cc}]*$/u, 'must not contain control characters'),
  );

/** Words to search the articles for: 1–100 characters, not only spaces. */
export const searchTextSchema = z.string().check(z.minLength(1), z.maxLength(100), z.regex(/\S/, 'must not be blank'));

/** How many words of a search count; the rest are ignored. */
export const searchMaxWords = 8;

/**
 * The words of a search text: split on white space, repeats dropped, at most `searchMaxWords`.
 * @example searchWords('  clamp  CSS clamp ') -> ['clamp', 'CSS']
 */
export function searchWords(text: string): string[] {
  return [...new Set(text.split(/\s+/).filter(Boolean))].slice(0, searchMaxWords);
}

/**
 * The query of a feed address (`feedPath`): `category` limits it to a category and its descendants, `tag` to the
 * articles carrying the tag; neither gives the whole blog's feed. Not both (the error names `tag`).
 */
export const feedQuerySchema = z.object({ category: z.optional(slugIdSchema), tag: z.optional(tagSchema) }).check(
  z.refine((query) => query.category === undefined || query.tag === undefined, {
    message: 'a feed follows a category or a tag, not both',
    path: ['tag'],
  }),
);
export type FeedQuery = z.infer<typeof feedQuerySchema>;

/**
 * The address of the RSS 2.0 or Atom feed of the whole blog, of a category (with its descendants) or of a tag:
 * `/feed/rss.xml`, `/feed/atom.xml?category=study%2Ffrontend`, `/feed/rss.xml?tag=css`.
 */
export function feedPath(format: 'rss' | 'atom', query: FeedQuery = {}): string {
  const path = format === 'rss' ? '/feed/rss.xml' : '/feed/atom.xml';
  if (query.category !== undefined) return `${path}?category=${encodeURIComponent(query.category)}`;
  if (query.tag !== undefined) return `${path}?tag=${encodeURIComponent(query.tag)}`;
  return path;
}

export const getArticlesQuerySchema = z.extend(pageQuerySchema, {
  category_id: z.optional(slugIdSchema),
  /** Only the articles with this tag. */
  tag: z.optional(tagSchema),
  /** Only the articles whose title, summary or text holds every word of it (any case; `searchWords`). */
  q: z.optional(searchTextSchema),
});
export type GetArticlesQuery = z.infer<typeof getArticlesQuerySchema>;

export const getArticleQuerySchema = z.object({ id: slugIdSchema });
export const getCategoryQuerySchema = z.object({ id: slugIdSchema });

export const articleLinkSchema = z.object({ id: z.string(), title: z.string() });
export type ArticleLink = z.infer<typeof articleLinkSchema>;

export const articleSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  /** ISO 8601 publication time. */
  date: z.string(),
  /** ISO 8601 time of the last update, or null. */
  updated: z.nullable(z.string()),
  category_id: z.nullable(z.string()),
  category_name: z.nullable(z.string()),
  tags: z.array(z.string()),
  /** Plain-text excerpt of the article's start, at most ~200 characters. */
  summary: z.string(),
  /** Estimated reading time in minutes (at least 1). */
  reading_minutes: z.int().check(z.minimum(1)),
  /**
   * The language it is written in, a BCP 47 tag (the author's front matter `lang`, else told from its text), or
   * null when unknown (the site's language). Pages mark its text with `lang` (issue 19 point 6).
   */
  language: z.nullable(z.string()),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

export const tocEntrySchema = z.object({
  /** Heading level, 1–6. */
  depth: z.int().check(z.minimum(1), z.maximum(6)),
  /** The heading's anchor id in `html`. */
  id: z.string(),
  text: z.string(),
});
export type TocEntry = z.infer<typeof tocEntrySchema>;

export const articleSchema = z.extend(articleSummarySchema, {
  /** Sanitised HTML rendered on the server from the Markdown source. */
  html: z.string(),
  toc: z.array(tocEntrySchema),
  word_count: z.int().check(z.minimum(0)),
  /** The category's ancestors first, the category itself last: `[{id:'study',name}, {id:'study/frontend',name}]`. */
  category_path: z.array(z.object({ id: z.string(), name: z.string() })),
  /**
   * Every category of the article in its author's order, the first being `category_id` (an imported post may have
   * several, issue 20); absent from servers before it.
   */
  categories: z.optional(z.array(z.object({ id: z.string(), name: z.string() }))),
  /** The older neighbour by date. */
  prev: z.nullable(articleLinkSchema),
  /** The newer neighbour by date. */
  next: z.nullable(articleLinkSchema),
});
export type Article = z.infer<typeof articleSchema>;

export const articlePageSchema = z.object({
  items: z.array(articleSummarySchema),
  total: z.int().check(z.minimum(0)),
  page: z.int().check(z.minimum(1)),
  page_size: z.int().check(z.minimum(1)),
});
export type ArticlePage = z.infer<typeof articlePageSchema>;

/**
 * What `blog/get_articles.php` lists: page `page` (1-based) of `page_size` (1–100) articles, newest first, limited
 * to a category and its descendants (`category_id`), the articles carrying a tag (`tag`) and those holding every
 * word of a search (`q`); an absent filter limits nothing.
 */
export type ArticlesQuery = {
  page: number;
  page_size: number;
  category_id?: string;
  tag?: string;
  q?: string;
};

/** `GET blog/get_articles.php`: one page of articles (`ArticlesQuery`), parameters in this order. */
export function articlesRequest({ page, page_size, category_id, tag, q }: ArticlesQuery): ApiRequest {
  return { path: 'blog/get_articles.php', query: { page, page_size, category_id, tag, q } };
}

/** `GET blog/get_article.php`: the article `id` (e.g. `hexo-news/2019-10-14-hexo-4-released`). */
export function articleRequest(id: string): ApiRequest {
  return { path: 'blog/get_article.php', query: { id } };
}

export const categorySchema = z.object({
  /** Multi-segment id, e.g. `study/frontend`; its parent is `study`. */
  id: z.string(),
  name: z.string(),
  parent_id: z.nullable(z.string()),
  description: z.string(),
  /** Articles in this category and its descendants. */
  article_count: z.int().check(z.minimum(0)),
});
export type Category = z.infer<typeof categorySchema>;

export const categoryDetailSchema = z.object({
  category: categorySchema,
  /** Ancestors first, the category itself last. */
  path: z.array(z.object({ id: z.string(), name: z.string() })),
  children: z.array(categorySchema),
});
export type CategoryDetail = z.infer<typeof categoryDetailSchema>;

/** A tag and how many articles carry it (`blog/get_tags.php`). */
export const tagCountSchema = z.object({
  tag: z.string(),
  article_count: z.int().check(z.minimum(1)),
});
export type TagCount = z.infer<typeof tagCountSchema>;

/** How many related articles an article page shows by default. */
export const relatedArticlesDefault = 3;

export const getRelatedArticlesQuerySchema = z.object({
  id: slugIdSchema,
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10)), relatedArticlesDefault),
});

/** An article related to another by their tags (`blog/get_related_articles.php`). */
export const relatedArticleSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** ISO 8601. */
  date: z.string(),
  /** How many tags it shares with the article asked about (at least 1). */
  shared_tags: z.int().check(z.minimum(1)),
});
export type RelatedArticle = z.infer<typeof relatedArticleSchema>;
