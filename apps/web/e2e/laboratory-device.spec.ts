import { appRoutePatterns } from '../../../packages/contracts/src/routes.ts';
import { launchTargets } from '../src/features/lab-device/launch.ts';
import { violations } from './axe-support.ts';
import { guardConsole } from './support.ts';
import { expect, type Page, test } from './test.ts';

// Issue 24 points 5, 6 and 8: the laboratory's device experiments [ROUTE-44]. The sensors are driven by dispatched
// `DeviceMotionEvent` / `DeviceOrientationEvent`s (the test browser has none of its own), each page at 320 and
// 1280 px, its labels in the four languages, axe-core clean in light and dark.

guardConsole();
// axe runs as an inline script, which the site's CSP rightly refuses; the pages themselves need no exception.
test.use({ bypassCSP: true });
// Chromium asks before a page reads the motion sensors (`DeviceMotionEvent.requestPermission`): the visitor says yes.
test.use({ permissions: ['accelerometer', 'gyroscope', 'magnetometer'] });

/** Presses the page's "Allow ..." button, the browser's permission request, where the browser requires one. */
async function allowSensor(page: Page, name: string): Promise<void> {
  const button = page.getByRole('button', { name });
  const needed = await page.evaluate(
    (orientation) =>
      typeof ((orientation ? DeviceOrientationEvent : DeviceMotionEvent) as unknown as { requestPermission?: unknown })
        .requestPermission === 'function',
    name.includes('orientation'),
  );
  if (needed) {
    await expect(button).toBeEnabled();
    await button.click();
  }
  await expect(button).toBeDisabled();
}

/** Opens the site with `settings` stored before its first script (language, appearance). */
async function withSettings(page: Page, settings: Record<string, string>): Promise<void> {
  await page.addInitScript((s) => {
    if (window.top === window) localStorage.setItem('settings', JSON.stringify(s));
  }, settings);
}

/** Dispatches one `devicemotion` reading of acceleration with gravity (m/s²). */
async function motion(page: Page, x: number, y: number, z: number): Promise<void> {
  await page.evaluate(
    ([ax, ay, az]) =>
      window.dispatchEvent(
        new DeviceMotionEvent('devicemotion', {
          accelerationIncludingGravity: { x: ax, y: ay, z: az },
          interval: 16,
        }),
      ),
    [x, y, z],
  );
}

/** Dispatches one orientation reading: `type` `deviceorientation` or `deviceorientationabsolute`. */
async function orientation(
  page: Page,
  reading: { alpha: number; beta: number; gamma: number; absolute?: boolean; webkitCompassHeading?: number },
  type = 'deviceorientation',
): Promise<void> {
  await page.evaluate(
    ([r, t]) => {
      const event = new DeviceOrientationEvent(t, r);
      if (r.webkitCompassHeading !== undefined)
        Object.defineProperty(event, 'webkitCompassHeading', { value: r.webkitCompassHeading });
      window.dispatchEvent(event);
    },
    [reading, type] as const,
  );
}

/** The page's content is no wider than the viewport (no sideways scrolling). */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const [scroll, client] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scroll, 'page width').toBeLessThanOrEqual(client);
}

const widths = [320, 1280] as const;

