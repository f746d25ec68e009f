import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { violations } from './axe-support.ts';
import {
  allowConsoleErrors,
  e2eDatabaseFile,
  guardConsole,
  horizontalOverflow,
  registerByApi,
  signIn,
  storeSettings,
  unique,
} from './support.ts';
import { expect, test } from './test.ts';

/**
 * The laboratory's upload playground /laboratory/upload [ROUTE-42] (issue 24 point 2) in Chromium: the page in the
 * four languages at 320 and 1280 px (a guest sees the sign-in prompt; a user the drop zone, quota and list), axe's
 * WCAG 2 A/AA checks in the light and the dark theme, a real upload listed and deleted, a file named .png that is no
 * picture refused, and a cancelled upload that leaves nothing on the server.
 */

guardConsole();
// axe runs as an inline script, which the site's CSP rightly refuses; the page itself needs no exception.
test.use({ bypassCSP: true });

const languages = ['en', 'zh', 'zh-tw', 'ja'] as const;
type Strings = { title: string; pick: string; mine: string; empty: string; delete: string };
const strings = Object.fromEntries(
  languages.map((l) => [
    l,
    JSON.parse(readFileSync(new URL(`../src/locales/${l}/lab_upload.json`, import.meta.url), 'utf8')),
  ]),
) as Record<(typeof languages)[number], Strings>;
const prompts = Object.fromEntries(
  languages.map((l) => [
    l,
    (
      JSON.parse(readFileSync(new URL(`../src/locales/${l}/account.json`, import.meta.url), 'utf8')) as {
        pages: { login_prompt: string };
      }
    ).pages.login_prompt,
  ]),
) as Record<(typeof languages)[number], string>;

/** The files the server holds under /media/lab/ (dot files of uploads in progress included). */
const labFiles = () => {
  try {
    return readdirSync(join(dirname(e2eDatabaseFile), 'media', 'lab'));
  } catch {
    return [];
  }
};

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

for (const width of [320, 1280])
  test(`[ROUTE-42] /laboratory/upload shows the upload page in four languages at ${width} px, a sign-in prompt to guests`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    for (const language of languages) {
      await storeSettings(page, language);
      const response = await page.goto('/laboratory/upload');
      expect(response?.status()).toBe(200);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(strings[language].title);
      await expect(main.getByText(prompts[language], { exact: true })).toBeVisible();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    }
    const token = await registerByApi(request, unique('lab_up'));
    await signIn(page, token);
    for (const language of languages) {
      await storeSettings(page, language);
      await page.goto('/laboratory/upload');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(strings[language].title);
      await expect(main.getByLabel(strings[language].pick)).toBeVisible();
      await expect(main.getByText(strings[language].empty)).toBeVisible();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    }
  });

test('[ROUTE-42] /laboratory/upload is axe clean in the light and the dark theme, guest and user', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  for (const appearance of ['light', 'dark']) {
    await storeSettings(page, 'en', appearance);
    await page.goto('/laboratory/upload');
    await expect(page.getByRole('main').getByText(prompts.en)).toBeVisible();
    expect(await violations(page), `guest, ${appearance}`).toEqual([]);
  }
  const token = await registerByApi(request, unique('lab_axe'));
  await signIn(page, token);
  await storeSettings(page, 'en', 'light');
  await page.goto('/laboratory/upload');
  await page.getByLabel('Choose files').setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('heading', { name: 'dot.png' })).toBeVisible();
  for (const appearance of ['light', 'dark']) {
    await storeSettings(page, 'en', appearance);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'dot.png' })).toBeVisible();
    expect(await violations(page), `user, ${appearance}`).toEqual([]);
  }
});

test('[ROUTE-42] uploads a picture with a preview, refuses a fake .png, and deletes after confirming', async ({
  page,
  request,
}) => {
  const token = await registerByApi(request, unique('lab_use'));
  await signIn(page, token);
  await storeSettings(page, 'en');
  await page.goto('/laboratory/upload');
  const main = page.getByRole('main');
  await main.getByLabel('Choose files').setInputFiles([
    { name: 'dot.png', mimeType: 'image/png', buffer: png },
    { name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('plain text, not a picture') },
  ]);
  await expect(main.getByRole('heading', { name: 'dot.png' })).toBeVisible();
  const stored = main.getByRole('img', { name: 'Preview of dot.png' }).last();
  await expect(stored).toHaveAttribute('src', /^\/media\/lab\/[0-9a-f]{32}\.png$/);
  await expect(main.getByRole('alert')).toHaveText(/not supported|type/i);
  await expect(main.getByRole('button', { name: 'Retry the upload of fake.png' })).toBeVisible();
  // Chromium logs the refusal (415) the test caused on purpose.
  allowConsoleErrors(page, /status of 415/);
  await expect(main.getByText(/^\d+ B of 50 MB used/)).toBeVisible();
  await main.getByRole('button', { name: 'Delete dot.png' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(main.getByRole('heading', { name: 'dot.png' })).toHaveCount(0);
  await expect(main.getByText('You have no uploads.')).toBeVisible();
});

test('[ROUTE-42] a cancelled upload leaves nothing on the server', async ({ page, request }) => {
  test.setTimeout(90_000);
  const token = await registerByApi(request, unique('lab_cancel'));
  await signIn(page, token);
  await storeSettings(page, 'en');
  await page.goto('/laboratory/upload');
  const main = page.getByRole('main');
  await expect(main.getByText('You have no uploads.')).toBeVisible();
  // A slow line, so the upload is still in flight when it is cancelled.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 256 * 1024,
  });
  const before = labFiles().length;
  const mp3 = Buffer.concat([Buffer.from('ID3\x04\x00\x00', 'latin1'), Buffer.alloc(6 * 1024 * 1024, 0x55)]);
  await main.getByLabel('Choose files').setInputFiles({ name: 'slow.mp3', mimeType: 'audio/mpeg', buffer: mp3 });
  const bar = main.getByRole('progressbar', { name: 'slow.mp3' });
  await expect(bar).toBeVisible();
  await expect(main.getByText(/B\/s · .* left/)).toBeVisible({ timeout: 20_000 });
  // The server is receiving the body (its dot file exists) when the upload is cancelled mid-way.
  await expect.poll(() => labFiles().some((f) => f.startsWith('.upload-')), { timeout: 15_000 }).toBe(true);
  await main.getByRole('button', { name: 'Cancel the upload of slow.mp3' }).click();
  await expect(main.getByText('Cancelled', { exact: true })).toBeVisible();
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  // Nothing listed, nothing counted, and no file (not even a half-written one) left in the media folder.
  await expect
    .poll(async () => {
      const answer = await request.post('/api/lab/get_my_uploads.php', { form: { tokenid: token } });
      return ((await answer.json()) as { data: { items: unknown[]; quota: { used: number } } }).data;
    })
    .toMatchObject({ items: [], quota: { used: 0 } });
  await expect.poll(() => labFiles().filter((f) => f.startsWith('.upload-')).length, { timeout: 15_000 }).toBe(0);
  expect(labFiles().length).toBeLessThanOrEqual(before);
  await expect(main.getByRole('button', { name: 'Retry the upload of slow.mp3' })).toBeVisible();
});
