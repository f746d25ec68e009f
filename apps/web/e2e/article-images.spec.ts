import { englishInterface, guardConsole } from './support.ts';
import { expect, test } from './test.ts';

// The picture viewer of an article (features/blog/components/image-viewer.tsx), by keyboard, in Chromium against
// the real server: the demo article life/autumn-walk carries one of the site's own pictures.

englishInterface();
guardConsole();

const alt = '晨光里层层叠叠的山（本站自绘的插图）';

test("an article's picture enlarges in a dialog by keyboard, links its original, and gives focus back on Escape", async ({
  page,
}) => {
  await page.goto('/blog/articles/life/autumn-walk');
  const enlarge = page.getByRole('button', { name: `Enlarge picture: ${alt}` });
  await expect(enlarge).toBeVisible();
  // The picture itself is the button, in the text as written, shown at the text's width.
  await expect(enlarge).toHaveAttribute('src', '/media/backgrounds/dawn-hills.svg');
  await expect(enlarge).toHaveAttribute('alt', alt);
  // Measured before the viewer opens: the dialog hides the page behind it from the accessibility tree.
  const inText = (await enlarge.boundingBox())?.width ?? 0;
  expect(inText).toBeGreaterThan(200);

  await enlarge.focus();
  await page.keyboard.press('Enter');
  const viewer = page.getByRole('dialog', { name: alt });
  await expect(viewer).toBeVisible();
  const picture = viewer.getByRole('img', { name: alt });
  await expect(picture).toBeVisible();
  // Larger than in the text, and inside the window.
  const enlarged = (await picture.boundingBox()) ?? { width: 0, height: 0, y: 0 };
  expect(enlarged.width).toBeGreaterThan(inText);
  expect(enlarged.y + enlarged.height).toBeLessThanOrEqual(page.viewportSize()?.height ?? 0);
  const original = viewer.getByRole('link', { name: 'Open the original' });
  await expect(original).toHaveAttribute('href', new URL('/media/backgrounds/dawn-hills.svg', page.url()).href);
  await expect(original).toHaveAttribute('target', '_blank');

  // Focus stays in the dialog; Escape closes it and focus returns to the picture's button.
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab');
    expect(await viewer.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(enlarge).toBeFocused();
});

test('at 320 px the enlarged picture fits the screen', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/blog/articles/life/autumn-walk');
  await page.getByRole('button', { name: `Enlarge picture: ${alt}` }).click();
  const picture = page.getByRole('dialog', { name: alt }).getByRole('img', { name: alt });
  await expect(picture).toBeVisible();
  const box = (await picture.boundingBox()) ?? { x: -1, width: 999, y: 0, height: 999 };
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(320);
  expect(box.y + box.height).toBeLessThanOrEqual(640);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});

test('a small picture is shown at its own size in the viewer, not scaled up', async ({ page }) => {
  // The demo article's picture answered by a 40 × 30 one.
  await page.route('**/media/backgrounds/dawn-hills.svg', (route) =>
    route.fulfill({
      contentType: 'image/svg+xml',
      body: '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30" fill="teal"/></svg>',
    }),
  );
  await page.goto('/blog/articles/life/autumn-walk');
  await page.getByRole('button', { name: `Enlarge picture: ${alt}` }).click();
  const picture = page.getByRole('dialog', { name: alt }).getByRole('img', { name: alt });
  await expect(picture).toBeVisible();
  const box = (await picture.boundingBox()) ?? { width: 0, height: 0 };
  expect([Math.round(box.width), Math.round(box.height)]).toEqual([40, 30]);
});
