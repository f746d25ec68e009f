import {
  type APIRequestContext,
  type Browser,
  expect,
  type Frame,
  type Page,
  type Request,
  test,
} from '@playwright/test';
import { appRoutePatterns } from '../../../packages/contracts/src/routes.ts';
import { adminToken, unique } from './support.ts';
import { itemPath, savePage } from './wiki-support.ts';

// Issue 21, must-show point 2 (docs/decisions/0029): every route of the route table, server-rendered in the four
// languages and in light and dark, is hydrated (not rendered again) with
// - no hydration warning or error in the console (React's production errors #418/#419/#423/#425 included): the
//   console guard fails on any console error or uncaught exception, and on a warning that names hydration;
// - no layout shift (PerformanceObserver `layout-shift`, from the navigation on, total 0);
// - no API call during the first load for an answer the HTML's `#ssr-state` already held, none made twice, and
//   none outside the few the page makes in the browser only (`browserOnlyCalls`).
//
// Run time (~3 min at one worker; all 75 routes in all 8 combinations would be ~600 page loads, ~13 min): every route
// in two combinations (English light, Japanese dark), the routes of `everyCombination` in the other six, a returning
// visitor's cookies on four routes. One browser context per combination, its pages one after the other, as a
// visitor's tab; each load is a first visit's as to the default font (see the last test, a known failure).
//
// Home's recent comments (and a record's thread and related articles) are asked for once, after the paint, by
// design (decision 0015: below the fold, idle); in a development build StrictMode mounts them twice, and the first
// call is cancelled: a production build makes one call.

/** A browser: its locale (the server picks the language from its Accept-Language) and the page's language. */
type Browser4 = { locale: string; language: string };
const browsers: readonly Browser4[] = [
  { locale: 'en-US', language: 'en' },
  { locale: 'zh-CN', language: 'zh' },
  { locale: 'zh-TW', language: 'zh-tw' },
  { locale: 'ja-JP', language: 'ja' },
];
const schemes = ['light', 'dark'] as const;

/** The routes checked in all eight combinations: one of each kind of page (lists, records, the music app, a form). */
const everyCombination = [
  '/',
  '/blog/articles/*',
  '/wiki/items/*',
  '/archive/movies',
  '/archive/movies/:id',
  '/archive/music/songs/:id',
  '/links',
  '/settings',
  '/search',
];

/** The two combinations every route is checked in: two languages, two fonts' widths, both schemes. */
const allRoutesIn = ['en-US light', 'ja-JP dark'];

/**
 * The API calls a page makes in the browser only, during its first load (method and path under /api/), and why
 * none of them can be in the HTML: any other call of the first load fails the test.
 */
const browserOnlyCalls: readonly { call: RegExp; why: string }[] = [
  { call: /^POST account\/(new|check)_device\.php$/, why: 'the device check: the browser’s own id (API-12)' },
  { call: /^POST account\/view_page\.php$/, why: 'the page view, counted once per visit of a page' },
  { call: /^GET comments\/get_recent_comments\.php$/, why: 'home’s recent comments: below the fold, idle (0015)' },
  { call: /^GET comments\/get_comments\.php$/, why: 'a record’s comment thread: below the fold, idle (0015)' },
  { call: /^GET blog\/get_related_articles\.php$/, why: 'an article’s related articles: below the fold, idle' },
];

/** Route pattern -> a real address of it, found in beforeAll. */
const addresses = new Map<string, string>();

/** The pattern as a regular expression over paths (`:x` one segment, `*` one or more). */
function patternRegExp(pattern: string): RegExp {
  const body = pattern
    .split('/')
    .map((part) => (part === '*' ? '[^?#]+' : part.startsWith(':') ? '[^/?#]+' : part.replace(/[.]/g, '\\.')))
    .join('/');
  return new RegExp(`^${body}$`);
}

/**
 * A real address of `pattern`: itself without params, else the first link to it on the page of the nearest route
 * above it (`/archive/movies` for `/archive/movies/:id`, `/links` for `/links/class/:id`), read from the server's HTML.
 */
async function addressOf(request: APIRequestContext, pattern: string): Promise<string> {
  if (!/[:*]/.test(pattern)) return pattern;
  const known = addresses.get(pattern);
  if (known) return known;
  let parent = pattern.replace(/\/[^/]+$/, '');
  while (!(appRoutePatterns as readonly string[]).includes(parent)) parent = parent.replace(/\/[^/]+$/, '') || '/';
  const html = await (await request.get(await addressOf(request, parent))).text();
  const match = patternRegExp(pattern);
  const link = [...html.matchAll(/href="([^"]+)"/g)]
    .map((m) => (m[1] ?? '').replaceAll('&amp;', '&'))
    .find((href) => match.test(href.split('?')[0] ?? ''));
  if (!link) throw new Error(`no link to a ${pattern} on ${parent}`);
  addresses.set(pattern, link);
  return link;
}

