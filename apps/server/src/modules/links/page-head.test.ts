import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageHead } from '../../http/spa.ts';
import { createTestDb, type TestDb } from '../../test/db.ts';
import { linksPageHead } from './page-head.ts';

/** The links pages' heads: the blogroll linked, an unknown class's page 404. */
describe('links page heads', () => {
  let db: TestDb;
  const site: PageHead = { title: 'S', description: 'D', type: 'website', site_name: 'S', found: true };
  let classId = 0;

  beforeAll(async () => {
    db = await createTestDb();
    const row = await db.db
      .insertInto('link_classes')
      .values({ name: 'Tools', sort_order: 1, created_at: '2026-01-01T00:00:00.000Z' })
      .returning('id')
      .executeTakeFirstOrThrow();
    classId = row.id;
  });
  afterAll(async () => db.cleanup());

  it('[ROUTE-21] each links page links the blogroll; other pages do not', async () => {
    for (const [pattern, path] of [
      ['/links', '/links'],
      ['/links/friends', '/links/friends'],
      ['/links/following', '/links/following'],
      ['/links/class/:id', `/links/class/${classId}`],
    ]) {
      expect(await linksPageHead(db.db, pattern as string, path as string, site)).toEqual({
        ...site,
        blogroll: '/links.opml',
      });
    }
    expect(await linksPageHead(db.db, '/about', '/about', site)).toEqual(site);
  });

  it('an address of no class is not found (HTTP 404), as is an id that is no number', async () => {
    for (const path of ['/links/class/999999', '/links/class/abc', '/links/class/0', '/links/class/99999999999'])
      expect((await linksPageHead(db.db, '/links/class/:id', path, site)).found, path).toBe(false);
  });
});
