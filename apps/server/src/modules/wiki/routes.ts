import {
  wikiDeleteBodySchema,
  wikiDiffQuerySchema,
  wikiEditorsBodySchema,
  wikiIdQuerySchema,
  wikiItemQuerySchema,
  wikiPermissionsBodySchema,
  wikiPreviewBodySchema,
  wikiRecentQuerySchema,
  wikiRenameBodySchema,
  wikiRestoreBodySchema,
  wikiSaveBodySchema,
  wikiSetEditorBodySchema,
  wikiSourceMaxBytes,
} from '@site/contracts';
import type { FastifyInstance } from 'fastify';
import { identify, rawTokenid, requireAdmin, requireUser } from '../../http/auth.ts';
import { EncodedBody, sendEncodedJson } from '../../http/compression.ts';
import type { AppDeps } from '../../http/deps.ts';
import { ApiError, found, ok, parseInput } from '../../http/envelope.ts';
import { type PictureSourcesLookup, withPictureSrcset } from '../../markdown/picture-srcset.ts';
import { clearWikiItemCache, wikiItemCacheFor } from './item-cache.ts';
import {
  getMaintenance,
  getRecentChanges,
  getWikiDiff,
  getWikiHistory,
  getWikiItem,
  getWikiSource,
  getWikiTree,
} from './service.ts';
import { loadResolver, renderColumns, utf8Bytes } from './store.ts';
import { canEditWiki, deleteWikiPage, listWikiEditors, renameWikiPage, setWikiEditor } from './structure-service.ts';
import { restoreWikiRevision, saveWikiPage } from './write-service.ts';

/**
 * The body limit of the calls that carry a page's source: the largest source (`wikiSourceMaxBytes`) as a form
 * can encode it (every byte as `%XX`: three times) plus room for the other fields, so a source up to the limit
 * reaches the route, which answers 413 `too_large` past it.
 */
export const wikiBodyLimit = wikiSourceMaxBytes * 3 + 64 * 1024;

/**
 * The wiki calls under `/api/wiki/` (contracts `wiki.ts`). Reads are for everyone [ROLE-01]; writes are for the
 * admin and the editors: the identity is checked before the body is validated (a guest 401, a user 403). With
 * `pictureSources` (the media library's, from `buildApp`), a page's library pictures get `srcset` (issue 23 point 3).
 */
