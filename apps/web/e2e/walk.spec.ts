import { appRoutePatterns } from '../../../packages/contracts/src/routes.ts';
import { setInitialLanguage, watchConsole } from './support.ts';
import { type APIRequestContext, expect, type Page, test } from './test.ts';
import { CONTROLS, toastsOverControls } from './toast-support.ts';

// Issue 19: a walk at 390 and 1280 px over every route of the route table (the contract's route patterns, which
// the route table has one entry each for), with real ids for the params: none of the page's same-origin links
// (breadcrumb, nav, footer, the page's own) leads to a Not Found, and no page logs a console error. A link is checked
// by fetching its path (the server answers 404 for an unknown path and a missing record), not by opening it, so the
// walk stays short; each path is fetched once per run. On the pages with the player (the music section's), it fails on
// any toast shown over the player's controls.

/** Answers of the paths fetched so far: path -> HTTP status. */
const checked = new Map<string, number>();
/** Same-origin paths seen on the pages walked so far, for the params of the routes after them. */
const seenPaths = new Set<string>();

/**
 * `prefix` + the id with the most folders among the ids `api` answers (`ids` picks them from its data), or null when
 * it answers none: the demo's `study/frontend/css-clamp` for the articles, so the folders' links are walked too.
 */
async function deepestRecord(
  request: APIRequestContext,
  api: string,
  ids: (data: never) => string[],
  prefix: string,
): Promise<string | null> {
  const answer = await request.get(`/api/${api}`);
  const all = ids((await answer.json()).data as never);
  const deepest = all.sort((a, b) => b.split('/').length - a.split('/').length)[0];
  return deepest === undefined ? null : `${prefix}${deepest.split('/').map(encodeURIComponent).join('/')}`;
}

const idsOf = (items: { id: string }[]) => items.map((item) => item.id);

/** The pattern as a regular expression over paths (`:x` one segment, `*` one or more). */
function patternRegExp(pattern: string): RegExp {
  const body = pattern
    .split('/')
    .map((part) => (part === '*' ? '.+' : part.startsWith(':') ? '[^/]+' : part.replace(/[.]/g, '\\.')))
    .join('/');
  return new RegExp(`^${body}$`);
}

/** A real path for `pattern`: itself without params; the blog's and the wiki's from the API; else a link seen before. */
async function pathOf(pattern: string, request: APIRequestContext): Promise<string | null> {
  if (!/[:*]/.test(pattern)) return pattern;
  if (pattern === '/blog/articles/*')
    return deepestRecord(
      request,
      'blog/get_articles.php?page=1&page_size=100',
      (d: { items: { id: string }[] }) => idsOf(d.items),
      '/blog/articles/',
    );
  if (pattern === '/blog/categories/*')
    return deepestRecord(request, 'blog/get_categories.php', idsOf, '/blog/categories/');
  if (pattern === '/wiki/items/*') return deepestRecord(request, 'wiki/get_tree.php', idsOf, '/wiki/items/');
  if (pattern === '/wiki/edit/*') return deepestRecord(request, 'wiki/get_tree.php', idsOf, '/wiki/edit/');
  const regExp = patternRegExp(pattern);
  return [...seenPaths].find((path) => regExp.test(path)) ?? null;
}

/**
 * The same-origin paths the page links to (no hash, no query: the server's status depends on the path): the links
 * the app renders (React's), not those inside an author's HTML (an article's, a comment's, a review's), whose
 * addresses are the author's: imported posts keep their old site's links.
 */
async function linkedPaths(page: Page): Promise<string[]> {
  const hrefs = await page.locator('a[href]').evaluateAll((links) =>
    links.map((link) => {
      const url = new URL((link as HTMLAnchorElement).href);
      const rendered = Object.keys(link).some((key) => key.startsWith('__reactFiber'));
      return rendered && url.origin === window.location.origin ? url.pathname : null;
    }),
  );
  return [...new Set(hrefs.filter((href): href is string => href !== null && !href.startsWith('/api/')))];
}

/**
 * Resolves once the page has been quiet for `quietMs` (no request in flight): the app has rendered with its data and
 * the page's follow-up calls (an article's categories) have answered. Gives up after `maxMs` (a page that polls).
 */
async function settle(page: Page, inFlight: Set<unknown>, quietMs = 250, maxMs = 8000): Promise<void> {
  const end = Date.now() + maxMs;
  let quietSince = Date.now();
  while (Date.now() < end) {
    if (inFlight.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    await page.waitForTimeout(50);
  }
}

for (const width of [390, 1280]) {
  test.describe(`walk at ${width} px`, () => {
    // One page for the whole walk at this width, as a visitor's tab: the app's code and fonts load once, so the walk
    // stays short (a fresh page per route spent most of its time loading them again).
    let page: Page;
    let errors: string[] = [];
    const inFlight = new Set<unknown>();
    test.beforeAll(async ({ browser }) => {
      page = await browser.newPage({ viewport: { width, height: 800 } });
      await setInitialLanguage(page);
      page.on('request', (request) => inFlight.add(request));
      page.on('requestfinished', (request) => inFlight.delete(request));
      page.on('requestfailed', (request) => inFlight.delete(request));
      errors = watchConsole(page);
    });
    test.afterAll(async () => page.close());

    for (const pattern of appRoutePatterns) {
      test(`[ROUTE-02] ${pattern}: no link leads to Not Found, no console error, no toast over the player`, async ({
        request,
      }) => {
        const path = await pathOf(pattern, request);
        test.skip(path === null, `no page walked so far links to a ${pattern}`);
        errors.splice(0);
        const response = await page.goto(path ?? '/');
        expect(response?.status(), path ?? '').toBe(200);
        // The app renders once its page's code and data are in; then its follow-up calls answer.
        await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
        await settle(page, inFlight);
        const dead: string[] = [];
        for (const link of await linkedPaths(page)) {
          seenPaths.add(link);
          if (!checked.has(link)) checked.set(link, (await request.get(link)).status());
          if (checked.get(link) === 404) dead.push(link);
        }
        expect(dead, `links on ${path} to Not Found`).toEqual([]);
        expect(errors, `console errors on ${path}`).toEqual([]);
        const player = page.getByRole('region', { name: 'Player', exact: true });
        expect(await toastsOverControls(page, player.locator(CONTROLS)), `toasts over the player on ${path}`).toEqual(
          [],
        );
      });
    }
  });
}
