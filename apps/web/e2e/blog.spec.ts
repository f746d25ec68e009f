import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { allowNotFoundResponses, englishInterface, fetchSiteName, guardConsole } from './support.ts';
import { expect, test } from './test.ts';

/**
 * Blog articles in Chromium against the real server, which e2e/serve.mjs starts after importing the 15 real posts
 * of ../shared/fixtures/blog (beside the demo seed): each post opens whole, the licence, a wrong address, the
 * contents, code copying, printing, related articles and a narrow screen. Titles and text are read from the
 * fixture files, not written down here. The lists, categories, tags, feeds and search: blog-lists.spec.ts.
 */

const fixtures = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../../shared/fixtures/blog');

type Post = { id: string; title: string; source: string };

function listPosts(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return listPosts(path);
    return name.endsWith('.md') && name !== 'SOURCES.md' ? [path] : [];
  });
}

/** The post's title from its YAML front matter (`title: ...`, quotes removed). */
function frontMatterTitle(source: string): string {
  const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1] ?? '';
  const raw = /^title:\s*(.+)$/m.exec(front)?.[1]?.trim() ?? '';
  return raw.replace(/^(['"])(.*)\1$/, '$2');
}

const posts: Post[] = listPosts(fixtures)
  .sort()
  .map((path) => {
    const source = readFileSync(path, 'utf8');
    return { id: relative(fixtures, path).replace(/\.md$/, ''), title: frontMatterTitle(source), source };
  });

/** A line of running CJK/Japanese prose from the post (no Markdown or tag syntax), for the "text intact" check. */
function cjkSentence(source: string): string | null {
  const body = source.replace(/^---[\s\S]*?\n---/, '').replace(/```[\s\S]*?```/g, '');
  const line = body
    .split('\n')
    .map((l) => l.trim())
    .find(
      (l) => /[\u3040-\u30ff\u4e00-\u9fff]{4}/.test(l) && !/[`*_[\]{}<>|#:：（）()]/.test(l) && !/^[-\d>!]/.test(l),
    );
  return line ? line.slice(0, 16) : null;
}

let siteName = '';
test.beforeAll(async ({ request }) => {
  siteName = await fetchSiteName(request);
});

englishInterface();
guardConsole();

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

test('the fixtures hold the 15 real posts', () => {
  expect(posts).toHaveLength(15);
  for (const post of posts) expect(post.title, post.id).not.toBe('');
});

for (const post of posts) {
  test(`[ROUTE-14][ROUTE-15] ${post.id} opens with its title, highlighted code and intact text`, async ({ page }) => {
    const response = await page.goto(`/blog/articles/${post.id}`);
    // The HTML carries the title before any script runs (link previews, search engines).
    expect(response?.status()).toBe(200);
    // (rendered by the server's React, which marks its own: decision 0029)
    expect(await response?.text()).toMatch(
      new RegExp(`<title[^>]*>${escapeRegExp(escapeHtml(`${post.title} - ${siteName}`))}</title>`),
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await expect(page).toHaveTitle(`${post.title} - ${siteName}`);

    const body = page.locator('article [class*="prose"]');
    await expect(body).toBeVisible();

    if (/^\s*```\s*[a-z]+/m.test(post.source)) {
      expect(await body.locator('pre code [class*="hljs-"]').count()).toBeGreaterThan(0);
    }

    const sentence = cjkSentence(post.source);
    if (sentence) await expect(body).toContainText(sentence);

    // Hexo tags are converted on import: none may be left as raw text outside code.
    const rawTags = await body.evaluate((element) => {
      const copy = element.cloneNode(true) as HTMLElement;
      for (const code of copy.querySelectorAll('pre, code')) code.remove();
      return copy.textContent?.includes('{%') ?? false;
    });
    expect(rawTags).toBe(false);
  });
}

test('[SITE-03] an article states its licence, CC BY-NC-ND 4.0, with a link', async ({ page }) => {
  await page.goto(`/blog/articles/${posts[0]?.id}`);
  const licence = page.getByRole('article').getByRole('link', { name: 'CC BY-NC-ND 4.0', exact: true });
  await expect(licence).toBeVisible();
  await expect(licence).toHaveAttribute('href', /creativecommons\.org\/licenses\/by-nc-nd\/4\.0/);
});

test('an article and its card mark their text with the language it is written in, whatever the interface language (issue 19 point 6)', async ({
  page,
}) => {
  // The interface is Chinese (the e2e browser's zh-CN); the Japanese and English posts say what they are, from the
  // fixtures' folders: hexo-docs/ja is Japanese, hexo-news English.
  await page.goto('/blog/articles/hexo-docs/ja/writing');
  await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'ja');
  await expect(page.locator('article [lang="ja"]').filter({ hasText: 'Hexo' }).first()).toBeVisible();
  await page.goto('/blog/articles');
  const card = page
    .getByRole('article')
    .filter({ hasText: /hexo \d\.0\.0 Released/i })
    .first();
  await expect(card.getByRole('heading')).toHaveAttribute('lang', 'en');
});

