import { matchRoute } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { isLazyPage } from '../../../lazy-page.ts';
import { routes } from '../../../router.tsx';

const musicRoute = () => routes[0]?.children?.find((r) => r.path === 'archive/music');
/** The music app's child route at `path` (relative to `/archive/music`; '' for its index). */
const musicChild = (path: string) => musicRoute()?.children?.find((r) => (path === '' ? r.index : r.path === path));

describe('music app routes', () => {
  it('[ROUTE-25] /archive/music is one parent route with a lazy layout, its index the music home', () => {
    const parent = musicRoute();
    expect(isLazyPage(parent?.Component)).toBe(true);
    expect(parent?.handle?.page).toBe('archive/music/layout.tsx');
    expect(musicChild('')?.handle?.page).toBe('archive/music/index.tsx');
    expect(isLazyPage(musicChild('')?.Component)).toBe(true);
    expect(matchRoute('/archive/music')).toBe('/archive/music');
    expect(matchRoute('/archive/music/')).toBe('/archive/music');
    for (const child of parent?.children ?? []) {
      expect(isLazyPage(child.Component), child.path).toBe(true);
      expect(child.path ?? '', 'children are relative').not.toMatch(/^\//);
    }
  });

  it('[ROUTE-26] [ROUTE-27] [ROUTE-28] /player, /platforms and /songs are pages of the music app', () => {
    for (const path of ['player', 'platforms', 'songs']) {
      expect(matchRoute(`/archive/music/${path}`), path).toBe(`/archive/music/${path}`);
      expect(isLazyPage(musicChild(path)?.Component), path).toBe(true);
    }
    expect(musicChild('songs')?.handle?.page).toBe('archive/music/songs/index.tsx');
  });

  it('[ROUTE-29] /songs/:id is one song page with comments', () => {
    expect(matchRoute('/archive/music/songs/12')).toBe('/archive/music/songs/:id');
    expect(musicChild('songs/:id')?.handle?.namespaces).toContain('comments');
    expect(matchRoute('/archive/music/songs/12/extra')).toBeUndefined();
  });

  it('[ROUTE-30] [ROUTE-31] playlists and radio: an index and one id', () => {
    expect(matchRoute('/archive/music/playlist')).toBe('/archive/music/playlist');
    expect(matchRoute('/archive/music/playlist/900001')).toBe('/archive/music/playlist/:id');
    expect(matchRoute('/archive/music/radio')).toBe('/archive/music/radio');
    expect(matchRoute('/archive/music/radio/900002')).toBe('/archive/music/radio/:id');
  });

  it('[ROUTE-32] other sources: all of them, one server, one playlist of a server', () => {
    expect(matchRoute('/archive/music/all_server')).toBe('/archive/music/all_server');
    expect(matchRoute('/archive/music/all_server/tencent')).toBe('/archive/music/all_server/:server');
    expect(matchRoute('/archive/music/all_server/tencent/900003')).toBe('/archive/music/all_server/:server/:id');
  });

  it('[ROUTE-33] NCM single songs: the index and one song', () => {
    expect(matchRoute('/archive/music/ncm_song')).toBe('/archive/music/ncm_song');
    expect(matchRoute('/archive/music/ncm_song/2122308128')).toBe('/archive/music/ncm_song/:id');
  });

  it('[ROUTE-04] a path under /archive/music that is no page is not a route', () => {
    expect(matchRoute('/archive/music/nothing')).toBeUndefined();
    expect(matchRoute('/archive/music/ncm_song/1/2')).toBeUndefined();
  });
});
