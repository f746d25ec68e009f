import type { LinkDirectory, LinkFriends } from '@site/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveClass } from '../modules/links/write-service.ts';
import { createTestApp, createTestDb, type TestDb } from '../test/db.ts';
import { seedIfNeeded } from './seed.ts';

describe('seed: the demo links', () => {
  it('a fresh site gets classes of links, friends and followed sites with feeds, readable through the API', async () => {
    const { app, db, close } = await createTestApp();
    try {
      expect(await seedIfNeeded(db, new Date('2026-06-15T12:00:00Z'))).toBe(true);
      const read = async <T>(url: string) => ((await app.inject({ method: 'GET', url })).json() as { data: T }).data;
      const directory = await read<LinkDirectory>('/api/links/get_classes.php');
      expect(directory.classes.map((c) => c.name)).toEqual(['Web references', 'Music and lyrics']);
      expect(directory.classes[0]?.entries.map((e) => e.name)).toEqual(['MDN Web Docs', 'Can I use']);
      const mdn = directory.classes[0]?.entries[0];
      // Not fetched yet: the page shows the initial until the server has its own copy of the avatar.
      expect(mdn).toMatchObject({ link: 'https://developer.mozilla.org/', colour: '#1b1b1b', avatar: '' });
      const friends = await read<LinkFriends>('/api/links/get_friends.php');
      expect(friends.entries.map((e) => [e.name, e.kind])).toEqual([
        ['Julia Evans', 'friend'],
        ['Simon Willison', 'friend'],
      ]);
      const following = await read<{ entries: { name: string; feed_url: string }[] }>('/api/links/get_following.php');
      expect(following.entries.map((e) => [e.name, e.feed_url])).toEqual([
        ['Node.js blog', 'https://nodejs.org/en/feed/blog.xml'],
        ['Rust Blog', 'https://blog.rust-lang.org/feed.xml'],
      ]);
    } finally {
      await close();
    }
  });

  describe('beside links imported before the first start', () => {
    let db: TestDb;
    beforeAll(async () => {
      db = await createTestDb();
    });
    afterAll(async () => db.cleanup());

    it('adds no demo link to them', async () => {
      await saveClass(db.db, { name: 'Mine' }, '2026-06-01T00:00:00.000Z');
      expect(await seedIfNeeded(db, new Date('2026-06-15T12:00:00Z'))).toBe(true);
      expect(await db.db.selectFrom('link_entries').select('id').execute()).toEqual([]);
      const classes = await db.db.selectFrom('link_classes').select('name').execute();
      expect(classes.map((c) => c.name)).toEqual(['Mine']);
    });
  });
});
