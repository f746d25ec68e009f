import { guardConsole } from './support.ts';
import { expect, test } from './test.ts';

// Issue 21 point 2 (docs/decisions/0029): the server's very first HTML is in the visitor's language and colours.
// These tests read the HTML the server sends, not the page the app renders from it.

guardConsole();

test('a returning visitor whose settings say Japanese and dark gets Japanese and dark in the very first HTML', async ({
  page,
  context,
}) => {
  // The visitor chooses on the settings page, as anyone would (the app mirrors the two settings in cookies).
  await page.goto('/settings');
  await page.getByRole('combobox', { name: '语言', exact: true }).selectOption('ja');
  await expect(page.getByRole('heading', { level: 1, name: '設定' })).toBeVisible();
  await page.getByRole('radio', { name: 'ダークのまま' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

  // The next visit's first answer, read as text: with the browser's cookies, and a Chinese Accept-Language that
  // the stored choice must win over.
  const answer = await context.request.get('/blog', { headers: { 'Accept-Language': 'zh-CN,zh;q=0.9' } });
  expect(answer.status()).toBe(200);
  const html = await answer.text();
  expect(html).toMatch(/<html lang="ja" data-theme="dark" style="color-scheme: dark">/);
  // The blog page's heading and the header's nav, rendered in Japanese inside #root.
  const root = html.slice(html.indexOf('<div id="root">'));
  expect(root).toContain('<h1');
  expect(root).toContain('ブログ');
  expect(root).not.toContain('>博客<');
});

test('a first visit gets the HTML in its browser language, with no theme fixed (the CSS follows the OS)', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'en-US' });
  const answer = await context.request.get('/about', { headers: { 'Accept-Language': 'en-US,en;q=0.9' } });
  const html = await answer.text();
  expect(html).toMatch(/<html lang="en">/);
  expect(html).toContain('prefers-color-scheme: dark');
  const root = html.slice(html.indexOf('<div id="root">'));
  expect(root).toMatch(/<h1[^>]*>[^<]+/);
  expect(root).toContain('>Blog<');
  await context.close();
});

test('the page painted from that HTML is dark before any script runs (a dark OS, appearance "system")', async ({
  browser,
}) => {
  const context = await browser.newContext({ colorScheme: 'dark', javaScriptEnabled: false, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto('/about');
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const light = await (async () => {
    const lightContext = await browser.newContext({ colorScheme: 'light', javaScriptEnabled: false });
    const lightPage = await lightContext.newPage();
    await lightPage.goto('/about');
    const colour = await lightPage.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await lightContext.close();
    return colour;
  })();
  expect(background).not.toBe(light);
  // Dark: every channel of the page background below the middle.
  const channels = (background.match(/\d+/g) ?? []).slice(0, 3).map(Number);
  expect(channels).toHaveLength(3);
  for (const channel of channels) expect(channel).toBeLessThan(128);
  await context.close();
});

test("an article's first HTML has its head from the render: one title, description, canonical, Open Graph and JSON-LD", async ({
  request,
}) => {
  const path = '/blog/articles/hexo-news/2019-10-14-hexo-4-released';
  const html = await (await request.get(path, { headers: { 'Accept-Language': 'en' } })).text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head.match(/<title[^>]*>/g)).toHaveLength(1);
  expect(head).toMatch(/<title[^>]*>Hexo 4\.0\.0 Released - [^<]+<\/title>/);
  expect(head.match(/<meta[^>]*name="description"/g)).toHaveLength(1);
  expect(head).toMatch(new RegExp(`<link[^>]*rel="canonical" href="http://127\\.0\\.0\\.1:\\d+${path}"`));
  expect(head).toMatch(/<meta[^>]*property="og:type" content="article"/);
  const data = /<script[^>]*type="application\/ld\+json">([^<]*)<\/script>/.exec(head)?.[1];
  expect(JSON.parse(data ?? 'null')).toMatchObject({ '@type': 'BlogPosting', headline: 'Hexo 4.0.0 Released' });
});

test('a navigation in the browser leaves no head tag of the first page behind, and the title follows', async ({
  page,
}) => {
  await page.goto('/blog/articles/hexo-news/2019-10-14-hexo-4-released');
  await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
  await page.getByRole('banner').getByRole('link', { name: '关于', exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0);
  await expect(page.locator('head script[type="application/ld+json"]')).toHaveCount(0);
  await expect(page).toHaveTitle(/^关于 - /);
  expect(await page.locator('head title').count()).toBe(1);
});
