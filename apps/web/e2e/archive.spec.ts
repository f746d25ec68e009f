import { violations } from './axe-support.ts';
import { adminToken, englishInterface, guardConsole, signIn, unique } from './support.ts';
import { type APIRequestContext, expect, type Page, test } from './test.ts';

/**
 * The archive's overview, lists and rating reference (issue 17) against the real server, whose archive holds the
 * Letterboxd export and IMDb ratings of ../shared/fixtures/archive (imported by e2e/serve.mjs): the routes
 * [ROUTE-22][ROUTE-24], the lists' filters, sort, view and page in the address (kept on reload), region names in
 * each language [CONST-08], the admin's "Add", the pages at 320 and 1280 px, and axe's WCAG 2 A/AA checks in both
 * themes (the level colours' contrast among them). Detail pages and editing: B's specs.
 */

guardConsole();

type Summary = { id: string; title: string };
type ItemPage = { items: Summary[]; total: number };

/** A page of the archive's list as the API answers it (the same call the page makes). */
async function listApi(request: APIRequestContext, query: Record<string, string>): Promise<ItemPage> {
  const answer = await request.get('/api/archive/get_items.php', { params: query });
  expect(answer.ok()).toBe(true);
  return (await answer.json()).data;
}

/** The titles of the items the list shows, in order (grid cards and list rows both title with an h2 link). */
const shownTitles = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('link');

