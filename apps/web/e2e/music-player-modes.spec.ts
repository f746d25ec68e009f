import {
  audioState,
  currentTitle,
  demoTitles,
  expectPaused,
  expectPlaying,
  expectSong,
  fullPlayer,
  miniPlayer,
  musicSpec,
  playAllDemoSongs,
  seekAudio,
} from './music-support.ts';
import { expect, type Page, test } from './test.ts';

// The player's queue in Chromium with the seeded demo songs (real WAV audio served with Range by the server):
// next/previous in every next_song mode, the mode button, the end of a song and removing the current song
// (rules PLAY). Playing, seeking, volume and the Media Session: music-player.spec.ts.

test.describe.configure({ timeout: 60_000 });

musicSpec();

/** The title shown by the mini player (its first line). */
async function shownTitle(page: Page): Promise<string> {
  for (const title of demoTitles) if (await currentTitle(page, title).isVisible()) return title;
  return '';
}

test('[PLAY-06] [PLAY-07] [PLAY-08] [PLAY-38] [PLAY-39] [PLAY-40] list mode: next and previous step through the queue and stop at its ends', async ({
  page,
}) => {
  const mini = miniPlayer(page);
  await page.goto('/archive/music');
  // [PLAY-38] nothing queued: both disabled.
  await expect(mini.getByRole('button', { name: '上一首', exact: true })).toBeDisabled();
  await expect(mini.getByRole('button', { name: '下一首', exact: true })).toBeDisabled();

  await playAllDemoSongs(page);
  await expect(mini.getByRole('button', { name: /^播放模式/ })).toHaveAttribute('data-mode', 'list');
  await expectSong(page, 'Lantern Lodge', 'lantern-lodge');
  const previous = mini.getByRole('button', { name: '上一首', exact: true });
  const next = mini.getByRole('button', { name: '下一首', exact: true });
  await expect(previous).toBeDisabled(); // [PLAY-39] [PLAY-08]
  await next.click(); // [PLAY-06]
  await expectSong(page, '青灯', 'qing-deng');
  await previous.click();
  await expectSong(page, 'Lantern Lodge', 'lantern-lodge');
  await next.click();
  await next.click();
  await next.click();
  await expectSong(page, 'Two Lamps', 'two-lamps');
  await expect(next).toBeDisabled(); // [PLAY-40] [PLAY-07]
  await expect(previous).toBeEnabled();
});

test('[PLAY-15] [PLAY-16] the mode button cycles list, random, list_loop, single_loop and back, named order / shuffle / single loop', async ({
  page,
}) => {
  await page.goto('/archive/music');
  const mode = miniPlayer(page).getByRole('button', { name: /^播放模式/ });
  const steps: Array<[string, string]> = [
    ['list', '播放模式: 顺序播放'],
    ['random', '播放模式: 随机播放'],
    ['list_loop', '播放模式: 顺序播放'],
    ['single_loop', '播放模式: 单曲循环'],
    ['list', '播放模式: 顺序播放'],
  ];
  for (const [i, [value, name]] of steps.entries()) {
    if (i > 0) await mode.click();
    await expect(mode).toHaveAttribute('data-mode', value);
    await expect(mode).toHaveAccessibleName(name);
  }
});

test('[PLAY-09] [PLAY-10] list_loop mode: the queue wraps both ways', async ({ page }) => {
  await playAllDemoSongs(page);
  const mini = miniPlayer(page);
  const mode = mini.getByRole('button', { name: /^播放模式/ });
  await mode.click();
  await mode.click();
  await expect(mode).toHaveAttribute('data-mode', 'list_loop');
  await expectSong(page, 'Lantern Lodge', 'lantern-lodge');
  const previous = mini.getByRole('button', { name: '上一首', exact: true });
  await expect(previous).toBeEnabled();
  await previous.click(); // first -> last
  await expectSong(page, 'Two Lamps', 'two-lamps');
  await expect(mini.getByRole('button', { name: '下一首', exact: true })).toBeEnabled();
  await mini.getByRole('button', { name: '下一首', exact: true }).click(); // last -> first
  await expectSong(page, 'Lantern Lodge', 'lantern-lodge');
});

test('[PLAY-11] single_loop mode: next and previous restart the same song from 0', async ({ page }) => {
  await playAllDemoSongs(page);
  const mini = miniPlayer(page);
  const mode = mini.getByRole('button', { name: /^播放模式/ });
  for (let i = 0; i < 3; i++) await mode.click();
  await expect(mode).toHaveAttribute('data-mode', 'single_loop');
  for (const name of ['下一首', '上一首']) {
    await seekAudio(page, 12);
    await expectPlaying(page, 12);
    await mini.getByRole('button', { name, exact: true }).click();
    await expect.poll(async () => (await audioState(page)).time).toBeLessThan(3);
    await expectSong(page, 'Lantern Lodge', 'lantern-lodge');
  }
});

