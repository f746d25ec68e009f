import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { violations } from './axe-support.ts';
import { adminToken, guardConsole, registerByApi, setInitialLanguage, signIn, unique } from './support.ts';
import { expect, test } from './test.ts';

/**
 * The admin's backups page (issue 23 point 6) in Chromium against the real server: a backup written from the
 * page appears as the last one and in the kept archives, downloads as a gzip tar whose first entry is the
 * manifest, and is deleted after a confirmation; keyboard only, in each interface language, at 320 px; other
 * readers are told the page is the admin's.
 */

let admin = '';
test.beforeAll(async ({ request }) => {
  admin = await adminToken(request);
});

guardConsole();
// axe runs as an inline script, which the site's CSP refuses (axe-support.ts).
test.use({ bypassCSP: true });

/** The page's texts in each language (from the spec's four locales, written here, not read from the code). */
const texts = {
  en: { title: 'Backups', start: 'Back up now', delete: 'Delete', question: 'Delete this archive?' },
  zh: { title: '备份', start: '立即备份', delete: '删除', question: '删除此存档？' },
  'zh-tw': { title: '備份', start: '立即備份', delete: '刪除', question: '刪除此封存檔？' },
  ja: {
    title: 'バックアップ',
    start: '今すぐバックアップ',
    delete: '削除',
    question: 'このアーカイブを削除しますか？',
  },
} as const;

for (const [language, text] of Object.entries(texts)) {
  test(`the admin writes, downloads and deletes a backup by keyboard (${language})`, async ({ page }) => {
    await setInitialLanguage(page, language);
    await signIn(page, admin);
    await page.goto('/admin/backups');
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    const start = page.getByRole('button', { name: text.start });
    await start.focus();
    await page.keyboard.press('Enter');
    const kept = page.locator('li').filter({ has: page.getByRole('button', { name: text.delete }) });
    await expect(kept.first()).toBeVisible({ timeout: 30_000 });
    const name = (await kept.first().locator('span').first().textContent()) ?? '';
    expect(name).toMatch(/^site-\d{8}-\d{6}\.tar\.gz$/);
    // The last backup names the same archive.
    await expect(page.getByText(name).first()).toBeVisible();

    const downloading = page.waitForEvent('download');
    await kept.first().getByRole('button').first().focus();
    await page.keyboard.press('Enter');
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(name);
    const tarBytes = gunzipSync(readFileSync((await download.path()) ?? ''));
    // A tar header starts with the entry's name: the manifest comes first.
    expect(tarBytes.subarray(0, 13).toString('latin1')).toBe('manifest.json');

    const remove = kept.filter({ hasText: name }).getByRole('button', { name: text.delete });
    await remove.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: text.question });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(name)).toBeVisible();
    await dialog.getByRole('button', { name: text.delete }).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('li').filter({ hasText: name })).toHaveCount(0);
    expect(await violations(page)).toEqual([]);
  });
}

test('a signed-in user who is not the admin is told the page is the admin’s, and nothing is asked of the server', async ({
  page,
  request,
}) => {
  const user = await registerByApi(request, unique('reader'));
  await setInitialLanguage(page, 'en');
  await signIn(page, user);
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/admin/')) asked.push(r.url());
  });
  await page.goto('/admin/backups');
  await expect(page.getByText("Only the site's admin can see this page.")).toBeVisible();
  expect(asked).toEqual([]);
});

test('the backups page fits a 320 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await setInitialLanguage(page, 'en');
  await signIn(page, admin);
  await page.goto('/admin/backups');
  await expect(page.getByRole('button', { name: 'Back up now' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
