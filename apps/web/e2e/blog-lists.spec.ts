import { allowNotFoundResponses, englishInterface, fetchSiteName, guardConsole } from './support.ts';
import { expect, test } from './test.ts';

/**
 * The blog's lists in Chromium against the real server (see e2e/serve.mjs and blog.spec.ts): the blog pages,
 * paged articles, categories and tags with their feeds, the not-found pages of a category and a tag, and search.
 */

let siteName = '';
test.beforeAll(async ({ request }) => {
  siteName = await fetchSiteName(request);
});

englishInterface();
guardConsole();

test('[ROUTE-11] /blog, /blog/categories and /blog/articles each show their own page', async ({ page }) => {
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Latest articles' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Category tree' }).getByRole('link').first()).toBeVisible();

  await page.goto('/blog/categories');
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Category tree' }).getByRole('link').first()).toBeVisible();

  await page.goto('/blog/articles');
  await expect(page.getByRole('heading', { level: 1, name: 'All articles' })).toBeVisible();
});

test('/blog/articles is paged newest first, with the page number in the address', async ({ page, request }) => {
  const total = (await (await request.get('/api/blog/get_articles.php?page=1&page_size=1')).json()).data.total;
  expect(total).toBeGreaterThan(10);

  await page.goto('/blog/articles');
  const cards = page.locator('main article');
  await expect(cards).toHaveCount(10);
  const dates = await cards.locator('time').evaluateAll((times) => times.map((t) => t.getAttribute('datetime') ?? ''));
  expect(dates).toEqual([...dates].sort().reverse());
  // The archive's year headings (h2, newest year first), each over its year's cards (h3) in the reader's zone.
  const years = await page.locator('main section').evaluateAll((sections) =>
    sections.map((section) => ({
      heading: section.querySelector('h2')?.textContent ?? '',
      cardYears: [...section.querySelectorAll('article time')].map((time) =>
        new Date(time.getAttribute('datetime') ?? '').getFullYear(),
      ),
      cardHeadings: section.querySelectorAll('article h3').length,
    })),
  );
  expect(years.length).toBeGreaterThan(1);
  expect(years.map((y) => Number(y.heading))).toEqual([...years.map((y) => Number(y.heading))].sort().reverse());
  for (const year of years) {
    expect(year.cardYears.length).toBeGreaterThan(0);
    expect(year.cardYears.every((cardYear) => cardYear === Number(year.heading))).toBe(true);
    expect(year.cardHeadings).toBe(year.cardYears.length);
  }
  const firstPage = await cards.getByRole('heading').allTextContents();

  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/blog\/articles\?page=2$/);
  await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(cards.first().getByRole('heading')).not.toHaveText(firstPage[0] ?? '');
  const secondPage = await cards.getByRole('heading').allTextContents();
  expect(secondPage.filter((title) => firstPage.includes(title))).toEqual([]);

  await page.goBack();
  await expect(page).toHaveURL(/\/blog\/articles$/);
  await expect(cards.first().getByRole('heading')).toHaveText(firstPage[0] ?? '');
});

test('[ROUTE-12][ROUTE-13] a category page with a multi-segment id shows its path, name and articles', async ({
  page,
  request,
}) => {
  const categories: { id: string; name: string; parent_id: string | null }[] = (
    await (await request.get('/api/blog/get_categories.php')).json()
  ).data;
  const deep = categories.find((c) => c.id.includes('/') && c.parent_id);
  expect(deep, 'a category with a multi-segment id').toBeDefined();
  if (!deep) return;
  const parent = categories.find((c) => c.id === deep.parent_id);

  await page.goto(`/blog/categories/${deep.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(deep.name);
  await expect(page).toHaveTitle(`${deep.name} - ${siteName}`);
  const path = page.getByRole('navigation', { name: 'Category path' });
  await expect(path.getByRole('link', { name: parent?.name ?? '' })).toHaveAttribute(
    'href',
    `/blog/categories/${parent?.id}`,
  );
  await expect(page.locator('main article').first()).toBeVisible();

  const articleLink = page.locator('main article h3 a').first();
  const title = await articleLink.textContent();
  await articleLink.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title ?? '');
  await expect(page.getByRole('link', { name: deep.name }).first()).toHaveAttribute(
    'href',
    `/blog/categories/${deep.id}`,
  );
});

test('a wrong category address shows "Category not found"', async ({ page }) => {
  const response = await page.goto('/blog/categories/no/such/category');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Category not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'All categories' })).toHaveAttribute('href', '/blog/categories');
  allowNotFoundResponses(page);
});

test("an article's tags link to their pages; a tag page lists the articles carrying it, and /blog/tags lists every tag", async ({
  page,
  request,
}) => {
  const tags: { tag: string; article_count: number }[] = (await (await request.get('/api/blog/get_tags.php')).json())
    .data;
  const shared = tags.find((t) => t.article_count >= 2);
  expect(shared, 'a tag on two articles or more').toBeDefined();
  if (!shared) return;
  const tagged: { id: string; title: string }[] = (
    await (await request.get(`/api/blog/get_articles.php?${new URLSearchParams({ tag: shared.tag })}`)).json()
  ).data.items;

  // From an article of the tag, by its tag link.
  await page.goto(`/blog/articles/${tagged[0]?.id}`);
  await page.getByRole('link', { name: `Articles tagged ${shared.tag}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Tag: ${shared.tag}` })).toBeVisible();
  await expect(page).toHaveTitle(`${shared.tag} - ${siteName}`);
  await expect(page.locator('main article h2')).toHaveText(tagged.map((a) => a.title));
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Tags' })).toBeVisible();

  // Every tag on /blog/tags, most used first, each with its count; a CJK tag opens its own page.
  await page.getByRole('link', { name: 'All tags' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tags' })).toBeVisible();
  const links = page.locator('main ul a[href^="/blog/tags/"]');
  await expect(links).toHaveCount(tags.length);
  await expect(links.first()).toHaveText(`${tags[0]?.tag}${tags[0]?.article_count}`);
  const cjk = tags.find((t) => /[\u4e00-\u9fff]/.test(t.tag));
  expect(cjk, 'a CJK tag among the demo tags').toBeDefined();
  await page.getByRole('link', { name: cjk?.tag ?? '' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Tag: ${cjk?.tag}` })).toBeVisible();
  await expect(page.locator('main article')).toHaveCount(cjk?.article_count ?? 0);

  // /blog shows the most used tags beside its articles.
  await page.goto('/blog');
  const blogTags = page.getByRole('region', { name: 'Tags' });
  await expect(blogTags.getByRole('link', { name: new RegExp(`^${shared.tag}`) })).toBeVisible();
});

