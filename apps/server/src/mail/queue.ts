import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * The durable mail queue (issue 23 point 5; decision 0034): a mail is a row of `mail_queue`, written with the same
 * `db` handle (transaction) as what caused it, so it exists exactly when that write committed. Senders claim rows
 * with a compare-and-set lease (an UPDATE whose WHERE only matches an unleased, due row), which is safe with any
 * number of server processes on one PostgreSQL and survives kill -9: a lease that was never finished runs out and
 * the row is claimed again. Delivery is at least once (a crash after the SMTP server took a mail and before
 * `markSent` sends it again).
 */

type Db = Kysely<Database>;

/** What to send. `unsubscribeUrl` goes in the text and in the `List-Unsubscribe` header. */
export type OutgoingMail = {
  kind: 'password_reset' | 'reply' | 'comment' | 'link_application';
  to: string;
  subject: string;
  text: string;
  unsubscribeUrl: string;
};

/** A claimed row. */
export type QueuedMail = {
  id: number;
  kind: string;
  to: string;
  subject: string;
  text: string;
  unsubscribeUrl: string;
  attempts: number;
};

/** Attempts before a mail is given up (`failed_at` set). */
export const mailMaxAttempts = 8;

/** How long a claim holds a row, in ms: longer than one send's timeouts (src/mail/sender.ts). */
export const mailLeaseMs = 2 * 60_000;

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The wait after failed attempt number `attempts` (1-based), in ms: `baseMs` (default 30 s), then doubled each
 * time (1 min, 2 min, 4 min ...), at most 6 hours.
 * @example retryDelayMs(1) === 30_000; retryDelayMs(3) === 120_000
 */
export function retryDelayMs(attempts: number, baseMs = 30_000): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), 6 * 3600_000);
}

/** Queues `mail`, due at once, in `db` (pass the transaction of the write that causes it). Answers its id. */
export async function enqueueMail(db: Db, mail: OutgoingMail, now: number): Promise<number> {
  const row = await db
    .insertInto('mail_queue')
    .values({
      kind: mail.kind,
      to_address: mail.to,
      subject: mail.subject,
      text: mail.text,
      unsubscribe_url: mail.unsubscribeUrl,
      created_at: iso(now),
      attempts: 0,
      next_attempt_at: iso(now),
      lease_owner: null,
      lease_until: null,
      sent_at: null,
      failed_at: null,
      last_error: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Claims up to `limit` due mails for `owner` (a random id per sender) until `now + mailLeaseMs`: rows not sent,
 * not given up, due, and not leased by a live claim. Each row is taken by one conditional UPDATE, so two senders
 * never hold the same row.
 */
export async function claimDueMails(db: Db, owner: string, now: number, limit = 10): Promise<QueuedMail[]> {
  const candidates = await db
    .selectFrom('mail_queue')
    .select('id')
    .where('sent_at', 'is', null)
    .where('failed_at', 'is', null)
    .where('next_attempt_at', '<=', iso(now))
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', iso(now))]))
    .orderBy('id')
    .limit(limit)
    .execute();
  const claimed: QueuedMail[] = [];
  for (const { id } of candidates) {
    const result = await db
      .updateTable('mail_queue')
      .set({ lease_owner: owner, lease_until: iso(now + mailLeaseMs) })
      .where('id', '=', id)
      .where('sent_at', 'is', null)
      .where('failed_at', 'is', null)
      .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', iso(now))]))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) continue;
    const row = await db.selectFrom('mail_queue').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    claimed.push({
      id: row.id,
      kind: row.kind,
      to: row.to_address,
      subject: row.subject,
      text: row.text,
      unsubscribeUrl: row.unsubscribe_url,
      attempts: row.attempts,
    });
  }
  return claimed;
}

/** Marks mail `id` sent (only while `owner` holds it). */
export async function markSent(db: Db, id: number, owner: string, now: number): Promise<void> {
  await db
    .updateTable('mail_queue')
    .set({ sent_at: iso(now), lease_owner: null, lease_until: null, last_error: null })
    .where('id', '=', id)
    .where('lease_owner', '=', owner)
    .execute();
}

/**
 * Records a failed attempt of mail `id` (held by `owner`): due again after `retryDelayMs`, or given up
 * (`failed_at`) after `mailMaxAttempts`. `error` is kept, cut to 500 characters.
 */
export async function markFailed(
  db: Db,
  mail: { id: number; attempts: number },
  owner: string,
  error: string,
  now: number,
  retryBaseMs = 30_000,
): Promise<void> {
  const attempts = mail.attempts + 1;
  await db
    .updateTable('mail_queue')
    .set({
      attempts,
      next_attempt_at: iso(now + retryDelayMs(attempts, retryBaseMs)),
      failed_at: attempts >= mailMaxAttempts ? iso(now) : null,
      last_error: error.slice(0, 500),
      lease_owner: null,
      lease_until: null,
    })
    .where('id', '=', mail.id)
    .where('lease_owner', '=', owner)
    .execute();
}

/**
 * How long a sent or given-up mail stays in `mail_queue`, in ms: 30 days, enough to look into a complaint ("I never
 * got the mail"), not so long that the table keeps every address and text the site ever mailed.
 */
export const mailKeepMs = 30 * 24 * 3600_000;

/**
 * Deletes the mails sent or given up (`failed_at`) more than `keepMs` before `now` (ms since the epoch); mails still
 * due or being retried stay whatever their age. Answers how many rows it deleted. The sender runs it once an hour.
 */
export async function pruneMailQueue(db: Db, now: number, keepMs = mailKeepMs): Promise<number> {
  const before = iso(now - keepMs);
  const result = await db
    .deleteFrom('mail_queue')
    .where((eb) => eb.or([eb('sent_at', '<', before), eb('failed_at', '<', before)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
