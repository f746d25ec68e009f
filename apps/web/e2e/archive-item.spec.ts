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
import { type APIRequestContext, type Browser, expect, type Page, test } from './test.ts';

/**
 * The archive's item pages in Chromium against the real server, with the Letterboxd and IMDb fixtures imported
 * (e2e/serve.mjs): a movie's and a game's detail page [ROUTE-22], the products page with a product's community
 * posts [ROUTE-23], the admin's editor (create, edit, a cover upload, "watched today", delete, export), the detail
 * page in four languages, and 320 px / 1280 px without horizontal overflow.
 */

let admin = '';
test.beforeAll(async ({ request }) => {
  admin = await adminToken(request);
});

englishInterface();
// The not-found checks answer 404 and the wrong-type cover 415: Chromium logs each as a failed load.
guardConsole({ allow: /status of (404|415)/ });

type Summary = { id: string; title: string; kind: string };

/**
 * The id of the imported item of `kind` titled `title` whose rating came from `source` (a film may be in both the
 * Letterboxd export and the IMDb ratings: two items), read through the API.
 */
async function idByTitle(request: APIRequestContext, kind: string, title: string, source: string): Promise<string> {
  for (let page = 1; page < 50; page += 1) {
    const answer = await request.get(`/api/archive/get_items.php?kind=${kind}&per_page=100&page=${page}`);
    const { items } = (await answer.json()).data as { items: Summary[] };
    for (const item of items.filter((candidate) => candidate.title === title)) {
      const full = (await (await request.get(`/api/archive/get_item.php?id=${item.id}`)).json()).data;
      if (full.source_rating?.source === source) return item.id;
    }
    if (items.length < 100) break;
  }
  throw new Error(`no ${kind} titled ${title} rated on ${source}`);
}

/** Saves `item` as the admin through save_item.php (a JSON body), answering the stored item's id. */
async function saveItem(request: APIRequestContext, item: Record<string, unknown>): Promise<string> {
  const answer = await request.post('/api/archive/save_item.php', { data: { tokenid: admin, item } });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { data: { id: string } }).data.id;
}

/** A game with every kind of field filled, titled `title`. */
const gameInput = (title: string) => ({
  kind: 'game',
  title,
  titles: { ja: `${title}（日本語）` },
  year: 2017,
  regions: ['JP', 'US'],
  tags: ['e2e', 'hand-drawn'],
  status: 'done',
  level: 3,
  viewings: [
    { date: '2023-02-03', rewatch: false },
    { date: '2024-08-09', rewatch: true },
  ],
  comment: 'A long, quiet descent.',
  review: 'Worth every hour.\n\n>! The twist is in the last room.',
  links: [{ site: 'steam', url: 'https://store.steampowered.com/app/367520/' }],
  game: {
    genres: ['metroidvania', 'act'],
    platforms: ['PC', 'Switch'],
    developer: 'Team Cherry',
    publisher: 'Team Cherry',
    play_hours: 42.5,
  },
});

/** A new page of its own browser context (its own storage) in `language`, signed in with `tokenid` when given. */
async function freshPage(browser: Browser, language: string, tokenid?: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await setInitialLanguage(page, language);
  if (tokenid) await signIn(page, tokenid);
  return page;
}

/** How far the page is wider than its viewport, in px (0: no horizontal overflow). */