test.beforeAll(async ({ request }) => {
  // The e2e data has no wiki page and no game (their specs write their own): one of each, written as the admin.
  const admin = await adminToken(request);
  const wikiId = unique('hydration/page');
  await savePage(
    request,
    admin,
    wikiId,
    '# Hydration\n\nA page with **text**, a [[link]] and a list:\n\n- one\n- two\n',
  );
  addresses.set('/wiki/items/*', itemPath(wikiId));
  addresses.set('/wiki/edit/*', itemPath(wikiId).replace('/wiki/items/', '/wiki/edit/'));
  const game = await request.post('/api/archive/save_item.php', {
    data: {
      tokenid: admin,
      item: {
        kind: 'game',
        title: unique('Hydration game', ' '),
        year: 2017,
        regions: ['JP', 'FK'],
        status: 'done',
        level: 3,
        viewings: [{ date: '2023-02-03', rewatch: false }],
        game: { genres: ['act'], platforms: ['PC'], play_hours: 4 },
      },
    },
  });
  expect(game.ok(), await game.text()).toBe(true);
  // The article editor's pages (issue 23): an article's editor, and a draft's preview link (a guest's view).
  const latest = await (await request.get('/api/blog/get_articles.php?page_size=1')).json();
  const articleId: string = latest.data.items[0].id;
  addresses.set('/blog/edit/*', `/blog/edit/${articleId.split('/').map(encodeURIComponent).join('/')}`);
  const draftId = unique('hydration/draft', '-');
  const draft = await request.post('/api/blog/save_article.php', {
    data: {
      tokenid: admin,
      base_revision: 0,
      draft: {
        id: draftId,
        title: 'Hydration draft',
        source: 'A draft with **text**.',
        date: '2026-01-01T00:00:00.000Z',
        categories: [],
        tags: [],
        summary: '',
        cover: null,
        language: null,
        license: null,
        status: 'draft',
        publish_at: null,
      },
    },
  });
  expect(draft.ok(), await draft.text()).toBe(true);
  const link = await request.post('/api/blog/create_preview_link.php', { data: { tokenid: admin, id: draftId } });
  expect(link.ok(), await link.text()).toBe(true);
  addresses.set('/blog/preview/:token', (await link.json()).data.path);
  // The site search with results (issue 22): its filter chips, marked titles and page links hydrate too.
  addresses.set('/search', '/search?q=the');
  for (const pattern of appRoutePatterns) await addressOf(request, pattern);
});

/** What the page recorded from its first script on (see `watchFirstLoad`). */
type Recorded = { shifts: { value: number; sources: string[] }[]; hydrated: boolean };

/**
 * Before any of the page's scripts: sums layout shifts (`layout-shift` entries, buffered from the navigation on)
 * with the elements that moved, and keeps `#root`'s first element as the server sent it, so the test can tell a
 * hydrated page (React kept the server's elements) from one rendered again.
 */
async function watchFirstLoad(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = { shifts: [] as { value: number; sources: string[] }[], first: null as Element | null };
    (window as unknown as { __firstLoad: typeof record }).__firstLoad = record;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        record.shifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map(
            (s) =>
              `${(s.node as Element | null)?.outerHTML?.slice(0, 100) ?? s.node?.nodeName} ${JSON.stringify(s.previousRect)} -> ${JSON.stringify(s.currentRect)}`,
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
    // The parser is done, the module scripts have not run yet (they run before DOMContentLoaded).
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        record.first = document.getElementById('root')?.firstElementChild ?? null;
    });
  });
}

/** The recorded shifts, and whether `#root`'s first element is still the server's. */
const recorded = (page: Page): Promise<Recorded> =>
  page.evaluate(() => {
    const record = (window as unknown as { __firstLoad: { shifts: Recorded['shifts']; first: Element | null } })
      .__firstLoad;
    const first = document.getElementById('root')?.firstElementChild ?? null;
    return { shifts: record.shifts, hydrated: record.first !== null && record.first === first };
  });

/** React's production hydration errors (#418 text or element mismatch, #419, #423, #425) and its words for them. */
const hydrationProblem = /hydrat|Minified React error #(418|419|423|425)\b/i;

