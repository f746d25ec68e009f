import { type Kysely, type Migration, sql } from 'kysely';
import type { DialectName } from '../index.ts';

/**
 * The site search's index (issue 22, docs/decisions/0031-site-search.md): one row per searchable document
 * (`search_documents`, primary key (kind, id)) with its original texts, for ranking and snippets in TypeScript, and
 * its folded text (`folded`: title, headings, body, tags and context folded and joined by newlines; `title_folded`
 * alone for the deterministic candidate cap).
 *
 * What makes "contains this term" fast, per engine (the database only pre-selects candidates; rank is not its job):
 * - SQLite: `search_trigram`, FTS5 with the trigram tokenizer over `folded` (terms of 3 characters or more; case
 *   sensitive, so a match is exactly a substring of the folded text), and
 *   `search_grams`, FTS5 with the unicode61 tokenizer over `grams` (every distinct 1- and 2-character substring
 *   of `folded`, each written as one ASCII token: trigram FTS5 cannot match shorter terms). Both contentless
 *   (the text lives once, in `search_documents`), their rowid is the document's rowid.
 * - PostgreSQL: `pg_trgm` GIN over `folded` (LIKE '%term%'), and a GIN over `grams` (a text[] of the same tokens).
 */
export const migration0012 = (dialect: DialectName): Migration => ({
  async up(db: Kysely<unknown>) {
    // The short columns first, the long texts (headings, body, folded) last: the candidate query orders every match
    // by kind, id, date, title and title_folded, and SQLite then reads only each row's first page, never the
    // overflow pages of its long texts (0031's Performance section).
    let table = db.schema
      .createTable('search_documents')
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('date', 'text')
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('title_folded', 'text', (c) => c.notNull())
      .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('context', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('external_url', 'text')
      .addColumn('line_times', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('headings', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('folded', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('search_documents_pk', ['kind', 'id']);
    if (dialect === 'postgres') table = table.addColumn('grams', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`));
    await table.execute();
    if (dialect === 'postgres') {
      await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
      await sql`CREATE INDEX search_documents_folded_trgm ON search_documents USING gin (folded gin_trgm_ops)`.execute(
        db,
      );
      await sql`CREATE INDEX search_documents_grams ON search_documents USING gin (grams)`.execute(db);
    } else {
      // case_sensitive 1: the text is folded already, and a trigram match is then exactly "contains" (as LIKE on
      // PostgreSQL), so the candidate query needs no re-check of the long text.
      await sql`CREATE VIRTUAL TABLE search_trigram USING fts5(folded, content='', contentless_delete=1, tokenize='trigram case_sensitive 1')`.execute(
        db,
      );
      await sql`CREATE VIRTUAL TABLE search_grams USING fts5(grams, content='', contentless_delete=1, tokenize='unicode61')`.execute(
        db,
      );
    }
  },
  async down(db: Kysely<unknown>) {
    if (dialect === 'sqlite') {
      await sql`DROP TABLE search_grams`.execute(db);
      await sql`DROP TABLE search_trigram`.execute(db);
    }
    await db.schema.dropTable('search_documents').execute();
  },
});