test('[ROUTE-22] /archive/movies/:id shows an imported movie: titles, rating with the source’s own score, viewings, review, comments', async ({
  page,
  request,
}) => {
  const id = await idByTitle(request, 'movie', 'Harvey Middleman, Fireman', 'letterboxd');
  const response = await page.goto(`/archive/movies/${id}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Harvey Middleman, Fireman' })).toBeVisible();
  // ratings.csv: 3.5 of Letterboxd's 5 stars, kept beside the level.
  await expect(page.getByRole('img', { name: '3.5 of 5 stars on Letterboxd' })).toBeVisible();
  await expect(page.getByText('★★★½ on Letterboxd')).toBeVisible();
  await expect(page.getByRole('link', { name: 'What the levels mean' })).toHaveAttribute('href', '/archive/ref');
  // diary.csv / reviews.csv: watched 2025-09-28, with a review.
  await expect(page.getByRole('region', { name: /^Watched/ }).getByText('Sep 28, 2025')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Review' })).toContainText('quoted');
  await expect(page.getByRole('heading', { name: /^Comments/ })).toBeVisible();

  const imdb = await idByTitle(request, 'movie', 'Jimmy Neutron: Boy Genius', 'imdb');
  await page.goto(`/archive/movies/${imdb}`);
  await expect(page.getByText('5/10 on IMDb')).toBeVisible();
});

test('[ROUTE-22] an unknown id, or a movie’s id under /archive/games/, is not found (HTTP 404 and a not-found page)', async ({
  page,
  request,
}) => {
  const movie = await idByTitle(request, 'movie', 'Harvey Middleman, Fireman', 'letterboxd');
  for (const path of ['/archive/movies/no-such-item-e2e', `/archive/games/${movie}`]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Item not found' })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Back to the games' })).toHaveAttribute('href', '/archive/games');
});

test('[ROUTE-22] [CONST-04] [CONST-06] /archive/games/:id shows a game: genres, platforms, play time, regions, level, every play, spoilers closed', async ({
  page,
  request,
}) => {
  const title = unique('E2E Knight', ' ');
  const id = await saveItem(request, gameInput(title));
  await page.goto(`/archive/games/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Rating: Epic' })).toBeVisible();
  await expect(page.getByText('Metroidvania')).toBeVisible();
  await expect(page.getByText('PC, Switch')).toBeVisible();
  await expect(page.getByText('Team Cherry').first()).toBeVisible();
  await expect(page.getByText('42.5 hours')).toBeVisible();
  await expect(page.getByText('Japan, United States')).toBeVisible();
  const plays = page.getByRole('region', { name: 'Played 2 times' });
  await expect(plays.getByRole('listitem')).toHaveText(['Feb 3, 2023', 'Aug 9, 2024replay']);
  await expect(page.getByText('A long, quiet descent.')).toBeVisible();
  const twist = page.getByText('The twist is in the last room.');
  await expect(twist).toBeHidden();
  await page.getByText('Spoiler (click to show)').click();
  await expect(twist).toBeVisible();
  await expect(page.getByRole('link', { name: 'Steam' })).toHaveAttribute(
    'href',
    'https://store.steampowered.com/app/367520/',
  );
});

test('[CONST-06] [CONST-08] the detail page in four languages: region names, level label and status follow the language', async ({
  browser,
  request,
}) => {
  const title = unique('E2E Languages', ' ');
  const id = await saveItem(request, gameInput(title));
  const expected = {
    en: { region: 'Japan, United States', level: 'Epic', status: 'Played' },
    zh: { region: '日本、美国' },
    'zh-tw': { region: '日本、美國' },
    ja: { region: '日本、アメリカ合衆国' },
  } as const;
  const levels: string[] = [];
  for (const [language, want] of Object.entries(expected)) {
    const page = await freshPage(browser, language);
    await page.goto(`/archive/games/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(want.region, { exact: true })).toBeVisible();
    const badge = page.locator('[data-level="3"]').first();
    levels.push((await badge.textContent()) ?? '');
    if ('level' in want) {
      expect(levels.at(-1)).toBe(want.level);
      await expect(page.getByText(want.status, { exact: true }).first()).toBeVisible();
    }
    if (language === 'ja') await expect(page.getByText(`${title}（日本語）`)).toBeVisible(); // its title in Japanese
    await page.context().close();
  }
  // Each language names the level in its own words.
  expect(new Set(levels).size).toBe(4);
});

test('[ROUTE-23] /archive/products: a user posts on a product, a guest reads and cannot post, the admin deletes', async ({
  page,
  browser,
  request,
}) => {
  const title = unique('E2E Keyboard', ' ');
  const id = await saveItem(request, {
    kind: 'product',
    title,
    status: 'progress',
    level: 2,
    comment: 'Quiet switches.',
    product: { brand: 'Keychron', category: 'Keyboard', price: 3299, currency: 'CNY', bought_at: 'JD.com' },
  });
  const post = unique('e2e-experience', ' ');

  // A signed-in user posts from the product's own address.
  await signIn(page, await registerByApi(request, unique('poster')));
  await page.goto('/archive/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await page.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(`/archive/products?item=${id}`);
  await expect(page.getByRole('link', { name: title })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByText('CN¥3,299.00').first()).toBeVisible();
  await expect(page.getByText('Keychron · Keyboard').first()).toBeVisible();
  await page.getByLabel('Your comment').fill(post);
  await page.getByRole('button', { name: 'Post comment' }).click();
  await expect(page.getByText('Posted Comment Success')).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: post })).toBeVisible();

  // A guest reads the post at the shared address, and is offered to log in instead of a form.
  const guest = await freshPage(browser, 'en');
  await guest.goto(`/archive/products?item=${id}`);
  await expect(guest.getByRole('article').filter({ hasText: post })).toBeVisible();
  await expect(guest.getByLabel('Your comment')).toHaveCount(0);
  await expect(guest.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/account/login');
  const refused = await guest.request.post('/api/comments/post_comment.php', {
    form: { target: `/archive/products/${id}`, text: 'guest try', guest_nickname: 'g' },
  });
  expect(refused.status()).toBe(401);
  await guest.context().close();

  // The admin deletes it.
  const adminPage = await freshPage(browser, 'en', admin);
  await adminPage.goto(`/archive/products?item=${id}`);
  const entry = adminPage.getByRole('article').filter({ hasText: post });
  await entry.getByRole('button', { name: 'Delete' }).click();
  await adminPage.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(adminPage.getByText('Deleted Comment Success')).toBeVisible();
  await expect(adminPage.getByText(post)).toHaveCount(0);
  await adminPage.context().close();
});

/** A real PNG of `size` px square, drawn by the page's canvas, as bytes. */
async function pngBytes(page: Page, size = 24): Promise<Buffer> {
  const base64 = await page.evaluate((side) => {
    const canvas = document.createElement('canvas');
    canvas.width = side;
    canvas.height = side;
    const context = canvas.getContext('2d');
    if (context) {
      context.fillStyle = '#b04a05';
      context.fillRect(0, 0, side, side);
    }
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  }, size);
  return Buffer.from(base64, 'base64');
}

test('admin: creates an item of another kind from a list page’s editor (?new=1), with a wrong-type file (415) and a real cover upload', async ({
  page,
}) => {
  const title = unique('E2E Anime', ' ');
  await signIn(page, admin);
  await page.goto('/archive/products');
  await page.getByRole('button', { name: 'Add a product' }).click();
  await expect(page).toHaveURL(/\?new=1$/);
  const dialog = page.getByRole('dialog', { name: 'New item' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Kind').selectOption({ label: 'Movie' });
  await dialog.getByLabel('Original title').fill(title);
  await dialog.getByLabel('Year').fill('20x1');
  await dialog.getByLabel('Regions').fill('JP');
  await dialog.getByLabel('Rating level').selectOption({ label: '4 Legend' });
  await dialog.getByLabel('Type', { exact: true }).selectOption({ label: 'Anime film' });
  await dialog.getByLabel('Directors').fill('Satoshi Kon');

  // A file that is no picture: the server's 415, in words, next to the field.
  const file = dialog.getByLabel('Upload a cover picture');
  await file.setInputFiles({
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('just some text, not a picture'),
  });
  await expect(dialog.getByText('notes.png is not a picture the site accepts')).toBeVisible();
  await file.setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: await pngBytes(page) });
  await expect(dialog.getByRole('textbox', { name: 'Cover address' })).toHaveValue(/^\/media\/cover\//);

  // The schema's check names the field before anything is sent; fixed, the save goes through.
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByLabel('Year')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText(/^Not accepted/).first()).toBeVisible();
  await dialog.getByLabel('Year').fill('2001');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Added “${title}”`)).toBeVisible();
  await expect(page).toHaveURL(/\/archive\/movies\/[A-Za-z0-9_-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('img', { name: `Cover of ${title}` })).toHaveAttribute('src', /^\/media\/cover\//);
  await expect(page.getByRole('img', { name: 'Rating: Legend' })).toBeVisible();
  // In the item's card (the closing editor's options fade out beside it for 300 ms).
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 1, name: title }) });
  await expect(card.getByText('Anime film')).toBeVisible();
  await expect(card.getByText('Satoshi Kon')).toBeVisible();
});

