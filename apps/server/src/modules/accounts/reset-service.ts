import { type AdminAccount, adminPasswordMinLength, resetLinkLifetimeMs, resetLinkOf } from '@site/contracts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { hashToken, newToken } from '../../http/auth.ts';
import { ApiError } from '../../http/envelope.ts';
import { unsubscribeTokenOf, unsubscribeUrl } from '../../mail/preferences.ts';
import { enqueueMail } from '../../mail/queue.ts';
import { mailTexts } from '../../mail/texts.ts';
import { hashPassword } from './password.ts';

/**
 * Password reset (issue 23 point 4; decision 0034): a single-use link valid 30 minutes, its token 32 random bytes
 * kept only as a sha-256 (`password_resets`), mailed by the forgot form when SMTP is set or created by the admin and
 * handed over. Using it sets the new password and revokes every session of the account, in one transaction.
 */

type Db = Kysely<Database>;

const iso = (ms: number) => new Date(ms).toISOString();

/** Stores a new reset token for `uid` in `db` and answers the token and its expiry (ms since the epoch). */
async function newResetToken(
  db: Db,
  uid: string,
  createdBy: string,
  now: number,
): Promise<{ token: string; expiresAt: number }> {
  const token = newToken();
  const expiresAt = now + resetLinkLifetimeMs;
  await db
    .insertInto('password_resets')
    .values({
      token_hash: hashToken(token),
      uid,
      created_at: iso(now),
      expires_at: iso(expiresAt),
      used_at: null,
      created_by: createdBy,
    })
    .execute();
  return { token, expiresAt };
}

/**
 * The forgot form: for every account whose e-mail is `email` (compared without case), queues a reset mail in the
 * same transaction as its token. Answers nothing either way, so the caller's answer cannot tell whether an account
 * has that address. `language` is the interface language of the page that asked (the mail's words).
 */
export async function requestPasswordReset(
  db: Db,
  input: { email: string; language: string },
  context: { siteUrl: string; now: number },
): Promise<number> {
  const accounts = await db
    .selectFrom('accounts')
    .select(['uid', 'email'])
    .where(sql`lower(email)`, '=', input.email.toLowerCase())
    .where('email', '!=', '')
    .limit(10)
    .execute();
  const words = mailTexts(input.language);
  for (const account of accounts) {
    await db.transaction().execute(async (trx) => {
      const { token } = await newResetToken(trx, account.uid, 'mail', context.now);
      const unsubscribe = unsubscribeUrl(context.siteUrl, await unsubscribeTokenOf(trx, account.uid));
      await enqueueMail(
        trx,
        {
          kind: 'password_reset',
          to: account.email,
          subject: words.resetSubject,
          text: `${words.reset(account.uid, resetLinkOf(context.siteUrl, token))}\n\n${words.footer(unsubscribe)}\n`,
          unsubscribeUrl: unsubscribe,
        },
        context.now,
      );
    });
  }
  return accounts.length;
}

/**
 * The admin's "create reset link" for `uid` (by the admin `adminUid`): the same single-use 30-minute link, answered
 * instead of mailed. Throws 404 `account_not_found`.
 */
export async function createResetLink(
  db: Db,
  uid: string,
  adminUid: string,
  context: { siteUrl: string; now: number },
): Promise<{ link: string; expires_at: string }> {
  const account = await db.selectFrom('accounts').select('uid').where('uid', '=', uid).executeTakeFirst();
  if (!account) throw new ApiError('account_not_found', { field: 'uid' });
  const { token, expiresAt } = await newResetToken(db, account.uid, adminUid, context.now);
  return { link: resetLinkOf(context.siteUrl, token), expires_at: iso(expiresAt) };
}

/**
 * Uses reset `token`: sets `password` (at least `adminPasswordMinLength` characters for an admin account, else the
 * spec's 3 already checked by the contract), marks the token used and revokes every session of the account, all in
 * one transaction; a token used at the same moment twice succeeds once. Throws 401 `invalid_token` (unknown or
 * used), 401 `expired_token` (past 30 minutes at `now`), 400 `password_too_short` (data `{field, min: 12}`).
 */
export async function resetPassword(
  db: Db,
  input: { token: string; password: string },
  options: { now: number; scryptN: number },
): Promise<void> {
  const tokenHash = hashToken(input.token);
  const reset = await db
    .selectFrom('password_resets')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!reset || reset.used_at !== null) throw new ApiError('invalid_token', { field: 'token' });
  if (Date.parse(reset.expires_at) <= options.now) throw new ApiError('expired_token', { field: 'token' });
  const admin = await db
    .selectFrom('characters')
    .select('cid')
    .where('uid', '=', reset.uid)
    .where('ctype', '=', 'admin')
    .executeTakeFirst();
  if (admin && input.password.length < adminPasswordMinLength) {
    throw new ApiError('password_too_short', {
      field: 'password',
      min: adminPasswordMinLength,
      issues: [{ field: 'password', message: 'password_too_short' }],
    });
  }
  const passwordHash = await hashPassword(input.password, options.scryptN);
  await db.transaction().execute(async (trx) => {
    const used = await trx
      .updateTable('password_resets')
      .set({ used_at: iso(options.now) })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) throw new ApiError('invalid_token', { field: 'token' });
    await trx.updateTable('accounts').set({ password_hash: passwordHash }).where('uid', '=', reset.uid).execute();
    await trx
      .updateTable('sessions')
      .set({ revoked_at: iso(options.now) })
      .where('uid', '=', reset.uid)
      .where('revoked_at', 'is', null)
      .execute();
    // Every other open link of the account dies with this one.
    await trx
      .updateTable('password_resets')
      .set({ used_at: iso(options.now) })
      .where('uid', '=', reset.uid)
      .where('used_at', 'is', null)
      .execute();
  });
}

/** Every account for the admin's accounts page, oldest first (at most 5,000). */
export async function listAccounts(db: Db): Promise<AdminAccount[]> {
  const rows = await db
    .selectFrom('accounts')
    .select(['uid', 'email', 'registered_at'])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('characters')
            .select('cid')
            .whereRef('characters.uid', '=', 'accounts.uid')
            .where('characters.ctype', '=', 'admin'),
        )
        .as('is_admin'),
    )
    .orderBy('registered_at')
    .orderBy('uid')
    .limit(5000)
    .execute();
  return rows.map((r) => ({
    uid: r.uid,
    email: r.email,
    registered_at: r.registered_at,
    ctype: r.is_admin === true || Number(r.is_admin) === 1 ? 'admin' : 'user',
  }));
}
