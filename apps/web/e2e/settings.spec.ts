import { readFileSync } from 'node:fs';
import { guardConsole } from './support.ts';
import { expect, type Response, test } from './test.ts';

// Settings in a real browser against the real server (rules SET, THEME, I18N; see src/features/settings).

guardConsole();

test('[I18N-07] [I18N-08] changing the language on /settings sets <html lang> and shows the toast', async ({
  page,
}) => {
  await page.goto('/settings');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  await page.getByRole('combobox', { name: '语言', exact: true }).selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByText('Language has changed')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
});

for (const [locale, language, heading] of [
  ['en-US', 'en', 'Settings'],
  ['zh-TW', 'zh-tw', '設定'],
  ['zh-HK', 'zh-tw', '設定'],
  ['ja-JP', 'ja', '設定'],
  ['de-DE', 'zh', '设置'],
] as const) {
  test(`a first visit from a ${locale} browser starts in ${language}, whose strings the HTML preloads (issue 19)`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    const files = stringsFiles();
    const fetched = new Set<string>();
    page.on('request', (request) => {
      const strings = files.get(new URL(request.url()).pathname);
      if (strings) fetched.add(strings);
    });
    const response = await page.goto('/settings');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const html = (await response?.text()) ?? '';
    const preloaded = [...files].filter(([file]) => html.includes(file)).map(([, strings]) => strings);
    expect(new Set(preloaded)).toEqual(new Set([language]));
    await page.waitForLoadState('networkidle');
    expect(fetched).toEqual(new Set([language]));
    // Nothing was stored: the browser's language is the default, not a choice.
    expect(await page.evaluate(() => localStorage.getItem('settings'))).toBeNull();
    await context.close();
  });
}

/** Built strings file (`assets/...js`) -> its language, from the build manifest: every strings chunk of the app. */
function stringsFiles(): Map<string, string> {
  const manifest = JSON.parse(readFileSync(new URL('../dist/.vite/manifest.json', import.meta.url), 'utf8')) as Record<
    string,
    { file: string; name?: string }
  >;
  const files = new Map<string, string>();
  for (const [source, chunk] of Object.entries(manifest)) {
    const language = /^src\/locales\/([^/]+)\//.exec(source)?.[1] ?? /^strings-(.+)$/.exec(chunk.name ?? '')?.[1];
    if (language) files.set(`/${chunk.file}`, language);
  }
  return files;
}

test("[I18N-02] a page fetches its own language's strings only (English is filled in by the build)", async ({
  page,
}) => {
  const files = stringsFiles();
  const fetched: string[] = [];
  page.on('request', (request) => {
    const language = files.get(new URL(request.url()).pathname);
    if (language) fetched.push(language);
  });
  await page.goto('/');
  await expect(page.getByRole('link', { name: '博客', exact: true }).first()).toBeVisible();
  await page.goto('/settings');
  await page.getByRole('combobox', { name: '语言', exact: true }).selectOption('ja');
  await expect(page.getByRole('heading', { level: 1, name: '設定' })).toBeVisible();
  await page.goto('/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await page.waitForLoadState('networkidle');
  // zh's strings (shell, home, settings), then ja's after the switch and on the next load; never English's.
  expect(fetched.length).toBeGreaterThan(3);
  expect(new Set(fetched)).toEqual(new Set(['zh', 'ja']));
});

test('[THEME-02] appearance "keep dark" shows the dark theme and survives a reload [SET-12]', async ({ page }) => {
  await page.goto('/settings');
  await page.getByRole('radio', { name: '保持深色' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('settings'))) ?? '{}')).toMatchObject({
    appearance: 'dark',
  });
});

