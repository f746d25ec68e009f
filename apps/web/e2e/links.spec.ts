import { violations } from './axe-support.ts';
import {
  adminToken,
  englishInterface,
  guardConsole,
  horizontalOverflow,
  registerByApi,
  setInitialLanguage,
  signIn,
  unique,
} from './support.ts';
import { type APIRequestContext, expect, type Page, test } from './test.ts';

/**
 * The links pages (issue 18) in Chromium against the real server: the four routes [ROUTE-21], the entry card
 * [SITE-08], the header's /links tag [LAYOUT-04], four languages at 320 px and 1280 px, the copy of this site's card,
 * the following river read from this server's own RSS feed (e2e/serve.mjs allows the loopback address), and a
 * friend-link request from a user through the admin's approval to the card on /links/friends. Data is made through
 * the API as the admin.
 */

const base = `http://127.0.0.1:${process.env.E2E_PORT ?? 8181}`;

englishInterface();
// The unknown class answers 404 and the played limit 429: Chromium logs each as a failed load.
guardConsole({ allow: /status of (404|429)/ });

let admin = '';
const className = unique('Typefaces', ' ');
const linkName = unique('Type <b>Notes</b>', ' ');
const friendName = unique('Friendly Site', ' ');
const followName = unique('Own Feed', ' ');
let classId = 0;

/** A 1×1 PNG picture. */
const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Posts `data` to `links/<path>` as JSON and answers the envelope's data; fails the test on an error answer. */
async function links<T>(request: APIRequestContext, path: string, data: Record<string, unknown>): Promise<T> {
  const answer = await request.post(`/api/links/${path}`, { data });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { data: T }).data;
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(60_000);
  admin = await adminToken(request);
  classId = (await links<{ id: number }>(request, 'save_class.php', { tokenid: admin, class: { name: className } })).id;
  // A picture this server serves (an uploaded cover), as an avatar's source: the server fetches and keeps a copy.
  const uploaded = await request.post('/api/archive/music/upload_media.php', {
    multipart: {
      tokenid: admin,
      kind: 'cover',
      file: { name: 'avatar.png', mimeType: 'image/png', buffer: onePixelPng },
    },
  });
  expect(uploaded.ok(), await uploaded.text()).toBe(true);
  const background = ((await uploaded.json()) as { data: { url: string } }).data;
  const entry = (fields: Record<string, unknown>) =>
    links(request, 'save_entry.php', { tokenid: admin, entry: fields });
  await entry({
    name: linkName,
    link: 'https://type-notes.example/',
    description: 'Essays on <script>alert(1)</script> letters',
    colour: '#ffcc00',
    avatar: base + background.url,
    kind: 'link',
    class_id: classId,
  });
  await entry({ name: friendName, link: 'https://friendly.example/', description: 'A friend', kind: 'friend' });
  await entry({ name: followName, link: `${base}/`, feed_url: `${base}/feed/rss.xml`, kind: 'following' });
  // Reads every feed (this server's own RSS) and fetches the avatars now, instead of at the next hourly round.
  const refreshed = await links<{ done: boolean }>(request, 'refresh.php', { tokenid: admin });
  expect(refreshed.done).toBe(true);
});

/** How far the page is wider than its viewport, in px (0: no horizontal overflow). */
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test('[ROUTE-21] "/links", "/links/class/:id", "/links/friends" and "/links/following" each show their own page', async ({
  page,
  request,
}) => {
  await page.goto('/links');
  await expect(heading(page)).toHaveText('Links');
  await expect(page.getByRole('heading', { level: 2, name: className })).toBeVisible();
  await expect(page.getByRole('link', { name: linkName })).toBeVisible();

  await page.getByRole('link', { name: className }).click();
  await expect(page).toHaveURL(`/links/class/${classId}`);
  await expect(heading(page)).toHaveText(className);
  await expect(page.getByRole('link', { name: linkName })).toBeVisible();
  await expect(page.getByRole('link', { name: friendName })).toHaveCount(0);

  await page.goto('/links/friends');
  await expect(heading(page)).toHaveText('Friends');
  await expect(page.getByRole('link', { name: friendName })).toBeVisible();
  await expect(page.getByRole('heading', { name: "This site's card" })).toBeVisible();

  await page.goto('/links/following');
  await expect(heading(page)).toHaveText('Following');
  await expect(page.getByRole('article').getByRole('link', { name: followName, exact: true })).toBeVisible();

  // An unknown class: HTTP 404, and a not-found state with the way back.
  expect((await request.get('/links/class/999999')).status()).toBe(404);
  await page.goto('/links/class/999999');
  await expect(heading(page)).toHaveText('Class not found');
  await expect(page.getByRole('link', { name: 'Back to all links' })).toHaveAttribute('href', '/links');

  // Each page's head links the blogroll's OPML, in the server's HTML and in the page as shown.
  for (const path of ['/links', `/links/class/${classId}`, '/links/friends', '/links/following']) {
    const html = await (await request.get(path)).text();
    // (written by the server's React, decision 0029: its own attribute order and closing)
    expect(html, path).toMatch(/<link[^>]* rel="blogroll" type="text\/x-opml" href="\/links\.opml"\/?>/);
  }
  await expect(page.locator('head link[rel="blogroll"]')).toHaveCount(1);
  await expect(page.locator('head link[rel="blogroll"]')).toHaveAttribute('href', '/links.opml');
  const opml = await request.get('/links.opml');
  expect(await opml.text()).toContain(followName.replace(/</g, '&lt;'));
});

