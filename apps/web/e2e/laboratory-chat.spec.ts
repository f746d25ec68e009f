import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import type { Download } from '@playwright/test';
import { violations } from './axe-support.ts';
import { guardConsole, horizontalOverflow, storeSettings } from './support.ts';
import { expect, type Locator, type Page, test } from './test.ts';

/**
 * The chat mock-up maker /laboratory/honkai_star_rail_message (issue 25 point 3) in Chromium: the page in the four
 * languages at 320 and 1280 px, axe's WCAG 2 A/AA checks in the light and dark themes, a conversation built by
 * keyboard only (contact, messages of several kinds, edit, reorder with the named move buttons), its PNG export
 * caught as a real download and decoded with jimp (1440 px wide, taller with more messages), its JSON export imported
 * back after clearing (the same conversation, deep-equal), refused uploads (a non-picture and a > 40 MP PNG header
 * as an avatar; broken JSON) that change nothing, and XSS payloads shown as text that run no script.
 */

guardConsole();
// axe runs as an inline script, which the site's CSP rightly refuses; the page itself needs no exception.
test.use({ bypassCSP: true });

const { Jimp } = createRequire(resolve(import.meta.dirname, '../../server/package.json'))('jimp');

const route = '/laboratory/honkai_star_rail_message';
const languages = ['en', 'zh', 'zh-tw', 'ja'] as const;
type Strings = {
  title: string;
  contacts: string;
  new_message: string;
  conversation: string;
  add_message: string;
  export_png: string;
  demo: { line1: string };
};
const strings = Object.fromEntries(
  languages.map((l) => [
    l,
    JSON.parse(readFileSync(new URL(`../src/locales/${l}/lab_chat.json`, import.meta.url), 'utf8')),
  ]),
) as Record<(typeof languages)[number], Strings>;
const pictureErrors = JSON.parse(
  readFileSync(new URL('../src/locales/en/picture_file.json', import.meta.url), 'utf8'),
) as Record<string, string>;

const kept = (page: Page) => page.evaluate(() => localStorage.getItem('lab-chat:conversation:v1'));

async function bytesOf(download: Download): Promise<Buffer> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** Presses Enter on `control` (focused first: keyboard only, no click). */
async function press(control: Locator, key = 'Enter'): Promise<void> {
  await control.focus();
  await control.press(key);
}

/** Picks the option labelled `label` of a native select by keyboard: focus, then the arrow keys. */
async function choose(select: Locator, label: string): Promise<void> {
  const labels = await select.locator('option').allTextContents();
  const target = labels.indexOf(label);
  expect(target, `option ${label}`).toBeGreaterThanOrEqual(0);
  const current = await select.evaluate((el: HTMLSelectElement) => el.selectedIndex);
  await select.focus();
  for (let i = current; i !== target; i += Math.sign(target - current))
    await select.press(target > current ? 'ArrowDown' : 'ArrowUp');
  await expect(select.locator('option:checked')).toHaveText(label);
}

/** Clears the conversation through the confirmation dialog, by keyboard. */
async function clearAll(page: Page): Promise<void> {
  await press(page.getByRole('button', { name: 'Clear conversation' }));
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await press(dialog.getByRole('button', { name: 'Clear conversation' }));
  await expect(page.getByText('No messages yet')).toBeVisible();
}

/** Writes a text message from `from` in the new-message form, by keyboard. */
async function addText(page: Page, from: string, text: string): Promise<void> {
  const form = page.getByRole('region', { name: 'New message' });
  await choose(form.getByLabel('Kind'), 'Text');
  await choose(form.getByLabel('From'), from);
  const box = form.getByLabel('Message text');
  await box.focus();
  await page.keyboard.insertText(text);
  await press(form.getByRole('button', { name: 'Add message' }));
  await expect(box).toHaveValue('');
}

/** The PNG export, caught as a download and decoded: its width and height in pixels. */
async function exportPng(page: Page): Promise<{ width: number; height: number }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    press(page.getByRole('button', { name: 'Export PNG' })),
  ]);
  expect(download.suggestedFilename()).toBe('chat.png');
  const image = await Jimp.read(await bytesOf(download));
  return { width: image.bitmap.width, height: image.bitmap.height };
}

