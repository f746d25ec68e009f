import {
  deleteCommentBodySchema,
  getCommentsQuerySchema,
  getRecentCommentsQuerySchema,
  postCommentBodySchema,
  readMessagesBodySchema,
  tokenBodySchema,
} from '@site/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AnswerCache } from '../../http/answer-cache.ts';
import { identify, rawTokenid, requireUser } from '../../http/auth.ts';
import { parseCodedInput } from '../../http/coded-input.ts';
import { EncodedBody } from '../../http/compression.ts';
import { sendConditional } from '../../http/conditional.ts';
import type { AppDeps } from '../../http/deps.ts';
import { ok, parseInput } from '../../http/envelope.ts';
import { RateLimiter, rateWindowsMs } from '../../http/rate-limit.ts';
import {
  commentsOf,
  deleteComment,
  listComments,
  listMessages,
  type NameIsTaken,
  postComment,
  readMessages,
  recentComments,
} from './service.ts';
import { targetTitles } from './target-titles.ts';

/** Sends a cached comment answer: its bytes in the coding asked for, its entity tag, 304 when the client has it. */
function sendList(request: FastifyRequest, reply: FastifyReply, body: EncodedBody): void {
  sendConditional(request, reply, body, { type: 'application/json; charset=utf-8', cacheControl: 'no-cache' });
}

/**
 * Comment and message calls (contracts `comments.ts`). Posting is rate-limited per client address and per uid.
 * `accounts.nameIsTaken` (the accounts module's check, passed in by `app.ts`) keeps guests off registered names.
 *
 * The public lists (`get_comments`, `get_recent_comments`) are cached as encoded answers (`AnswerCache`: up to 10 s
 * stale after a write of another process) with an entity tag (304 for a client that has the answer): every
 * successful API write that changes comments or what they show (an author's name or avatar, a record's title)
 * clears them (`writes`, api-writes.ts). Issue 21 point 5: 200 comments answered 719 req/s uncached.
 */
export function registerCommentRoutes(
  api: FastifyInstance,
  { config, db: { db }, writes, wakeMailer }: AppDeps,
  accounts: { nameIsTaken: NameIsTaken },
): void {
  const now = () => config.now();
  const commentLimit = new RateLimiter(config.rateLimits.comment, rateWindowsMs.comment, now);
  /** Encoded answers by target (`get_comments`) and by `recent:<limit>` (`get_recent_comments`). */
  const lists = new AnswerCache();
  // Any write that changes comments clears every list: one is a query away, and a read in flight must not keep an
  // answer from before the write (`AnswerCache.readToken`).
  writes.listen(({ areas }) => {
    if (areas === 'all' || areas.includes('comments')) lists.clear();
  });

  /** `key`'s answer from the cache, else `read`'s envelope, encoded and cached (unless a write landed meanwhile). */
  const cachedList = async (key: string, read: () => Promise<unknown>): Promise<EncodedBody> => {
    const hit = lists.get(key);
    if (hit !== undefined) return hit;
    const token = lists.readToken();
    const body = new EncodedBody(Buffer.from(JSON.stringify(await read())));
    lists.set(key, body, token);
    return body;
  };

  // The hot path, as the blog's get_article: a hit sends the stored bytes without the schema, the query or a
  // promise. Only targets that passed the schema are ever cached, so a hit is a valid target.
  api.get('/comments/get_comments.php', (request, reply) => {
    const raw = (request.query as { target?: unknown }).target;
    const hit = typeof raw === 'string' ? lists.get(raw) : undefined;
    if (hit !== undefined) {
      sendList(request, reply, hit);
      return;
    }
    const { target } = parseInput(getCommentsQuerySchema, request.query);
    return cachedList(target, async () => {
      const items = await listComments(db, target);
      return ok({ items, total: items.length });
    }).then((body) => sendList(request, reply, body));
  });

  api.get('/comments/get_recent_comments.php', async (request, reply) => {
    const { limit } = parseInput(getRecentCommentsQuerySchema, request.query);
    const body = await cachedList(`recent:${limit}`, async () => {
      const comments = await recentComments(db, limit);
      const titles = await targetTitles(
        db,
        comments.map((comment) => comment.target),
      );
      return ok(comments.map((comment) => ({ ...comment, target_title: titles.get(comment.target) ?? null })));
    });
    sendList(request, reply, body);
    return reply;
  });

  api.post('/comments/post_comment.php', async (request) => {
    const body = parseCodedInput(postCommentBodySchema, request.body ?? {});
    const identity = await identify(db, body.tokenid, now());
    commentLimit.hit(`ip:${request.ip}`, ...(identity ? [`uid:${identity.uid}`] : []));
    const mail = { enabled: config.mail.smtpUrl !== undefined, siteUrl: config.siteUrl, language: config.siteLanguage };
    const posted = await postComment(db, identity, body, now(), accounts.nameIsTaken, mail);
    wakeMailer?.();
    return ok(posted, 'comment_posted');
  });

  api.post('/comments/delete_comment.php', async (request) => {
    const identity = await requireUser(db, rawTokenid(request.body), now());
    const body = parseInput(deleteCommentBodySchema, request.body ?? {});
    return ok({ deleted: await deleteComment(db, identity, body.id) }, 'comment_deleted');
  });

  api.post('/account/get_my_comments.php', async (request) => {
    const { tokenid } = parseInput(tokenBodySchema, request.body ?? {});
    const identity = await requireUser(db, tokenid, now());
    return ok(await commentsOf(db, identity.uid));
  });

  api.post('/account/get_messages.php', async (request) => {
    const { tokenid } = parseInput(tokenBodySchema, request.body ?? {});
    const identity = await requireUser(db, tokenid, now());
    return ok(await listMessages(db, identity.uid));
  });

  api.post('/account/read_messages.php', async (request) => {
    const identity = await requireUser(db, rawTokenid(request.body), now());
    const body = parseInput(readMessagesBodySchema, request.body ?? {});
    const ids = body.ids === undefined ? undefined : body.ids === '' ? [] : body.ids.split(',').map(Number);
    return ok({ unread: await readMessages(db, identity.uid, ids, now()) });
  });
}
