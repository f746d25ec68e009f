import {
  audioState,
  currentTitle,
  dismissToasts,
  expectPaused,
  expectPlaying,
  expectSong,
  miniPlayer,
  musicSpec,
  playAllDemoSongs,
  playDemoSong,
  seekAudio,
} from './music-support.ts';
import { allowConsoleErrors } from './support.ts';
import { expect, type Page, test } from './test.ts';

// The player in Chromium with the seeded demo songs (real WAV audio served with Range by the server): play,
// pause, seek by dragging, mute and restore, leaving the music app, the Media Session, custom songs (rules PLAY,
// MEDIA). Next/previous in every next_song mode and removing songs: music-player-modes.spec.ts.

test.describe.configure({ timeout: 60_000 });

musicSpec();

test('[PLAY-03] [PLAY-04] [PLAY-29] [PLAY-30] play and pause a seeded demo song', async ({ page }) => {
  await playDemoSong(page, 'Lantern Lodge');
  const mini = miniPlayer(page);
  await expect(currentTitle(page, 'Lantern Lodge')).toBeVisible();
  await expect.poll(async () => (await audioState(page)).src).toBe('/media/audio/demo-lantern-lodge.wav');
  await expectPlaying(page, 0.5);
  await expect(mini.getByRole('button', { name: '暂停', exact: true })).toBeVisible();

  await mini.getByRole('button', { name: '暂停', exact: true }).click();
  await expectPaused(page);
  await expect(mini.getByRole('button', { name: '播放', exact: true })).toBeVisible();
  const pausedAt = (await audioState(page)).time;
  await page.waitForTimeout(600);
  expect((await audioState(page)).time).toBeCloseTo(pausedAt, 2);

  await mini.getByRole('button', { name: '播放', exact: true }).click();
  await expectPlaying(page, pausedAt + 0.2);
  await expect(mini.getByRole('button', { name: '暂停', exact: true })).toBeVisible();
});

test('[PLAY-05] [ERR-23] play with an empty queue starts nothing and says why', async ({ page }) => {
  await page.goto('/archive/music');
  await miniPlayer(page).getByRole('button', { name: '播放', exact: true }).click();
  await expect(page.getByRole('alert').getByText('播放列表为空，无法开始播放')).toBeVisible();
  expect((await audioState(page)).src).toBe('');
  await expect(miniPlayer(page).getByText('未在播放')).toBeVisible();
});

test('[PLAY-35] [PLAY-36] [PLAY-37] dragging the progress bar pauses, and the release seeks and resumes only if it was playing', async ({
  page,
}) => {
  await playDemoSong(page, 'Lantern Lodge');
  await dismissToasts(page);
  const slider = miniPlayer(page).getByRole('slider', { name: '播放进度' });
  await expect(slider).toBeEnabled();
  const box = await slider.boundingBox();
  if (!box) throw new Error('no progress bar');
  const y = box.y + box.height / 2;
  const xAt = (fraction: number) => box.x + box.width * fraction;

  // Playing: press near the start, drag to about the middle.
  await page.mouse.move(xAt(0.1), y);
  await page.mouse.down();
  await expectPaused(page); // [PLAY-35]
  await page.mouse.move(xAt(0.3), y, { steps: 5 });
  await page.mouse.move(xAt(0.5), y, { steps: 5 });
  const during = await audioState(page);
  expect(during.paused).toBe(true);
  await page.mouse.up();
  // [PLAY-36] the release seeks to where the bar was left (36 s song: about 18 s) and plays again.
  await expect.poll(async () => (await audioState(page)).time).toBeGreaterThan(15);
  await expectPlaying(page, 15);
  expect((await audioState(page)).time).toBeLessThan(22);

  // Paused: a drag seeks back and playback stays paused [PLAY-37].
  await miniPlayer(page).getByRole('button', { name: '暂停', exact: true }).click();
  await expectPaused(page);
  // The player itself (its "pause" event) knows it is paused, not only the element.
  await expect(miniPlayer(page).getByRole('button', { name: '播放', exact: true })).toBeVisible();
  await page.mouse.move(xAt(0.5), y);
  await page.mouse.down();
  await page.mouse.move(xAt(0.25), y, { steps: 5 });
  await page.mouse.up();
  await expect.poll(async () => (await audioState(page)).time).toBeLessThan(12);
  await page.waitForTimeout(500);
  const after = await audioState(page);
  expect(after.paused).toBe(true);
  expect(after.time).toBeGreaterThan(6);
  await expect(miniPlayer(page).getByRole('button', { name: '播放', exact: true })).toBeVisible();
});