export function registerWikiRoutes(
  api: FastifyInstance,
  { config, db: { db, dialect } }: AppDeps,
  { pictureSources }: { pictureSources?: PictureSourcesLookup } = {},
): void {
  const now = () => config.now();

  /** The writer behind the body's token: 401 for a guest, 403 for a user who is not an editor. */
  const requireEditor = async (body: unknown) => {
    const identity = await requireUser(db, rawTokenid(body), now());
    if (!(await canEditWiki(db, identity))) throw new ApiError('forbidden');
    return { dialect, author: { uid: identity.uid, nickname: identity.nickname }, now: now() };
  };
  const checkSize = (source: string) => {
    if (utf8Bytes(source) > wikiSourceMaxBytes) throw new ApiError('too_large');
  };

  const cache = wikiItemCacheFor(db);
  // The hot path, as the blog's get_article: a current page asked for by id alone is served from the cache
  // (only ids that passed the schema are cached); anything else validates, reads and (when current) caches.
  api.get('/wiki/get_item.php', (request, reply) => {
    const query = request.query as { id?: unknown; revision?: unknown };
    const cached = typeof query.id === 'string' && query.revision === undefined ? cache.get(query.id) : undefined;
    if (cached !== undefined) {
      sendEncodedJson(request, reply, cached);
      return;
    }
    return loadItem(request.query).then((body) => sendEncodedJson(request, reply, body));
  });

  const loadItem = async (rawQuery: unknown): Promise<EncodedBody> => {
    const { id, revision } = parseInput(wikiItemQuerySchema, rawQuery);
    const token = cache.readToken();
    const item = found(await getWikiItem(db, id, revision), 'wiki_item_not_found');
    item.html = await withPictureSrcset(item.html, pictureSources);
    const body = new EncodedBody(Buffer.from(JSON.stringify(ok(item))));
    if (revision === undefined) cache.set(id, body, token);
    return body;
  };
  /** Runs a write, then forgets the cached items: any write may change any page's answer (backlinks, red links). */
  const write = async <T>(run: Promise<T>): Promise<T> => {
    try {
      return await run;
    } finally {
      clearWikiItemCache(db);
    }
  };

  api.get('/wiki/get_tree.php', async () => ok(await getWikiTree(db)));

  api.get('/wiki/get_recent_changes.php', async (request) => {
    const { limit } = parseInput(wikiRecentQuerySchema, request.query);
    return ok(await getRecentChanges(db, limit));
  });

  api.get('/wiki/get_maintenance.php', async () => ok(await getMaintenance(db)));

  api.get('/wiki/get_history.php', async (request) => {
    const { id } = parseInput(wikiIdQuerySchema, request.query);
    return ok(found(await getWikiHistory(db, id), 'wiki_item_not_found'));
  });

  api.get('/wiki/get_diff.php', async (request) => {
    const { id, from, to, context } = parseInput(wikiDiffQuerySchema, request.query);
    return ok(await getWikiDiff(db, id, from, to, context));
  });

  api.get('/wiki/get_source.php', async (request, reply) => {
    const { id, revision } = parseInput(wikiItemQuerySchema, request.query);
    const source = found(await getWikiSource(db, id, revision), 'wiki_item_not_found');
    return reply.type('text/markdown; charset=utf-8').header('X-Content-Type-Options', 'nosniff').send(source);
  });

  api.post('/wiki/get_permissions.php', async (request) => {
    const { tokenid } = parseInput(wikiPermissionsBodySchema, request.body ?? {});
    return ok({ can_edit: await canEditWiki(db, await identify(db, tokenid, now())) });
  });

  api.post('/wiki/preview.php', { bodyLimit: wikiBodyLimit }, async (request) => {
    await requireEditor(request.body);
    const { id, source } = parseInput(wikiPreviewBodySchema, request.body ?? {});
    checkSize(source);
    const columns = await renderColumns(db, id, source, await loadResolver(db));
    return ok({ title: columns.title, html: columns.html, toc: JSON.parse(columns.toc) });
  });

  api.post('/wiki/save_item.php', { bodyLimit: wikiBodyLimit }, async (request) => {
    const ctx = await requireEditor(request.body);
    const body = parseInput(wikiSaveBodySchema, request.body ?? {});
    checkSize(body.source);
    return ok(await write(saveWikiPage(db, body, ctx)));
  });

  api.post('/wiki/restore_revision.php', async (request) => {
    const ctx = await requireEditor(request.body);
    const body = parseInput(wikiRestoreBodySchema, request.body ?? {});
    return ok(await write(restoreWikiRevision(db, body, ctx)));
  });

  api.post('/wiki/rename_item.php', async (request) => {
    const ctx = await requireEditor(request.body);
    const body = parseInput(wikiRenameBodySchema, request.body ?? {});
    return ok(await write(renameWikiPage(db, body, ctx)));
  });

  api.post('/wiki/delete_item.php', async (request) => {
    const ctx = await requireEditor(request.body);
    const { id } = parseInput(wikiDeleteBodySchema, request.body ?? {});
    await write(deleteWikiPage(db, id, ctx));
    return ok({ deleted: id });
  });

  api.post('/wiki/set_editor.php', async (request) => {
    await requireAdmin(db, rawTokenid(request.body), now());
    const { uid, editor } = parseInput(wikiSetEditorBodySchema, request.body ?? {});
    await setWikiEditor(db, uid, editor === 'true', now());
    return ok({ uid, editor: editor === 'true' });
  });

  // An admin-only read with a token, so a POST (tokens never travel in a URL): a guest 401, a user 403.
  api.post('/wiki/get_editors.php', async (request) => {
    const identity = await requireUser(db, rawTokenid(request.body), now());
    if (!identity.isAdmin) throw new ApiError('forbidden');
    parseInput(wikiEditorsBodySchema, request.body ?? {});
    return ok(await listWikiEditors(db));
  });
}
