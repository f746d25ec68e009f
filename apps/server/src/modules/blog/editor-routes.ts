import {
  articleDiffBodySchema,
  articlePreviewPath,
  articleSourceMaxBytes,
  checkArticleIdBodySchema,
  editorIdBodySchema,
  editorTokenBodySchema,
  getPreviewQuerySchema,
  previewArticleBodySchema,
  restoreArticleBodySchema,
  saveArticleBodySchema,
} from '@site/contracts';
import type { FastifyInstance } from 'fastify';
import { type Identity, rawTokenid, requireUser } from '../../http/auth.ts';
import type { AppDeps } from '../../http/deps.ts';
import { ApiError, found, ok, parseInput } from '../../http/envelope.ts';
import {
  type DiffTexts,
  diffArticleRevisions,
  getEditorArticle,
  isArticleIdFree,
  listArticleRevisions,
  listEditorArticles,
  restoreArticleRevision,
  saveArticle,
  utf8Bytes,
} from './editor-service.ts';
import { createPreviewLink, getPreview, revokePreviewLinks } from './preview-links.ts';
import { type ArticleScheduler, startArticleScheduler } from './publishing.ts';

/**
 * The body limit of the calls carrying an article's source: the largest source (`articleSourceMaxBytes`) as JSON
 * can escape it (`\u00XX`: six bytes a byte) plus room for the other fields, so a source up to the limit reaches
 * the route, which answers 413 `too_large` past it.
 */
export const articleBodyLimit = articleSourceMaxBytes * 6 + 64 * 1024;

/** What the composition root hands the editor: who may write, and the wiki's line diff. */
export type EditorRouteOptions = {
  /** Whether `identity` may write articles: the admin, or an account the admin made a (wiki) editor. */
  canEdit: (identity: Identity) => Promise<boolean>;
  diffTexts: DiffTexts;
};

/**
 * The article editor's calls under `/api/blog/` (contracts `blog-editor.ts`, issue 23 points 1 and 2) and the
 * scheduler that publishes scheduled articles at their time (started when the app is ready, stopped when it
 * closes). Identity first (a guest 401, a user who may not write 403), then the body (400 naming the field).
 */
export function registerArticleEditorRoutes(
  api: FastifyInstance,
  { config, db: { db, dialect }, writes }: AppDeps,
  options: EditorRouteOptions,
): void {
  const now = () => config.now();
  // What a publish changes, as a write would: the blog's pages and answers (and the comment lists naming them).
  const published = () => writes.announce({ areas: ['blog', 'comments'] });
  let scheduler: ArticleScheduler | undefined;
  api.addHook('onReady', async () => {
    scheduler = startArticleScheduler(db, {
      now,
      onPublished: (ids) => {
        api.log.info({ ids }, 'published scheduled articles');
        published();
      },
      onError: (error) => api.log.error({ err: error }, 'publishing scheduled articles failed; tried again later'),
    });
    // The check on start: a post that fell due while the server was down is out before the first request.
    await scheduler.started;
  });
  api.addHook('onClose', async () => scheduler?.stop());

  const requireWriter = async (body: unknown) => {
    const identity = await requireUser(db, rawTokenid(body), now());
    if (!(await options.canEdit(identity))) throw new ApiError('forbidden');
    return { dialect, author: { uid: identity.uid, nickname: identity.nickname }, now: now() };
  };
  const checkSize = (source: string) => {
    if (utf8Bytes(source) > articleSourceMaxBytes) throw new ApiError('too_large');
  };

  api.post('/blog/get_editor_articles.php', async (request) => {
    await requireWriter(request.body);
    parseInput(editorTokenBodySchema, request.body ?? {});
    return ok(await listEditorArticles(db));
  });

  api.post('/blog/get_editor_article.php', async (request) => {
    await requireWriter(request.body);
    const { id } = parseInput(editorIdBodySchema, request.body ?? {});
    return ok(found(await getEditorArticle(db, id), 'article_not_found'));
  });

  api.post('/blog/check_article_id.php', async (request) => {
    await requireWriter(request.body);
    const { id, current_id } = parseInput(checkArticleIdBodySchema, request.body ?? {});
    return ok({ id, free: await isArticleIdFree(db, id, current_id) });
  });

  api.post('/blog/preview_article.php', { bodyLimit: articleBodyLimit }, async (request) => {
    await requireWriter(request.body);
    const { source } = parseInput(previewArticleBodySchema, request.body ?? {});
    checkSize(source);
    const { renderMarkdown } = await import('./markdown/render-markdown.ts');
    const rendered = renderMarkdown(source);
    return ok({ html: rendered.html, toc: rendered.toc, word_count: rendered.word_count });
  });

  api.post('/blog/save_article.php', { bodyLimit: articleBodyLimit }, async (request) => {
    const ctx = await requireWriter(request.body);
    const body = parseInput(saveArticleBodySchema, request.body ?? {});
    checkSize(body.draft.source);
    const saved = await saveArticle(db, body, ctx);
    scheduler?.poke();
    return ok(saved);
  });

  api.post('/blog/get_article_revisions.php', async (request) => {
    await requireWriter(request.body);
    const { id } = parseInput(editorIdBodySchema, request.body ?? {});
    return ok(await listArticleRevisions(db, id));
  });

  api.post('/blog/get_article_diff.php', async (request) => {
    await requireWriter(request.body);
    const { id, from, to } = parseInput(articleDiffBodySchema, request.body ?? {});
    return ok(await diffArticleRevisions(db, id, Math.min(from, to), Math.max(from, to), options.diffTexts));
  });

  api.post('/blog/restore_article_revision.php', async (request) => {
    const ctx = await requireWriter(request.body);
    const body = parseInput(restoreArticleBodySchema, request.body ?? {});
    const saved = await restoreArticleRevision(db, body, ctx);
    scheduler?.poke();
    return ok(saved);
  });

  api.post('/blog/create_preview_link.php', async (request) => {
    await requireWriter(request.body);
    const { id } = parseInput(editorIdBodySchema, request.body ?? {});
    const token = await createPreviewLink(db, id, now());
    return ok({ token, path: articlePreviewPath(token) });
  });

  api.post('/blog/revoke_preview_links.php', async (request) => {
    await requireWriter(request.body);
    const { id } = parseInput(editorIdBodySchema, request.body ?? {});
    return ok({ revoked: await revokePreviewLinks(db, id) });
  });

  // A capability link: whoever holds the token reads the draft, without signing in (decision 0036).
  api.get('/blog/get_preview.php', async (request, reply) => {
    const { token } = parseInput(getPreviewQuerySchema, request.query);
    reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex');
    return ok(found(await getPreview(db, token), 'article_not_found'));
  });
}
