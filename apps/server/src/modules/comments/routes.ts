import {
  deleteCommentBodySchema,
  getCommentsQuerySchema,
  getRecentCommentsQuerySchema,
  postCommentBodySchema,
  readMessagesBodySchema,
  tokenBodySchema,
} from '@site/contracts';
import type { FastifyInstance } from 'fastify';
import { identify, rawTokenid, requireUser } from '../../http/auth.ts';
import { parseCodedInput } from '../../http/coded-input.ts';
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

/**
 * Comment and message calls (contracts `comments.ts`). Posting is rate-limited per client address and per uid.
 * `accounts.nameIsTaken` (the accounts module's check, passed in by `app.ts`) keeps guests off registered names.
 */
export function registerCommentRoutes(
  api: FastifyInstance,
  { config, db: { db } }: AppDeps,
  accounts: { nameIsTaken: NameIsTaken },
): void {
  const now = () => config.now();
  const commentLimit = new RateLimiter(config.rateLimits.comment, rateWindowsMs.comment, now);

  api.get('/comments/get_comments.php', async (request) => {
    const { target } = parseInput(getCommentsQuerySchema, request.query);
    const items = await listComments(db, target);
    return ok({ items, total: items.length });
  });

  api.get('/comments/get_recent_comments.php', async (request) => {
    const { limit } = parseInput(getRecentCommentsQuerySchema, request.query);
    const comments = await recentComments(db, limit);
    const titles = await targetTitles(
      db,
      comments.map((comment) => comment.target),
    );
    return ok(comments.map((comment) => ({ ...comment, target_title: titles.get(comment.target) ?? null })));
  });

  api.post('/comments/post_comment.php', async (request) => {
    const body = parseCodedInput(postCommentBodySchema, request.body ?? {});
    const identity = await identify(db, body.tokenid, now());
    commentLimit.hit(`ip:${request.ip}`, ...(identity ? [`uid:${identity.uid}`] : []));
    return ok(await postComment(db, identity, body, now(), accounts.nameIsTaken), 'comment_posted');
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
