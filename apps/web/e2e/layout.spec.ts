import { englishInterface, guardConsole, header } from './support.ts';
import { expect, test } from './test.ts';

// The app shell in a real browser against the real server (rules LAYOUT, ROUTE-03; see src/app/layout).
// English interface, so names are predictable; the default (zh) is covered by the settings specs.

englishInterface();
guardConsole();

test('[LAYOUT-14] the header is transparent at scroll 0 and opaque at scroll 20', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto('/about/terms');
  await expect(header(page)).toHaveAttribute('data-transparent', 'true');
  await page.evaluate(() => window.scrollTo(0, 20));
  await expect(header(page)).toHaveAttribute('data-transparent', 'false');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header(page)).toHaveAttribute('data-transparent', 'true');
});

test('[LAYOUT-09] the nav is wide at 1280 px and collapses into a menu at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/about');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Blog', exact: true })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Menu' })).toHaveCount(0);

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(nav.getByRole('button', { name: 'Menu' })).toBeVisible();
  await expect(nav.getByRole('link')).toHaveCount(0);
  await nav.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('menuitem', { name: 'Update log' }).click();
  await expect(page).toHaveURL(/\/about\/update$/);
});

test('[LAYOUT-02] the blog tag opens its dropdown from the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/about');
  const blog = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog', exact: true });
  await blog.focus();
  await page.keyboard.press('ArrowDown');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Blog home',
    'Study',
    'Life',
    'About (category)',
    'All articles',
    'Wiki',
  ]);
});

test('[LAYOUT-07] [LAYOUT-08] the logo goes one level up, and does nothing on /', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/about/terms');
  await header(page)
    .getByRole('link', { name: /Up one level/ })
    .click();
  await expect(page).toHaveURL(/\/about$/);
  await header(page)
    .getByRole('link', { name: /Up one level/ })
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(header(page).getByRole('link', { name: /Up one level/ })).toHaveCount(0);
});

test('[LAYOUT-33] [LAYOUT-34] [LAYOUT-36] at 375 px the mobile bar shows on / but not on /blog/articles', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto('/');
  const bar = page.getByRole('navigation', { name: 'Quick navigation' });
  await expect(bar.getByRole('link')).toHaveCount(5);
  expect(await page.evaluate(() => document.documentElement.style.getPropertyValue('--sticky-bottom'))).toBe('60px');
  await page.goto('/blog/articles');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(bar).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.style.getPropertyValue('--sticky-bottom'))).toBe('0px');
});

test('[LAYOUT-35] at 1280 px there is no mobile bar on /', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Quick navigation' })).toHaveCount(0);
});

test('[LAYOUT-23] [I18N-11] the footer language button shows the language and opens the language dialog', async ({
  page,
}) => {
  await page.goto('/about');
  const button = page.getByRole('contentinfo').getByRole('button', { name: /English/ });
  await button.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog').getByText('日本語')).toBeVisible();
});

