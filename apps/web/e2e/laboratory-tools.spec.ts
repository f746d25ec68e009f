import { readFileSync } from 'node:fs';
import { violations } from './axe-support.ts';
import { guardConsole, horizontalOverflow, storeSettings } from './support.ts';
import { expect, test } from './test.ts';

/**
 * The laboratory's home and tools (issue 24 points 1, 3, 4, 7) in Chromium: each page in the four languages at 320
 * and 1280 px wide (its own heading, no sideways scrolling), what it does, and axe's WCAG 2 A/AA checks in the light
 * and the dark theme.
 */

guardConsole();
// axe runs as an inline script, which the site's CSP rightly refuses; the pages themselves need no exception.
test.use({ bypassCSP: true });

const languages = ['en', 'zh', 'zh-tw', 'ja'] as const;
type Strings = {
  compat: { title: string; copy: string };
  temp: { title: string; new: string; editor: string };
  card: { title: string; name: string };
  groups: Record<string, string>;
};
const strings = Object.fromEntries(
  languages.map((l) => [
    l,
    JSON.parse(readFileSync(new URL(`../src/locales/${l}/lab_tools.json`, import.meta.url), 'utf8')),
  ]),
) as Record<(typeof languages)[number], Strings>;
const labTitles = Object.fromEntries(
  languages.map((l) => [
    l,
    (
      JSON.parse(readFileSync(new URL(`../src/locales/${l}/lab.json`, import.meta.url), 'utf8')) as {
        home: { title: string };
      }
    ).home.title,
  ]),
) as Record<(typeof languages)[number], string>;

const tools = [
  { path: '/laboratory/compatibility', title: (s: Strings) => s.compat.title },
  { path: '/laboratory/temp', title: (s: Strings) => s.temp.title },
  { path: '/laboratory/card', title: (s: Strings) => s.card.title },
];

for (const width of [320, 1280])
  test(`[ROUTE-40] /laboratory shows its grouped cards in four languages at ${width} px, each leading to a page`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    for (const language of languages) {
      await storeSettings(page, language);
      await page.goto('/laboratory');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(labTitles[language]);
      await expect(main.getByRole('heading', { level: 2, name: strings[language].groups.tools })).toBeVisible();
      await expect(main.getByRole('heading', { level: 2, name: strings[language].groups.components })).toBeVisible();
      for (const tool of tools) await expect(main.locator(`a[href="${tool.path}"]`)).toBeVisible();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    }
    // Every card leads to a page of its own, never to Not Found.
    const hrefs = await page
      .getByRole('main')
      .getByRole('link')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThanOrEqual(4);
    for (const href of hrefs) {
      const response = await page.goto(href ?? '');
      expect(response?.status(), href ?? '').toBe(200);
    }
  });

test('[ROUTE-40] the cards are reached and opened by keyboard', async ({ page }) => {
  await storeSettings(page, 'en');
  await page.goto('/laboratory');
  const card = page.getByRole('main').getByRole('link', { name: /Scratch pad/ });
  for (let i = 0; i < 40 && !(await card.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(card).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/laboratory\/temp$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Scratch pad');
});

for (const tool of tools)
  for (const width of [320, 1280])
    test(`[ROUTE-44] ${tool.path} shows its own page in four languages at ${width} px`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 900 });
      for (const language of languages) {
        await page.addInitScript((l) => {
          if (window.top === window) localStorage.setItem('settings', JSON.stringify({ language: l }));
        }, language);
        const response = await page.goto(tool.path);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
          tool.title(strings[language]),
        );
        await expect(page).toHaveTitle(new RegExp(`^${tool.title(strings[language])}`));
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      }
    });

test('[ROUTE-44] /laboratory/compatibility detects the features live and copies the report as text', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await storeSettings(page, 'en');
  await page.goto('/laboratory/compatibility');
  const main = page.getByRole('main');
  await expect(main.getByText(/of 18 features fully supported/)).toBeVisible();
  await expect(main.locator('[data-feature]')).toHaveCount(18);
  // This Chromium has Intl.Segmenter and DisplayNames, :has() and Pointer Events.
  for (const id of ['intl', 'css_has', 'pointer_events', 'es2022'])
    await expect(main.locator(`[data-feature="${id}"]`)).toHaveAttribute('data-status', 'pass');
  // Client hints: 127.0.0.1 is a secure context, so Chromium answers navigator.userAgentData.
  await expect(main.locator('dt', { hasText: /^platform$/ })).toBeVisible();
  // A high-entropy hint, asked for with getHighEntropyValues.
  await expect(main.locator('dt', { hasText: /^platformVersion$/ })).toBeVisible();
  await main.getByRole('button', { name: 'Copy as text' }).click();
  await expect(page.getByText('The report is on the clipboard.')).toBeVisible();
  const text = await page.evaluate(() => navigator.clipboard.readText());
  expect(text).toContain('[Supported] Intl.Segmenter and DisplayNames');
  expect(text).toContain('platform: ');
});