test('[ERR-03] a wrong article address shows "Article not found" and a way back to the blog', async ({ page }) => {
  const response = await page.goto('/blog/articles/hexo-news/no-such-post');
  // The page is the app's, with the status the address deserves (search engines drop it, link checkers flag it).
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Article not found' })).toBeVisible();
  await expect(page.getByText('The address may be wrong, or the article has moved.')).toBeVisible();
  await expect(page).toHaveTitle(`Article not found - ${siteName}`);
  allowNotFoundResponses(page);
  await page.getByRole('link', { name: 'Back to the blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

test('[LAYOUT-38] a table-of-contents link scrolls its heading to 100 px below the top', async ({ page }) => {
  await page.goto('/blog/articles/hexo-news/2020-07-29-hexo-5-released');
  const toc = page.getByRole('navigation', { name: 'Contents' });
  const links = toc.getByRole('link');
  await expect(links.first()).toBeVisible();
  const count = await links.count();
  expect(count).toBeGreaterThan(2);
  // A heading from the middle: the last ones may sit too close to the end of the page to reach the offset.
  const link = links.nth(Math.floor(count / 2));
  const href = (await link.getAttribute('href')) ?? '';
  await link.click();
  const heading = page.locator(`[id="${decodeURIComponent(href.slice(1))}"]`);
  await expect(heading).toBeFocused();
  // Smooth scrolling takes a moment; the heading settles 100 px below the top of the window.
  await expect
    .poll(async () => Math.abs(((await heading.boundingBox())?.y ?? 0) - 100), { timeout: 5000 })
    .toBeLessThanOrEqual(2);
  // The entry followed is the one highlighted as the section being read.
  await expect(link).toHaveAttribute('aria-current', 'location');
  await expect(toc.locator('[aria-current]')).toHaveCount(1);
});

test('a code block of an imported post copies its code from its button, by keyboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/blog/articles/hexo-docs/zh-cn/writing');
  const block = page.locator('article pre').first();
  await expect(block).toBeVisible();
  const code = (await block.locator('code').textContent()) ?? '';
  expect(code.length).toBeGreaterThan(0);
  const button = page.getByRole('button', { name: 'Copy code' }).first();
  await button.focus();
  await page.keyboard.press('Enter');
  // Its text and its name say so, and the focus stays on it.
  await expect(page.getByRole('button', { name: 'Copied', exact: true })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Copied', exact: true })).toHaveText('Copied');
  await expect(page.getByRole('status').getByText('Copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
});

test('an article prints as the article alone, dark on white whatever the theme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/blog/articles/hexo-docs/zh-cn/writing');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('button', { name: 'Copy code' }).first()).toBeVisible();
  await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Copy code' }).first()).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'More articles' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const colours = await page.evaluate(() => {
    const style = (selector: string) => getComputedStyle(document.querySelector(selector) as Element);
    return {
      title: style('article h1').color,
      text: style('article [class*="prose"] p').color,
      code: style('article pre').backgroundColor,
    };
  });
  expect(colours).toEqual({ title: 'rgb(0, 0, 0)', text: 'rgb(0, 0, 0)', code: 'rgb(246, 248, 250)' });
});

