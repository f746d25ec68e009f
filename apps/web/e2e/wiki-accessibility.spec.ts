import { violations } from './axe-support.ts';
import { adminToken, allowNotFoundResponses, guardConsole, signIn, unique } from './support.ts';
import { expect, test } from './test.ts';
import { editPath, itemPath, savePage } from './wiki-support.ts';

/**
 * Accessibility of the wiki's pages: axe-core's WCAG 2 A and AA checks in the light and the dark theme (the home
 * page, an item with a red link, its history, a diff, its source, an old revision, the editor, a missing item), and
 * every one of them usable 320 px wide without scrolling sideways.
 */

guardConsole();
test.use({ bypassCSP: true }); // axe runs as an inline script (axe-support.ts)

let admin = '';
let id = '';
test.beforeAll(async ({ request }) => {
  admin = await adminToken(request);
  id = `${unique('e2e-a11y', '-')}/指南/a page`;
  const r1 = await savePage(request, admin, id, '# Accessible page\n\n## Part\n\nText with [[nowhere-page]].');
  await savePage(
    request,
    admin,
    id,
    '# Accessible page\n\n## Part\n\nOther text, [[nowhere-page]].\n\n> [!note]\n> A note.',
    r1,
  );
});

const paths = () => [
  '/wiki',
  itemPath(id),
  `${itemPath(id)}?view=history`,
  `${itemPath(id)}?view=diff&from=1&to=2`,
  `${itemPath(id)}?view=source`,
  `${itemPath(id)}?revision=1`,
  editPath(id),
  itemPath(unique('e2e-none', '-')),
];

for (const appearance of ['light', 'dark'] as const)
  test(`the wiki's pages pass axe's WCAG 2 A and AA checks, ${appearance} theme, as an editor`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.addInitScript((a) => {
      if (window.top === window) localStorage.setItem('settings', JSON.stringify({ appearance: a, language: 'en' }));
    }, appearance);
    await signIn(page, admin);
    for (const path of paths()) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await violations(page), path).toEqual([]);
    }
    allowNotFoundResponses(page);
  });

test("the wiki's pages fit a 320 px wide screen", async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 320, height: 640 });
  await page.addInitScript(() => {
    if (window.top === window) localStorage.setItem('settings', JSON.stringify({ language: 'en' }));
  });
  await signIn(page, admin);
  for (const path of paths()) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
  }
  allowNotFoundResponses(page);
});