test('[ROUTE-44] /laboratory/temp keeps notes in the browser only, counts words, previews safely and exports .md', async ({
  page,
}) => {
  await storeSettings(page, 'en');
  const sent: string[] = [];
  page.on('request', (request) => sent.push(`${request.url()} ${request.postData() ?? ''}`));
  await page.goto('/laboratory/temp');
  const main = page.getByRole('main');
  const marker = `secret-${Date.now()}`;
  const editor = main.getByRole('textbox', { name: 'Note (Markdown)' });
  // Words: Latin ones by spaces, each CJK character on its own.
  await editor.fill('Hello world 你好世界');
  await expect(main.getByText('6 words', { exact: true }).last()).toBeVisible();
  await editor.fill(`# Plan ${marker}\n\nHello world 你好\n\n<img src=x onerror="window.pwned=1">`);
  await expect(main.getByText('Saved in this browser')).toBeVisible();
  await main.getByRole('button', { name: 'New note' }).click();
  await editor.fill('second');
  await page.reload();
  await expect(main.getByRole('navigation', { name: 'Notes' }).getByRole('listitem')).toHaveCount(2);
  await main.getByRole('button', { name: new RegExp(`Plan ${marker}`) }).click();
  await expect(editor).toHaveValue(new RegExp(`^# Plan ${marker}`));
  await main.getByRole('button', { name: 'Preview' }).click();
  await expect(main.getByRole('heading', { level: 1, name: `Plan ${marker}` })).toBeVisible();
  expect(await main.locator('img').count()).toBe(0);
  expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    main.getByRole('button', { name: 'Export .md' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`Plan-${marker}.md`);
  const path = await download.path();
  expect(readFileSync(path, 'utf8')).toContain(`# Plan ${marker}`);
  // Delete asks first, then removes the note.
  await main.getByRole('button', { name: 'Delete note' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete note' }).click();
  await expect(main.getByRole('navigation', { name: 'Notes' }).getByRole('listitem')).toHaveCount(1);
  // Never sent: no request carried the note's text.
  expect(sent.filter((s) => s.includes(marker))).toEqual([]);
});

test('[ROUTE-44] /laboratory/temp in two tabs: a note saved in one shows in the other', async ({ page, context }) => {
  await storeSettings(page, 'en');
  await page.goto('/laboratory/temp');
  const other = await context.newPage();
  await other.goto('/laboratory/temp');
  await page.getByRole('textbox', { name: 'Note (Markdown)' }).fill('# From the first tab');
  await expect(page.getByText('Saved in this browser')).toBeVisible();
  await expect(other.getByRole('textbox', { name: 'Note (Markdown)' })).toHaveValue('# From the first tab');
  await expect(other.getByRole('navigation', { name: 'Notes' })).toContainText('From the first tab');
});

test('[ROUTE-44] /laboratory/card previews the card, warns on low contrast, copies snippets and exports a PNG', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await storeSettings(page, 'en');
  await page.goto('/laboratory/card');
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Name' }).fill('Friend Site');
  await main.getByRole('textbox', { name: 'Description' }).fill('Notes and toys');
  await main.getByRole('textbox', { name: 'Link' }).fill('https://friend.example/');
  await main.getByRole('textbox', { name: 'Colour', exact: true }).fill('#ffff00');
  const preview = main.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { level: 3, name: 'Friend Site' })).toBeVisible();
  await expect(preview.getByRole('link', { name: 'Friend Site' })).toHaveAttribute('href', 'https://friend.example/');
  await expect(preview.getByText(/Warning: on the light card only 1\.07:1/)).toBeVisible();
  await main.getByRole('textbox', { name: 'Colour', exact: true }).fill('#005a9c');
  await expect(preview.getByText(/^Warning: on the dark card/)).toBeVisible();
  await expect(preview.getByText(/^On the light card: \d+\.\d\d:1/)).toBeVisible();
  await main.getByRole('button', { name: 'Copy YAML' }).click();
  await expect(page.getByText('YAML copied.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    '- name: "Friend Site"\n  link: "https://friend.example/"\n  avatar: ""\n  description: "Notes and toys"\n  colour: "#005a9c"',
  );
  await main.getByRole('button', { name: 'Copy Markdown' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    '- [Friend Site](https://friend.example/): Notes and toys',
  );
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    main.getByRole('button', { name: 'Download PNG' }).click(),
  ]);
  const png = readFileSync(await download.path());
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([960, 280]);
  // An avatar served without CORS would taint the canvas: the preview shows it, the PNG draws the initial instead.
  const pixel = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  await page.route('https://avatar.example/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: pixel }),
  );
  await main.getByRole('textbox', { name: 'Avatar address' }).fill('https://avatar.example/me.png');
  await expect(preview.locator('img[src="https://avatar.example/me.png"]')).toBeVisible();
  const [second] = await Promise.all([
    page.waitForEvent('download'),
    main.getByRole('button', { name: 'Download PNG' }).click(),
  ]);
  expect(
    readFileSync(await second.path())
      .subarray(1, 4)
      .toString(),
  ).toBe('PNG');
  // A field out of shape is named and blocks the export.
  await main.getByRole('textbox', { name: 'Link' }).fill('javascript:alert(1)');
  await expect(main.getByText('Enter an address starting with http:// or https://.')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Copy JSON' })).toBeDisabled();
});

for (const appearance of ['light', 'dark'] as const)
  test(`[ROUTE-40][ROUTE-44] the laboratory home and tools pass axe's WCAG 2 A and AA checks, ${appearance} theme`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await storeSettings(page, 'en', appearance);
    for (const path of ['/laboratory', ...tools.map((t) => t.path)]) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      if (path === '/laboratory/compatibility') await expect(page.locator('[data-feature]')).toHaveCount(18);
      if (path === '/laboratory/temp') {
        await page
          .getByRole('textbox', { name: 'Note (Markdown)' })
          .fill('# Title\n\n[a link](https://example.com) and **bold**');
        await page.getByRole('button', { name: 'Preview' }).click();
        await expect(page.getByRole('main').getByRole('heading', { name: 'Title' })).toBeVisible();
      }
      expect(await violations(page), path).toEqual([]);
    }
  });
