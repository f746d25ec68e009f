import { englishInterface, guardConsole } from './support.ts';
import { expect, test } from './test.ts';

// The widget kit in Chromium, driven through the laboratory demo pages by keyboard, in English.
englishInterface();
guardConsole();

test('[ROUTE-40] [ROUTE-41] the laboratory leads to the twelve component demos', async ({ page }) => {
  await page.goto('/laboratory');
  await expect(page.getByRole('heading', { level: 1, name: 'Laboratory' })).toBeVisible();
  await page
    .getByRole('main')
    .getByRole('link', { name: /Components/ })
    .click();
  await expect(page).toHaveURL(/\/laboratory\/components$/);
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(12);
  await page
    .getByRole('main')
    .getByRole('link', { name: /^Dialog/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dialog' })).toBeVisible();
});

test('[DIALOG-01] [DIALOG-03] [DIALOG-04] [DIALOG-05] a dialog asking before closing, by keyboard', async ({
  page,
}) => {
  await page.goto('/laboratory/components/dialog');
  const opener = page.getByRole('button', { name: 'Open a dialog that asks before closing' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Edit note' });
  await expect(dialog).toBeVisible();
  // Fades in: a 0.3 s opacity animation on the open state.
  const animation = await dialog.evaluate((el) => {
    const style = getComputedStyle(el);
    return { name: style.animationName, duration: style.animationDuration };
  });
  expect(animation.name).not.toBe('none');
  expect(animation.duration).toBe('0.3s');

  await page.getByRole('textbox', { name: 'Note' }).fill('draft');
  await page.keyboard.press('Escape');
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText('Changes are not saved, close anyway?');
  // Focus moves into the confirmation once it is set up; Esc from then on is its own.
  await expect(confirm.getByRole('button', { name: 'Close' })).toBeFocused();

  // Esc in the confirmation cancels: the note dialog stays, with its text.
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Note' })).toHaveValue('draft');

  await page.keyboard.press('Escape');
  await expect(confirm.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(confirm.getByRole('button', { name: 'OK' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('[DIALOG-02] a closed dialog leaves the page after its fade-out', async ({ page }) => {
  await page.goto('/laboratory/components/dialog');
  await page.getByRole('button', { name: 'Open a dialog', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'A dialog' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.locator('[role="dialog"]')).toHaveCount(0);
});

test('[WIDGET-01] [TOAST-05] a dropdown by keyboard: arrows, Enter on an item, then close the toast', async ({
  page,
}) => {
  await page.goto('/laboratory/components/popper');
  const trigger = page.getByRole('button', { name: 'Menu', exact: true });
  await trigger.focus();
  await page.keyboard.press('ArrowDown');
  const menu = page.getByRole('menu', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expect(menu).toHaveAttribute('data-state', 'open');
  await expect(menu.getByRole('menuitem', { name: 'Home' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Show a toast' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(trigger).toBeFocused();
  await expect(page.getByRole('menu')).toHaveCount(0);

  const toast = page.getByRole('button', { name: /Menu item chosen/ });
  await expect(toast).toBeVisible();
  await toast.focus();
  await page.keyboard.press('Enter');
  await expect(toast).toHaveCount(0);
});

test('[WIDGET-05] a dropdown keeps 8 px from the viewport edges on a 320 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 480 });
  await page.goto('/laboratory/components/popper');
  const trigger = page.getByRole('button', { name: 'Menu at the edge' });
  await trigger.click();
  const menu = page.getByRole('menu', { name: 'Menu at the edge' });
  await expect(menu).toHaveAttribute('data-state', 'open');
  // Measured where it comes to rest: during its 0.35 s entrance (WIDGET-02) it is still scaled and moving.
  await menu.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
  const box = await menu.boundingBox();
  expect(box).not.toBeNull();
  if (box) {
    expect(box.x).toBeGreaterThanOrEqual(8);
    expect(box.x + box.width).toBeLessThanOrEqual(320 - 8);
    expect(box.y).toBeGreaterThanOrEqual(8);
    expect(box.y + box.height).toBeLessThanOrEqual(480 - 8);
  }
});

test('[WIDGET-02] [WIDGET-04] a dropdown enters in 0.35 s and leaves in 0.2 s', async ({ page }) => {
  await page.goto('/laboratory/components/popper');
  const trigger = page.getByRole('button', { name: 'Menu at the edge' });
  await trigger.click();
  const menu = page.getByRole('menu', { name: 'Menu at the edge' });
  await expect(menu).toHaveAttribute('data-state', 'open');
  const durations = () => menu.evaluate((el) => getComputedStyle(el).transitionDuration);
  expect((await durations()).split(', ')).toEqual(['0.35s', '0.35s']);
  // Read the leave transition in the frame the menu leaves the open state, before it unmounts.
  const leaving = menu.evaluate(
    (el) =>
      new Promise<string>((resolve) => {
        const check = () =>
          el.getAttribute('data-state') !== 'open'
            ? resolve(getComputedStyle(el).transitionDuration)
            : requestAnimationFrame(check);
        check();
      }),
  );
  await page.keyboard.press('Escape');
  expect((await leaving).split(', ')).toEqual(['0.2s', '0.2s']);
});

test('[TOAST-08] [TOAST-09] toasts of one group merge and count up', async ({ page }) => {
  await page.goto('/laboratory/components/toast');
  const button = page.getByRole('button', { name: 'Grouped toast' });
  await button.click();
  await button.click();
  await button.click();
  const toasts = page.getByRole('button', { name: /Volume changed/ });
  await expect(toasts).toHaveCount(1);
  await expect(toasts).toHaveAccessibleName(/shown 3 times/);
});

test('the demo pages are translated: Japanese strings from lazily loaded resources', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('settings', JSON.stringify({ language: 'ja' })));
  await page.goto('/laboratory/components/select');
  await expect(page.getByRole('heading', { level: 1, name: 'セレクト' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'さくらんぼ（売り切れ）' })).toBeDisabled();
});
