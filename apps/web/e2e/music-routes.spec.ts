import { audioState, expectPlaying, miniPlayer, musicSpec, playDemoSong } from './music-support.ts';
import { expect, test } from './test.ts';

// Every route of the music app loads in Chromium with its heading, its title, its content and no console error,
// the NCM and Meting pages reading the fake upstream that e2e/serve.mjs starts (rules ROUTE-25..33).

musicSpec();

const routes: { ids: string; path: string; heading: string; title: RegExp; list?: [string, number] }[] = [
  { ids: '[ROUTE-25]', path: '/archive/music', heading: '音乐', title: /^音乐 - /, list: ['最近添加', 4] },
  { ids: '[ROUTE-26]', path: '/archive/music/player', heading: '播放器', title: /^播放器 - / },
  { ids: '[ROUTE-27]', path: '/archive/music/platforms', heading: '其他平台', title: /^其他平台 - / },
  { ids: '[ROUTE-28]', path: '/archive/music/songs', heading: '全部歌曲', title: /^歌曲 - /, list: ['歌曲', 4] },
  {
    ids: '[ROUTE-29]',
    path: '/archive/music/songs/demo-lantern-lodge',
    heading: 'Lantern Lodge',
    title: /^Lantern Lodge - /,
  },
  { ids: '[ROUTE-30]', path: '/archive/music/playlist', heading: '歌单', title: /^歌单 - / },
  {
    ids: '[ROUTE-30]',
    path: '/archive/music/playlist/900001',
    heading: '测试歌单 Fixture playlist',
    title: /^测试歌单 Fixture playlist - /,
    list: ['歌单中的歌曲', 3],
  },
  { ids: '[ROUTE-31]', path: '/archive/music/radio', heading: '电台', title: /^电台 - / },
  {
    ids: '[ROUTE-31]',
    path: '/archive/music/radio/900002',
    heading: '测试电台 Fixture radio',
    title: /^测试电台 Fixture radio - /,
    list: ['节目', 3],
  },
  {
    ids: '[ROUTE-32]',
    path: '/archive/music/all_server',
    heading: '其他音源',
    title: /^其他音源 - /,
    list: ['音乐服务', 5],
  },
  { ids: '[ROUTE-32]', path: '/archive/music/all_server/netease', heading: '网易云音乐 歌单', title: /^网易云音乐 - / },
  {
    ids: '[ROUTE-32]',
    path: '/archive/music/all_server/netease/900003',
    heading: '歌单 900003',
    title: /^歌单 900003 - /,
    list: ['歌单中的歌曲', 3],
  },
  { ids: '[ROUTE-33]', path: '/archive/music/ncm_song', heading: '网易云单曲', title: /^网易云单曲 - / },
  {
    ids: '[ROUTE-33]',
    path: '/archive/music/ncm_song/2122308128',
    heading: 'WHITE NIGHT (不眠之夜)',
    title: /^WHITE NIGHT \(不眠之夜\) - /,
  },
];

for (const route of routes) {
  test(`${route.ids} ${route.path} loads with its heading, its title, the mini player and no console error`, async ({
    page,
  }) => {
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: route.heading, exact: true })).toBeVisible();
    await expect(page).toHaveTitle(route.title);
    await expect(miniPlayer(page)).toBeVisible();
    if (route.list) {
      // At least the seeded or fixture items: other specs may add songs to the shared server.
      const [name, count] = route.list;
      const items = page.getByRole('main').getByRole('list', { name, exact: true }).getByRole('listitem');
      await expect(items.nth(count - 1)).toBeVisible();
    }
    await page.waitForLoadState('networkidle');
  });
}

test('[ROUTE-29] a song page shows its comments thread', async ({ page }) => {
  await page.goto('/archive/music/songs/demo-lantern-lodge');
  await expect(page.getByRole('heading', { level: 2, name: /^评论/ })).toBeVisible();
});

test('[ROUTE-25] [ROUTE-26] moving between music pages keeps the music; /player shows the queue and the scrolling lyrics', async ({
  page,
}) => {
  await playDemoSong(page, 'Lantern Lodge');
  // From here on only links inside the app: a full page load would start a new player.
  await page.getByRole('main').getByRole('link', { name: 'Lantern Lodge', exact: true }).first().click();
  await expect(page).toHaveURL(/\/archive\/music\/songs\/demo-lantern-lodge$/);
  await expectPlaying(page);
  const before = (await audioState(page)).time;
  await page.getByRole('link', { name: '音乐' }).first().click();
  await expect(page).toHaveURL(/\/archive\/music$/);
  await page
    .getByRole('main')
    .getByRole('link', { name: /播放器/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/archive\/music\/player$/);
  await expectPlaying(page, before);
  const main = page.getByRole('main');
  await expect(main.getByRole('region', { name: /^播放列表/ }).getByRole('listitem')).toHaveCount(1);
  await expect(main.getByRole('region', { name: '歌词', exact: true }).locator('[data-state="visiting"]')).toHaveCount(
    1,
    { timeout: 10_000 },
  );
});
