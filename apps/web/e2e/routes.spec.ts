import { readFileSync } from 'node:fs';
import { englishInterface, watchConsole } from './support.ts';
import { expect, test } from './test.ts';

// Every route of this issue loads without a console error, titles follow the breadcrumb, and an unknown path
// is Not Found with HTTP 404 (rules ROUTE, LAYOUT-30..32, ERR-02).

englishInterface();

/** The build version, as the root package.json states it [SITE-04]. */
const version = (
  JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

const routes: { path: string; heading: RegExp | string; title: RegExp }[] = [
  { path: '/', heading: /.+/, title: /^[^-]+$/ },
  { path: '/index.html', heading: /.+/, title: /^[^-]+$/ },
  { path: '/index', heading: /.+/, title: /^[^-]+$/ },
  { path: '/settings', heading: 'Settings', title: /^Settings - / },
  { path: '/start', heading: 'Start page', title: /^Start page - / },
  { path: '/blog', heading: /.+/, title: /^Blog - / },
  { path: '/blog/categories', heading: /.+/, title: /^Categories - / },
  { path: '/blog/articles', heading: /.+/, title: /^All articles - / },
  { path: '/about', heading: 'About this site', title: /^About - / },
  { path: '/about/terms', heading: 'Terms and privacy', title: /^Terms and privacy - / },
  { path: '/about/update', heading: 'Update log', title: /^Update log - / },
  { path: '/about/bb', heading: 'Nonsense', title: /^Nonsense - / },
];

for (const route of routes) {
  test(`[ROUTE-02] ${route.path} loads with its heading, its title and no console error`, async ({ page }) => {
    const errors = watchConsole(page);
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
    await expect(page).toHaveTitle(route.title);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });
}

test('[ROUTE-01] pages have plain history-mode URLs', async ({ page }) => {
  await page.goto('/about');
  await page.getByRole('main').getByRole('link', { name: 'Update log' }).click();
  await expect(page).toHaveURL(/\/about\/update$/);
  expect(page.url()).not.toContain('#');
});

test('[ROUTE-04] [ROUTE-05] [ERR-02] an unknown path is Not Found with HTTP 404', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Not Found' })).toBeVisible();
  await expect(page.getByText('Page not Found', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(/^Not Found/);
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a wrong article address offers the blog search with its words, which finds the article', async ({ page }) => {
  // A mistyped old address of the demo article "Sourdough notes, week three" (no slug matches, so no redirect).
  const response = await page.goto('/2024/03/sourdough-notez/');
  expect(response?.status()).toBe(404);
  const search = page.getByRole('search', { name: 'Search articles' });
  await expect(search.getByRole('searchbox')).toHaveValue('sourdough notez');
  await search.getByRole('searchbox').fill('sourdough');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/blog\/search\?q=sourdough$/);
  await expect(page.getByRole('link', { name: 'Sourdough notes, week three' })).toBeVisible();
});

test('[ROUTE-06] /, /index.html and /index show the home page', async ({ page }) => {
  for (const path of ['/', '/index.html', '/index']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 2, name: 'Latest articles' })).toBeVisible();
  }
});

test('[ROUTE-39] /about/bb says it is just kidding', async ({ page }) => {
  await page.goto('/about/bb');
  await expect(page.getByText("Just kidding, don't mind.")).toBeVisible();
});

test('[SITE-04] [SITE-05] [SITE-06] [SITE-07] /about states the version, self-built, no e-mail replies, unfinished', async ({
  page,
}) => {
  await page.goto('/about');
  await expect(page.getByText(`Build version: ${version}`)).toBeVisible();
  await expect(page.getByText(/both self-built/)).toBeVisible();
  await expect(page.getByText(/E-mail replies are not available/)).toBeVisible();
  await expect(page.getByText(/The site is unfinished/)).toBeVisible();
});

test('[ROUTE-38] /about/update renders the update log from CHANGELOG.md', async ({ page }) => {
  await page.goto('/about/update');
  await expect(page.getByRole('heading', { level: 2, name: version })).toBeVisible();
  expect(await page.getByRole('listitem').count()).toBeGreaterThan(5);
});

test('[ROUTE-08] /start searches with the chosen engine and links the sections', async ({ page }) => {
  await page.goto('/start');
  await page.getByRole('combobox', { name: 'Search engine' }).selectOption('duckduckgo');
  await expect(page.getByRole('search').locator('form')).toHaveAttribute('action', 'https://duckduckgo.com/');
  await expect(page.getByRole('link', { name: 'Friends' }).first()).toHaveAttribute('href', '/links/friends');
});

test('[SITE-02] the home page shows a background from the pool without shifting the layout', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  const answer = await page.goto('/');
  // The server picked it with the HTML and preloads its picture; the page shows that pick without asking the API.
  const picked = /<meta name="site-background" content="([^"]*)">/.exec((await answer?.text()) ?? '')?.[1] ?? '';
  const { url } = JSON.parse(picked.replace(/&quot;/g, '"').replace(/&amp;/g, '&')) as { url: string };
  expect(url).toMatch(/^\/media\/backgrounds\//);
  const hero = page.locator('section').filter({ has: page.getByRole('heading', { level: 1 }) });
  await expect(hero).toHaveCSS('background-image', new RegExp(`url\\("[^"]*${url.replace(/[.]/g, '\\.')}"\\)`));
  expect(asked).toContain(url);
  expect(asked).not.toContain('/api/site/get_background.php');
});

test('[ROUTE-07] /settings is the settings home with the setting controls', async ({ page }) => {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByLabel('Language', { exact: true })).toBeVisible();
});

test('[ROUTE-34] /about shows the site intro', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About this site' })).toBeVisible();
  await expect(page.getByText(/This is a personal website/)).toBeVisible();
});

test('[ROUTE-36] /about/terms shows the privacy policy, the terms of service and the disclaimers', async ({ page }) => {
  await page.goto('/about/terms');
  for (const name of ['Privacy policy', 'Terms of service', 'Disclaimers'])
    await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
});
