import type { Kysely, Migration } from 'kysely';

/**
 * The published articles in list order (issue 23 made every list read `status = 'published'`): an index on
 * `(status, date, id)`, so a list page, the feed and an article's neighbours read their rows in order from it. With
 * only `articles_status_publish_at` (migration 0016, the scheduler's) the planner took that one for the status and
 * sorted every published article for each page: 55 ms a blog list page at 45,000 articles (decision 0036, update of
 * 2026-11-28).
 */
export const migration0020 = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema.createIndex('articles_status_date').on('articles').columns(['status', 'date', 'id']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('articles_status_date').execute();
  },
});
