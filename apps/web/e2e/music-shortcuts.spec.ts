import { audioState, expectPlaying, fullPlayer, miniPlayer, musicSpec, playDemoSong } from './music-support.ts';
import { expect, test } from './test.ts';

// Issue 19, point 8: `?` opens the keyboard shortcut help (the UI kit's dialog: focus stays in it, Esc closes
// it), and PageDown on the last song in order mode does nothing [PLAY-07] with a toast that says so [PLAY-60].

test.describe.configure({ timeout: 60_000 });

musicSpec();

test('[PLAY-07] [PLAY-60] PageDown at the last song says nothing follows; ? opens the shortcut help', async ({
  page,
}) => {
  await playDemoSong(page, 'Lantern Lodge'); // the queue's only song: the last one
  await miniPlayer(page).getByRole('button', { name: '打开全屏播放器' }).click();
  const player = fullPlayer(page);
  await expect(player).toHaveCSS('transform', 'none');

  await page.keyboard.press('PageDown');
  await expect(
    page.getByRole('status').getByText('已是最后一首：顺序播放时之后不再播放', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('status').getByText('下一首', { exact: true })).toHaveCount(0);
  expect((await audioState(page)).src).toContain('lantern-lodge');
  await expectPlaying(page);

  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: '键盘快捷键' });
  await expect(help).toBeVisible();
  for (const key of ['PageUp', 'PageDown', '→', '?'])
    await expect(help.locator('kbd', { hasText: key }).first()).toBeVisible();
  await expect(help.getByText('上一首 / 下一首', { exact: true })).toBeVisible();
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    expect(await help.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
  await expect(player).toBeVisible();
  // The full player's own "?" button opens it too.
  await player.getByRole('button', { name: '键盘快捷键' }).click();
  await expect(help).toBeVisible();
});
