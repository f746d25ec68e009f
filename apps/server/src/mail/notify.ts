import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { type NotificationKind, unsubscribeTokenOf, unsubscribeUrl } from './preferences.ts';
import { enqueueMail } from './queue.ts';
import { excerptOf, mailTexts } from './texts.ts';

/**
 * Notification mails (issue 23 point 5): what the comments and links modules call, inside the transaction of the
 * write that causes them, so the mail is queued exactly when the write commits. Only accounts that turned the kind
 * on in their profile and have an e-mail address get one; guests never (decision 0034).
 */

/** What a notification needs from the server's configuration. `enabled` is false without SMTP_URL. */
export type MailContext = { enabled: boolean; siteUrl: string; language: string; wake?: () => void };

/** A notification for one account. `link` is the absolute address of what it is about. */
export type Notification =
  | { kind: 'replies'; uid: string; nickname: string; source: string; link: string }
  | { kind: 'comments'; uid: string; nickname: string; source: string; link: string }
  | { kind: 'link_applications'; uid: string; name: string; url: string };

/**
 * Queues the mail of `notification` in `db` (a transaction) when mail is enabled, the account chose its kind and
 * has an e-mail address. Answers whether a mail was queued.
 */
export async function queueNotification(
  db: Kysely<Database>,
  context: MailContext,
  notification: Notification,
  now: number,
): Promise<boolean> {
  if (!context.enabled) return false;
  const row = await db
    .selectFrom('accounts')
    .leftJoin('mail_preferences', 'mail_preferences.uid', 'accounts.uid')
    .select([
      'accounts.email',
      'mail_preferences.replies',
      'mail_preferences.comments',
      'mail_preferences.link_applications',
    ])
    .where('accounts.uid', '=', notification.uid)
    .executeTakeFirst();
  const kind: NotificationKind = notification.kind;
  const wanted = Number(row?.[kind] ?? 0) === 1;
  if (!row || !wanted || row.email === '') return false;
  const words = mailTexts(context.language);
  const unsubscribe = unsubscribeUrl(context.siteUrl, await unsubscribeTokenOf(db, notification.uid));
  const [subject, body] =
    notification.kind === 'replies'
      ? [words.replySubject, words.reply(notification.nickname, excerptOf(notification.source), notification.link)]
      : notification.kind === 'comments'
        ? [
            words.commentSubject,
            words.comment(notification.nickname, excerptOf(notification.source), notification.link),
          ]
        : [words.linkSubject, words.link(notification.name, notification.url, `${context.siteUrl}/links?manage=1`)];
  await enqueueMail(
    db,
    {
      kind:
        notification.kind === 'replies' ? 'reply' : notification.kind === 'comments' ? 'comment' : 'link_application',
      to: row.email,
      subject,
      text: `${body}\n\n${words.footer(unsubscribe)}\n`,
      unsubscribeUrl: unsubscribe,
    },
    now,
  );
  return true;
}

/** The uids of every admin account (whose first character is an admin, [ACCT-10]). */
export async function adminUids(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom('characters').select('uid').distinct().where('ctype', '=', 'admin').execute();
  return rows.map((r) => r.uid);
}
