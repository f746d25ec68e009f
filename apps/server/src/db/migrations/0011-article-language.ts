import type { Kysely, Migration } from 'kysely';

/**
 * The language an article is written in (issue 19 point 6: feeds declare the articles' language), two article
 * columns, both BCP 47 tags or null: `language`, the author's own (front matter `lang` / `language`), and
 * `detected_language`, told from the rendered text (`detectLanguage`) like the other rendered columns, so the
 * next start's re-render (renderer version 4) fills it for the articles stored before. An article's language is
 * the author's, else the detected one, else the site's (config SITE_LANGUAGE).
 */
export const migration0011 = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('articles').addColumn('language', 'text').execute();
    await db.schema.alterTable('articles').addColumn('detected_language', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('articles').dropColumn('detected_language').execute();
    await db.schema.alterTable('articles').dropColumn('language').execute();
  },
});
