import {
  getArticleQuerySchema,
  getArticlesQuerySchema,
  getCategoryQuerySchema,
  getRelatedArticlesQuerySchema,
} from '@site/contracts';
import type { FastifyInstance } from 'fastify';
import { EncodedBody, sendEncodedJson } from '../../http/compression.ts';
import type { AppDeps } from '../../http/deps.ts';
import { found, ok, parseInput } from '../../http/envelope.ts';
import { type PictureSourcesLookup, withPictureSrcset } from '../../markdown/picture-srcset.ts';
import { articleCacheFor } from './article-cache.ts';
import { getArticle, getCategory, listArticles, listCategories, listRelatedArticles, listTags } from './service.ts';

/**
 * The blog calls under `/api/blog/` (contracts `blog.ts`): every query is validated with its contract schema
 * (400 envelope naming the field), missing rows answer 404 `article_not_found` / `category_not_found`. With
 * `pictureSources` (the media library's, passed in by `buildApp`), an article's library pictures are served with
 * `srcset` (issue 23 point 3).
 */
export function registerBlogRoutes(
  api: FastifyInstance,
  { db: { db } }: AppDeps,
  { pictureSources }: { pictureSources?: PictureSourcesLookup } = {},
): void {
  const cache = articleCacheFor(db);

  api.get('/blog/get_articles.php', async (request) => {
    const query = parseInput(getArticlesQuerySchema, request.query);
    return ok(await listArticles(db, query));
  });

  // The hot path (bench: article reads against a bare Fastify route) is synchronous: a cache hit sends the stored
  // bytes without the schema, the queries, JSON.stringify or a promise, in the coding the client accepts (brotli or
  // gzip, compressed once per cache entry). Only ids that passed the schema are ever cached, so a hit is a valid
  // id; anything else takes the validating path (400 naming the field, 404).
  api.get('/blog/get_article.php', (request, reply) => {
    const raw = (request.query as { id?: unknown }).id;
    const cached = typeof raw === 'string' ? cache.get(raw) : undefined;
    if (cached !== undefined) {
      sendEncodedJson(request, reply, cached);
      return;
    }
    return loadArticle(request.query).then((body) => sendEncodedJson(request, reply, body));
  });

  /** Validates the query, reads the article (404 when missing) and caches its encoded envelope. */
  const loadArticle = async (query: unknown): Promise<EncodedBody> => {
    const { id } = parseInput(getArticleQuerySchema, query);
    const hit = cache.get(id);
    if (hit !== undefined) return hit;
    const token = cache.readToken();
    const article = found(await getArticle(db, id), 'article_not_found');
    article.html = await withPictureSrcset(article.html, pictureSources);
    const body = new EncodedBody(Buffer.from(JSON.stringify(ok(article))));
    cache.set(id, body, token);
    return body;
  };

  api.get('/blog/get_categories.php', async () => ok(await listCategories(db)));

  api.get('/blog/get_tags.php', async () => ok(await listTags(db)));

  api.get('/blog/get_related_articles.php', async (request) => {
    const { id, limit } = parseInput(getRelatedArticlesQuerySchema, request.query);
    return ok(found(await listRelatedArticles(db, id, limit), 'article_not_found'));
  });

  api.get('/blog/get_category.php', async (request) => {
    const { id } = parseInput(getCategoryQuerySchema, request.query);
    return ok(found(await getCategory(db, id), 'category_not_found'));
  });
}
