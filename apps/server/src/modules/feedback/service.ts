import type { Feedback } from '@site/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Feedback from visitors [ROLE-01]: stored, read by the admin only. No e-mail is ever sent back [SITE-06]. */

type Db = Kysely<Database>;

/** Stores one feedback text; answers its id. */
export async function postFeedback(
  db: Db,
  input: { uid: string | null; text: string; contact: string },
  now: number,
): Promise<number> {
  const row = await db
    .insertInto('feedback')
    .values({ ...input, created_at: new Date(now).toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** All feedback, newest first (at most 1,000). */
export async function listFeedback(db: Db): Promise<Feedback[]> {
  return db
    .selectFrom('feedback')
    .select(['id', 'uid', 'text', 'contact', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1000)
    .execute();
}
