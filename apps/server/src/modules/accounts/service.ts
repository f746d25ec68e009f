import type { Character, EditProfileBody, LoginError, Profile, PropertyItem, TokenAnswer, User } from '@site/contracts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { hashToken, newToken } from '../../http/auth.ts';
import { ApiError } from '../../http/envelope.ts';
import { avatarFor } from '../../profiles/avatar.ts';
import { nameKeys } from '../../profiles/name-key.ts';
import { hashPassword, verifyPassword } from './password.ts';

/**
 * Accounts: registration, login, sessions, profiles and property. Knows Kysely, not HTTP; expected failures
 * are `ApiError`s with catalogued codes. Uids, user nicknames and guest nicknames share one namespace compared
 * by look-alike keys (`nameIsTaken`), so nobody can pass for somebody else.
 */

type Db = Kysely<Database>;

/** [ACCT-15] A remembered token lives 60 days; otherwise one day. */
export const tokenLifetimeMs = { remember: 60 * 24 * 3600_000, session: 24 * 3600_000 } as const;

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * True when `name` looks like a uid or a character nickname other than those of `exceptUid`: when one of its
 * `nameKeys` (NFKC, Unicode case folding, UTS #39 confusable skeleton; profiles/name-key.ts) equals the stored
 * key of one, so `Émile` is `émile`, full-width `ａｄｍｉｎ` and Cyrillic `аdmin` are `admin`.
 */
export async function nameIsTaken(db: Db, name: string, exceptUid?: string): Promise<boolean> {
  const keys = nameKeys(name);
  const account = await db
    .selectFrom('accounts')
    .select('uid')
    .where((eb) =>
      eb.or([
        eb('uid_key_folded', '=', keys.folded),
        eb('uid_key_caps', '=', keys.caps),
        eb('uid_key_written', '=', keys.written),
      ]),
    )
    .$if(exceptUid !== undefined, (qb) => qb.where('uid', '!=', exceptUid ?? ''))
    .executeTakeFirst();
  if (account) return true;
  const character = await db
    .selectFrom('characters')
    .select('cid')
    .where((eb) =>
      eb.or([
        eb('nickname_key_folded', '=', keys.folded),
        eb('nickname_key_caps', '=', keys.caps),
        eb('nickname_key_written', '=', keys.written),
      ]),
    )
    .$if(exceptUid !== undefined, (qb) => qb.where('uid', '!=', exceptUid ?? ''))
    .executeTakeFirst();
  return character !== undefined;
}

/** The key columns stored with a uid (`nameKeys`). */
function uidKeyColumns(uid: string) {
  const keys = nameKeys(uid);
  return { uid_key_folded: keys.folded, uid_key_caps: keys.caps, uid_key_written: keys.written };
}

/** The key columns stored with a nickname (`nameKeys`). */
function nicknameKeyColumns(nickname: string) {
  const keys = nameKeys(nickname);
  return { nickname_key_folded: keys.folded, nickname_key_caps: keys.caps, nickname_key_written: keys.written };
}

async function createSession(db: Db, uid: string, remember: boolean, now: number): Promise<TokenAnswer> {
  const tokenid = newToken();
  // Old rows go once they are 30 days past expiry; until then a stale token still answers expired_token/logout_token.
  await db
    .deleteFrom('sessions')
    .where('uid', '=', uid)
    .where('expires_at', '<', iso(now - 30 * 24 * 3600_000))
    .execute();
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(tokenid),
      uid,
      created_at: iso(now),
      expires_at: iso(now + (remember ? tokenLifetimeMs.remember : tokenLifetimeMs.session)),
      revoked_at: null,
    })
    .execute();
  return { tokenid };
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/**
 * Creates an account with one character (`ctype`, nickname = uid [ACCT-30]) and returns a new token.
 * Throws 409 `uid_is_used` when the uid looks like an account's uid or a nickname (`nameIsTaken`).
 */
export async function createAccount(
  db: Db,
  input: { uid: string; password: string; remember: boolean; ctype?: 'user' | 'admin' },
  options: { now: number; scryptN: number },
): Promise<TokenAnswer> {
  if (await nameIsTaken(db, input.uid)) throw new ApiError('uid_is_used', { field: 'uid' });
  const passwordHash = await hashPassword(input.password, options.scryptN);
  try {
    return await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('accounts')
        .values({
          uid: input.uid,
          password_hash: passwordHash,
          email: '',
          website: '',
          introduction: '',
          registered_at: iso(options.now),
          ...uidKeyColumns(input.uid),
        })
        .execute();
      await trx
        .insertInto('characters')
        .values({
          uid: input.uid,
          ctype: input.ctype ?? 'user',
          nickname: input.uid,
          ...nicknameKeyColumns(input.uid),
          avatar_url: '',
          sort_order: 0,
        })
        .execute();
      return createSession(trx, input.uid, input.remember, options.now);
    });
  } catch (error) {
    // Two registrations of one uid (or two look-alikes) at once: the second loses at a unique index.
    if (isUniqueViolation(error)) throw new ApiError('uid_is_used', { field: 'uid' });
    throw error;
  }
}

/**
 * [API-06] Checks uid and password and answers a new token. The spec keeps "uid not found" and "password wrong"
 * apart [ACCT-37, ACCT-38]: throws 401 `ApiError('uid_not_found')` with data `{error:"uid"}`, or 401
 * `ApiError('wrong_password')` with data `{error:"password"}` (the contracts' `LoginError`).
 */
