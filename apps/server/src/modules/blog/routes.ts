import { getArticleQuerySchema, getArticlesQuerySchema, getCategoryQuerySchema } from '@site/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app.ts';
import { found, ok, parseInput } from '../../http/envelope.ts';
import { articleCacheFor } from './article-cache.ts';
import { getArticle, getCategory, listArticles, listCategories } from './service.ts';

/**
 * The blog calls under `/api/blog/` (contracts `blog.ts`): every query is validated with its contract schema
 * (400 envelope naming the field), missing rows answer 404 `article_not_found` / `category_not_found`.
 */
export function registerBlogRoutes(api: FastifyInstance, { db: { db } }: AppDeps): void {
  const cache = articleCacheFor(db);

  api.get('/blog/get_articles.php', async (request) => {
    const query = parseInput(getArticlesQuerySchema, request.query);
    return ok(await listArticles(db, query));
  });

  api.get('/blog/get_article.php', async (request, reply) => {
    const { id } = parseInput(getArticleQuerySchema, request.query);
    let body = cache.get(id);
    if (body === undefined) {
      const article = found(await getArticle(db, id), 'article_not_found');
      // Cache the serialised envelope: the hot path then skips both the queries and JSON.stringify.
      body = JSON.stringify(ok(article));
      cache.set(id, body);
    }
    return reply.type('application/json; charset=utf-8').send(body);
  });

  api.get('/blog/get_categories.php', async () => ok(await listCategories(db)));

  api.get('/blog/get_category.php', async (request) => {
    const { id } = parseInput(getCategoryQuerySchema, request.query);
    return ok(found(await getCategory(db, id), 'category_not_found'));
  });
}
