import type { ArticlePreviewPage } from '@site/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { hashToken, newToken } from '../../http/auth.ts';
import { ApiError } from '../../http/envelope.ts';

type Db = Kysely<Database>;

/**
 * Creates a preview link for the article `id` (issue 23 point 2): a new token of 32 random bytes (base64url, 43
 * characters), of which only the SHA-256 is stored, so the database never holds a working link. Answers the token
 * (shown once). 404 `article_not_found` when there is no such article. `now` in ms since the epoch.
 */
export async function createPreviewLink(db: Db, id: string, now: number): Promise<string> {
  const exists = await db.selectFrom('articles').select('id').where('id', '=', id).executeTakeFirst();
  if (!exists) throw new ApiError('article_not_found');
  const token = newToken();
  await db
    .insertInto('article_preview_tokens')
    .values({ token_hash: hashToken(token), article_id: id, created_at: new Date(now).toISOString() })
    .execute();
  return token;
}

/** Revokes every preview link of the article `id`; answers how many there were. */
export async function revokePreviewLinks(db: Db, id: string): Promise<number> {
  const result = await db.deleteFrom('article_preview_tokens').where('article_id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * The article a preview link's `token` shows (any status: a draft, a scheduled article, or one published since),
 * or undefined for an unknown or revoked token.
 */
export async function getPreview(db: Db, token: string): Promise<ArticlePreviewPage | undefined> {
  const row = await db
    .selectFrom('article_preview_tokens')
    .innerJoin('articles', 'articles.id', 'article_preview_tokens.article_id')
    .select(['articles.id', 'articles.title', 'articles.date', 'articles.status', 'articles.html', 'articles.toc'])
    .where('article_preview_tokens.token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row) return undefined;
  return { ...row, toc: JSON.parse(row.toc) };
}
