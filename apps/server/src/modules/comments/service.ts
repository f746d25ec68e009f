import type { Comment, Message, MessageList, PostCommentBody } from '@site/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Identity } from '../../http/auth.ts';
import { ApiError } from '../../http/envelope.ts';
import { adminUids, type MailContext, queueNotification } from '../../mail/notify.ts';
import { avatarFor } from '../../profiles/avatar.ts';

/**
 * Comments on any page (`target` = a route path), their replies, and the messages a reply makes. Knows Kysely,
 * not HTTP. Guest rules (contracts `comments.ts`): a guest comment is always flagged, has no uid/cid, and its
 * nickname may not be anyone's uid or nickname; it never touches an account.
 */

type Db = Kysely<Database>;

/**
 * True when `name` looks like somebody's uid or nickname (compared as the accounts module compares names: by their
 * look-alike keys, profiles/name-key.ts). The accounts module owns that namespace; `app.ts` passes its check in, so
 * comments never import accounts.
 */
export type NameIsTaken = (db: Db, name: string) => Promise<boolean>;

const iso = (ms: number) => new Date(ms).toISOString();

function selectComments(db: Db) {
  return db
    .selectFrom('comments')
    .leftJoin('characters', 'characters.cid', 'comments.cid')
    .leftJoin('accounts', 'accounts.uid', 'comments.uid')
    .select([
      'comments.id',
      'comments.target',
      'comments.reply_to',
      'comments.uid',
      'comments.cid',
      'comments.guest',
      'comments.guest_nickname',
      'comments.guest_email',
      'comments.guest_website',
      'comments.source',
      'comments.created_at',
      'characters.ctype',
      'characters.nickname',
      'characters.avatar_url',
      'accounts.email',
      'accounts.website',
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof selectComments>['execute']>>[number];

/**
 * The comment renderer (render-comment.ts), loaded on first use: unified, micromark and their ~300 modules took
 * ~0.4 s of every start that no request had asked for yet (issue 15 point 6). Later calls get the loaded module.
 */
async function commentRenderer(): Promise<(source: string) => string> {
  return (await import('./render-comment.ts')).renderComment;
}

/** `rows` as the contracts' comments, each rendered again from its source. */
async function toComments(rows: Row[]): Promise<Comment[]> {
  const render = await commentRenderer();
  return rows.map((row) => toComment(row, render));
}

function toComment(row: Row, renderComment: (source: string) => string): Comment {
  const guest = Number(row.guest) === 1 || row.uid === null;
  return {
    id: row.id,
    target: row.target,
    reply_to: row.reply_to,
    guest,
    author: guest
      ? {
          ctype: 'guest',
          uid: null,
          cid: null,
          nickname: row.guest_nickname,
          avatar_url: avatarFor('', row.guest_email),
          website: row.guest_website,
        }
      : {
          ctype: row.ctype ?? 'user',
          uid: row.uid,
          cid: row.cid,
          nickname: row.nickname ?? row.uid ?? '',
          avatar_url: avatarFor(row.avatar_url ?? '', row.email ?? ''),
          website: row.website ?? '',
        },
    // Rendered again from the source on display: stored HTML is never sent as it is.
    html: renderComment(row.source),
    created_at: row.created_at,
  };
}

/** [CMT-04] Every comment of `target`, oldest first; replies link by `reply_to`. At most 2,000. */
export async function listComments(db: Db, target: string): Promise<Comment[]> {
  const rows = await selectComments(db)
    .where('comments.target', '=', target)
    .orderBy('comments.created_at')
    .orderBy('comments.id')
    .limit(2000)
    .execute();
  return toComments(rows);
}

/** [SITE-01] The `limit` most recent comments of the whole site, newest first. */
export async function recentComments(db: Db, limit: number): Promise<Comment[]> {
  const rows = await selectComments(db)
    .orderBy('comments.created_at', 'desc')
    .orderBy('comments.id', 'desc')
    .limit(limit)
    .execute();
  return toComments(rows);
}

/** The comments `uid` posted, newest first (at most 500). */
export async function commentsOf(db: Db, uid: string): Promise<Comment[]> {
  const rows = await selectComments(db)
    .where('comments.uid', '=', uid)
    .orderBy('comments.created_at', 'desc')
    .orderBy('comments.id', 'desc')
    .limit(500)
    .execute();
  return toComments(rows);
}

async function commentsByIds(db: Db, ids: number[]): Promise<Map<number, Comment>> {
  if (ids.length === 0) return new Map();
  const rows = await selectComments(db).where('comments.id', 'in', ids).execute();
  return new Map((await toComments(rows)).map((comment) => [comment.id, comment]));
}

function isForeignKeyViolation(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

/** Targets where only signed-in users post: the archive's products (their community posts, ROUTE-23). */
const accountsOnly = (target: string): boolean => target.startsWith('/archive/products/');

/**
 * Whether `target` is the address of an article that exists but is not published (a draft or a scheduled post):
 * its page is a 404 to everybody but its editors (issue 23 point 2), so it takes no comment, even from somebody
 * who guessed the address. Any other target, an unknown article's too, takes comments as before [CMT-06].
 */
async function isUnpublishedArticle(db: Db, target: string): Promise<boolean> {
  const match = /^\/blog\/articles\/(.+)$/.exec(target);
  if (!match?.[1]) return false;
  let decoded = match[1];
  try {
    decoded = decodeURIComponent(match[1]);
  } catch {}
  const row = await db
    .selectFrom('articles')
    .select('id')
    .where('id', 'in', [...new Set([match[1], decoded])])
    .where('status', '!=', 'published')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Posts a comment as `identity`, or as a guest when it is null [CMT-06], except on a product's community posts
 * (`/archive/products/…`): there a guest gets 401 `not_logged_in`. A reply must answer a comment of the
 * same target (404 `comment_not_found`); a reply to a user's comment by somebody else makes a message for them.
 * An unpublished article's address takes none: 404 `article_not_found` (issue 23 point 2).
 * Throws 400 `nickname_required` for a guest without nickname, 409 `nickname_is_used` for a guest nickname that
 * looks like a registered uid or nickname (`nameIsTaken`).
 *
 * Issue 23 point 5: every admin but the author gets a message for a new comment too, and in the same transaction a
 * notification mail is queued for each message whose account asked for that kind of mail (`mail`, src/mail/notify.ts).
 */
export async function postComment(
  db: Db,
  identity: Identity | null,
  input: PostCommentBody,
  now: number,
  nameIsTaken: NameIsTaken,
  mail: MailContext = { enabled: false, siteUrl: '', language: 'en' },
): Promise<Comment> {
  const guest = identity === null;
  const guestNickname = input.guest_nickname ?? '';
  // A product's community posts are signed experiences (issue 17): guests read them, only accounts post.
  if (guest && accountsOnly(input.target)) throw new ApiError('not_logged_in');
  if (await isUnpublishedArticle(db, input.target)) throw new ApiError('article_not_found', { field: 'target' });
  if (guest) {
    if (guestNickname === '') {
      throw new ApiError('nickname_required', {
        field: 'guest_nickname',
        issues: [{ field: 'guest_nickname', message: 'nickname_required' }],
      });
    }
    if (await nameIsTaken(db, guestNickname)) throw new ApiError('nickname_is_used', { field: 'guest_nickname' });
  }
  let parentUid: string | null = null;
  if (input.reply_to !== undefined) {
    const parent = await db
      .selectFrom('comments')
      .select(['target', 'uid'])
      .where('id', '=', input.reply_to)
      .executeTakeFirst();
    if (!parent || parent.target !== input.target) throw new ApiError('comment_not_found', { field: 'reply_to' });
    parentUid = parent.uid;
  }
  const html = (await commentRenderer())(input.text);
  let id: number;
  try {
    id = await db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('comments')
        .values({
          target: input.target,
          reply_to: input.reply_to ?? null,
          uid: identity?.uid ?? null,
          cid: identity?.cid ?? null,
          guest: guest ? 1 : 0,
          // A signed-in commenter's guest fields are ignored: their profile speaks for them.
          guest_nickname: guest ? guestNickname : '',
          guest_email: guest ? (input.guest_email ?? '') : '',
          guest_website: guest ? (input.guest_website ?? '') : '',
          source: input.text,
          html,
          created_at: iso(now),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const author = identity?.nickname ?? guestNickname;
      const link = `${mail.siteUrl}${input.target}`;
      if (parentUid !== null && parentUid !== identity?.uid) {
        await trx
          .insertInto('messages')
          .values({ uid: parentUid, comment_id: inserted.id, created_at: iso(now), read_at: null })
          .execute();
        await queueNotification(
          trx,
          mail,
          { kind: 'replies', uid: parentUid, nickname: author, source: input.text, link },
          now,
        );
      }
      for (const admin of await adminUids(trx)) {
        if (admin === identity?.uid || admin === parentUid) continue;
        await trx
          .insertInto('messages')
          .values({ uid: admin, comment_id: inserted.id, created_at: iso(now), read_at: null, kind: 'comment' })
          .execute();
        await queueNotification(
          trx,
          mail,
          { kind: 'comments', uid: admin, nickname: author, source: input.text, link },
          now,
        );
      }
      return inserted.id;
    });
  } catch (error) {
    // The parent was deleted between the check and the insert.
    if (isForeignKeyViolation(error)) throw new ApiError('comment_not_found', { field: 'reply_to' });
    throw error;
  }
  const posted = (await commentsByIds(db, [id])).get(id);
  if (!posted) throw new ApiError('comment_not_found');
  return posted;
}

/**
 * [CMT-10] Deletes comment `id` and every reply under it, in one transaction. Only its author or an admin may
 * (403 `forbidden`; a guest comment only an admin). Answers the deleted ids.
 */
export async function deleteComment(db: Db, identity: Identity, id: number): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    const comment = await trx.selectFrom('comments').select(['id', 'uid']).where('id', '=', id).executeTakeFirst();
    if (!comment) throw new ApiError('comment_not_found', null, 404);
    if (!identity.isAdmin && comment.uid !== identity.uid) throw new ApiError('forbidden');
    const ids = [id];
    let frontier = [id];
    while (frontier.length > 0) {
      const children = await trx.selectFrom('comments').select('id').where('reply_to', 'in', frontier).execute();
      frontier = children.map((c) => c.id).filter((c) => !ids.includes(c));
      ids.push(...frontier);
    }
    await trx.deleteFrom('messages').where('comment_id', 'in', ids).execute();
    // Children first, so the self-reference never blocks (whatever the engine's cascade does).
    for (const chunk of [...ids].reverse()) await trx.deleteFrom('comments').where('id', '=', chunk).execute();
    return ids.sort((a, b) => a - b);
  });
}

/** The messages of `uid`, newest first (at most 200), and how many are unread. */
export async function listMessages(db: Db, uid: string): Promise<MessageList> {
  const rows = await db
    .selectFrom('messages')
    .select(['id', 'comment_id', 'created_at', 'read_at', 'kind'])
    .where('uid', '=', uid)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
  const comments = await commentsByIds(
    db,
    rows.map((r) => r.comment_id),
  );
  const items: Message[] = [];
  for (const row of rows) {
    const comment = comments.get(row.comment_id);
    if (comment) {
      const kind = row.kind === 'comment' ? 'comment' : 'reply';
      items.push({ id: row.id, comment, kind, read: row.read_at !== null, created_at: row.created_at });
    }
  }
  return { items, unread: await unreadCount(db, uid) };
}

async function unreadCount(db: Db, uid: string): Promise<number> {
  const row = await db
    .selectFrom('messages')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('uid', '=', uid)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Marks the messages `ids` of `uid` (all of them when undefined) read; answers the unread count left. */
export async function readMessages(db: Db, uid: string, ids: number[] | undefined, now: number): Promise<number> {
  if (ids === undefined || ids.length > 0) {
    await db
      .updateTable('messages')
      .set({ read_at: iso(now) })
      .where('uid', '=', uid)
      .where('read_at', 'is', null)
      .$if(ids !== undefined, (qb) => qb.where('id', 'in', ids ?? []))
      .execute();
  }
  return unreadCount(db, uid);
}
