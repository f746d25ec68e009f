import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { audioState, preparePage } from './music-support.ts';
import { guardConsole } from './support.ts';
import { expect, type Page, test } from './test.ts';

/**
 * Issue 22, must show "e2e in Chromium, four languages": the header search by keyboard only (`/`, type, arrows,
 * Enter lands on the result; Ctrl+K and Escape), the results page (its query, a kind filter, a page link) and a lyric
 * result that plays its song from its line. The content is the e2e server's: the demo seed (articles, the demo songs
 * with their lyrics) and the imported fixtures (blog posts, the archive's films).
 */

guardConsole();

const localesDir = resolve(dirname(fileURLToPath(import.meta.url)), '../src/locales');

/** The app's string `key` (`namespace:dotted.path`) in `lang`, `{{name}}` filled from `values`; `count` picks a plural. */
function text(lang: string, key: string, values: Record<string, string | number> = {}): string {
  const [namespace = '', path = ''] = key.split(':');
  const strings = JSON.parse(readFileSync(resolve(localesDir, lang, `${namespace}.json`), 'utf8'));
  const parts = path.split('.');
  const last = parts.pop() ?? '';
  let node: Record<string, unknown> = strings;
  for (const part of parts) node = node[part] as Record<string, unknown>;
  const plural = values.count === 1 && `${last}_one` in node ? `${last}_one` : `${last}_other`;
  const found = node[last] ?? node[plural];
  if (typeof found !== 'string') throw new Error(`no string ${key} in ${lang}`);
  return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
}

const languages = [
  { locale: 'en-US', lang: 'en' },
  { locale: 'zh-CN', lang: 'zh' },
  { locale: 'zh-TW', lang: 'zh-tw' },
  { locale: 'ja-JP', lang: 'ja' },
] as const;

/** The demo song "Lantern Lodge" sings "the kettle hums a quiet tune;" from 0:07.2 (beat 12 at 100 bpm). */
const lyricQuery = 'kettle';
const lyricLine = 'the kettle hums a quiet tune;';
const lyricTime_s = 7.2;

/** A query found in most of the content (articles, films, lyrics): more than a page, several kinds. */
const broadQuery = 'the';

const dialog = (page: Page) => page.getByRole('dialog');

/**
 * Waits until the results shown are the address's: while the next page or filter loads, the previous answer stays
 * on screen and the results section is `aria-busy`.
 */
const settled = (page: Page) => expect(page.locator('main section[aria-busy="false"]')).toHaveCount(1);

