import { type Kysely, type Migration, sql } from 'kysely';
import type { DialectName } from '../index.ts';

/**
 * An index in the search's cap order (docs/decisions/0031-site-search.md, "Performance"): newest first (the date as
 * text, none last), then kind, title and id, with each document's folded title. The candidate query walks it and
 * stops at the cap instead of reading and ordering every document that contains a common word (40,000 of 50,000
 * for "hexo").
 * - SQLite: a covering index, so the walk tests the title and the membership of each document without reading
 *   its row.
 * - PostgreSQL: the same order in code-unit collation (`COLLATE "C"`, as the query orders), without the titles (a
 *   B-tree entry is limited to ~2.7 kB, a title is not), so a long title never makes a write fail; a trigram index
 *   of the folded titles, which finds a common word's title hits without reading every row; and the folded texts
 *   compressed with LZ4 where the server has it (re-checking a match's text decompresses it: ~25 % faster than
 *   the default pglz), for the texts written from now on (`npm run reindex` rewrites them all).
 */
export const migration0013 = (dialect: DialectName): Migration => ({
  async up(db: Kysely<unknown>) {
    if (dialect === 'postgres') {
      await sql`CREATE INDEX search_documents_order ON search_documents ((coalesce(date, '')) COLLATE "C" DESC, kind COLLATE "C", id COLLATE "C")`.execute(
        db,
      );
      await sql`CREATE INDEX search_documents_title_trgm ON search_documents USING gin (title_folded gin_trgm_ops)`.execute(
        db,
      );
      // A server built without LZ4 does not list it among the compressions (and would refuse it).
      const { rows } = await sql<{ lz4: boolean }>`SELECT 'lz4' = ANY(enumvals) AS lz4 FROM pg_settings
        WHERE name = 'default_toast_compression'`.execute(db);
      if (rows[0]?.lz4) await sql`ALTER TABLE search_documents ALTER COLUMN folded SET COMPRESSION lz4`.execute(db);
    } else
      await sql`CREATE INDEX search_documents_order ON search_documents (coalesce(date, '') DESC, kind, title, id, title_folded)`.execute(
        db,
      );
  },
  async down(db: Kysely<unknown>) {
    if (dialect === 'postgres') await sql`DROP INDEX search_documents_title_trgm`.execute(db);
    await sql`DROP INDEX search_documents_order`.execute(db);
  },
});
