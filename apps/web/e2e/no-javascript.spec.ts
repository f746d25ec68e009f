import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { adminToken, fetchSiteName, unique } from './support.ts';
import { savePage } from './wiki-support.ts';

/**
 * Issue 21 point 3: the reading pages work without JavaScript. A browser with JavaScript switched off reads each
 * reading page as the server rendered it, in each of the four languages (the browser's Accept-Language picks it):
 * its title (h1), its text, its list items, and on a list long enough to page, the next-page link, followed. Every
 * address past the fixed routes is found by following the pages' own links. The search form and the archive's
 * filters are submitted as plain GET forms, and the interactive parts say that they need JavaScript.
 */

test.use({ javaScriptEnabled: false });

const localesDir = resolve(dirname(fileURLToPath(import.meta.url)), '../src/locales');

/** The app's string `key` (`namespace:dotted.path`) in `lang`, with `{{name}}` filled from `values`. */
function text(lang: string, key: string, values: Record<string, string | number> = {}): string {
  const [namespace = '', path = ''] = key.split(':');
  let found: unknown = JSON.parse(readFileSync(resolve(localesDir, lang, `${namespace}.json`), 'utf8'));
  for (const part of path.split('.')) found = (found as Record<string, unknown>)[part];
  if (typeof found !== 'string' || found === '') throw new Error(`no string ${key} in ${lang}`);
  return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
}

/** The four languages: the browser's locale (its Accept-Language) and the language the site shows for it. */
const languages = [
  { locale: 'en-US', lang: 'en' },
  { locale: 'zh-CN', lang: 'zh' },
  { locale: 'zh-TW', lang: 'zh-tw' },
  { locale: 'ja-JP', lang: 'ja' },
] as const;

/** Body text: a short sentence's worth of characters (10 or more). */
const bodyText = /\S[\s\S]{9,}/;

/** The titles of the article or archive-item cards on the page, each a link to its item. */
const cardLinks = (page: Page): Locator => page.locator('main article :is(h2, h3) > a');

/** The hrefs of `links`, in order. */
const hrefs = (links: Locator): Promise<string[]> =>
  links.evaluateAll((found) => found.map((link) => link.getAttribute('href') ?? ''));

/** Follows the link, a plain page load (no JavaScript to make it a client navigation). */
async function follow(link: Locator): Promise<void> {
  await link.click();
  await link.page().waitForLoadState('domcontentloaded');
}

/** The header's nav tag linking to `path` (its children's no-JavaScript menu comes after it). */
const navTag = (page: Page, path: string): Locator => page.locator(`header nav a[href="${path}"]`).first();

/**
 * Follows the header's link to `path`, one of a nav tag's children: without JavaScript its dropdown cannot open, so
 * the tag's links show on hover (a `<noscript>` list).
 */
async function followNavChild(page: Page, tagPath: string, path: string): Promise<void> {
  // The tag's own item: the first in document order (its menu's items are inside it).
  const tag = page
    .locator('header nav li')
    .filter({ has: page.locator(`a[href="${tagPath}"]`) })
    .first();
  const link = tag.locator(`a[href="${path}"]`);
  await expect(link).toHaveCount(1);
  await expect(link).toBeHidden();
  await tag.hover();
  await follow(link);
}

/** Expects the page's one h1 to read `title`. */
async function expectTitle(page: Page, title: string | RegExp): Promise<void> {
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('h1')).toHaveText(title);
}

/**
 * Follows the list's next-page link and expects the next page: `?page=2` in the address, page 2 marked current, and
 * cards that were not on the first page.
 */
async function expectNextPage(page: Page, next: Locator): Promise<void> {
  const first = await hrefs(cardLinks(page));
  expect(first.length).toBeGreaterThan(1);
  await expect(next).toHaveAttribute('href', /[?&]page=2(&|$)/);
  await follow(next);
  expect(new URL(page.url()).searchParams.get('page')).toBe('2');
  await expect(page.locator('[aria-current="page"]', { hasText: /^2$/ })).toBeVisible();
  const second = await hrefs(cardLinks(page));
  expect(second.length).toBeGreaterThan(0);
  expect(second.filter((href) => first.includes(href))).toEqual([]);
}

