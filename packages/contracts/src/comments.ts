import { z } from 'zod/mini';
import { emailSchema, httpUrlSchema, routePathSchema, tokenidSchema } from './account.ts';

/**
 * Comments, messages and feedback (spec section 7: "not shown"; DESIGN.md's convention). Reads without identity
 * are GET; everything with a token is POST with a form-urlencoded body.
 *
 * | call | input | data |
 * |---|---|---|
 * | GET comments/get_comments.php | target | CommentList (flat, oldest first; replies link by reply_to) |
 * | GET comments/get_recent_comments.php | limit? (1–50, default 10) | RecentComment[] newest first [SITE-01] |
 * | POST comments/post_comment.php | tokenid?, target, text, reply_to?, guest_nickname?, guest_email?, guest_website? | Comment (400 `empty_comment`, 404 `comment_not_found`, 409 `nickname_is_used`, 429 `rate_limited`) |
 * | POST comments/delete_comment.php | tokenid, id | {deleted: ids removed, the comment and all its replies} (403 `forbidden`) |
 * | POST account/get_my_comments.php | tokenid | Comment[] newest first |
 * | POST account/get_messages.php | tokenid | MessageList |
 * | POST account/read_messages.php | tokenid, ids? (comma-separated; absent = all) | {unread} |
 * | POST feedback/post_feedback.php | tokenid?, text, contact? | {id, email_reply: false} (no e-mail replies [SITE-06]; 429 `rate_limited`) |
 * | POST feedback/get_feedback.php | tokenid (admin) | Feedback[] newest first (403 `forbidden`) |
 *
 * Guest identity (CMT-03/06): a guest comment is always `guest: true` with `uid` and `cid` null and ctype
 * `guest`; its nickname may not equal a registered uid or nickname (409 `nickname_is_used`, compared without
 * case), so a guest can never pass for a user or the admin. A valid tokenid makes the comment the user's and the
 * guest fields are ignored; an invalid or expired one is refused (401), never silently posted as a guest.
 * `html` is Markdown rendered and sanitised on the server (no raw HTML, scripts, styles, event handlers or
 * non-http(s) links); e-mail addresses are never returned, only `avatar_url` derived from their hash.
 */

export const commentTextSchema = z.pipe(
  z.string().check(z.maxLength(10000)),
  z.pipe(
    z.transform((v: string) => v.trim()),
    z.string().check(z.minLength(1, 'empty_comment')),
  ),
);

const optionalId = z.optional(
  z.pipe(
    z.string().check(z.regex(/^\d{0,10}$/, 'must be a comment id')),
    z.pipe(
      z.transform((v: string) => (v === '' ? undefined : Number(v))),
      z.optional(z.int().check(z.minimum(1), z.maximum(2 ** 31 - 1))),
    ),
  ),
);

export const guestNicknameSchema = z.pipe(
  z.string().check(z.maxLength(200)),
  z.pipe(
    z.transform((v: string) => v.trim()),
    z.string().check(z.maxLength(32), z.regex(/^[^\p{Cc}\p{Cf}]*$/u, 'must not contain control characters')),
  ),
);

export const getCommentsQuerySchema = z.object({ target: routePathSchema });
export const getRecentCommentsQuerySchema = z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(50)), 10),
});

export const postCommentBodySchema = z.object({
  tokenid: z.optional(tokenidSchema),
  target: routePathSchema,
  text: commentTextSchema,
  reply_to: optionalId,
  guest_nickname: z.optional(guestNicknameSchema),
  guest_email: z.optional(emailSchema),
  guest_website: z.optional(httpUrlSchema),
});
export type PostCommentBody = z.infer<typeof postCommentBodySchema>;

export const deleteCommentBodySchema = z.object({
  tokenid: z.optional(tokenidSchema),
  id: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2 ** 31 - 1)),
});

export const commentAuthorSchema = z.object({
  /** `guest` for every guest comment; `admin` only for the admin's character [ROLE-12]. */
  ctype: z.enum(['user', 'admin', 'guest']),
  /** Null for guests. */
  uid: z.nullable(z.string()),
  /** Null for guests. */
  cid: z.nullable(z.int()),
  nickname: z.string(),
  avatar_url: z.string(),
  /** http(s) or empty [ACCT-34]. */
  website: z.string(),
});
export type CommentAuthor = z.infer<typeof commentAuthorSchema>;

export const commentSchema = z.object({
  id: z.int(),
  /** The page the comment belongs to [CMT-04]. */
  target: z.string(),
  /** The comment this one replies to, on the same target [CMT-02]. */
  reply_to: z.nullable(z.int()),
  /** [CMT-03] */
  guest: z.boolean(),
  author: commentAuthorSchema,
  /** Sanitised HTML. */
  html: z.string(),
  /** ISO 8601 [CMT-01]. */
  created_at: z.string(),
});
export type Comment = z.infer<typeof commentSchema>;

/**
 * A comment of the site's recent comments [SITE-01]: with `target_title`, the title of the record its target is
 * (an article, a wiki page, an archive movie or game), or null when the target is no record (the message board):
 * lists name the page, not its path (issue 19).
 */
export const recentCommentSchema = z.extend(commentSchema, { target_title: z.nullable(z.string()) });
export type RecentComment = z.infer<typeof recentCommentSchema>;

export const commentListSchema = z.object({ items: z.array(commentSchema), total: z.int() });
export type CommentList = z.infer<typeof commentListSchema>;

export const deleteCommentAnswerSchema = z.object({ deleted: z.array(z.int()) });

export const messageSchema = z.object({
  id: z.int(),
  /** The reply that made the message (or, for an admin, the new comment: `kind` `comment`). */
  comment: commentSchema,
  /** `reply`: an answer to the recipient's comment; `comment`: a new comment on the site, for the admin (issue 23). */
  kind: z.enum(['reply', 'comment']),
  read: z.boolean(),
  created_at: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

export const messageListSchema = z.object({ items: z.array(messageSchema), unread: z.int() });
export type MessageList = z.infer<typeof messageListSchema>;

export const readMessagesBodySchema = z.object({
  tokenid: z.optional(tokenidSchema),
  ids: z.optional(
    z.string().check(z.maxLength(2000), z.regex(/^(\d{1,10}(,\d{1,10})*)?$/, 'must be ids separated by ","')),
  ),
});

export const postFeedbackBodySchema = z.object({
  tokenid: z.optional(tokenidSchema),
  text: z.pipe(
    z.string().check(z.maxLength(5000)),
    z.pipe(
      z.transform((v: string) => v.trim()),
      z.string().check(z.minLength(1, 'empty_feedback')),
    ),
  ),
  contact: z._default(z.string().check(z.maxLength(200)), ''),
});

export const feedbackSchema = z.object({
  id: z.int(),
  uid: z.nullable(z.string()),
  text: z.string(),
  contact: z.string(),
  created_at: z.string(),
});
export type Feedback = z.infer<typeof feedbackSchema>;

export const postFeedbackAnswerSchema = z.object({ id: z.int(), email_reply: z.literal(false) });
export const readMessagesAnswerSchema = z.object({ unread: z.int() });