export async function login(
  db: Db,
  input: { uid: string; password: string; remember: boolean },
  now: number,
): Promise<TokenAnswer> {
  const account = await db
    .selectFrom('accounts')
    .select(['uid', 'password_hash'])
    .where(sql`lower(uid)`, '=', input.uid.toLowerCase())
    .executeTakeFirst();
  if (!account) throw new ApiError('uid_not_found', { error: 'uid' } satisfies LoginError);
  if (!(await verifyPassword(input.password, account.password_hash)))
    throw new ApiError('wrong_password', { error: 'password' } satisfies LoginError);
  return createSession(db, account.uid, input.remember, now);
}

/** [API-08] Revokes the token: later use answers `logout_token`. */
export async function logout(db: Db, tokenid: string, now: number): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: iso(now) })
    .where('token_hash', '=', hashToken(tokenid))
    .where('revoked_at', 'is', null)
    .execute();
}

async function charactersOf(db: Db, uid: string, email: string): Promise<(Character & { avatar_address: string })[]> {
  const rows = await db
    .selectFrom('characters')
    .select(['cid', 'ctype', 'nickname', 'avatar_url'])
    .where('uid', '=', uid)
    .orderBy('sort_order')
    .orderBy('cid')
    .execute();
  return rows.map((c) => ({ ...c, avatar_url: avatarFor(c.avatar_url, email), avatar_address: c.avatar_url }));
}

/** [API-05] The account's characters, first = active. */
export async function getUser(db: Db, uid: string): Promise<User> {
  const account = await db.selectFrom('accounts').select('email').where('uid', '=', uid).executeTakeFirstOrThrow();
  const characters = await charactersOf(db, uid, account.email);
  return { uid, characters: characters.map(({ avatar_address: _, ...c }) => c) };
}

/** The owner's own profile, e-mail included. */
export async function getProfile(db: Db, uid: string): Promise<Profile> {
  const account = await db
    .selectFrom('accounts')
    .select(['uid', 'email', 'website', 'introduction', 'registered_at'])
    .where('uid', '=', uid)
    .executeTakeFirstOrThrow();
  return { ...account, characters: await charactersOf(db, uid, account.email) };
}

/**
 * Updates the given fields of the profile and of the active character `cid` (nickname, avatar address). The uid
 * never changes [ACCT-26]. Throws 409 `nickname_is_used` for a nickname that looks like somebody else's uid or
 * nickname (`nameIsTaken`).
 */
export async function editProfile(db: Db, uid: string, cid: number, input: EditProfileBody): Promise<Profile> {
  if (input.nickname !== undefined && (await nameIsTaken(db, input.nickname, uid))) {
    throw new ApiError('nickname_is_used', { field: 'nickname' });
  }
  await db.transaction().execute(async (trx) => {
    const account = {
      ...(input.email !== undefined && { email: input.email }),
      ...(input.website !== undefined && { website: input.website }),
      ...(input.introduction !== undefined && { introduction: input.introduction }),
    };
    if (Object.keys(account).length > 0)
      await trx.updateTable('accounts').set(account).where('uid', '=', uid).execute();
    const character = {
      ...(input.nickname !== undefined && { nickname: input.nickname, ...nicknameKeyColumns(input.nickname) }),
      ...(input.avatar_url !== undefined && { avatar_url: input.avatar_url }),
    };
    if (Object.keys(character).length > 0) {
      await trx.updateTable('characters').set(character).where('cid', '=', cid).where('uid', '=', uid).execute();
    }
  });
  return getProfile(db, uid);
}

/** The items `uid` holds, oldest first. */
export async function listProperty(db: Db, uid: string): Promise<PropertyItem[]> {
  return db
    .selectFrom('property')
    .select(['id', 'name', 'count', 'obtained_at'])
    .where('uid', '=', uid)
    .orderBy('obtained_at')
    .orderBy('id')
    .execute();
}

/** Gives `count` of item `name` to `uid` (one row per grant). Throws 404 `account_not_found`. */
export async function grantProperty(
  db: Db,
  input: { uid: string; name: string; count: number },
  now: number,
): Promise<PropertyItem> {
  const account = await db.selectFrom('accounts').select('uid').where('uid', '=', input.uid).executeTakeFirst();
  if (!account) throw new ApiError('account_not_found', { field: 'uid' });
  return db
    .insertInto('property')
    .values({ uid: input.uid, name: input.name, count: input.count, obtained_at: iso(now) })
    .returning(['id', 'name', 'count', 'obtained_at'])
    .executeTakeFirstOrThrow();
}

/**
 * First start (DESIGN.md "Configuration"): creates the admin `uid` when no admin exists, with `password` or a
 * generated one. Returns the generated password (to be printed once) or null.
 */
export async function ensureAdmin(
  db: Db,
  input: { uid: string; password: string },
  options: { now: number; scryptN: number },
): Promise<'created' | 'exists' | 'uid_taken'> {
  const admin = await db.selectFrom('characters').select('cid').where('ctype', '=', 'admin').executeTakeFirst();
  if (admin) return 'exists';
  if (await nameIsTaken(db, input.uid)) return 'uid_taken';
  await createAccount(db, { uid: input.uid, password: input.password, remember: false, ctype: 'admin' }, options);
  return 'created';
}