/** `call`'s method and path under /api/ (`GET blog/get_articles.php`). */
const callName = (call: Request) => `${call.method()} ${new URL(call.url()).pathname.replace(/^\/api\//, '')}`;

/**
 * Whether the API's answer `answer` contains the cached `held` (the same values in the same places; the client
 * keeps only the fields its schema reads), for an answer that is more than an empty list or object.
 */
function holds(answer: unknown, held: unknown): boolean {
  if (held === null || typeof held !== 'object') return answer === held;
  if (Array.isArray(held))
    return Array.isArray(answer) && answer.length === held.length && held.every((h, i) => holds(answer[i], h));
  if (answer === null || typeof answer !== 'object' || Array.isArray(answer)) return false;
  return Object.entries(held).every(([key, value]) => value === undefined || holds(Reflect.get(answer, key), value));
}

const substantial = (data: unknown) =>
  data !== null && typeof data === 'object' && Object.keys(data as object).length > 0;

/** The answers (`state.data`) of the queries the HTML's `#ssr-state` carries, with their keys. */
function serverQueries(html: string): { key: string; data: unknown }[] {
  const json = /<script type="application\/json" id="ssr-state">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!json) return [];
  const state = JSON.parse(json) as { queries: { queries: { queryKey: unknown; state: { data: unknown } }[] } };
  return state.queries.queries.map((q) => ({ key: JSON.stringify(q.queryKey), data: q.state.data }));
}

/** The device check's calls: every page load makes one once idle after its first render (API-12). */
const deviceCheck = /\/api\/account\/(new|check)_device\.php$/;

/**
 * Opens `path` as a first load and checks the three points. Answers the problems found (empty: none). Only the
 * calls of the new document count: from its navigation's commit on (a call the previous page started just before,
 * its idle device check say, is that page's).
 */
async function checkFirstLoad(page: Page, path: string, problems: string[]): Promise<string[]> {
  const calls: Request[] = [];
  const inFlight = new Set<Request>();
  let committed = false;
  const onNavigated = (frame: Frame) => {
    if (frame === page.mainFrame()) committed = true;
  };
  const onRequest = (request: Request) => {
    // The page's calls (fetch): its pictures and audio under /api/ are the markup's, not data it asks for.
    if (!committed || !['fetch', 'xhr'].includes(request.resourceType())) return;
    inFlight.add(request);
    if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(request);
  };
  const onDone = (request: Request) => inFlight.delete(request);
  page.on('framenavigated', onNavigated);
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  problems.splice(0);
  try {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    const html = (await response?.text()) ?? '';
    // Settled: the device check has been made (idle after the first render), the idle parts (home's recent
    // comments, a comment thread: at most 2 s after the paint) have mounted and every call has answered.
    await page.waitForLoadState('load');
    const end = Date.now() + 6000;
    let quietSince = Date.now();
    const checked = () => calls.some((call) => deviceCheck.test(new URL(call.url()).pathname));
    while (Date.now() < end && (!checked() || Date.now() - quietSince < 300)) {
      if (inFlight.size > 0) quietSince = Date.now();
      await page.waitForTimeout(50);
    }
    const found: string[] = [...problems];
    const { shifts, hydrated } = await recorded(page);
    if (!html.includes('id="ssr-state"')) found.push('the HTML is not server-rendered (no #ssr-state)');
    if (!hydrated) found.push('the page was rendered again, not hydrated (#root’s first element was replaced)');
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    if (total > 0) found.push(`layout shift ${total.toFixed(4)}: ${JSON.stringify(shifts, null, 1)}`);

    const held = serverQueries(html).filter((q) => substantial(q.data));
    const seen = new Set<string>();
    for (const request of calls) {
      const name = callName(request);
      const url = request.url();
      // The same call twice: the same address and body (a page view's body names its page).
      const key = `${request.method()} ${url} ${request.postData() ?? ''}`;
      if (seen.has(key)) found.push(`called twice: ${name} (${url})`);
      seen.add(key);
      if (!browserOnlyCalls.some(({ call }) => call.test(name)))
        found.push(`a first-load call the HTML did not make unnecessary: ${name} (${url})`);
      if (request.method() !== 'GET') continue;
      const body = await (await request.response())?.json().catch(() => undefined);
      const carried = held.find(
        (q) => holds(body, q.data) || holds((body as { data?: unknown } | undefined)?.data, q.data),
      );
      if (carried) found.push(`${name} (${url}) asked again for what #ssr-state holds as ${carried.key}`);
    }
    return found;
  } finally {
    page.off('framenavigated', onNavigated);
    page.off('request', onRequest);
    page.off('requestfinished', onDone);
    page.off('requestfailed', onDone);
  }
}

