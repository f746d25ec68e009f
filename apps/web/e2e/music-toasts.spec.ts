import { expectPlaying, fullPlayer, miniPlayer, musicSpec } from './music-support.ts';
import { expect, type Locator, type Page, test } from './test.ts';
import { boxes, CONTROLS, toastItems, toastsOverControls } from './toast-support.ts';

// Issue 19, point 3: toasts never cover the mini player or the full player's controls, at 390 and 1280 px.
// "Controls" here are the player's buttons, sliders and links: the whole mini player, and the full player's
// top bar and its progress bar and buttons (the lyric and queue panels' rows are its content, not controls).

test.describe.configure({ timeout: 60_000 });

musicSpec();

/**
 * Fails on any toast box overlapping any control box. `trigger` (re)shows the toast first: on a loaded machine a
 * short toast may leave before it is measured, so it is shown again (a merge keeps it up) and measured again.
 */
async function expectToastsClear(page: Page, controls: Locator, trigger: () => Promise<void>): Promise<void> {
  const toasts = toastItems(page);
  for (let attempt = 0; attempt < 5; attempt++) {
    await trigger();
    await expect(toasts.first()).toBeVisible();
    // The toast's entry animation (0.3 s) moves it: measure where it rests.
    await page.waitForTimeout(400);
    if ((await boxes(toasts)).length === 0) continue;
    expect((await boxes(controls)).length).toBeGreaterThan(3);
    expect(await toastsOverControls(page, controls)).toEqual([]);
    return;
  }
  throw new Error('no toast stayed long enough to be measured');
}

for (const width of [390, 1280]) {
  test(`at ${width} px (issue 19) no toast covers the mini player or the full player's controls`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 720 });
    await page.goto('/archive/music/songs');
    // "Added N songs to the queue" (5 s), once: a second "play all" adds nothing and says nothing.
    await page.getByRole('button', { name: '全部播放', exact: true }).first().click();
    await expect(page.getByRole('status').getByText(/^已将 \d+ 首歌曲加入队列$/)).toBeVisible();
    await expectToastsClear(page, miniPlayer(page).locator(CONTROLS), async () => {});
    await expectPlaying(page);

    await miniPlayer(page).getByRole('button', { name: '打开全屏播放器' }).click();
    const player = fullPlayer(page);
    await expect(player).toHaveCSS('transform', 'none');
    // A shortcut's toast [PLAY-60] (1.5 s; pressed again if it left before it was measured).
    await expectToastsClear(page, player.locator(`[data-toast-clear] :is(${CONTROLS})`).or(topBar(player)), () =>
      page.keyboard.press('ArrowUp'),
    );
  });
}

/** The full player's top bar controls: close, the lyric and queue toggles (and the narrow header's play). */
function topBar(player: Locator): Locator {
  return player
    .getByRole('button', { name: '关闭全屏播放器' })
    .or(player.getByRole('button', { name: '歌词', exact: true }))
    .or(player.getByRole('button', { name: '播放列表', exact: true }));
}
