import {
  envelopeSchema,
  wikiConflictSchema,
  wikiDiffContextMax,
  wikiDiffSchema,
  wikiItemSchema,
  wikiMaintenanceSchema,
  wikiRevisionInfoSchema,
  wikiSaveResultSchema,
  wikiSourceMaxBytes,
} from '@site/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { createAccountTestApp, registerUser } from '../accounts/test-helpers.ts';

type Made = Awaited<ReturnType<typeof createAccountTestApp>>;

describe('wiki calls', () => {
  let t: Made;
  let admin: string;
  let editor: string;
  let user: string;

  const get = async (path: string, query: Record<string, string | number> = {}) => {
    const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
    const res = await t.app.inject({ method: 'GET', url: `/api/wiki/${path}?${qs}` });
    const json = String(res.headers['content-type']).includes('json');
    return {
      status: res.statusCode,
      // biome-ignore lint/suspicious/noExplicitAny: parsed with the contracts where it matters.
      body: (json ? res.json() : res.body) as any,
      res,
    };
  };
  const item = async (id: string, revision?: number) => {
    const { status, body } = await get('get_item.php', revision ? { id, revision } : { id });
    expect(status, JSON.stringify(body)).toBe(200);
    return envelopeSchema(wikiItemSchema).parse(body).data;
  };
  const save = async (id: string, source: string, base_revision: number, tokenid = editor, summary = '') => {
    const { status, body } = await t.post('wiki/save_item.php', {
      tokenid,
      id,
      source,
      summary,
      base_revision: String(base_revision),
    });
    return { status, body };
  };
  const saved = async (id: string, source: string, base: number) => {
    const { status, body } = await save(id, source, base);
    expect(status, JSON.stringify(body)).toBe(200);
    return envelopeSchema(wikiSaveResultSchema).parse(body).data;
  };

  beforeAll(async () => {
    t = await createAccountTestApp();
    admin = await t.adminToken();
    editor = await registerUser(t.post, 'editor');
    user = await registerUser(t.post, 'reader');
    const made = await t.post('wiki/set_editor.php', { tokenid: admin, uid: 'editor', editor: 'true' });
    expect(made.status).toBe(200);
  });
  afterAll(async () => t.close());

  it('[ROLE-01] guests read pages; only the admin and editors write (guest 401, user 403, before validation)', async () => {
    await saved('guides/setup/linux', '# Linux setup\n\nInstall it.', 0);
    expect((await item('guides/setup/linux')).title).toBe('Linux setup');
    expect((await save('x', 'y', 0, '')).status).toBe(401);
    expect((await save('x', 'y', 0, user)).status).toBe(403);
    expect((await t.post('wiki/save_item.php', { tokenid: user, id: '', source: '' })).status).toBe(403);
    expect((await t.post('wiki/delete_item.php', { id: '??' })).status).toBe(401);
    expect((await t.post('wiki/set_editor.php', { tokenid: editor, uid: 'reader', editor: 'true' })).status).toBe(403);
    expect((await t.post('wiki/set_editor.php', { tokenid: admin, uid: 'nobody', editor: 'true' })).body.message).toBe(
      'account_not_found',
    );
    const perms = async (tokenid?: string) =>
      (await t.post('wiki/get_permissions.php', { tokenid })).body.data.can_edit as boolean;
    expect([await perms(), await perms(user), await perms(editor), await perms(admin)]).toEqual([
      false,
      false,
      true,
      true,
    ]);
    expect((await save('by-admin', 'text', 0, admin)).status).toBe(200);
  });

  it('answers 404 wiki_item_not_found for a missing page and 409 wiki_item_exists for a second creation', async () => {
    const missing = await get('get_item.php', { id: 'no/such page' });
    expect([missing.status, missing.body.message]).toEqual([404, 'wiki_item_not_found']);
    expect((await save('guides/setup/linux', 'again', 0)).body.message).toBe('wiki_item_exists');
    expect((await save('never/created', 'x', 3)).body.message).toBe('wiki_item_not_found');
  });

  it('keeps CJK and space ids, history with sizes, diffs of any two revisions, old revisions and restores', async () => {
    const id = '指南/入门 一';
    await saved(id, 'line one\nline two\n', 0);
    await saved(id, 'line one\nline 2 changed\nline three\n', 1);
    const history = envelopeSchema(z.array(wikiRevisionInfoSchema)).parse(
      (await get('get_history.php', { id })).body,
    ).data;
    expect(history.map((h) => [h.revision, h.kind, h.size, h.size_delta, h.base_revision])).toEqual([
      [2, 'edit', 35, 17, 1],
      [1, 'create', 18, 18, 0],
    ]);
    expect(history[0]?.author).toEqual({ uid: 'editor', nickname: 'editor' });
    const diff = envelopeSchema(wikiDiffSchema).parse((await get('get_diff.php', { id, from: 2, to: 1 })).body).data;
    expect([diff.from.revision, diff.to.revision, diff.added_lines, diff.removed_lines]).toEqual([1, 2, 2, 1]);
    expect(diff.rows.map((r) => r.kind)).toEqual(['same', 'changed', 'added']);
    expect(diff.rows[1]).toMatchObject({
      new: {
        parts: [
          { kind: 'same', text: 'line ' },
          { kind: 'added', text: '2 changed' },
        ],
      },
    });
    expect((await get('get_diff.php', { id, from: 1, to: 9 })).body.message).toBe('wiki_revision_not_found');
    const old = await item(id, 1);
    expect([old.is_current, old.html]).toEqual([false, '<p>line one\nline two</p>']);
    const restored = await t.post('wiki/restore_revision.php', { tokenid: editor, id, revision: '1', summary: 'back' });
    expect(restored.body.data).toEqual({ id, revision: 3, merged: false });
    const current = await item(id);
    expect(current.revision).toMatchObject({ kind: 'restore', restored_from: 1, summary: 'back', revision: 3 });
    const source = await get('get_source.php', { id, revision: 2 });
    expect([source.res.headers['content-type'], source.body]).toEqual([
      'text/markdown; charset=utf-8',
      'line one\nline 2 changed\nline three\n',
    ]);
  });

  it('merges disjoint concurrent edits and answers overlapping ones with 409 and all three texts', async () => {
    const id = 'merge/page';
    await saved(id, 'alpha\nbeta\ngamma\ndelta\nepsilon\n', 0);
    await saved(id, 'ALPHA\nbeta\ngamma\ndelta\nepsilon\n', 1);
    const merged = await saved(id, 'alpha\nbeta\ngamma\ndelta\nEPSILON\n', 1);
    expect(merged).toEqual({ id, revision: 3, merged: true });
    expect((await get('get_source.php', { id })).body).toBe('ALPHA\nbeta\ngamma\ndelta\nEPSILON\n');
    const conflict = await save(id, 'alpha!\nbeta\ngamma\ndelta\nepsilon\n', 1);
    expect([conflict.status, conflict.body.message]).toEqual([409, 'wiki_edit_conflict']);
    expect(wikiConflictSchema.parse(conflict.body.data)).toEqual({
      base_revision: 1,
      current_revision: 3,
      base: 'alpha\nbeta\ngamma\ndelta\nepsilon\n',
      theirs: 'ALPHA\nbeta\ngamma\ndelta\nEPSILON\n',
      yours: 'alpha!\nbeta\ngamma\ndelta\nepsilon\n',
    });
    expect((await item(id)).revision.revision).toBe(3);
  });

  it('serialises simultaneous saves: disjoint edits both land (one merged), a double creation answers 409 once', async () => {
    const id = 'race/page';
    await saved(id, 'one\ntwo\nthree\nfour\nfive\n', 0);
    const [a, b] = await Promise.all([
      save(id, 'ONE\ntwo\nthree\nfour\nfive\n', 1),
      save(id, 'one\ntwo\nthree\nfour\nFIVE\n', 1),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect([a.body.data.merged, b.body.data.merged].sort()).toEqual([false, true]);
    expect((await get('get_source.php', { id })).body).toBe('ONE\ntwo\nthree\nfour\nFIVE\n');
    const twice = await Promise.all([save('race/new', 'a', 0), save('race/new', 'b', 0)]);
    expect(twice.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('answers 413 too_large over wikiSourceMaxBytes and writes nothing; a source at the limit is saved', async () => {
    const big = await save('big', 'x'.repeat(wikiSourceMaxBytes + 1), 0);
    expect([big.status, big.body.message]).toEqual([413, 'too_large']);
    expect((await get('get_item.php', { id: 'big' })).status).toBe(404);
    const cjk = '字'.repeat(Math.floor(wikiSourceMaxBytes / 3));
    expect((await save('big', cjk, 0)).status).toBe(200);
  });

  it('answers a diff as its changes with `context` unchanged lines around them (default 3); a bad context is 400', async () => {
    const id = 'diffs/context';
    const text = (edits: Record<number, string>) =>
      Array.from({ length: 12 }, (_, i) => edits[i + 1] ?? `line ${i + 1}`).join('\n');
    await saved(id, text({}), 0);
    await saved(id, text({ 6: 'line six' }), 1);
    const diff = async (query: Record<string, string | number>) => {
      const { status, body } = await get('get_diff.php', { id, from: 1, to: 2, ...query });
      expect(status, JSON.stringify(body)).toBe(200);
      const data = envelopeSchema(wikiDiffSchema).parse(body).data;
      return [
        data.context,
        data.rows.map((r) => (r.kind === 'skipped' ? [r.count, r.old_line, r.new_line] : r.old?.line)),
      ];
    };
    expect(await diff({})).toEqual([3, [[2, 1, 1], 3, 4, 5, 6, 7, 8, 9, [3, 10, 10]]]);
    expect(await diff({ context: 0 })).toEqual([0, [[5, 1, 1], 6, [6, 7, 7]]]);
    expect(await diff({ context: 6 })).toEqual([6, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]]);
    expect(await diff({ context: wikiDiffContextMax })).toEqual([
      wikiDiffContextMax,
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
    ]);
    for (const context of ['-1', '2.5', 'abc', '', '1e3', String(wikiDiffContextMax + 1)]) {
      const { status, body } = await get('get_diff.php', { id, from: 1, to: 2, context });
      expect([status, body.data.field], context).toEqual([400, 'context']);
    }
    // An id left behind by a rename diffs the page it moved to.
    const renamed = await t.post('wiki/rename_item.php', { tokenid: editor, id, new_id: 'diffs/moved' });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(await diff({ context: 0 })).toEqual([0, [[5, 1, 1], 6, [6, 7, 7]]]);
  });

  it('keeps backlinks, red links, wanted pages and the comment thread current on save, rename and delete', async () => {
    await saved('links/a', 'To [[Target Page]] and [[links/b|B]] and [[Nowhere]].', 0);
    let a = await item('links/a');
    expect(a.html).toContain('class="wiki-link wiki-link-missing" data-wiki-state="missing"');
    let maintenance = envelopeSchema(wikiMaintenanceSchema).parse((await get('get_maintenance.php')).body).data;
    expect(maintenance.wanted).toEqual(
      expect.arrayContaining([{ target: 'Target Page', count: 1, from: ['links/a'] }]),
    );
    await saved('links/target-page', '# Target\n\nHere.', 0);
    a = await item('links/a');
    expect(a.html).toContain('<a href="/wiki/items/links/target-page" class="wiki-link">Target Page</a>');
    expect((await item('links/target-page')).backlinks.map((b) => b.id)).toEqual(['links/a']);
    maintenance = envelopeSchema(wikiMaintenanceSchema).parse((await get('get_maintenance.php')).body).data;
    expect(maintenance.wanted.map((w) => w.target)).not.toContain('Target Page');
    expect(maintenance.orphans.map((o) => o.id)).toContain('links/a');
    expect(maintenance.orphans.map((o) => o.id)).not.toContain('links/target-page');

    const comment = await t.post('comments/post_comment.php', {
      tokenid: user,
      target: '/wiki/items/links/target-page',
      text: 'A comment before the move',
    });
    expect(comment.status, JSON.stringify(comment.body)).toBe(200);
    const renamed = await t.post('wiki/rename_item.php', {
      tokenid: editor,
      id: 'links/target-page',
      new_id: 'moved/here',
    });
    expect(renamed.body.data).toEqual({ id: 'moved/here' });
    const thread = await t.app.inject({ url: '/api/comments/get_comments.php?target=/wiki/items/moved/here' });
    expect(JSON.stringify(thread.json())).toContain('A comment before the move');
    const moved = await item('links/target-page');
    expect([moved.id, moved.redirected_from, moved.revision.kind, moved.revision.revision]).toEqual([
      'moved/here',
      'links/target-page',
      'rename',
      2,
    ]);
    expect((await item('moved/here')).backlinks.map((b) => b.id)).toEqual(['links/a']);
    expect((await item('links/a')).html).toContain('href="/wiki/items/moved/here"');
    const taken = await t.post('wiki/rename_item.php', { tokenid: editor, id: 'links/a', new_id: 'moved/here' });
    expect([taken.status, taken.body.message]).toEqual([409, 'wiki_item_exists']);

    expect((await t.post('wiki/delete_item.php', { tokenid: editor, id: 'moved/here' })).body.data).toEqual({
      deleted: 'moved/here',
    });
    expect((await item('links/a')).html).toContain(
      'href="/wiki/edit/Target%20Page" class="wiki-link wiki-link-missing"',
    );
    expect((await get('get_item.php', { id: 'links/target-page' })).status).toBe(404);
  });

  it('previews with the save pipeline without storing; lists the tree and recent changes; serves the Atom feed', async () => {
    const preview = await t.post('wiki/preview.php', { tokenid: editor, id: 'preview/x', source: '# P\n\n[[linux]]' });
    expect(preview.body.data).toMatchObject({ title: 'P', toc: [] });
    expect(preview.body.data.html).toContain('href="/wiki/items/guides/setup/linux"');
    expect((await get('get_item.php', { id: 'preview/x' })).status).toBe(404);
    expect((await t.post('wiki/preview.php', { id: 'x', source: '' })).status).toBe(401);
    const tree = (await get('get_tree.php')).body.data as { id: string }[];
    expect(tree.map((p) => p.id)).toContain('指南/入门 一');
    const recent = (await get('get_recent_changes.php', { limit: 2 })).body.data;
    expect(recent).toHaveLength(2);
    expect(recent[0].revision.created_at).toBe(new Date(t.clock.now).toISOString());
    expect((await get('get_recent_changes.php', { limit: 0 })).body.data.field).toBe('limit');
    const feed = await t.app.inject({ method: 'GET', url: '/feed/wiki.xml' });
    expect(feed.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(feed.body).toContain('/wiki/items/links/a?revision=1');
  });
});