/** A new context and page of `browser4` in `scheme`, its console guard and first-load watch on. */
async function openTab(
  browser: Browser,
  browser4: Browser4,
  scheme: 'light' | 'dark',
): Promise<{ page: Page; problems: string[] }> {
  const context = await browser.newContext({ locale: browser4.locale, colorScheme: scheme });
  const page = await context.newPage();
  // Every load a first visit's as to the default font: the page fetches Inter once painted, and a later load whose
  // browser has it switches to it after the server's HTML painted without it, which moves text (see the last test).
  await page.addInitScript(() => {
    if (window.top === window) localStorage.removeItem('font_cache');
  });
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || (message.type() === 'warning' && hydrationProblem.test(message.text())))
      problems.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  await watchFirstLoad(page);
  return { page, problems };
}

for (const browser4 of browsers)
  for (const scheme of schemes) {
    const combination = `${browser4.locale} ${scheme}`;
    const patterns = allRoutesIn.includes(combination)
      ? appRoutePatterns
      : appRoutePatterns.filter((p) => everyCombination.includes(p));
    test.describe(`first load in ${combination}`, () => {
      let tab: { page: Page; problems: string[] };
      test.beforeAll(async ({ browser }) => {
        tab = await openTab(browser, browser4, scheme);
      });
      test.afterAll(async () => tab.page.context().close());

      for (const pattern of patterns)
        test(`${pattern}: hydrated in ${browser4.language}, ${scheme}, without a console error, a shift or a call the HTML held`, async () => {
          const path = addresses.get(pattern) ?? pattern;
          const found = await checkFirstLoad(tab.page, path, tab.problems);
          expect(await tab.page.locator('html').getAttribute('lang'), path).toBe(browser4.language);
          expect(found, path).toEqual([]);
        });
    });
  }

test.describe('a returning visitor whose settings say Japanese and dark (cookies and storage), in an English browser', () => {
  let tab: { page: Page; problems: string[] };
  test.beforeAll(async ({ browser, baseURL }) => {
    tab = await openTab(browser, browsers[0] as Browser4, 'light');
    await tab.page.context().addCookies([
      { name: 'lang', value: 'ja', url: baseURL ?? '' },
      { name: 'appearance', value: 'dark', url: baseURL ?? '' },
    ]);
    await tab.page.addInitScript(() => {
      if (window.top === window && localStorage.getItem('settings') === null)
        localStorage.setItem('settings', JSON.stringify({ language: 'ja', appearance: 'dark' }));
    });
  });
  test.afterAll(async () => tab.page.context().close());

  for (const pattern of ['/', '/blog/articles/*', '/archive/movies', '/settings'])
    test(`${pattern}: hydrated in Japanese and dark`, async () => {
      const path = addresses.get(pattern) ?? pattern;
      const found = await checkFirstLoad(tab.page, path, tab.problems);
      const html = tab.page.locator('html');
      await expect(html).toHaveAttribute('lang', 'ja');
      await expect(html).toHaveAttribute('data-theme', 'dark');
      expect(found, path).toEqual([]);
    });
});

test('a returning visitor whose browser has Inter: the next page load does not move when the font applies', async ({
  browser,
}) => {
  // Known failure (issue 21): the server renders every page with the system font stack (global.css), and the
  // browser's theme puts Inter first in the stack once it has fetched it on an earlier load (lib/fonts.ts,
  // decision 0015): on a server-rendered page that switch comes after the first paint, and the header's nav and
  // every Latin text move (layout shift ~0.001–0.005 a page). The server has to know before its HTML what the
  // browser will use: a cookie mirroring `font_cache` (as `lang` and `appearance` mirror the settings) that the
  // render reads, or the first-paint inline script setting `--font-family` from localStorage. Remove `test.fail`
  // when it does.
  test.fail(true, 'the server does not yet render the font stack a returning visitor’s browser uses');
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await watchFirstLoad(page);
  await page.goto('/about');
  // The first load fetches Inter once painted and remembers it (`cacheDefaultFontLater`).
  await expect.poll(() => page.evaluate(() => localStorage.getItem('font_cache'))).not.toBeNull();
  const found = await checkFirstLoad(page, '/blog', []);
  await context.close();
  expect(found.filter((line) => line.startsWith('layout shift'))).toEqual([]);
});