test('[PLAY-41] [PLAY-42] [PLAY-43] [PLAY-49] the volume button mutes and restores the level it remembered', async ({
  page,
}) => {
  await playDemoSong(page, 'Lantern Lodge');
  const mini = miniPlayer(page);
  await expect.poll(async () => (await audioState(page)).volume).toBeCloseTo(0.4, 5); // default level
  await mini.getByRole('button', { name: '静音', exact: true }).click();
  await expect.poll(async () => (await audioState(page)).volume).toBe(0);
  await expect(mini.getByRole('button', { name: '取消静音' })).toHaveAttribute('aria-pressed', 'true');
  await mini.getByRole('button', { name: '取消静音' }).click();
  await expect.poll(async () => (await audioState(page)).volume).toBeCloseTo(0.4, 5);

  // Another level by the slider (keys step 0.01), then mute / restore brings that level back.
  const volume = mini.getByRole('slider', { name: '音量' });
  await volume.focus();
  for (let i = 0; i < 30; i++) await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await audioState(page)).volume).toBeCloseTo(0.7, 5);
  await mini.getByRole('button', { name: '静音', exact: true }).click();
  await expect.poll(async () => (await audioState(page)).volume).toBe(0);
  await expect(volume).toHaveValue('0');
  await mini.getByRole('button', { name: '取消静音' }).click();
  await expect.poll(async () => (await audioState(page)).volume).toBeCloseTo(0.7, 5);
  await expectPlaying(page);
});

test('[PLAY-33] [PLAY-34] leaving the music app stops playback and empties the queue', async ({ page }) => {
  await playAllDemoSongs(page);
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '首页' }).click();
  await expect(page).not.toHaveURL(/\/archive\/music/);
  await expect.poll(async () => (await audioState(page)).paused).toBe(true);
  expect((await audioState(page)).src).toBe('');
  await page.goBack();
  await expect(page).toHaveURL(/\/archive\/music\/songs$/);
  await expect(miniPlayer(page).getByText('未在播放')).toBeVisible();
  await miniPlayer(page).getByRole('button', { name: '播放', exact: true }).click();
  await expect(page.getByRole('alert').getByText('播放列表为空，无法开始播放')).toBeVisible();
});

test('[MEDIA-01] [MEDIA-02] [MEDIA-03] [MEDIA-04] [MEDIA-05] the Media Session shows the song and its actions drive the player', async ({
  page,
}) => {
  await playAllDemoSongs(page);
  await expect
    .poll(() =>
      page.evaluate(() => {
        const m = navigator.mediaSession.metadata;
        return m ? [m.title, m.artist, m.album, m.artwork[0]?.src ?? ''] : null;
      }),
    )
    .toEqual([
      'Lantern Lodge',
      'Lantern Lodge Ensemble',
      '小筑试音 Lodge Demos',
      expect.stringContaining('/media/covers/demo-lantern-lodge.svg'),
    ]);
  const act = (action: string, details: Record<string, unknown> = {}) =>
    page.evaluate(
      ([name, extra]) => {
        const handlers = (window as unknown as { __mediaHandlers: Record<string, (d: object) => void> })
          .__mediaHandlers;
        const handler = handlers[name as string];
        if (!handler) throw new Error(`no handler for ${name}`);
        handler({ action: name, ...(extra as object) });
      },
      [action, details] as const,
    );

  await act('pause'); // [MEDIA-02]
  await expectPaused(page);
  await act('play');
  await expectPlaying(page);

  await act('seekto', { seekTime: 12 }); // [MEDIA-05]
  await expect.poll(async () => (await audioState(page)).time).toBeGreaterThan(11.9);
  expect((await audioState(page)).time).toBeLessThan(13.5);
  await act('seekforward'); // [MEDIA-04] the 5 s step
  await expect.poll(async () => (await audioState(page)).time).toBeGreaterThan(16.9);
  await act('seekbackward', { seekOffset: 10 });
  await expect.poll(async () => (await audioState(page)).time).toBeLessThan(10);

  await act('nexttrack'); // [MEDIA-03]
  await expectSong(page, '青灯', 'qing-deng');
  await expect.poll(() => page.evaluate(() => navigator.mediaSession.metadata?.title)).toBe('青灯');
  await act('previoustrack');
  await expectSong(page, 'Lantern Lodge', 'lantern-lodge');
});