async function exportJson(page: Page): Promise<{ text: string; path: string }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    press(page.getByRole('button', { name: 'Export JSON' })),
  ]);
  expect(download.suggestedFilename()).toBe('chat.json');
  const path = test.info().outputPath(`chat-${Date.now()}.json`);
  await download.saveAs(path);
  return { text: readFileSync(path, 'utf8'), path };
}

for (const width of [320, 1280])
  test(`[ROUTE-44] ${route} shows its own page in four languages at ${width} px: contacts, the new-message form, the conversation, exports, no sideways scroll`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 800 });
    for (const language of languages) {
      const s = strings[language];
      await storeSettings(page, language);
      await page.goto(route);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(s.title);
      await expect(main.getByRole('heading', { name: s.contacts })).toBeVisible();
      await expect(main.getByRole('heading', { name: s.new_message })).toBeVisible();
      await expect(main.getByRole('heading', { name: s.conversation })).toBeVisible();
      await expect(main.getByRole('button', { name: s.add_message })).toBeVisible();
      await expect(main.getByRole('button', { name: s.export_png })).toBeVisible();
      await expect(main.getByText(s.demo.line1)).toBeVisible();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    }
  });

for (const appearance of ['light', 'dark'] as const)
  test(`[ROUTE-44] ${route} passes axe's WCAG 2 A and AA checks, ${appearance} theme: the page, an uploaded avatar, a message being edited`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await storeSettings(page, 'en', appearance);
    await page.goto(route);
    await expect(page.getByRole('button', { name: 'Add message' })).toBeVisible();
    expect(await violations(page), 'page').toEqual([]);
    await page
      .getByLabel('Avatar picture for Mira')
      .setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: await tinyPng() });
    await expect(page.getByRole('button', { name: 'Remove the avatar of Mira' })).toBeVisible();
    await page.getByRole('button', { name: 'Edit message 2' }).click();
    await expect(page.getByRole('form', { name: 'Edit message 2' })).toBeVisible();
    expect(await violations(page), 'editing').toEqual([]);
  });

