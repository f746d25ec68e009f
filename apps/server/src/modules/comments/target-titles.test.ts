import { envelopeSchema, recentCommentSchema } from '@site/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { createAccountTestApp, registerUser } from '../accounts/test-helpers.ts';
import { upsertArticle } from '../blog/write-service.ts';

type Made = Awaited<ReturnType<typeof createAccountTestApp>>;

// Issue 19, point 5: the home's recent comments named the page by its path ("on /blog/articles/life/autumn-walk");
// the call now says the title of the record each comment is on, null where the target is no record.
describe('recent comments name their pages', () => {
  let t: Made;
  let alice: string;

  beforeAll(async () => {
    t = await createAccountTestApp();
    alice = await registerUser(t.post, 'alice');
    await upsertArticle(t.db.db, {
      id: 'life/秋天-walk',
      title: 'An autumn walk',
      date: '2026-01-01T00:00:00.000Z',
      updated: null,
      category_id: null,
      tags: [],
      source: 'Leaves.',
    });
  });
  afterAll(async () => t.close());

  it('[SITE-01] answers target_title: the article title, null for a page that is no record or a missing one', async () => {
    const targets = [
      `/blog/articles/life/${encodeURIComponent('秋天')}-walk`,
      '/about/message_board',
      '/blog/articles/no/such-article',
      '/blog/articles/%E0%A4%A',
    ];
    for (const target of targets) {
      t.clock.advance(1000);
      const { status } = await t.post('comments/post_comment.php', { tokenid: alice, target, text: 'hi' });
      expect(status).toBe(200);
    }
    const res = await t.app.inject({ method: 'GET', url: '/api/comments/get_recent_comments.php' });
    const items = envelopeSchema(z.array(recentCommentSchema)).parse(res.json()).data;
    expect(items.map((c) => [c.target, c.target_title])).toEqual(
      targets.map((target, i) => [target, i === 0 ? 'An autumn walk' : null]).reverse(),
    );
  });
});