test('[SITE-08] a card shows name, avatar, colour (its accent), description and link', async ({ page }) => {
  await page.goto(`/links/class/${classId}`);
  const card = page.getByRole('article').filter({ hasText: linkName });
  const link = card.getByRole('link', { name: linkName });
  await expect(link).toHaveAttribute('href', 'https://type-notes.example/');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  // Name and description are text: the markup in them is shown as typed, and nothing ran.
  await expect(card).toContainText('Essays on <script>alert(1)</script> letters');
  // The avatar is this site's copy of the picture, lazy-loaded, never the other address.
  const avatar = card.locator('img');
  await expect(avatar).toHaveAttribute('src', /^\/media\/links\//);
  await expect(avatar).toHaveAttribute('loading', 'lazy');
  // The colour #ffcc00 is the card's accent: its stripe.
  await expect(card).toHaveCSS('border-left-color', 'rgb(255, 204, 0)');
  // An entry with no avatar shows its initial.
  await page.goto('/links/friends');
  await expect(page.getByRole('article').filter({ hasText: friendName }).locator('[data-kind="initial"]')).toHaveText(
    'F',
  );
});

test('[LAYOUT-04] the header\'s "/links" tag lists "/links", "/links/friends", "/start" in order', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/links');
  const tag = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Links', exact: true });
  await tag.focus();
  await page.keyboard.press('ArrowDown');
  const items = page.getByRole('menu').getByRole('menuitem');
  await expect(items).toHaveCount(3);
  const hrefs = await items.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('href')));
  expect(hrefs).toEqual(['/links', '/links/friends', '/start']);
  await items.nth(1).click();
  await expect(page).toHaveURL('/links/friends');
});

test('the four pages in four languages, at 320 px and 1280 px, without horizontal overflow', async ({ page }) => {
  test.setTimeout(90_000);
  const titles = { en: 'Friends', zh: '友链', 'zh-tw': '友站', ja: '相互リンク' };
  for (const [language, title] of Object.entries(titles)) {
    await page.addInitScript((lang) => {
      if (window.top === window) localStorage.setItem('settings', JSON.stringify({ language: lang }));
    }, language);
    for (const width of [320, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of ['/links', `/links/class/${classId}`, '/links/friends', '/links/following']) {
        await page.goto(path);
        await expect(heading(page), `${path} ${language}`).toBeVisible();
        await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
        expect(await horizontalOverflow(page), `${path} in ${language} at ${width}px`).toBeLessThanOrEqual(0);
      }
      await page.goto('/links/friends');
      await expect(heading(page)).toHaveText(title);
    }
  }
});