test('admin: edits an item (?edit=1, closing with changes asks first), marks it watched today, exports JSON and CSV, deletes it', async ({
  page,
  request,
}) => {
  const title = unique('E2E Paprika', ' ');
  const id = await saveItem(request, { kind: 'movie', title, status: 'want', movie: { type: 'anime_movie' } });
  await signIn(page, admin);
  await page.goto(`/archive/movies/${id}`);
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page).toHaveURL(`/archive/movies/${id}?edit=1`);
  const editor = page.getByRole('dialog', { name: `Edit ${title}` });
  await editor.getByLabel('Short comment').fill('Dreams inside dreams.');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(editor.getByLabel('Short comment')).toHaveValue('Dreams inside dreams.');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Saved “${title}”`)).toBeVisible();
  await expect(page).toHaveURL(`/archive/movies/${id}`);
  // The item's own card (the closed editor's fields fade out beside it for 300 ms).
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 1, name: title }) });
  await expect(card.getByText('Dreams inside dreams.')).toBeVisible();

  // One click: watched today.
  await expect(card.getByText('Want to watch', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Watched today' }).click();
  await expect(page.getByRole('region', { name: 'Watched once' })).toBeVisible();
  await expect(card.getByText('Watched', { exact: true })).toBeVisible();

  // Export: both files download, the JSON one in the archive's export format.
  const [json] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export JSON' }).click(),
  ]);
  expect(json.suggestedFilename()).toMatch(/^archive-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await readDownload(json));
  expect(exported.format).toBe('site-archive');
  expect(exported.items.some((item: { title: string }) => item.title === title)).toBe(true);
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/\.csv$/);
  expect(await readDownload(csv)).toContain(title);

  // Delete, confirmed.
  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(title);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`Deleted “${title}”`)).toBeVisible();
  await expect(page).toHaveURL('/archive/movies');
  const gone = await request.get(`/api/archive/get_item.php?id=${id}`);
  expect((await gone.json()).message).toBe('not_found');
});

/** The text of a finished download. */
async function readDownload(download: { createReadStream: () => Promise<NodeJS.ReadableStream> }): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

test('the detail page, the products page and the editor fit 320 px and 1280 px without horizontal overflow', async ({
  page,
  request,
}) => {
  const id = await saveItem(request, gameInput(unique('E2E A rather long game title that has to wrap somewhere', ' ')));
  const product = await saveItem(request, {
    kind: 'product',
    title: unique('E2E Narrow', ' '),
    status: 'done',
    product: { brand: 'Brand', category: 'Category', price: 12.5, currency: 'USD', bought_at: 'A shop' },
  });
  await signIn(page, admin);
  for (const width of [320, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of [`/archive/games/${id}`, `/archive/products?item=${product}`, `/archive/games/${id}?edit=1`]) {
      await page.goto(path);
      // The open editor makes the page behind it inert (hidden from the accessibility tree).
      if (path.endsWith('edit=1')) await expect(page.getByRole('dialog')).toBeVisible();
      else await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      expect(await horizontalOverflow(page), `${path} at ${width}px`).toBeLessThanOrEqual(0);
    }
  }
});