for (const width of widths) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });
    test.beforeEach(async ({ page }) => withSettings(page, { language: 'en' }));

    test(`[ROUTE-44] /laboratory/shake shows its own page: a devicemotion shake counts and opens a random article's card (${width} px)`, async ({
      page,
    }) => {
      await page.goto('/laboratory/shake');
      await expect(page.getByRole('heading', { level: 1, name: 'Shake for an article' })).toBeVisible();
      await expect(page).toHaveTitle(/^Shake/);
      const counter = page.getByTestId('shake-count');
      await expect(counter).toHaveText('0');
      // The permission flow: where the browser asks, the button requests it; then the page listens.
      await allowSensor(page, 'Allow motion sensor');
      await expect(page.getByRole('status').filter({ hasText: 'Listening to the motion sensor' })).toBeVisible();

      // Gravity alone, then a small change below the threshold (17 m/s² at sensitivity 5): no shake.
      await motion(page, 0, 0, 9.81);
      await motion(page, 5, 3, 9.81);
      await expect(page.getByText('Motion sensor live: 2 readings so far.')).toBeVisible();
      await expect(counter).toHaveText('0');
      // A jolt of 25 m/s²: one shake, and a random article's card with its link.
      await motion(page, 30, 3, 9.81);
      await expect(counter).toHaveText('1');
      await expect(page.getByText('Shake 1: by the motion sensor.')).toBeVisible();
      const card = page.getByTestId('shake-article');
      await expect(card.getByRole('heading', { level: 3 })).not.toBeEmpty();
      await expect(card.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\d/);
      const link = card.getByRole('link', { name: /^Read “/ });
      await expect(link).toHaveAttribute('href', /^\/blog\/articles\/.+/);
      // Back within the minimum interval (800 ms): not a second shake.
      await motion(page, -10, 3, 9.81);
      await expect(counter).toHaveText('1');

      // The slider by keyboard: sensitivity 10 lowers the threshold to 7 m/s².
      const slider = page.getByRole('slider', { name: 'Sensitivity' });
      await slider.focus();
      await page.keyboard.press('End');
      await expect(slider).toHaveValue('10');
      await expect(page.getByText(/more than 7\.0 m\/s²/)).toBeVisible();
      await page.waitForTimeout(850);
      await motion(page, -2, 3, 9.81); // a change of 8 m/s², a shake now
      await expect(counter).toHaveText('2');

      // The pointer's fast back-and-forth (a desktop's shake).
      const [left, right] = width === 320 ? [20, 300] : [300, 900];
      for (let i = 0; i < 3; i++) {
        await page.mouse.move(left, 400, { steps: 2 });
        await page.mouse.move(right, 400, { steps: 2 });
      }
      await expect(counter).toHaveText('3');
      await expect(page.getByText('Shake 3: by the pointer.')).toBeVisible();

      // And the keyboard's button.
      await page.getByRole('button', { name: 'Shake once (keyboard)' }).focus();
      await page.keyboard.press('Enter');
      await expect(counter).toHaveText('4');
      await expect(card.getByRole('link')).toHaveAttribute('href', /^\/blog\/articles\//);
      // The vibration switch is named and says whether this device can vibrate.
      await expect(page.getByRole('switch', { name: 'Vibrate on each shake' })).toBeVisible();
      await expectNoSidewaysScroll(page);
      // The card's link opens the article.
      await card.getByRole('link').click();
      await expect(page).toHaveURL(/\/blog\/articles\//);
    });

    test(`[ROUTE-44] /laboratory/deviceorientation shows its own page: live angles, 3D phone, level, compass and sliders (${width} px)`, async ({
      page,
    }) => {
      await page.goto('/laboratory/deviceorientation');
      await expect(page.getByRole('heading', { level: 1, name: 'Device orientation' })).toBeVisible();
      await expect(page.getByText('No heading yet')).toBeVisible();
      await allowSensor(page, 'Allow orientation sensor');

      // A relative reading: the heading is 360 - alpha, and says it is not north.
      await orientation(page, { alpha: 90, beta: 30, gamma: -20 });
      await expect(page.getByTestId('reading-alpha')).toHaveText('90.0°');
      await expect(page.getByTestId('reading-beta')).toHaveText('30.0°');
      await expect(page.getByTestId('reading-gamma')).toHaveText('-20.0°');
      await expect(page.getByText('Orientation sensor live.')).toBeVisible();
      await expect(page.getByTestId('heading-text')).toHaveText('Heading 270° (W)');
      // The compass card turns so that its north points north: 270° the other way.
      await expect(page.getByTestId('compass-card')).toHaveAttribute('style', /rotate\(-270(\.0)?deg\)/);
      await expect(page.getByTestId('heading-source')).toContainText('relative reading');
      await expect(page.getByTestId('level-text')).toHaveText(/^Tilted 35\.\d°$/);
      await expect(page.getByTestId('phone')).toHaveAttribute(
        'style',
        /rotateZ\(-90deg\) rotateX\(-30deg\) rotateY\(-20deg\)/,
      );

      // An absolute reading (deviceorientationabsolute): magnetic north.
      await orientation(page, { alpha: 45, beta: 0.5, gamma: 0.5, absolute: true }, 'deviceorientationabsolute');
      await expect(page.getByTestId('heading-text')).toHaveText('Heading 315° (NW)');
      await expect(page.getByTestId('heading-source')).toContainText('absolute reading');
      await expect(page.getByTestId('level-text')).toHaveText('Level (tilt 0.7°)');

      // Safari's compass heading wins.
      await orientation(page, { alpha: 10, beta: 0, gamma: 0, webkitCompassHeading: 123 });
      await expect(page.getByTestId('heading-text')).toHaveText('Heading 123° (SE)');
      await expect(page.getByTestId('heading-source')).toContainText("Safari's compass heading");

      // The sliders simulate the sensor, by keyboard.
      const beta = page.getByRole('slider', { name: 'Beta, −180° to 180°' });
      await beta.focus();
      await page.keyboard.press('Home');
      await expect(page.getByTestId('reading-beta')).toHaveText('-180.0°');
      await expect(page.getByText(/^Simulated by the sliders/)).toBeVisible();
      await expect(page.getByTestId('level-text')).toHaveText('Tilted 180.0°');
      const alpha = page.getByRole('slider', { name: 'Alpha, 0° to 360°' });
      await alpha.focus();
      await page.keyboard.press('Home');
      await page.keyboard.press('ArrowRight');
      await expect(page.getByTestId('reading-alpha')).toHaveText('1.0°');
      await expect(page.getByTestId('heading-text')).toHaveText('Heading 359° (N)');
      await expect(page.getByTestId('heading-source')).toContainText('simulated');
      await expect(page.getByRole('slider', { name: 'Gamma, −90° to 90°' })).toHaveValue('0');
      await expectNoSidewaysScroll(page);
    });

    test(`[ROUTE-44] /laboratory/qidong shows its own page: the launch dialog, Esc cancels, then it lands on a page of the site (${width} px)`, async ({
      page,
    }) => {
      await page.goto('/laboratory/qidong');
      await expect(page.getByRole('heading', { level: 1, name: 'Launch' })).toBeVisible();
      await expectNoSidewaysScroll(page);
      const launch = page.getByRole('button', { name: 'Launch', exact: true });
      await launch.click();
      const dialog = page.getByRole('dialog', { name: 'Launching' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAttribute('data-motion', 'full');
      await expect(dialog.getByRole('progressbar', { name: 'Launch progress' })).toBeVisible();
      // Focus is inside the dialog and stays there.
      await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
      // Esc cancels: still here, focus back on the launch button.
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/laboratory\/qidong$/);
      await expect(launch).toBeFocused();
      await expect(page.getByText('Launch cancelled.')).toBeVisible();

      // Launched by keyboard, it lands on one of the route table's fixed pages after its 2.4 s sequence.
      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      await expect(page).not.toHaveURL(/\/laboratory\/qidong$/, { timeout: 6_000 });
      const landed = new URL(page.url()).pathname;
      expect(launchTargets(appRoutePatterns)).toContain(landed);
      await expect(page.getByRole('main')).toBeVisible();
    });
  });
}

