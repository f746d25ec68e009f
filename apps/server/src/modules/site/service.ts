import type { Background } from '@site/contracts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/**
 * One background picked at random from the `backgrounds` table [SITE-02]: the pool is data, so adding or
 * removing rows changes what visitors see without a build. Undefined when the pool is empty.
 */
export async function randomBackground(db: Db): Promise<Background | undefined> {
  return db
    .selectFrom('backgrounds')
    .select(['id', 'url', 'credit'])
    .orderBy(sql`random()`)
    .limit(1)
    .executeTakeFirst();
}
