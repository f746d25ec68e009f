import type { Kysely, Migration } from 'kysely';

/**
 * Two article columns: `excerpt`, the author's own summary from an imported post's front matter (kept so a
 * re-render does not lose it), and `image`, the first picture of the rendered HTML (a page's `og:image` without
 * reading the HTML). Both start null; the renderer version 3 (write-service.ts) fills `image` at the next start.
 */
export const migration0005 = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('articles').addColumn('excerpt', 'text').execute();
    await db.schema.alterTable('articles').addColumn('image', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('articles').dropColumn('image').execute();
    await db.schema.alterTable('articles').dropColumn('excerpt').execute();
  },
});