/** Goes from /archive/music/songs to the platforms page by the app's own links (the player stays). */
async function toPlatforms(page: Page): Promise<void> {
  await page.getByRole('link', { name: '音乐', exact: true }).first().click();
  await expect(page).toHaveURL(/\/archive\/music$/);
  await page
    .getByRole('main')
    .getByRole('link', { name: /其他平台/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/archive\/music\/platforms$/);
}

/** Fills the platforms page's custom music form with an address and a title. */
async function customSong(page: Page, address: string, title: string) {
  const form = page.getByRole('region', { name: '播放自定义音乐' });
  await form.getByRole('textbox', { name: '音频地址' }).fill(address);
  await form.getByRole('textbox', { name: '标题' }).fill(title);
  return form;
}

test('[PLAY-32] [PLAY-45] [ERR-29] a next song with the same audio address rewinds without loading it again', async ({
  page,
}) => {
  await playDemoSong(page, 'Lantern Lodge');
  await toPlatforms(page);
  const form = await customSong(page, '/media/audio/demo-lantern-lodge.wav', 'Lodge Again');
  await form.getByRole('button', { name: '加入队列', exact: true }).click();
  await expect(page.getByRole('status').getByText('已添加到播放列表: Lodge Again')).toBeVisible();
  await seekAudio(page, 12);
  await expectPlaying(page, 12);
  const before = await audioState(page);
  expect(before.loads).toBeGreaterThan(0);
  await miniPlayer(page).getByRole('button', { name: '下一首', exact: true }).click();
  await expect(currentTitle(page, 'Lodge Again')).toBeVisible();
  await expect.poll(async () => (await audioState(page)).time).toBeLessThan(3);
  await expectPlaying(page);
  const after = await audioState(page);
  expect(after.src).toBe(before.src);
  expect(after.loads).toBe(before.loads); // rewound, not reloaded
});

test('[PLAY-31] [ERR-24] [PLAY-44] [ERR-28] audio that cannot load returns the state to none with "无法播放此歌曲"; adding it twice is refused', async ({
  page,
}) => {
  await playDemoSong(page, 'Lantern Lodge');
  await toPlatforms(page);
  const form = await customSong(page, '/media/audio/no-such-song.wav', 'Missing Song');
  await form.getByRole('button', { name: '播放', exact: true }).click();
  await expect(page.getByRole('alert').getByText('无法播放此歌曲: Missing Song')).toBeVisible();
  await expectPaused(page);
  await expect(miniPlayer(page).getByRole('button', { name: '播放', exact: true })).toBeVisible();
  await expect(miniPlayer(page).getByRole('button', { name: '播放', exact: true })).not.toHaveAttribute('aria-busy');
  await form.getByRole('button', { name: '加入队列', exact: true }).click();
  await expect(page.getByRole('alert').getByText('歌曲已存在')).toBeVisible();
  // The browser reports the missing file itself (a 404 resource); nothing else may be logged.
  allowConsoleErrors(page, /status of 404/);
});