test(`[ROUTE-44] ${route}: a conversation built by keyboard, edited and reordered, exports a PNG 1440 px wide that grows taller with more messages`, async ({
  page,
}) => {
  test.setTimeout(90_000);
  await storeSettings(page, 'en');
  await page.goto(route);
  await expect(page.getByRole('button', { name: 'Add message' })).toBeVisible();
  await clearAll(page);

  // A contact, named by keyboard.
  await press(page.getByRole('button', { name: 'Add contact' }));
  const name = page.getByLabel('Name of contact 1');
  await name.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText('Kai');
  await expect(name).toHaveValue('Kai');

  await addText(page, 'Kai', 'Are you on the night train?');
  await addText(page, 'Me', 'Yes, car 3.');
  // Reply choices, a timestamp and a typing indicator.
  const form = page.getByRole('region', { name: 'New message' });
  await choose(form.getByLabel('Kind'), 'Reply choices');
  await form.getByLabel('Reply choices').focus();
  await page.keyboard.insertText('Coming!\nWait for me');
  await press(form.getByRole('button', { name: 'Add message' }));
  await choose(form.getByLabel('Kind'), 'Timestamp');
  await form.getByLabel('Timestamp text').focus();
  await page.keyboard.insertText('22:10');
  await press(form.getByRole('button', { name: 'Add message' }));
  await choose(form.getByLabel('Kind'), 'Sticker');
  await choose(form.getByLabel('From'), 'Kai');
  await form.getByRole('radio', { name: 'Sleepy' }).focus();
  await page.keyboard.press('Space');
  await press(form.getByRole('button', { name: 'Add message' }));

  const list = page.getByRole('list', { name: 'Messages' });
  const entries = list.locator(':scope > li');
  await expect(entries).toHaveCount(5);
  await expect(entries.nth(4).getByRole('img', { name: 'Sleepy' })).toBeVisible();

  // Move the timestamp (4th) to the top with the named buttons; focus stays on the moved entry's button.
  await press(page.getByRole('button', { name: 'Move message 4 up' }));
  await expect(page.getByRole('button', { name: 'Move message 3 up' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(entries.nth(0)).toHaveAttribute('data-kind', 'time');
  await expect(entries.nth(1)).toContainText('Are you on the night train?');
  await press(page.getByRole('button', { name: 'Move message 2 down' }));
  await expect(entries.nth(2)).toContainText('Are you on the night train?');

  // Edit message 3 in place.
  await press(page.getByRole('button', { name: 'Edit message 3' }));
  const editor = page.getByRole('form', { name: 'Edit message 3' });
  const text = editor.getByLabel('Message text');
  await text.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText('Are you on the night train? 夜行列車に乗ってる？');
  await press(editor.getByRole('button', { name: 'Save' }));
  await expect(entries.nth(2)).toContainText('夜行列車に乗ってる？');
  await expect(page.getByRole('button', { name: 'Edit message 3' })).toBeFocused();
  const saved = JSON.parse((await kept(page)) ?? '{}');
  expect(saved.messages.map((m: { kind: string }) => m.kind)).toEqual(['time', 'text', 'text', 'choices', 'sticker']);

  const first = await exportPng(page);
  expect(first.width).toBe(1440);
  expect(first.height).toBeGreaterThan(400);
  // Ten more messages, one long: the PNG is as wide and taller.
  for (let i = 0; i < 10; i++)
    await addText(page, i % 2 ? 'Me' : 'Kai', i === 0 ? '長い文章。'.repeat(60) : `Message number ${i}`);
  const second = await exportPng(page);
  expect(second.width).toBe(1440);
  expect(second.height).toBeGreaterThan(first.height + 10 * 2 * 60);

  // Delete by keyboard: the focus moves to the entry that took its place.
  await press(page.getByRole('button', { name: 'Delete message 1', exact: true }));
  await expect(entries).toHaveCount(14);
  await expect(entries.nth(0)).toContainText('Yes, car 3.');
  await expect(page.getByRole('button', { name: 'Edit message 1', exact: true })).toBeFocused();
});

test(`[ROUTE-44] ${route}: the JSON export, imported after clearing, gives back the same conversation; broken JSON changes nothing`, async ({
  page,
}) => {
  test.setTimeout(60_000);
  await storeSettings(page, 'en');
  await page.goto(route);
  await expect(page.getByRole('button', { name: 'Add message' })).toBeVisible();
  // Change the example so that it is kept, with an avatar picture.
  await addText(page, 'Mira', 'One more line');
  await page
    .getByLabel('Avatar picture for Mira')
    .setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: await tinyPng() });
  await expect(page.getByRole('button', { name: 'Remove the avatar of Mira' })).toBeVisible();
  // A picture message.
  const form = page.getByRole('region', { name: 'New message' });
  await form.getByLabel('Kind').selectOption({ label: 'Picture' });
  await form.getByLabel('From').selectOption({ label: 'Mira' });
  await form
    .getByLabel('Picture file')
    .setInputFiles({ name: 'p.png', mimeType: 'image/png', buffer: await tinyPng() });
  await expect(form.getByRole('img', { name: 'The chosen picture' })).toBeVisible();
  await form.getByRole('button', { name: 'Add message' }).click();
  await expect(page.getByRole('list', { name: 'Messages' }).getByRole('img', { name: 'Picture' })).toBeVisible();
  const exported = await exportJson(page);
  const before = JSON.parse(exported.text);
  expect(before.contacts[0].avatar).toMatch(/^data:image\/png;base64,/);
  expect(before.messages.length).toBe(8);
  expect(before.messages[7]).toMatchObject({ kind: 'picture', from: 'c1', width: 2, height: 2 });

  await clearAll(page);
  expect(JSON.parse((await kept(page)) ?? '{}').messages).toEqual([]);

  // Broken files: a clear error, nothing changed.
  const importInput = page.getByLabel('Import JSON');
  await importInput.setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from('{ nope') });
  await expect(page.getByRole('alert').filter({ hasText: 'This file is not JSON' })).toBeVisible();
  const wrong = { ...before, messages: [{ id: 'x', kind: 'text', from: 'nobody', text: 'hi' }] };
  await importInput.setInputFiles({
    name: 'wrong.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(wrong)),
  });
  await expect(page.getByRole('alert').filter({ hasText: 'messages[0].from' })).toBeVisible();
  await importInput.setInputFiles({
    name: 'huge.json',
    mimeType: 'application/json',
    buffer: Buffer.alloc(40 * 1024 * 1024 + 1, 0x20),
  });
  await expect(page.getByRole('alert').filter({ hasText: 'This file is over 40 MB' })).toBeVisible();
  expect(JSON.parse((await kept(page)) ?? '{}').messages).toEqual([]);
  await expect(page.getByText('No messages yet')).toBeVisible();

  await importInput.setInputFiles(exported.path);
  await expect(page.getByRole('status').filter({ hasText: 'Imported a conversation of 8 messages.' })).toBeVisible();
  const again = await exportJson(page);
  expect(JSON.parse(again.text)).toEqual(before);
  // Kept across a reload.
  await page.reload();
  await expect(page.getByText('One more line')).toBeVisible();
  expect(JSON.parse((await kept(page)) ?? '{}')).toEqual(before);
});