test("copies this site's card in YAML with one click, and says so", async ({ page, context, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
  const site = (await (await request.get('/api/links/get_site_card.php')).json()).data as Record<string, string>;
  await page.goto('/links/friends');
  await page.getByRole('button', { name: 'Copy as YAML' }).click();
  await expect(page.getByRole('status').getByText('Copied the card as YAML')).toBeVisible();
  const q = (text: string | undefined) => JSON.stringify(text);
  const expected = `- name: ${q(site.name)}\n  link: ${q(site.link)}\n  avatar: ${q(site.avatar)}\n  description: ${q(site.description)}\n  feed: ${q(site.feed)}`;
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
  await page.getByRole('button', { name: 'Copy as Markdown' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    new RegExp(`^- \\[.+\\]\\(${site.link?.replace(/[.]/g, '\\.')}\\)`),
  );
});

test('the following river shows the followed site’s posts: title linking to the post, site, date, excerpt; paged', async ({
  page,
  request,
}) => {
  const following = (await (await request.get('/api/links/get_following.php?per_page=50')).json()).data as {
    posts: { total: number; items: { title: string; url: string; site: { name: string } }[] };
  };
  const own = following.posts.items.filter((p) => p.site.name === followName);
  expect(own.length).toBeGreaterThan(0);
  await page.goto('/links/following');
  const river = page.getByRole('list', { name: 'Latest posts' });
  const first = river.getByRole('listitem').first();
  await expect(first.getByRole('heading', { level: 3 }).getByRole('link')).toHaveAttribute('href', /^https?:\/\//);
  await expect(first.locator('time')).toHaveAttribute('datetime', /^\d{4}-/);
  // This server's own articles, as its RSS feed gives them.
  const post = own[0];
  if (!post) throw new Error('no post');
  const item = river.getByRole('listitem').filter({ has: page.getByRole('link', { name: post.title, exact: true }) });
  await expect(item.first()).toContainText(followName);
  if (following.posts.total > 20) {
    await page.getByRole('navigation', { name: 'Pages of posts' }).getByRole('link', { name: '2' }).click();
    await expect(page).toHaveURL('/links/following?page=2');
    await expect(river.getByRole('listitem').first()).toBeVisible();
  }
});

test('a user asks for a friend link, the admin approves it, the card shows on /links/friends and the user sees "Approved"', async ({
  page,
  request,
}) => {
  const uid = unique('linker');
  await signIn(page, await registerByApi(request, uid));
  const name = unique('Applicant Site', ' ');
  await page.goto('/links/friends');
  const form = page.getByRole('region', { name: 'Ask for a friend link' });
  await expect(form.getByLabel('Your e-mail address')).toHaveCount(0);
  await form.getByLabel('Site name').fill(name);
  await form.getByLabel('Site address').fill('javascript:alert(1)');
  await form.getByLabel('Colour (CSS, e.g. #0099ff)').fill('red;background:url(x)');
  await form.getByRole('button', { name: 'Send request' }).click();
  // Refused by the contract's schema before sending, each beside its field.
  await expect(form.getByLabel('Site address')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Colour (CSS, e.g. #0099ff)')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText(/Not accepted: must be a CSS colour/)).toBeVisible();
  await form.getByLabel('Site address').fill('https://applicant.example/');
  await form.getByLabel('Colour (CSS, e.g. #0099ff)').fill('#336699');
  await form.getByLabel('Description').fill('Notes from an applicant');
  await form.getByLabel('Message to the owner').fill('Linked you already!');
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByRole('status').getByText('Your request was sent')).toBeVisible();
  const mine = form.getByRole('listitem').filter({ hasText: name });
  await expect(mine).toContainText('Pending');

  // The admin approves it (their manager's list of requests does the same call).
  const pending = await links<{ id: number; name: string }[]>(request, 'get_applications.php', {
    tokenid: admin,
    state: 'pending',
  });
  const application = pending.find((a) => a.name === name);
  if (!application) throw new Error('the request did not reach the admin');
  await links(request, 'decide_application.php', { tokenid: admin, id: application.id, decision: 'approve' });

  await page.reload();
  const card = page.getByRole('article').filter({ hasText: name });
  await expect(card.getByRole('link', { name })).toHaveAttribute('href', 'https://applicant.example/');
  await expect(card).toContainText('Notes from an applicant');
  await expect(card).toHaveCSS('border-left-color', 'rgb(51, 102, 153)');
  await expect(form.getByRole('listitem').filter({ hasText: name })).toContainText('Approved');
});

test('a guest must give an e-mail (never shown publicly); too many requests are said clearly', async ({ page }) => {
  await page.goto('/links/friends');
  const form = page.getByRole('region', { name: 'Ask for a friend link' });
  await expect(form.getByText('Only the owner sees it, to answer you; it is never shown publicly.')).toBeVisible();
  await form.getByLabel('Site name').fill('Guest Site');
  await form.getByLabel('Site address').fill('https://guest.example/');
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(form.getByLabel('Your e-mail address')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Not accepted: Please give an e-mail address')).toBeVisible();
  // The server's 429 (RATE_LIMIT_LINK_APPLY is off for the e2e server, so its answer is played here).
  await page.route('**/api/links/apply.php', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({ status: 'error', message: 'rate_limited', data: { retry_after_s: 3600 } }),
    }),
  );
  await form.getByLabel('Your e-mail address').fill('guest@example.com');
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'You have sent too many requests. Please wait an hour and try again.',
  );
});

test('the admin finds "Manage links" on /links, which opens the manager at ?manage=1', async ({ page }) => {
  await signIn(page, admin);
  await page.goto('/links');
  await page.getByRole('link', { name: 'Manage links' }).click();
  await expect(page).toHaveURL('/links?manage=1');
  await expect(page.getByRole('region', { name: 'Manage links' })).toBeVisible();
});

test.describe('accessibility', () => {
  test.use({ bypassCSP: true }); // axe runs as an inline script (axe-support.ts)
  for (const appearance of ['light', 'dark'] as const)
    test(`the four links pages pass axe's WCAG 2 A and AA checks, ${appearance} theme, signed in`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000); // axe on four pages, on a shared machine
      await setInitialLanguage(page);
      await page.addInitScript((a) => {
        if (window.top === window) localStorage.setItem('settings', JSON.stringify({ appearance: a, language: 'en' }));
      }, appearance);
      await signIn(page, await registerByApi(request, unique('axe')));
      for (const path of ['/links', `/links/class/${classId}`, '/links/friends', '/links/following']) {
        await page.goto(path);
        await expect(heading(page)).toBeVisible();
        await expect(page.getByRole('main').getByText('Loading…', { exact: true })).toHaveCount(0);
        await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
        expect(await violations(page), path).toEqual([]);
      }
    });
});