test('[PLAY-12] random mode: next and previous pick another song of the queue at random', async ({ page }) => {
  await playAllDemoSongs(page);
  const mini = miniPlayer(page);
  await mini.getByRole('button', { name: /^播放模式/ }).click();
  await expect(mini.getByRole('button', { name: /^播放模式/ })).toHaveAttribute('data-mode', 'random');
  const seen = new Set<string>();
  let last = 'Lantern Lodge';
  for (let i = 0; i < 6; i++) {
    await mini.getByRole('button', { name: i % 2 === 0 ? '下一首' : '上一首', exact: true }).click();
    await expect.poll(() => shownTitle(page)).not.toBe(last);
    last = await shownTitle(page);
    expect(demoTitles).toContain(last);
    seen.add(last);
    await expectPlaying(page);
  }
  expect(seen.size).toBeGreaterThan(1);
});

test('[PLAY-14] [PLAY-13] [PLAY-52] at the end of a song list mode plays the next one, and next_song "stop" stops without advancing', async ({
  page,
}) => {
  await playAllDemoSongs(page);
  // list: the end of Lantern Lodge (36 s) starts 青灯.
  await seekAudio(page, 34.5);
  await expectSong(page, '青灯', 'qing-deng');

  // stop, chosen in the player settings dialog (the mode button does not offer it).
  await miniPlayer(page).getByRole('button', { name: '打开全屏播放器' }).click();
  await fullPlayer(page).getByRole('button', { name: '播放器设置' }).click();
  const settings = page.getByRole('dialog', { name: '播放器设置' });
  await settings.getByRole('combobox', { name: '下一首' }).selectOption('stop');
  await page.keyboard.press('Escape');
  await expect(settings).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(fullPlayer(page)).toBeHidden();
  await expect(miniPlayer(page).getByRole('button', { name: /^播放模式/ })).toHaveAttribute('data-mode', 'stop');
  await seekAudio(page, 28.5); // 青灯 is 30 s long
  await expect.poll(async () => (await audioState(page)).ended, { timeout: 10_000 }).toBe(true);
  await page.waitForTimeout(800);
  await expect(currentTitle(page, '青灯')).toBeVisible();
  expect((await audioState(page)).src).toContain('qing-deng');
  expect((await audioState(page)).paused).toBe(true);
  await expect(miniPlayer(page).getByRole('button', { name: '播放', exact: true })).toBeVisible();

  // Next and previous in stop mode step like list mode (the mode only differs at the end of a song).
  const mini = miniPlayer(page);
  await mini.getByRole('button', { name: '下一首', exact: true }).click();
  await expectSong(page, '夜の灯', 'yoru-no-akari');
  await mini.getByRole('button', { name: '上一首', exact: true }).click();
  await mini.getByRole('button', { name: '上一首', exact: true }).click();
  await expectSong(page, 'Lantern Lodge', 'lantern-lodge');
  await expect(mini.getByRole('button', { name: '上一首', exact: true })).toBeDisabled();
});

test('[PLAY-19] [PLAY-20] [PLAY-21] [PLAY-22] [FPLAY-12] removing the current song stops playback; removing another keeps the current one', async ({
  page,
}) => {
  await playAllDemoSongs(page);
  const mini = miniPlayer(page);
  await mini.getByRole('button', { name: '下一首', exact: true }).click();
  await expectSong(page, '青灯', 'qing-deng');
  await seekAudio(page, 8);
  await mini.getByRole('button', { name: '打开全屏播放器' }).click();
  const player = fullPlayer(page);
  await player.getByRole('button', { name: '播放列表', exact: true }).click();
  const queue = player.getByRole('region', { name: /^播放列表/ });

  // [PLAY-22] removing an earlier song: 青灯 stays current (now first), still playing.
  await queue.getByRole('button', { name: '移除 Lantern Lodge' }).click();
  await expect(queue.getByRole('listitem')).toHaveCount(3);
  await expect(queue.getByRole('listitem').first()).toHaveAttribute('data-current', '');
  await expectPlaying(page, 8);

  // [PLAY-19..21] removing the current song: stopped, no current song, time back to 0.
  await queue.getByRole('button', { name: '移除 青灯' }).click();
  await expect(queue.getByRole('listitem')).toHaveCount(2);
  await expectPaused(page);
  expect((await audioState(page)).src).toBe('');
  await expect(queue.locator('[data-current]')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(mini.getByText('未在播放')).toBeVisible();
  await expect(mini.getByText('0:00', { exact: true })).toBeVisible();
  await expect(mini.getByRole('slider', { name: '播放进度' })).toBeDisabled();
  await expect(mini.getByRole('button', { name: '下一首', exact: true })).toBeDisabled(); // [PLAY-38]
});