test("a category's and a tag's page link their own feeds, which list the page's articles", async ({
  page,
  request,
}) => {
  const tag = 'frontend';
  const titles: string[] = (await (await request.get(`/api/blog/get_articles.php?tag=${tag}`)).json()).data.items.map(
    (a: { title: string }) => a.title,
  );
  expect(titles.length).toBeGreaterThan(1);
  await page.goto(`/blog/tags/${tag}`);
  await expect(page.locator('main article h2')).toHaveText(titles);
  const rss = page.getByRole('link', { name: `RSS feed of “${tag}”` });
  await expect(rss).toHaveAttribute('href', `/feed/rss.xml?tag=${tag}`);
  await expect(page.getByRole('link', { name: `Atom feed of “${tag}”` })).toHaveAttribute(
    'href',
    `/feed/atom.xml?tag=${tag}`,
  );
  // The feed a reader gets from that link: the same articles, newest first.
  const feed = await (await request.get(`/feed/rss.xml?tag=${tag}`)).text();
  const items = [...feed.matchAll(/<item>\s*<title><!\[CDATA\[(.*?)\]\]><\/title>/g)].map((m) => m[1]);
  expect(items).toEqual(titles);
  // The page's HTML announces it too, for a feed reader given the page's address.
  const html = await (await request.get(`/blog/tags/${tag}`)).text();
  expect(html).toContain(
    `type="application/rss+xml" title="${tag} - ${siteName} (RSS)" href="/feed/rss.xml?tag=${tag}"`,
  );

  await page.goto('/blog/categories/study');
  await expect(page.getByRole('link', { name: /^RSS feed of “学习 Study”$/ })).toHaveAttribute(
    'href',
    '/feed/rss.xml?category=study',
  );
  const atom = await request.get('/feed/atom.xml?category=study');
  expect(atom.status()).toBe(200);
  expect(await atom.text()).toContain(`<title>学习 Study - ${siteName}</title>`);
});

test('a tag no article carries shows "Tag not found" with HTTP 404', async ({ page }) => {
  const response = await page.goto('/blog/tags/no-such-tag');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Tag not found' })).toBeVisible();
  await expect(page).toHaveTitle(`Tag not found - ${siteName}`);
  await expect(page.getByRole('link', { name: 'All tags' })).toHaveAttribute('href', '/blog/tags');
  allowNotFoundResponses(page);
});

test('the search box of /blog finds articles by words of their title or text, CJK included, with the words in the address', async ({
  page,
}) => {
  await page.goto('/blog');
  const box = page.getByRole('search', { name: 'Search articles' }).getByRole('searchbox', { name: 'Search articles' });
  await box.fill('  CLAMP  ');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/blog\/search\?q=CLAMP$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Articles with “CLAMP”' })).toBeVisible();
  await expect(page.locator('main article h2')).toHaveText(['Fluid type with CSS clamp()']);
  // The words found are marked in the title and summary, as written there.
  await expect(page.locator('main article h2 mark')).toHaveText(['clamp']);
  await expect(page.locator('main article p mark').first()).toHaveText('clamp');
  await expect(page).toHaveTitle(`Search - ${siteName}`);

  // A second search from the results page; every word must be there.
  const again = page.getByRole('searchbox', { name: 'Search articles' });
  await expect(again).toHaveValue('CLAMP');
  await again.fill('河边 散步');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.locator('main article h2')).toHaveText(['秋天的河边散步']);
  await again.fill('河边 clamp');
  await again.press('Enter');
  await expect(page.getByText('No article holds “河边 clamp”. Try fewer or other words.')).toBeVisible();

  // Back returns to the previous results, with their words in the box.
  await page.goBack();
  await expect(page.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('河边 散步');
  await expect(page.locator('main article h2')).toHaveText(['秋天的河边散步']);
});