for (const { locale, lang } of languages) {
  test.describe(`site search in ${lang}`, () => {
    test.use({ locale });
    test.beforeEach(async ({ page }) => {
      await preparePage(page, { language: lang });
    });

    test('the header search by keyboard only: / opens it, the arrows choose, Enter lands on the result', async ({
      page,
    }) => {
      await page.goto('/');
      await page.keyboard.press('/');
      const box = dialog(page).getByRole('combobox', { name: text(lang, 'search:dialog.input') });
      await expect(box).toBeFocused();
      await page.keyboard.type(lyricQuery);
      const listbox = dialog(page).getByRole('listbox');
      await expect(listbox.getByRole('group', { name: text(lang, 'search:kinds.song') })).toBeVisible();
      await expect(box).toHaveAttribute('aria-expanded', 'true');
      await expect(dialog(page).getByRole('status')).toHaveText(/\d/);
      const all = listbox.getByRole('option', { name: text(lang, 'search:dialog.all_results', { q: lyricQuery }) });
      await expect(all).toBeVisible();
      // Down to the first result, up past the top to the last row ("all results"), Home back to the first.
      await page.keyboard.press('ArrowDown');
      const first = listbox.getByRole('option').first();
      await expect(first).toHaveAttribute('aria-selected', 'true');
      await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
      await page.keyboard.press('ArrowUp');
      await expect(all).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('Home');
      await expect(first).toHaveAttribute('aria-selected', 'true');
      const title = (await first.locator('[id$="-title"]').textContent()) ?? '';
      expect(title).not.toBe('');
      await page.keyboard.press('Enter');
      await expect(dialog(page)).toHaveCount(0);
      await expect(page.locator('h1')).toContainText(title);
      expect(new URL(page.url()).pathname).not.toBe('/');

      // Ctrl+K opens it again; Escape closes it and the focus goes back to the header's search link.
      await page.keyboard.press('Control+k');
      await expect(dialog(page).getByRole('combobox')).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(dialog(page).locator(':focus')).toHaveCount(1); // the focus stays in the dialog
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toHaveCount(0);
      await expect(
        page.getByRole('banner').getByRole('link', { name: text(lang, 'layout:header.search') }),
      ).toBeFocused();

      // "All results for …" goes to the results page of the text.
      await page.keyboard.press('Control+k');
      await page.keyboard.type(lyricQuery);
      await expect(all).toBeVisible();
      await page.keyboard.press('End'); // no option active yet: the caret's key, not the list's
      await page.keyboard.press('ArrowUp');
      await expect(all).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(`/search?q=${lyricQuery}`);
      await expect(
        page.getByRole('heading', { level: 2, name: text(lang, 'search:results_for', { q: lyricQuery }) }),
      ).toBeVisible();
    });

    test('the results page: the query, a kind filter with its count, and a page link', async ({ page }) => {
      await page.goto(`/search?q=${broadQuery}`);
      await expect(page.locator('h1')).toHaveText(text(lang, 'search:title'));
      await expect(page.getByRole('searchbox', { name: text(lang, 'search:label') })).toHaveValue(broadQuery);
      const results = page.locator('main ol > li');
      await expect(results).toHaveCount(10);
      const chips = page.getByRole('navigation', { name: text(lang, 'search:filters') });
      await expect(chips.locator('[aria-current="page"]')).toHaveAttribute('href', `/search?q=${broadQuery}`);
      // The films' chip: its count is the filtered page's total, and every result is a film.
      const films = chips.getByRole('link', { name: new RegExp(`^${text(lang, 'search:kinds.movie')}`) });
      const count = Number(/(\d+)\D*$/.exec((await films.textContent()) ?? '')?.[1]);
      expect(count).toBeGreaterThan(0);
      await films.click();
      await expect(page).toHaveURL(`/search?q=${broadQuery}&kind=movie`);
      await settled(page);
      await expect(chips.locator('[aria-current="page"]')).toHaveText(
        text(lang, 'search:chip', { name: text(lang, 'search:kinds.movie'), count }),
      );
      await expect(page.getByText(text(lang, 'search:count', { count }), { exact: true })).toBeVisible();
      await expect(results.first()).toBeVisible();
      const badges = await results.locator('article > p:first-child > span:first-child').allTextContents();
      expect(new Set(badges)).toEqual(new Set([text(lang, 'search:kind.movie')]));
      // Back to every kind, then page 2: a real link with the query in it, other results.
      await chips.getByRole('link').first().click();
      await expect(page).toHaveURL(`/search?q=${broadQuery}`);
      await settled(page);
      const firstPage = await results.locator('h3 a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      const pager = page.getByRole('navigation', { name: text(lang, 'search:pages') });
      const second = pager.getByRole('link', { name: /2/ }).first();
      await expect(second).toHaveAttribute('href', `/search?q=${broadQuery}&page=2`);
      await second.click();
      await expect(page).toHaveURL(`/search?q=${broadQuery}&page=2`);
      await expect(pager.locator('[aria-current="page"]')).toHaveText('2');
      await settled(page);
      const secondPage = await results.locator('h3 a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(secondPage.filter((href) => firstPage.includes(href))).toEqual([]);
      // What matched is marked.
      await expect(page.locator('main mark').first()).toBeVisible();
    });

    test('a lyric result plays its song from its line', async ({ page }) => {
      await page.goto(`/search?q=${lyricQuery}&kind=song`);
      const result = page
        .locator('main ol > li')
        .filter({ hasText: text(lang, 'search:lyric_at', { time: '0:07' }) })
        .first();
      await expect(result).toContainText(lyricLine);
      await expect(result.locator('mark').first()).toHaveText(/kettle/i);
      const link = result.locator('h3 a');
      const href = (await link.getAttribute('href')) ?? '';
      expect(href).toMatch(/^\/archive\/music\/songs\/[^?]+\?t=\d+(\.\d+)?$/);
      const start_s = Number(new URL(href, 'http://x').searchParams.get('t'));
      expect(Math.abs(start_s - lyricTime_s)).toBeLessThan(0.05);
      await link.click();
      await expect(page).toHaveURL(href);
      await expect(page.getByText(text(lang, 'music:song.from_line', { time: '0:07', line: lyricLine }))).toBeVisible();
      // The navigation came from a click: the browser lets it play, from the line on.
      await expect
        .poll(async () => {
          const audio = await audioState(page);
          return audio.src !== '' && !audio.paused && audio.time >= start_s;
        })
        .toBe(true);
    });
  });
}

test('every page’s head offers the site’s OpenSearch description, also after a navigation', async ({
  page,
  request,
}) => {
  const link = page.locator('head link[rel="search"]');
  await page.goto('/blog');
  await expect(link).toHaveAttribute('type', 'application/opensearchdescription+xml');
  await expect(link).toHaveAttribute('href', '/opensearch.xml');
  const name = (await (await request.get('/api/site/get_site_info.php')).json()).data.name;
  await expect(link).toHaveAttribute('title', name);
  await page
    .getByRole('banner')
    .getByRole('link', { name: text('zh', 'layout:header.search') })
    .click({
      modifiers: [],
    });
  await page.keyboard.press('Escape');
  await page.locator('header nav a[href="/archive"]').first().click();
  await expect(page).toHaveURL('/archive');
  await expect(link).toHaveCount(1);
  const description = await request.get('/opensearch.xml');
  expect(description.headers()['content-type']).toContain('application/opensearchdescription+xml');
  expect(await description.text()).toContain('/search?q={searchTerms}');
});