test('[ROUTE-44] /laboratory/qidong under prefers-reduced-motion fades shortly, with no white-out flash', async ({
  page,
}) => {
  await withSettings(page, { language: 'en' });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/laboratory/qidong');
  await page.getByRole('button', { name: 'Launch', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Launching' });
  await expect(dialog).toHaveAttribute('data-motion', 'reduced');
  const animation = await dialog.evaluate((el) => getComputedStyle(el).animationName);
  expect(animation).not.toMatch(/white-out/);
  await expect(page).not.toHaveURL(/\/laboratory\/qidong$/, { timeout: 3_000 });
});

/** Each page's heading and one named control in each language. */
const labels = {
  en: ['Shake for an article', 'Sensitivity', 'Device orientation', 'Alpha, 0° to 360°', 'Launch', 'Launch'],
  zh: ['摇一摇，抽文章', '灵敏度', '设备方向', 'Alpha，0° 到 360°', '启动', '启动'],
  'zh-tw': ['搖一搖，抽文章', '靈敏度', '裝置方向', 'Alpha，0° 到 360°', '啟動', '啟動'],
  ja: ['振って記事を引く', '感度', 'デバイスの向き', 'Alpha、0° から 360°', '起動', '起動'],
} as const;

for (const [language, [shake, sensitivity, orient, alpha, qidong, launch]] of Object.entries(labels))
  test(`[ROUTE-44] the device experiments show their labels in ${language}`, async ({ page }) => {
    await withSettings(page, { language });
    await page.goto('/laboratory/shake');
    await expect(page.getByRole('heading', { level: 1, name: shake })).toBeVisible();
    await expect(page.getByRole('slider', { name: sensitivity })).toBeVisible();
    await page.goto('/laboratory/deviceorientation');
    await expect(page.getByRole('heading', { level: 1, name: orient })).toBeVisible();
    await expect(page.getByRole('slider', { name: alpha })).toBeVisible();
    await page.goto('/laboratory/qidong');
    await expect(page.getByRole('heading', { level: 1, name: qidong })).toBeVisible();
    await expect(page.getByRole('button', { name: launch, exact: true })).toBeVisible();
    // The breadcrumb's last item (and so the title) is the page's own word, not its path segment.
    await expect(page.getByRole('navigation', { name: /.+/ }).last()).not.toContainText('qidong');
  });

for (const appearance of ['light', 'dark'] as const)
  for (const language of ['en', 'zh'] as const)
    test(`[ROUTE-44] the device experiments pass axe's WCAG 2 A and AA checks, ${appearance} theme, ${language}`, async ({
      page,
    }) => {
      await withSettings(page, { appearance, language });
      for (const path of ['/laboratory/shake', '/laboratory/deviceorientation', '/laboratory/qidong']) {
        await page.goto(path, { waitUntil: 'networkidle' });
        await expect(page.getByRole('main')).toBeVisible();
        expect(await violations(page), path).toEqual([]);
      }
      // The shake page with an article's card, the orientation page with readings.
      await page.goto('/laboratory/shake', { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: language === 'en' ? 'Shake once (keyboard)' : '摇一次（键盘）' }).click();
      await expect(page.getByTestId('shake-article')).toBeVisible();
      await page.waitForTimeout(300); // the card's 240 ms pop-in, so colours are final
      expect(await violations(page), 'shake with a card').toEqual([]);
      await page.goto('/laboratory/deviceorientation', { waitUntil: 'networkidle' });
      await orientation(page, { alpha: 200, beta: 10, gamma: 5, absolute: true }, 'deviceorientationabsolute');
      await expect(page.getByTestId('heading-source')).toBeVisible();
      expect(await violations(page), 'orientation with readings').toEqual([]);
    });

test('[ROUTE-44] the launch dialog passes the same checks (reduced motion, so its colours are steady)', async ({
  page,
}) => {
  await withSettings(page, { appearance: 'dark', language: 'en' });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/laboratory/qidong', { waitUntil: 'networkidle' });
  // Hold the sequence: no animation frame runs, so the dialog stays open for the check.
  await page.evaluate(() => {
    window.requestAnimationFrame = () => 0;
  });
  await page.getByRole('button', { name: 'Launch', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Launching' })).toBeVisible();
  await page.waitForTimeout(400);
  expect(await violations(page), 'launch dialog').toEqual([]);
});
