import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { adminToken, englishInterface, guardConsole, signIn } from './support.ts';
import { expect, type Page, test } from './test.ts';

/**
 * The media library (issue 23 point 3) in Chromium against the real server, at `/admin/media`: a real JPEG uploaded
 * through the file picker with a progress bar (the upload slowed down so the bar is seen moving), listed with its
 * thumbnail (a resized variant) and sizes, then deleted by keyboard through the confirm dialog (Cancel first), its
 * file gone from /media; the page at 320 px; a guest sees only that the page is the admin's.
 */

const { Jimp } = createRequire(resolve(import.meta.dirname, '../../server/package.json'))('jimp');

/** A real 1400x900 JPEG with texture (~0.5 MB), so the upload takes a while when throttled and gets variants. */
async function photo(): Promise<Buffer> {
  const image = new Jimp({ width: 1400, height: 900, color: 0x204060ff });
  const data = image.bitmap.data;
  for (let i = 0; i < data.length; i += 4) {
    data[i] = (i * 13) % 251;
    data[i + 1] = ((i >> 2) % 1400) % 256;
    data[i + 2] = (i * 7) % 241;
  }
  return image.getBuffer('image/jpeg', { quality: 90 });
}

let admin = '';
test.beforeAll(async ({ request }) => {
  admin = await adminToken(request);
});

englishInterface();
guardConsole();

async function openLibrary(page: Page) {
  await signIn(page, admin);
  await page.goto('/admin/media');
  await expect(page.getByRole('heading', { level: 1, name: 'Media library' })).toBeVisible();
}

test('the admin uploads a picture with a progress bar, sees it listed with its variants, deletes it after confirming', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openLibrary(page);
  const name = `walk-${Date.now()}.jpg`;
  const bytes = await photo();
  // Slow the upload to ~256 KB/s, so the progress bar shows between 0 and 100 %.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 256 * 1024,
  });
  await page.getByLabel('Upload files').setInputFiles({ name, mimeType: 'image/jpeg', buffer: bytes });
  const bar = page.getByRole('progressbar', { name: `Uploading ${name}` });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('aria-valuetext', /^([1-9]\d?)%$/, { timeout: 15_000 });
  await expect(bar).toBeHidden({ timeout: 60_000 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(page.getByRole('status').filter({ hasText: '1 file uploaded.' }).first()).toBeAttached();

  const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(row).toBeVisible();
  await expect(row.getByText('1400 × 900 px')).toBeVisible();
  await expect(row.getByText('Not used anywhere.')).toBeVisible();
  await expect(row.getByText(/^3 smaller copies \(/)).toBeVisible();
  const thumb = row.locator('img');
  await expect(thumb).toHaveAttribute('src', /^\/media\/library\/[0-9a-f]{32}\.480w\.jpg$/);
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480);
  const address = (await row.locator('code').innerText()).trim();
  expect((await page.request.get(address)).status()).toBe(200);

  // Delete by keyboard: the dialog's Cancel keeps it, its confirm deletes it.
  const remove = row.getByRole('button', { name: `Delete ${name}` });
  await remove.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Delete this file?' });
  await expect(dialog).toContainText(`“${name}” and its smaller copies will be deleted.`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(row).toBeVisible();
  await remove.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(row).toHaveCount(0);
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: `“${name}” was deleted.` })
      .first(),
  ).toBeAttached();
  expect((await page.request.get(address)).status()).toBe(404);
});

test('the library fits 320 px; a guest is told the page is the admin’s', async ({ page, browser }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await openLibrary(page);
  await expect(page.getByRole('list', { name: 'Files' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  const guest = await browser.newPage();
  await guest.goto('/admin/media');
  // A new page of its own, in the site's default interface language (zh).
  await expect(guest.getByText('此页面仅供站点管理员使用。')).toBeVisible();
  await guest.close();
});