/** A real 2 × 2 PNG made with jimp. */
async function tinyPng(): Promise<Buffer> {
  const image = new Jimp({ width: 2, height: 2, color: 0x3366ccff });
  return image.getBuffer('image/png');
}

/** A PNG's signature and header chunk saying it has `w` × `h` pixels, with no pixel data after. */
function pngHeader(w: number, h: number): Buffer {
  const bytes = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]).copy(bytes);
  bytes.writeUInt32BE(w, 16);
  bytes.writeUInt32BE(h, 20);
  Buffer.from([8, 6, 0, 0, 0]).copy(bytes, 24);
  return bytes;
}

test(`[ROUTE-44] ${route}: a non-picture and a PNG header of over 40 megapixels as avatar are refused with the error, and nothing changes`, async ({
  page,
}) => {
  await storeSettings(page, 'en');
  await page.goto(route);
  await addText(page, 'Mira', 'keep me');
  const before = await kept(page);
  const input = page.getByLabel('Avatar picture for Mira');
  await input.setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: Buffer.from('<svg onload=alert(1)>') });
  await expect(page.getByRole('alert').filter({ hasText: pictureErrors.not_picture as string })).toBeVisible();
  await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: pngHeader(8000, 6000) });
  await expect(page.getByRole('alert').filter({ hasText: pictureErrors.too_many_pixels as string })).toBeVisible();
  expect(await kept(page)).toBe(before);
  await expect(page.getByRole('button', { name: 'Remove the avatar of Mira' })).toHaveCount(0);
  // The picture message's upload refuses the same way.
  const form = page.getByRole('region', { name: 'New message' });
  await form.getByLabel('Kind').selectOption({ label: 'Picture' });
  await form
    .getByLabel('Picture file')
    .setInputFiles({ name: 'x.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF') });
  await expect(page.getByRole('alert').filter({ hasText: pictureErrors.not_picture as string })).toBeVisible();
  await press(form.getByRole('button', { name: 'Add message' }));
  await expect(form.getByRole('alert')).toHaveText('Choose a picture first.');
  expect(await kept(page)).toBe(before);
});

test(`[ROUTE-44] ${route}: XSS payloads as messages, contact names and title are shown as text and run no script, also after a reload`, async ({
  page,
}) => {
  await storeSettings(page, 'en');
  await page.addInitScript(() => {
    (window as unknown as { __xss: number }).__xss = 0;
  });
  await page.goto(route);
  const payloads = [
    '<img src=x onerror="window.__xss=1">',
    '<script>window.__xss=2</script>',
    '"><svg onload="window.__xss=3">',
    'javascript:window.__xss=4',
  ];
  for (const p of payloads) await addText(page, 'Me', p);
  const name = page.getByLabel('Name of contact 1');
  await name.fill(payloads[0] as string);
  await page.getByLabel('Conversation title').fill(payloads[2] as string);
  const list = page.getByRole('list', { name: 'Messages' });
  const bubble = (p: string) => list.locator('p').getByText(p, { exact: true });
  for (const p of payloads) await expect(bubble(p)).toBeVisible();
  await expect(list.getByText(payloads[0] as string, { exact: true })).toHaveCount(4);
  await expect(page.locator('main').getByText(payloads[2] as string, { exact: true })).toHaveCount(2);
  await page.reload();
  for (const p of payloads) await expect(bubble(p)).toBeVisible();
  await exportPng(page);
  expect(await page.evaluate(() => (window as unknown as { __xss: number }).__xss)).toBe(0);
  expect(await page.locator('main img[src="x"], main svg[onload], main script').count()).toBe(0);
});

