import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * Each account's mail choices (issue 23 point 5), all off until the person turns them on in their profile, and the
 * random token of the account's one-click unsubscribe link (32 random bytes, base64url; it can only turn mail off).
 */

type Db = Kysely<Database>;

/** The choices as the API shows them. */
export type MailChoices = { replies: boolean; comments: boolean; link_applications: boolean };

/** Which choice a notification kind depends on. */
export type NotificationKind = keyof MailChoices;

/** The account's unsubscribe token, creating its preferences row (every choice off) when it has none. */
export async function unsubscribeTokenOf(db: Db, uid: string): Promise<string> {
  await db
    .insertInto('mail_preferences')
    .values({
      uid,
      replies: 0,
      comments: 0,
      link_applications: 0,
      unsubscribe_token: randomBytes(32).toString('base64url'),
    })
    .onConflict((oc) => oc.column('uid').doNothing())
    .execute();
  const row = await db
    .selectFrom('mail_preferences')
    .select('unsubscribe_token')
    .where('uid', '=', uid)
    .executeTakeFirstOrThrow();
  return row.unsubscribe_token;
}

/** The one-click unsubscribe address of `token` under `siteUrl` (no trailing slash). */
export function unsubscribeUrl(siteUrl: string, token: string): string {
  return `${siteUrl}/api/mail/unsubscribe.php?token=${encodeURIComponent(token)}`;
}

/** `uid`'s choices (all false when never set). */
export async function mailChoicesOf(db: Db, uid: string): Promise<MailChoices> {
  const row = await db
    .selectFrom('mail_preferences')
    .select(['replies', 'comments', 'link_applications'])
    .where('uid', '=', uid)
    .executeTakeFirst();
  return {
    replies: Number(row?.replies ?? 0) === 1,
    comments: Number(row?.comments ?? 0) === 1,
    link_applications: Number(row?.link_applications ?? 0) === 1,
  };
}

/** Sets the given choices of `uid`; answers them all. */
export async function setMailChoices(db: Db, uid: string, choices: Partial<MailChoices>): Promise<MailChoices> {
  await unsubscribeTokenOf(db, uid);
  const set = Object.fromEntries(
    Object.entries(choices)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, v ? 1 : 0]),
  );
  if (Object.keys(set).length > 0) await db.updateTable('mail_preferences').set(set).where('uid', '=', uid).execute();
  return mailChoicesOf(db, uid);
}

/**
 * Turns every choice off for the account whose unsubscribe token is `token`. Answers false for an unknown token.
 * Mails already queued still go (they were promised before the click).
 */
export async function unsubscribe(db: Db, token: string): Promise<boolean> {
  const result = await db
    .updateTable('mail_preferences')
    .set({ replies: 0, comments: 0, link_applications: 0 })
    .where('unsubscribe_token', '=', token)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