test('on a wide window the contents sit beside the text, stay in view and follow the section being read', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1400, height: 800 });
  await page.goto('/blog/articles/hexo-news/2025-09-16-hexo-8-0-0-released');
  const toc = page.getByRole('navigation', { name: 'Contents' });
  const title = page.getByRole('heading', { level: 1 });
  await expect(toc.getByRole('link').first()).toBeVisible();
  const [tocBox, titleBox] = [await toc.boundingBox(), await title.boundingBox()];
  expect(tocBox && titleBox && tocBox.x >= titleBox.x + titleBox.width).toBe(true);
  await expect(toc.locator('[aria-current]')).toHaveCount(0);

  const headings = page.locator('article h2[id]');
  const count = await headings.count();
  expect(count).toBeGreaterThan(3);
  // Scroll (as a reader would, not through the contents) until the third section's heading has passed the top.
  const third = headings.nth(2);
  await page.mouse.move(400, 400);
  await expect
    .poll(async () => {
      await page.mouse.wheel(0, 120);
      return (await third.boundingBox())?.y ?? 1e6;
    })
    .toBeLessThan(100);
  const thirdId = (await third.getAttribute('id')) ?? '';
  await expect(toc.locator('[aria-current="location"]')).toHaveAttribute('href', `#${encodeURIComponent(thirdId)}`);
  // Still on screen, below the header.
  const scrolled = await toc.boundingBox();
  expect(scrolled && scrolled.y >= 60 && scrolled.y < 200).toBe(true);
});

test('on a wide, short window a long table of contents scrolls itself to keep the current section in view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1400, height: 500 });
  await page.goto('/blog/articles/hexo-docs/zh-cn/tag-plugins');
  const toc = page.locator('nav[aria-labelledby="article-toc-title"]');
  await expect(toc.getByRole('link').first()).toBeVisible();
  expect(await toc.evaluate((nav) => nav.scrollHeight > nav.clientHeight)).toBe(true);
  // Read on to the last section: its entry, at the end of the outline, comes into the contents' view.
  const last = page.locator('article h2[id], article h3[id], article h4[id]').last();
  await last.evaluate((heading) => window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY - 100));
  const current = toc.locator('[aria-current="location"]');
  await expect(current).toHaveAttribute('href', `#${encodeURIComponent((await last.getAttribute('id')) ?? '')}`);
  await expect
    .poll(async () => {
      const [box, link] = [await toc.boundingBox(), await current.boundingBox()];
      return box !== null && link !== null && link.y >= box.y && link.y + link.height <= box.y + box.height;
    })
    .toBe(true);
});

test('an article lists the articles sharing its tags under it, each a link, once the page has painted', async ({
  page,
}) => {
  await page.goto('/blog/articles/study/frontend/css-clamp');
  const related = page.getByRole('region', { name: 'Related articles' });
  await expect(related.getByRole('link')).toHaveText(['用 TypeScript 写一个防抖函数']);
  await related.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: '用 TypeScript 写一个防抖函数' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Related articles' }).getByRole('link')).toHaveText([
    'Fluid type with CSS clamp()',
  ]);
  // An article sharing no tag shows no such section.
  await page.goto('/blog/articles/life/sourdough-notes');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('region', { name: 'Related articles' })).toHaveCount(0);
});

test('long CJK text, code and tables fit a 320 px wide screen without sideways page scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  for (const id of ['hexo-docs/zh-cn/tag-plugins', 'hexo-docs/ja/writing', 'hexo-news/2016-02-28-hexo-3-2-released']) {
    await page.goto(`/blog/articles/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, id).toBeLessThanOrEqual(0);
  }
});