/** A wiki page with two revisions (made once, through the API), for the wiki's pages. */
let wikiPage: Promise<{ id: string; title: string; words: string }> | undefined;
function ensureWikiPage(request: APIRequestContext) {
  wikiPage ??= (async () => {
    const marker = unique('nojs', '-');
    const id = `no-js/${marker}`;
    const title = `Lantern ${marker}`;
    const admin = await adminToken(request);
    const first = await savePage(request, admin, id, `# ${title}\n\nThe first words of the page.`);
    await savePage(request, admin, id, `# ${title}\n\nThe lantern is lit: second words.`, first, 'second');
    return { id, title, words: 'The lantern is lit: second words.' };
  })();
  return wikiPage;
}

for (const { locale, lang } of languages) {
  test.describe(`without JavaScript, in ${lang} (${locale})`, () => {
    test.use({ locale });

    test('home, blog lists with their paging, an article, categories, tags and the search form', async ({
      page,
      request,
    }) => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expectTitle(page, await fetchSiteName(request));
      // The note that stands in for the old "needs JavaScript": this site reads without it; these parts do not.
      await expect(page.locator('[data-needs-js="site"]')).toHaveText(text(lang, 'ui:needs_js.site'));
      await expect(cardLinks(page).first()).toBeVisible();

      await follow(navTag(page, '/blog'));
      await expectTitle(page, text(lang, 'blog:home.title'));
      await expect(cardLinks(page).first()).toBeVisible();

      await follow(page.locator('main a[href="/blog/articles"]').first());
      await expectTitle(page, text(lang, 'blog:articles.title'));
      await expectNextPage(page, page.getByRole('link', { name: text(lang, 'blog:pager.next'), exact: true }));

      // An article in a category: its title, its text; then its category, and all categories.
      const inCategory = page.locator('main article:has(a[href^="/blog/categories/"])').first();
      const card = inCategory.locator(':is(h2, h3) > a');
      const articleTitle = (await card.innerText()).trim();
      // The card's summary is the article's opening words.
      const opening = (await inCategory.locator('p').last().innerText()).trim().slice(0, 12);
      expect(opening).toMatch(bodyText);
      await follow(card);
      await expectTitle(page, articleTitle);
      await expect(page.locator('main article')).toContainText(opening);
      const category = page.locator('main a[href^="/blog/categories/"]').first();
      const categoryName = (await category.innerText()).trim();
      await follow(category);
      await expectTitle(page, categoryName);
      await expect(cardLinks(page).first()).toBeVisible();
      await follow(page.locator('main a[href="/blog/categories"]').first());
      await expectTitle(page, text(lang, 'blog:categories.title'));
      await expect(page.locator('main a[href^="/blog/categories/"]').nth(1)).toBeVisible();

      await follow(navTag(page, '/blog'));
      await follow(page.locator('main a[href="/blog/tags"]').first());
      await expectTitle(page, text(lang, 'blog:tags.title'));
      const tag = page.locator('main a[href^="/blog/tags/"]').first();
      const tagName = decodeURIComponent((await tag.getAttribute('href'))?.replace('/blog/tags/', '') ?? '');
      await follow(tag);
      await expectTitle(page, text(lang, 'blog:tag.title', { tag: tagName }));
      await expect(cardLinks(page).first()).toBeVisible();

      // The search box on the blog's page is a GET form to the results page.
      await follow(navTag(page, '/blog'));
      await page.getByRole('searchbox').fill('hexo');
      await follow(page.getByRole('search').getByRole('button'));
      expect(new URL(page.url()).pathname).toBe('/blog/search');
      expect(new URL(page.url()).searchParams.get('q')).toBe('hexo');
      await expectTitle(page, text(lang, 'blog:search.title'));
      await expect(
        page.getByRole('heading', { level: 2, name: text(lang, 'blog:search.results_for', { q: 'hexo' }) }),
      ).toBeVisible();
      await expect(page.getByRole('searchbox')).toHaveValue('hexo');
      await expect(cardLinks(page).first()).toBeVisible();
      // The found word is marked in the results.
      await expect(page.locator('main article mark').first()).toHaveText(/^hexo$/i);
    });

    test('a wiki page, its history and a comparison of two revisions', async ({ page, request }) => {
      const wiki = await ensureWikiPage(request);
      await page.goto('/');
      await followNavChild(page, '/blog', '/wiki');
      await expectTitle(page, text(lang, 'wiki:home.title'));
      await follow(page.getByRole('link', { name: wiki.title, exact: true }).first());
      await expectTitle(page, wiki.title);
      await expect(page.locator('main')).toContainText(wiki.words);

      await follow(page.locator('main a[href$="?view=history"]'));
      await expect(
        page.getByRole('heading', { level: 2, name: text(lang, 'wiki:history.title', { title: wiki.title }) }),
      ).toBeVisible();
      await expect(page.locator('main tbody tr')).toHaveCount(2);
      // The comparison form is a GET form: the two latest revisions are picked, as with JavaScript.
      await follow(page.getByRole('button', { name: text(lang, 'wiki:history.compare') }));
      await expect(
        page.getByRole('heading', { level: 2, name: text(lang, 'wiki:diff.title', { from: 1, to: 2 }) }),
      ).toBeVisible();
      await expect(page.locator('main ins', { hasText: 'lantern' }).first()).toBeVisible();
    });

    test('archive lists with their paging and filters, an item, the songs and a song', async ({ page }) => {
      await page.goto('/');
      await follow(navTag(page, '/archive'));
      await expectTitle(page, text(lang, 'archive:overview.title'));
      await expect(page.locator('main a[href^="/archive/movies/"]').first()).toBeVisible();

      await follow(page.locator('main a[href="/archive/movies"]').first());
      await expectTitle(page, text(lang, 'archive:kinds.movie'));
      const allCount = await page.locator('main p[aria-live="polite"]').innerText();
      await expectNextPage(page, page.getByRole('link', { name: text(lang, 'ui:pagination.next'), exact: true }));

      // The filters are a GET form: a status and a sort, applied, make the list's first page under them.
      await page.getByRole('combobox', { name: text(lang, 'archive:list.status'), exact: true }).selectOption('want');
      await page.getByRole('combobox', { name: text(lang, 'archive:list.sort'), exact: true }).selectOption('title');
      await follow(page.getByRole('button', { name: text(lang, 'archive:list.apply'), exact: true }));
      const address = new URL(page.url()).searchParams;
      expect([address.get('status'), address.get('sort'), address.get('page')]).toEqual(['want', 'title', null]);
      await expect(page.locator('main p[aria-live="polite"]')).not.toHaveText(allCount);
      const titles = (await cardLinks(page).allInnerTexts()).map((title) => title.trim());
      expect(titles.length).toBeGreaterThan(1);

      const item = cardLinks(page).first();
      const itemTitle = (await item.innerText()).trim();
      await follow(item);
      await expectTitle(page, itemTitle);
      await expect(page.locator('main')).toContainText(text(lang, 'archive:status.movie.want'));

      // The music app: its lists read, and it says that playing needs JavaScript.
      await followNavChild(page, '/archive', '/archive/music');
      await follow(page.locator('main a[href="/archive/music/songs"]').first());
      await expectTitle(page, text(lang, 'music:songs.title'));
      await expect(page.locator('[data-needs-js="player"]')).toHaveText(text(lang, 'ui:needs_js.player'));
      const song = page.locator('main a[href^="/archive/music/songs/"]').first();
      const songTitle = (await song.innerText()).trim();
      await follow(song);
      await expectTitle(page, songTitle);
    });

    test('links and about pages, and the message board says writing needs JavaScript', async ({ page }) => {
      await page.goto('/');
      await follow(navTag(page, '/links'));
      await expectTitle(page, text(lang, 'links:index.title'));
      await expect(page.locator('main li a[href^="http"]').first()).toBeVisible();
      const linkClass = page.locator('main a[href^="/links/class/"]').first();
      const className = (await linkClass.innerText()).trim();
      await follow(linkClass);
      await expectTitle(page, className);
      await expect(page.locator('main li a[href^="http"]').first()).toBeVisible();
      await follow(page.locator('main a[href="/links/friends"]'));
      await expectTitle(page, text(lang, 'links:friends.title'));
      await expect(page.locator('main li a[href^="http"]').first()).toBeVisible();
      await expect(page.locator('[data-needs-js="forms"]')).toHaveText(text(lang, 'ui:needs_js.forms'));

      await follow(navTag(page, '/about'));
      await expectTitle(page, text(lang, 'about:index.title'));
      await expect(page.locator('main p:not([data-needs-js])').first()).toHaveText(bodyText);
      for (const [path, key] of [
        ['/about/terms', 'about:terms.title'],
        ['/about/update', 'about:update.title'],
      ] as const) {
        await follow(page.locator(`main a[href="${path}"]`));
        await expectTitle(page, text(lang, key));
        await expect(page.locator('main p:not([data-needs-js])').first()).toHaveText(bodyText);
        await page.goBack();
      }
      await followNavChild(page, '/about', '/about/message_board');
      await expectTitle(page, text(lang, 'comments:message_board.title'));
      await expect(page.locator('[data-needs-js="comments"]')).toHaveText(text(lang, 'ui:needs_js.comments'));
    });

    test('the site search: the header’s link, the results in the HTML, a kind filter and a page link', async ({
      page,
    }) => {
      await page.goto('/');
      // Without JavaScript the header's search is a plain link to the results page (issue 22).
      await follow(page.getByRole('banner').getByRole('link', { name: text(lang, 'layout:header.search') }));
      expect(new URL(page.url()).pathname).toBe('/search');
      await expectTitle(page, text(lang, 'search:title'));
      await page.getByRole('searchbox').fill('the');
      await follow(page.getByRole('search').getByRole('button'));
      expect(new URL(page.url()).pathname).toBe('/search');
      expect(new URL(page.url()).searchParams.get('q')).toBe('the');
      await expect(
        page.getByRole('heading', { level: 2, name: text(lang, 'search:results_for', { q: 'the' }) }),
      ).toBeVisible();
      const results = page.locator('main ol > li');
      await expect(results).toHaveCount(10);
      await expect(page.locator('main mark').first()).toBeVisible();
      const firstPage = await hrefs(results.locator('h3 a'));
      const filters = page.getByRole('navigation', { name: text(lang, 'search:filters') });
      await follow(filters.getByRole('link', { name: new RegExp(`^${text(lang, 'search:kinds.movie')}`) }));
      expect(new URL(page.url()).searchParams.get('kind')).toBe('movie');
      await expect(filters.locator('[aria-current="page"]')).toContainText(text(lang, 'search:kinds.movie'));
      await expect(results.first()).toContainText(text(lang, 'search:kind.movie'));
      await follow(filters.getByRole('link').first());
      const next = page
        .getByRole('navigation', { name: text(lang, 'search:pages') })
        .getByRole('link', { name: /2/ })
        .first();
      await follow(next);
      expect(new URL(page.url()).searchParams.get('page')).toBe('2');
      const secondPage = await hrefs(results.locator('h3 a'));
      expect(secondPage.length).toBeGreaterThan(0);
      expect(secondPage.filter((href) => firstPage.includes(href))).toEqual([]);
    });
  });
}