test('[LAYOUT-12] the settings button opens the settings dialog', async ({ page }) => {
  await page.goto('/about');
  await header(page).getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('[LAYOUT-11] the light/dark toggle switches the shown appearance', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/about');
  await header(page).getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await header(page).getByRole('button', { name: 'Switch to light mode' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('[LAYOUT-16] the music button shows the tip with a link to /archive/music', async ({ page }) => {
  await page.goto('/about');
  await header(page).getByRole('button', { name: 'Music player' }).click();
  await expect(page.getByText('The player is not running on some pages.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the music app' })).toHaveAttribute('href', '/archive/music');
});

test('keyboard: Tab from the top reaches the skip link, the logo, the nav and the header buttons', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/about/terms');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const reached: string[] = [];
  for (let i = 0; i < 14; i++) {
    await page.keyboard.press('Tab');
    reached.push(
      await page.evaluate(() => {
        const el = document.activeElement;
        return el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '';
      }),
    );
  }
  expect(reached[0]).toBe('Skip to content');
  for (const name of ['Blog', 'About', 'Music player', 'Settings']) expect(reached).toContain(name);
  expect(reached.some((name) => /Up one level/.test(name))).toBe(true);
});

test('[LAYOUT-27] [LAYOUT-28] [LAYOUT-29] the breadcrumb links every level but the last', async ({ page }) => {
  await page.goto('/about/terms');
  const crumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(crumb.getByRole('link', { name: 'About', exact: true })).toHaveAttribute('href', '/about');
  await expect(crumb.getByText('Terms and privacy')).toHaveAttribute('aria-current', 'page');
  await expect(crumb.getByRole('link', { name: 'Terms and privacy' })).toHaveCount(0);
});

test('[LAYOUT-21] [LAYOUT-22] the footer counts the running time and shows the copyright', async ({ page }) => {
  await page.goto('/about');
  const footer = page.getByRole('contentinfo');
  const running = footer.getByText(/^Running for \d+ d \d+ h \d+ min \d+ s$/);
  await expect(running).toBeVisible();
  const first = await running.textContent();
  await expect(running).not.toHaveText(first ?? '', { timeout: 3000 });
  await expect(footer.getByText(/©/)).toBeVisible();
});

test('[LAYOUT-20] external footer links open in a new tab; the seeded legacy blog, a path of this site, in the same tab (reading: docs/decisions/0018)', async ({
  page,
}) => {
  await page.goto('/about');
  const nav = page.getByRole('navigation', { name: 'Elsewhere' });
  const links = nav.getByRole('link');
  await expect(links).toHaveCount(8);
  const legacy = nav.getByRole('link', { name: 'Legacy articles' });
  await expect(legacy).toHaveAttribute('href', '/blog/categories/life');
  await expect(legacy).not.toHaveAttribute('target', /./);
  for (const link of (await links.all()).slice(1)) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await legacy.click();
  await expect(page).toHaveURL(/\/blog\/categories\/life$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

for (const path of ['/', '/blog', '/about']) {
  test(`no horizontal overflow at 320 px on ${path}`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

const narrowNames: Record<string, { menu: string; bar: string }> = {
  en: { menu: 'Menu', bar: 'Quick navigation' },
  zh: { menu: '菜单', bar: '快捷导航' },
  'zh-tw': { menu: '選單', bar: '快速導覽' },
  ja: { menu: 'メニュー', bar: 'クイックナビゲーション' },
};

for (const [language, names] of Object.entries(narrowNames)) {
  test(`in ${language}, from 320 to 1280 px, the header's controls never overlap; the mobile bar's labels fit`, async ({
    page,
  }) => {
    await page.addInitScript((lang) => localStorage.setItem('settings', JSON.stringify({ language: lang })), language);
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/blog');
    // The menu keeps its name when only its icon shows.
    await expect(header(page).getByRole('button', { name: names.menu, exact: true })).toBeVisible();
    // Every tab's label lies inside the 60 px bar.
    const mobileBar = page.getByRole('navigation', { name: names.bar });
    const bar = (await mobileBar.boundingBox()) ?? { y: 0, height: 0 };
    const tabs = mobileBar.getByRole('link');
    await expect(tabs).toHaveCount(5);
    for (const tab of await tabs.all()) {
      const label = (await tab.locator('span').last().boundingBox()) ?? { y: -1, height: 999 };
      expect(label.y).toBeGreaterThanOrEqual(bar.y);
      expect(label.y + label.height).toBeLessThanOrEqual(bar.y + bar.height);
    }
    // The logo, the nav (tags or menu) and the actions side by side, inside the window, at every width; the
    // widths around each language's collapse point [LAYOUT-09] are where the tags met the actions.
    for (const width of [320, 375, 480, 640, 768, 820, 860, 900, 960, 1024, 1280]) {
      await page.setViewportSize({ width, height: 640 });
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      const boxes = await header(page)
        .locator('a:visible, button:visible')
        .evaluateAll((elements) =>
          elements.map((element) => ({
            name: element.textContent?.trim() || element.getAttribute('aria-label') || '',
            ...(element.getBoundingClientRect().toJSON() as DOMRect),
          })),
        );
      expect(boxes.length, `${width} px`).toBeGreaterThanOrEqual(6);
      for (const [i, box] of boxes.entries()) {
        expect(box.left, `${width} px: ${box.name}`).toBeGreaterThanOrEqual(0);
        expect(box.right, `${width} px: ${box.name}`).toBeLessThanOrEqual(width);
        const before = boxes[i - 1];
        if (before)
          expect(box.left, `${width} px: ${box.name} after ${before.name}`).toBeGreaterThanOrEqual(before.right - 0.5);
      }
    }
  });
}