test('[THEME-07] a chosen theme colour shows at once, and the next page load paints it without the colour maths', async ({
  page,
}) => {
  await page.goto('/settings');
  const main = () => page.evaluate(() => document.documentElement.style.getPropertyValue('--color-main'));
  expect(await main()).toBe('#0099ff');
  await page.getByRole('button', { name: '使用颜色 #e91e63' }).click();
  await expect.poll(main).toBe('#e91e63');
  // Its light variant: 70% colour with 30% white per channel, 0.7 × (233, 30, 99) + 0.3 × 255 rounded.
  const light = () => page.evaluate(() => document.documentElement.style.getPropertyValue('--color-main-light'));
  expect(await light()).toBe('#f06292');

  const colourMaths: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/theme-colors-[^/]*\.js$/.test(request.url())) colourMaths.push(request.url());
  });
  // From the page's first script on: the colour it shows before anything renders.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.getElementById('root')?.firstChild) return;
      // The colour in force, wherever it comes from: the server's first-paint CSS (its `color` cookie,
      // decision 0029) or the app's variables on <html>.
      (window as { firstColour?: string }).firstColour = getComputedStyle(document.documentElement)
        .getPropertyValue('--color-main')
        .trim();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: '设置' })).toBeVisible();
  expect(await page.evaluate(() => (window as { firstColour?: string }).firstColour)).toBe('#e91e63');
  expect(colourMaths).toEqual([]);
});

test('[SET-01] a malformed "settings" value still loads the site with the defaults', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('settings', '{"appearance": "dark", oops');
      sessionStorage.setItem('seeded', '1');
    }
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: '设置' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  await expect(page.getByRole('radio', { name: '跟随系统' })).toBeChecked();
  expect(errors).toEqual([]);
});

test('[SET-13] a change made in another tab reloads the settings here', async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await first.goto('/settings');
  await second.goto('/settings');
  await expect(first.locator('html')).toHaveAttribute('data-theme', 'light');
  await second.getByRole('radio', { name: '保持深色' }).check();
  await expect(first.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(first.getByRole('radio', { name: '保持深色' })).toBeChecked();
});

test('[THEME-13] a first page load paints without fetching Inter, fetches it after, and the next load shows it from its first paint', async ({
  page,
}) => {
  const bodyFont = () => page.evaluate(() => getComputedStyle(document.body).fontFamily);
  await page.goto('/');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  expect(await bodyFont()).not.toContain('Inter');
  // Once the page has painted and the browser is idle, Inter's Latin file is fetched and remembered.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('font_cache')))
    .toMatch(/^\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/);
  const timing = await page.evaluate(() => {
    // The frame's rendering time (`paintTime`), not its presentation (`startTime`), which the compositor reports a
    // few to tens of ms later and asynchronously: work started right after the painted frame can precede it.
    const paint = performance.getEntriesByName('first-contentful-paint')[0] as
      | (PerformanceEntry & { paintTime?: number })
      | undefined;
    return {
      paint: paint?.paintTime ?? paint?.startTime ?? Number.NaN,
      fetches: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/assets/inter-'))
        .map((entry) => entry.startTime),
    };
  });
  expect(timing.fetches).toHaveLength(1);
  expect(timing.fetches[0]).toBeGreaterThan(timing.paint);
  expect(await bodyFont()).not.toContain('Inter'); // this page keeps its font: nothing moves under the reader

  await page.reload();
  expect(await bodyFont()).toMatch(/^"?Inter Variable"?,/);
  await expect.poll(() => page.evaluate(() => document.fonts.check("1em 'Inter Variable'", 'a'))).toBe(true);
});

test('the Kaiti font downloads only the parts of the characters a page shows (issue 19: it was one 7.2 MB file)', async ({
  page,
}) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem('settings')) localStorage.setItem('settings', JSON.stringify({ font: 'kaiti' }));
  });
  const parts: Response[] = [];
  page.on('response', (response) => {
    if (/lxgw-?wenkai.*\.woff2$/i.test(new URL(response.url()).pathname)) parts.push(response);
  });
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The font's CSS loads once the setting applies; the browser then fetches the parts of the page's characters.
  await expect.poll(() => parts.length, { timeout: 15_000 }).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  const total = (await Promise.all(parts.map(async (part) => (await part.body()).length))).reduce((a, b) => a + b, 0);
  // A page of Chinese text needs a few of the font's 97 parts: far from the whole font.
  expect(total).toBeLessThan(3 * 1024 * 1024);
});
