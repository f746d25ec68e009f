import { readFileSync } from 'node:fs';
import { englishInterface, watchConsole } from './support.ts';
import { expect, type Page, test } from './test.ts';

// The router in Chromium (docs/decisions/0014): lazily loaded pages never show a loading line in between (the
// first paint of a visit is the whole page; a navigation keeps the old page until the next one is in), and a
// page whose code fails to load shows the error page, from which back and reload recover.

englishInterface();

const header = (page: Page) => page.getByRole('banner');
const pageScript = /\/assets\/.*\.js$/;

/** The built file of a route module (`src/app/routes/...`), from the build manifest: chunk names are hashes only. */
function builtFile(source: string): string {
  const manifest = JSON.parse(readFileSync(new URL('../dist/.vite/manifest.json', import.meta.url), 'utf8')) as Record<
    string,
    { file: string }
  >;
  const chunk = manifest[source];
  if (!chunk) throw new Error(`no ${source} in the build manifest`);
  return `/${chunk.file}`;
}

/** Records, from the document's first script on, whether the layout's loading line ever entered the page. */
async function recordLoadingLine(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = () => document.body?.textContent?.includes('Loading the page') ?? false;
    new MutationObserver(() => {
      if (seen()) (window as { sawLoadingLine?: boolean }).sawLoadingLine = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

test('[ROUTE-02] the first page paints whole, and a navigation keeps the old page, with a progress bar, until the next page is in', async ({
  page,
}) => {
  const errors = watchConsole(page);
  await recordLoadingLine(page);
  // The first page's own code comes late: the shell must wait for it, not paint a loading line meanwhile.
  const termsFile = builtFile('src/app/routes/about/terms.tsx');
  const termsScript = (url: URL) => url.pathname === termsFile;
  let delayed = 0;
  await page.route(termsScript, async (route) => {
    delayed += 1;
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  await page.goto('/about/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and privacy' })).toBeVisible();
  await expect.poll(() => delayed, "the terms page's own code was asked for, and held").toBeGreaterThan(0);
  await page.unroute(termsScript);

  // Hold every script the next page asks for until the test lets it through.
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = 0;
  await page.route(pageScript, async (route) => {
    held += 1;
    await gate;
    await route.continue();
  });
  await header(page)
    .getByRole('link', { name: /Up one level/ })
    .click();
  await expect.poll(() => held, 'the about page asks for its code').toBeGreaterThan(0);
  await page.waitForTimeout(500);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and privacy' })).toBeVisible();
  // The wait shows: a progress bar along the top, and the page region is busy.
  await expect(page.getByRole('progressbar', { name: 'Loading the page…' })).toBeVisible();
  await expect(page.getByRole('main')).toHaveAttribute('aria-busy', 'true');

  release();
  await expect(page.getByRole('heading', { level: 1, name: 'About this site' })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.getByRole('main')).not.toHaveAttribute('aria-busy');
  await expect(page).toHaveURL(/\/about$/);
  await expect(page).toHaveTitle(/^About - /);
  expect(await page.evaluate(() => (window as { sawLoadingLine?: boolean }).sawLoadingLine ?? false)).toBe(false);
  expect(errors).toEqual([]);
});

test('hovering or focusing a link to another page starts loading its code before any click (prefetch on intent)', async ({
  page,
}) => {
  await page.goto('/about/terms');
  const asked: string[] = [];
  page.on('request', (request) => {
    if (pageScript.test(new URL(request.url()).pathname)) asked.push(request.url());
  });
  await header(page)
    .getByRole('link', { name: /Up one level/ })
    .hover();
  await expect.poll(() => asked.length, "the about page's code, asked for at the hover").toBeGreaterThan(0);
  const afterHover = asked.length;
  await page.locator('header a[href="/blog"]').first().focus();
  await expect.poll(() => asked.length, "the blog's code, asked for at the focus").toBeGreaterThan(afterHover);
  // Nothing was followed: the page is still the terms.
  await expect(page).toHaveURL(/\/about\/terms$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and privacy' })).toBeVisible();
});

test('a page whose code fails to load shows the error page; back returns to the last page, reload recovers', async ({
  page,
}) => {
  await page.goto('/about/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and privacy' })).toBeVisible();
  await page.route(pageScript, (route) => route.abort('internetdisconnected'));
  await header(page)
    .getByRole('link', { name: /Up one level/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');

  // The last page's code is in: back shows it with the layout again.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and privacy' })).toBeVisible();
  await expect(header(page)).toBeVisible();

  // Forward meets the same failed load; once the connection is back, the reload button loads the page.
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await page.unroute(pageScript);
  await page.getByRole('button', { name: 'Reload the page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About this site' })).toBeVisible();
  await expect(header(page)).toBeVisible();
});

/** Records, from the document's first script on, every text `selector`'s elements ever showed. */
async function recordTexts(page: Page, selector: string): Promise<void> {
  await page.addInitScript((watched) => {
    const seen: string[] = [];
    (window as { seenTexts?: string[] }).seenTexts = seen;
    new MutationObserver(() => {
      for (const element of document.querySelectorAll(watched)) {
        const text = element.textContent?.trim() ?? '';
        if (text !== '' && !seen.includes(text)) seen.push(text);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, selector);
}

const seenTexts = (page: Page) => page.evaluate(() => (window as { seenTexts?: string[] }).seenTexts ?? []);

test('[ROUTE-02] a visit starting on an article paints it with its data: no loading state, no title swapped in', async ({
  page,
}) => {
  await recordTexts(page, 'main h1, main [role="status"]');
  await page.goto('/blog/articles/hexo-news/2019-10-14-hexo-4-released');
  await expect(page.getByRole('heading', { level: 1, name: /Hexo 4\.0/ })).toBeVisible();
  // The article's data was asked for with its code and awaited: the first h1 ever shown is the article's.
  const texts = await seenTexts(page);
  expect(texts[0]).toMatch(/Hexo 4\.0/);
  expect(texts.filter((text) => !/Hexo 4\.0/.test(text))).toEqual([]);
});

test('[SITE-02] a visit starting on home shows the site name in the hero from its first paint, not a welcome swapped out', async ({
  page,
}) => {
  await recordTexts(page, '#home-title');
  await page.goto('/');
  const siteName = (await (await page.request.get('/api/site/get_site_info.php')).json()).data.name as string;
  await expect(page.locator('#home-title')).toHaveText(siteName);
  expect(await seenTexts(page)).toEqual([siteName]);
});