test.describe('in English', () => {
  englishInterface();

  test('[ROUTE-22] /archive shows the overview: counts, recently finished, the year per month, the ratings', async ({
    page,
    request,
  }) => {
    const movies = await listApi(request, { kind: 'movie', per_page: '1' });
    expect(movies.total).toBeGreaterThan(0);
    await page.goto('/archive');
    await expect(page.getByRole('heading', { level: 1, name: 'Archive' })).toBeVisible();
    const counts = page.getByRole('region', { name: 'In the archive' });
    const moviesCard = counts.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Movies' }) });
    await expect(moviesCard.getByRole('definition').last()).toHaveText(String(movies.total));
    await expect(page.getByRole('region', { name: 'Recently finished' }).getByRole('link').first()).toBeVisible();
    // The chart's numbers as a table for screen readers: one row per month.
    const table = page.getByRole('table', { name: 'Finished per month' });
    await expect(table.getByRole('row')).toHaveCount(13);
    const ratings = page.getByRole('region', { name: 'Rating distribution' });
    await expect(ratings.getByRole('img', { name: 'Rating: Myth' })).toBeVisible();
    await expect(ratings.getByRole('img', { name: 'Rating: No rating' })).toBeVisible();
    // The year chooser writes the address; a reload keeps the year.
    await page.getByLabel('Year', { exact: true }).selectOption('2022');
    await expect(page).toHaveURL(/\?year=2022$/);
    await expect(page.getByRole('heading', { name: /2022/ })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: /2022/ })).toBeVisible();
    await expect(page.getByLabel('Year', { exact: true })).toHaveValue('2022');
  });

  test('[ROUTE-22] /archive/movies and /archive/games show their lists, each item linking to its page', async ({
    page,
    request,
  }) => {
    const first = (await listApi(request, { kind: 'movie' })).items[0];
    await page.goto('/archive/movies');
    await expect(page.getByRole('heading', { level: 1, name: 'Movies' })).toBeVisible();
    await expect(shownTitles(page)).toHaveCount(24);
    await expect(shownTitles(page).first()).toHaveText(first?.title ?? '');
    await expect(shownTitles(page).first()).toHaveAttribute('href', `/archive/movies/${first?.id}`);
    // The item's own page (its route is the detail page's: archive-item.spec.ts covers it whole).
    await shownTitles(page).first().click();
    await expect(page).toHaveURL(`/archive/movies/${first?.id}`);
    await expect(page.getByRole('heading', { level: 1, name: first?.title })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Movies' })).toBeVisible();
    await page.goto('/archive/games');
    await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
    await expect(page.getByLabel('Genre', { exact: true })).toBeVisible();
  });

  test('[ROUTE-24] /archive/ref explains each level with examples, and shows how imported scores map', async ({
    page,
  }) => {
    await page.goto('/archive/ref');
    await expect(page.getByRole('heading', { level: 1, name: 'Rating reference' })).toBeVisible();
    // [CONST-06] the eight levels, and [CONST-07] no-rate.
    const spec = ['Normal', 'Good', 'Great', 'Epic', 'Legend', 'Myth', 'Ace', 'Incomparable'];
    for (const [level, name] of spec.entries())
      await expect(page.getByRole('heading', { level: 2, name: `${level} · ${name}` })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'No rating' })).toBeVisible();
    // Examples from the archive: the fixtures hold 5-star films, which import as Myth.
    const myth = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: '5 · Myth' }) });
    await expect(myth.getByRole('link').first()).toHaveAttribute('href', /^\/archive\/movies\//);
    // Decision 0023: 3 stars is Good, 4½ stars Legend, 2½ stars Normal; IMDb 7 is Great, 10 Myth.
    const stars = page.getByRole('table', { name: 'Letterboxd (stars)' });
    const imdb = page.getByRole('table', { name: 'IMDb (1–10)' });
    const levelOf = (table: typeof stars, score: string) =>
      table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: score, exact: true }) });
    await expect(levelOf(stars, '3 stars').getByRole('img')).toHaveAccessibleName('Rating: Good');
    await expect(levelOf(stars, '4.5 stars').getByRole('img')).toHaveAccessibleName('Rating: Legend');
    await expect(levelOf(stars, '2.5 stars').getByRole('img')).toHaveAccessibleName('Rating: Normal');
    await expect(levelOf(imdb, '7').getByRole('img')).toHaveAccessibleName('Rating: Great');
    await expect(levelOf(imdb, '10').getByRole('img')).toHaveAccessibleName('Rating: Myth');
  });

  test('list filters, sort, view and page are in the address and kept on reload', async ({ page, request }) => {
    await page.goto('/archive/movies');
    await expect(shownTitles(page)).toHaveCount(24);
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Watched' });
    await expect(page).toHaveURL(/[?&]status=done(&|$)/);
    await page.getByLabel('Sort by').selectOption({ label: 'Title' });
    await page.getByLabel('Order').selectOption({ label: 'Ascending' });
    await expect(page).toHaveURL(/\?status=done&sort=title&order=asc$/);
    const expected = await listApi(request, { kind: 'movie', status: 'done', sort: 'title', order: 'asc' });
    await expect(shownTitles(page).first()).toHaveText(expected.items[0]?.title ?? '');
    await page.getByRole('button', { name: 'Compact list' }).click();
    await expect(page.getByRole('button', { name: 'Compact list' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: /2/ }).first().click();
    await expect(page).toHaveURL(/\?status=done&sort=title&order=asc&page=2&view=list$/);
    const second = await listApi(request, {
      kind: 'movie',
      status: 'done',
      sort: 'title',
      order: 'asc',
      page: '2',
    });
    await expect(shownTitles(page).first()).toHaveText(second.items[0]?.title ?? '');
    await page.reload();
    await expect(shownTitles(page).first()).toHaveText(second.items[0]?.title ?? '');
    await expect(page.getByLabel('Status', { exact: true })).toHaveValue('done');
    await expect(page.getByLabel('Sort by')).toHaveValue('title');
    await expect(page.getByLabel('Order')).toHaveValue('asc');
    await expect(page.getByRole('button', { name: 'Compact list' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('[CONST-07] no-rate and the year range filter through the address, kept on reload', async ({
    page,
    request,
  }) => {
    await page.goto('/archive/movies?status=done&sort=title&order=asc&page=2&view=list');
    await expect(shownTitles(page).first()).toBeVisible();
    // No-rate is a filter of its own; a changed filter starts again at page 1.
    await page.getByLabel('Rating', { exact: true }).selectOption({ label: 'No rating' });
    await expect(page).toHaveURL(/\?status=done&level=none&sort=title&order=asc&view=list$/);
    const unrated = await listApi(request, {
      kind: 'movie',
      status: 'done',
      level: 'none',
      sort: 'title',
      order: 'asc',
    });
    await expect(page.getByText(`${unrated.total} item`)).toBeVisible();
    // The typed filters apply with Enter; the range survives a reload too.
    await page.getByLabel('From year').fill('1990');
    await page.getByLabel('To year').fill('1999');
    await page.getByLabel('To year').press('Enter');
    await expect(page).toHaveURL(/year_from=1990&year_to=1999/);
    const nineties = await listApi(request, {
      kind: 'movie',
      status: 'done',
      level: 'none',
      year_from: '1990',
      year_to: '1999',
      sort: 'title',
      order: 'asc',
    });
    const count =
      nineties.total === 0
        ? 'Nothing matches these filters.'
        : nineties.total === 1
          ? '1 item'
          : `${nineties.total} items`;
    await expect(page.getByText(count, { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('From year')).toHaveValue('1990');
    await expect(page.getByLabel('To year')).toHaveValue('1999');
    await expect(page.getByLabel('Rating', { exact: true })).toHaveValue('none');
    await expect(page.getByText(count, { exact: true })).toBeVisible();
  });

  test('the admin, and only the admin, gets "Add a game", which opens ?new=1 on the same list', async ({
    page,
    request,
  }) => {
    await page.goto('/archive/games?genre=rpg');
    await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add a game' })).toHaveCount(0);
    await signIn(page, await adminToken(request));
    await page.reload();
    await page.getByRole('button', { name: 'Add a game' }).click();
    await expect(page).toHaveURL(/\/archive\/games\?genre=rpg&new=1$/);
  });

  for (const width of [320, 1280])
    for (const path of ['/archive', '/archive/movies', '/archive/movies?view=list', '/archive/games', '/archive/ref'])
      test(`${path} fits a ${width} px wide screen`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      });
});

test('[CONST-08] region names show in each of the four languages', async ({ page, request }) => {
  const tag = unique('e2e-region', '-');
  const saved = await request.post('/api/archive/save_item.php', {
    data: {
      tokenid: await adminToken(request),
      item: {
        kind: 'game',
        title: `Region test ${tag}`,
        year: 2020,
        status: 'done',
        regions: ['JP', 'FR'],
        tags: [tag],
        game: { genres: ['rpg'] },
      },
    },
  });
  expect(saved.ok()).toBe(true);
  // The platform's region names (CLDR), as the spec's table shows a code by its display name.
  const names = {
    en: ['Japan', 'France'],
    zh: ['日本', '法国'],
    'zh-tw': ['日本', '法國'],
    ja: ['日本', 'フランス'],
  };
  for (const [language, [japan, france]] of Object.entries(names)) {
    await page.goto('/archive/games');
    await page.evaluate((lang) => localStorage.setItem('settings', JSON.stringify({ language: lang })), language);
    await page.goto(`/archive/games?tag=${tag}&view=list`);
    const row = page.getByRole('main').getByRole('article').filter({ hasText: tag });
    await expect(row, language).toContainText(`${japan}, ${france}`);
    // The region filter names the regions in the same language.
    await expect(page.locator('select option[value="FR"]'), language).toHaveText(france ?? '');
  }
});

test.describe('accessibility', () => {
  test.use({ bypassCSP: true }); // axe runs as an inline script (axe-support.ts)

  const paths = [
    '/archive',
    '/archive/movies',
    '/archive/movies?view=list&level=none',
    '/archive/games',
    '/archive/ref',
  ];
  for (const appearance of ['light', 'dark'] as const)
    for (const path of paths)
      test(`${path} passes axe's WCAG 2 A and AA checks, ${appearance} theme, as the admin`, async ({
        page,
        request,
      }) => {
        await page.addInitScript((a) => {
          if (window.top === window)
            localStorage.setItem('settings', JSON.stringify({ appearance: a, language: 'en' }));
        }, appearance);
        await signIn(page, await adminToken(request));
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // The content is in: no loading placeholder, nothing busy.
        await expect(page.getByRole('main').getByText('Loading…', { exact: true })).toHaveCount(0);
        await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
        expect(await violations(page)).toEqual([]);
      });
});
