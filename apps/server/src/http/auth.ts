import { createHash, randomBytes } from 'node:crypto';
import { isRealToken } from '@site/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { ApiError } from './envelope.ts';

/**
 * Identity from a `tokenid` (DESIGN.md "Security"): tokens are 32 random bytes sent base64url, stored only as
 * their sha-256, looked up in the database on every call (no session state in memory, so any number of
 * processes can serve one database). They travel in POST bodies only, never in a URL.
 */

/** A signed-in account with its active (first) character [ACCT-09]. */
export type Identity = {
  uid: string;
  cid: number;
  ctype: 'user' | 'admin';
  nickname: string;
  /** [ACCT-10] The first character's ctype is `admin`. */
  isAdmin: boolean;
};

/** A new token: 256 random bits, base64url (43 characters). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The identity behind `tokenid`, or null for a guest's value (absent, empty, `guest_tokenid` or `no_tokenid`:
 * the contracts' `isRealToken` [ACCT-05][ACCT-06]). Throws 401 `invalid_token` (unknown),
 * `logout_token` (revoked by logout) or `expired_token` (past its expiry at `now`).
 */
export async function identify(
  db: Kysely<Database>,
  tokenid: string | undefined,
  now: number,
): Promise<Identity | null> {
  if (!isRealToken(tokenid)) return null;
  const session = await db
    .selectFrom('sessions')
    .select(['uid', 'expires_at', 'revoked_at'])
    .where('token_hash', '=', hashToken(tokenid))
    .executeTakeFirst();
  if (!session) throw new ApiError('invalid_token');
  if (session.revoked_at !== null) throw new ApiError('logout_token');
  if (session.expires_at <= new Date(now).toISOString()) throw new ApiError('expired_token');
  const character = await db
    .selectFrom('characters')
    .select(['cid', 'ctype', 'nickname'])
    .where('uid', '=', session.uid)
    .orderBy('sort_order')
    .orderBy('cid')
    .executeTakeFirst();
  if (!character) throw new ApiError('invalid_token');
  return { uid: session.uid, ...character, isAdmin: character.ctype === 'admin' };
}

/**
 * The `tokenid` of a request body that is not validated yet: its value when it is a string, else undefined (a
 * guest). Routes that need an identity call `requireUser` / `requireAdmin` with it before they validate the rest
 * of the body, so a guest or a user learns nothing about a call's fields from its 400 answers: 401/403 come first
 * (issue 15).
 */
export function rawTokenid(body: unknown): string | undefined {
  const tokenid = body !== null && typeof body === 'object' ? (body as { tokenid?: unknown }).tokenid : undefined;
  return typeof tokenid === 'string' ? tokenid : undefined;
}

/** The identity behind `tokenid`; a guest gets 401 `not_logged_in`. */
export async function requireUser(db: Kysely<Database>, tokenid: string | undefined, now: number): Promise<Identity> {
  const identity = await identify(db, tokenid, now);
  if (!identity) throw new ApiError('not_logged_in');
  return identity;
}

/** The admin's identity; guests and users get 403 `forbidden` (a bad token still answers its 401 code). */
export async function requireAdmin(db: Kysely<Database>, tokenid: string | undefined, now: number): Promise<Identity> {
  const identity = await identify(db, tokenid, now);
  if (!identity?.isAdmin) throw new ApiError('forbidden');
  return identity;
}
