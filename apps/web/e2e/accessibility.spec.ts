import { violations } from './axe-support.ts';
import { fullPlayer, miniPlayer, playDemoSong, preparePage } from './music-support.ts';
import { allowConsoleErrors, guardConsole } from './support.ts';
import { expect, test } from './test.ts';

/**
 * Accessibility of the site's main pages, checked by axe-core (a test-time oracle, MPL-2.0, devDependency only)
 * for the WCAG 2 A and AA rules it can decide automatically: names of controls, landmarks, labels, ARIA use and
 * colour contrast. Every page in the light and the dark theme, with the English interface and the default one
 * (Simplified Chinese). Keyboard use and focus trapping are driven by the widget, layout and account specs.
 */

const pages = [
  '/',
  '/blog',
  '/blog/categories',
  '/blog/tags',
  '/blog/tags/frontend',
  '/blog/search?q=the',
  '/blog/articles/hexo-news/2019-10-14-hexo-4-released',
  '/blog/articles/study/frontend/css-clamp',
  '/blog/articles/life/autumn-walk',
  '/about',
  '/about/message_board',
  '/archive/music',
  '/archive/music/songs',
  '/settings',
  '/account/login',
  '/laboratory/components/dialog',
  '/about/terms',
  '/start',
  '/account/register',
  '/no/such/page',
];

guardConsole();
// axe runs as an inline script, which the site's CSP rightly refuses; the pages themselves need no exception.
test.use({ bypassCSP: true });

for (const appearance of ['light', 'dark'] as const)
  for (const language of ['en', 'zh'] as const)
    test(`the main pages pass axe's WCAG 2 A and AA checks, ${appearance} theme, ${language} interface`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.addInitScript(
        ([a, l]) => {
          if (window.top === window) localStorage.setItem('settings', JSON.stringify({ appearance: a, language: l }));
        },
        [appearance, language],
      );
      // Toasts of both kinds on screen (the polite and the assertive list), then the same checks.
      await page.goto('/laboratory/components/toast', { waitUntil: 'networkidle' });
      for (const name of language === 'en' ? ['Success toast', 'Error toast'] : ['成功提示', '错误提示'])
        await page.getByRole('main').getByRole('button', { name }).click();
      await expect(page.getByRole('status').or(page.getByRole('alert')).getByRole('button')).toHaveCount(2);
      expect(await violations(page), 'toasts').toEqual([]);
      for (const path of pages) {
        await page.goto(path, { waitUntil: 'networkidle' });
        await expect(page.getByRole('main')).toBeVisible();
        // The unknown address is answered 404 on purpose; Chromium logs that load as an error.
        if (path === '/no/such/page') allowConsoleErrors(page, /status of 404/);
        expect(await violations(page), path).toEqual([]);
      }
    });

test("an article's picture viewer, open, passes the same checks", async ({ page }) => {
  await page.addInitScript(() => {
    if (window.top === window) localStorage.setItem('settings', JSON.stringify({ language: 'en' }));
  });
  await page.goto('/blog/articles/life/autumn-walk', { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: /^Enlarge picture/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await violations(page), 'picture viewer').toEqual([]);
});

for (const appearance of ['light', 'dark'] as const)
  test(`the music player, mini and full screen, passes the same checks while it plays, ${appearance} theme`, async ({
    page,
  }) => {
    await preparePage(page);
    await page.addInitScript((a) => {
      if (window.top === window)
        localStorage.setItem(
          'settings',
          JSON.stringify({ ...JSON.parse(localStorage.getItem('settings') ?? '{}'), appearance: a }),
        );
    }, appearance);
    await playDemoSong(page, 'Lantern Lodge');
    await expect(miniPlayer(page)).toBeVisible();
    expect(await violations(page), 'songs page with the mini player').toEqual([]);
    await miniPlayer(page).getByRole('button', { name: '打开全屏播放器' }).click();
    await expect(fullPlayer(page)).toBeVisible();
    expect(await violations(page), 'full player').toEqual([]);
    // At 1280 px the full player opens on its lyrics (issue 19).
    await expect(fullPlayer(page).getByRole('region', { name: '歌词', exact: true })).toBeVisible();
    expect(await violations(page), 'full player with its lyrics').toEqual([]);
    await fullPlayer(page).getByRole('button', { name: '播放列表', exact: true }).click();
    await expect(fullPlayer(page).getByRole('region', { name: /^播放列表/ })).toBeVisible();
    expect(await violations(page), 'full player with its queue').toEqual([]);
  });