test(`[ROUTE-44] ${route}: when the browser's storage is full, a change is shown with a clear message that it was not kept`, async ({
  page,
}) => {
  await storeSettings(page, 'en');
  await page.goto(route);
  await addText(page, 'Me', 'kept before the storage filled up');
  const before = await kept(page);
  // Fill this origin's real localStorage quota to the last few characters.
  await page.evaluate(() => {
    let chunk = 1 << 22;
    let n = 0;
    while (chunk >= 1) {
      try {
        localStorage.setItem(`filler-${n}`, 'x'.repeat(chunk));
        n++;
      } catch {
        chunk = Math.floor(chunk / 2);
      }
    }
  });
  await addText(page, 'Me', 'this one does not fit');
  await expect(page.getByRole('alert').filter({ hasText: "The browser's storage is full" })).toBeVisible();
  await expect(page.getByText('this one does not fit')).toBeVisible();
  expect(await kept(page)).toBe(before);
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) if (key.startsWith('filler-')) localStorage.removeItem(key);
  });
});

test(`[ROUTE-44] ${route}: a conversation taller than the canvas cap downloads as several PNGs, each 1440 px wide and at most 32000 px tall`, async ({
  page,
}) => {
  test.setTimeout(180_000);
  await storeSettings(page, 'en');
  await page.goto(route);
  await expect(page.getByRole('button', { name: 'Add message' })).toBeVisible();
  const line = 'A long line of the night train conversation, written again and again. ';
  const conversation = {
    format: 'site-chat-mockup',
    version: 1,
    title: 'Long',
    contacts: [{ id: 'c1', name: 'Mira', avatar: null }],
    messages: Array.from({ length: 300 }, (_, i) => ({
      id: `m${i}`,
      kind: 'text',
      from: i % 2 ? 'me' : 'c1',
      text: `${i}: ${line.repeat(4)}`,
    })),
  };
  await page.getByLabel('Import JSON').setInputFiles({
    name: 'long.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(conversation)),
  });
  await expect(page.getByRole('status').filter({ hasText: 'of 300 messages' })).toBeVisible();
  const downloads: Download[] = [];
  page.on('download', (d) => downloads.push(d));
  await press(page.getByRole('button', { name: 'Export PNG' }));
  const done = page.getByRole('status').filter({ hasText: /^Exported \d+ PNG files\.$/ });
  await expect(done).toBeVisible({ timeout: 120_000 });
  const parts = Number((await done.textContent())?.match(/\d+/)?.[0]);
  expect(parts).toBeGreaterThan(1);
  await expect.poll(() => downloads.length, { timeout: 30_000 }).toBe(parts);
  expect(downloads.map((d) => d.suggestedFilename())).toEqual(
    Array.from({ length: parts }, (_, i) => `chat-${i + 1}.png`),
  );
  let total = 0;
  for (const d of downloads) {
    const image = await Jimp.read(await bytesOf(d));
    expect(image.bitmap.width).toBe(1440);
    expect(image.bitmap.height).toBeLessThanOrEqual(32000);
    total += image.bitmap.height;
  }
  expect(total).toBeGreaterThan(32000);
});

test(`[ROUTE-44] ${route}: an entry dragged onto another's place moves there (the pointer's shortcut for the move buttons)`, async ({
  page,
}) => {
  // Tall enough that neither end of the drag scrolls the page (a scroll between press and move would start the drag
  // on another entry).
  await page.setViewportSize({ width: 1280, height: 1600 });
  await storeSettings(page, 'en');
  await page.goto(route);
  const entries = page.getByRole('list', { name: 'Messages' }).locator(':scope > li');
  await expect(entries).toHaveCount(6);
  await entries.nth(0).getByText('21:04').dragTo(entries.nth(2));
  await expect(entries.nth(2)).toHaveAttribute('data-kind', 'time');
  await expect(entries.nth(0)).toHaveAttribute('data-kind', 'text');
  const saved = JSON.parse((await kept(page)) ?? '{}');
  expect(saved.messages.map((m: { id: string }) => m.id)).toEqual(['m2', 'm3', 'm1', 'm4', 'm5', 'm6']);
});
