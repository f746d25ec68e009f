import { describe, expect, it } from 'vitest';
import { metingIdOf, ncmIdOf, ncmInputPath, ncmWebUrl, parseMetingId, parseNcmInput } from './music-link.ts';
import { musicPaths } from './music-paths.ts';

describe('parseNcmInput', () => {
  it('reads a bare id, trimmed, with no kind', () => {
    expect(parseNcmInput(' 2122308128 ')).toEqual({ kind: null, id: '2122308128' });
  });

  it('reads desktop, mobile and path-form music.163.com addresses', () => {
    expect(parseNcmInput('https://music.163.com/#/song?id=2122308128')).toEqual({ kind: 'song', id: '2122308128' });
    expect(parseNcmInput('https://music.163.com/song?id=459717345&userid=1')).toEqual({
      kind: 'song',
      id: '459717345',
    });
    expect(parseNcmInput('https://y.music.163.com/m/song?id=1361348080&uct2=abc')).toEqual({
      kind: 'song',
      id: '1361348080',
    });
    expect(parseNcmInput('https://music.163.com/song/1361348080/?userid=7')).toEqual({
      kind: 'song',
      id: '1361348080',
    });
    expect(parseNcmInput('music.163.com/#/playlist?id=19723756')).toEqual({ kind: 'playlist', id: '19723756' });
    expect(parseNcmInput('https://music.163.com/#/djradio?id=350046')).toEqual({ kind: 'radio', id: '350046' });
    expect(parseNcmInput('https://y.music.163.com/m/radio?id=350046')).toEqual({ kind: 'radio', id: '350046' });
  });

  it('finds the address inside a pasted share text', () => {
    const share = '分享Lee的单曲《歌》: https://y.music.163.com/m/song?id=2122308128&uct2=U2FsdGVk (来自@网易云音乐)';
    expect(parseNcmInput(share)).toEqual({ kind: 'song', id: '2122308128' });
  });

  it('refuses other sites, unknown pages, missing or non-numeric ids', () => {
    for (const text of [
      '',
      'abc',
      '12 34',
      'https://example.com/song?id=1',
      'https://music.163.com/#/album?id=1',
      'https://music.163.com/#/song?id=abc',
      'https://music.163.com/#/song',
      'https://163cn.tv/abcd',
      `${'9'.repeat(21)}`,
    ]) {
      expect(parseNcmInput(text), text).toBeNull();
    }
  });
});

describe('parseMetingId', () => {
  it('accepts numeric and alphanumeric ids, and a NetEase playlist address', () => {
    expect(parseMetingId(' 2619366284 ')).toBe('2619366284');
    expect(parseMetingId('0039MnYb0qxYhV')).toBe('0039MnYb0qxYhV');
    expect(parseMetingId('https://music.163.com/#/playlist?id=19723756')).toBe('19723756');
  });

  it('refuses spaces, slashes and NetEase song addresses', () => {
    expect(parseMetingId('a b')).toBeNull();
    expect(parseMetingId('../x')).toBeNull();
    expect(parseMetingId('https://music.163.com/#/song?id=1')).toBeNull();
  });
});

describe('musicPaths', () => {
  it('[ROUTE-29] [ROUTE-32] [ROUTE-33] builds the detail addresses with one encoded segment per id', () => {
    expect(musicPaths.song('a/b')).toBe('/archive/music/songs/a%2Fb');
    expect(musicPaths.ncmSong('2122308128')).toBe('/archive/music/ncm_song/2122308128');
    expect(musicPaths.serverPlaylist('tencent', '8407304077')).toBe('/archive/music/all_server/tencent/8407304077');
  });
});

describe('ncmInputPath', () => {
  it('[ROUTE-27] opens the page the address names, a bare id as the field says', () => {
    expect(ncmInputPath('2122308128', 'song')).toBe('/archive/music/ncm_song/2122308128');
    expect(ncmInputPath('900001', 'playlist')).toBe('/archive/music/playlist/900001');
    expect(ncmInputPath('https://music.163.com/#/djradio?id=900002', 'song')).toBe('/archive/music/radio/900002');
    expect(ncmInputPath('https://music.163.com/#/song?id=1', 'playlist')).toBe('/archive/music/ncm_song/1');
    expect(ncmInputPath('nonsense', 'song')).toBeNull();
  });
});

describe('ids in addresses', () => {
  it('[ROUTE-30] [ROUTE-31] [ROUTE-32] [ROUTE-33] accepts only ids the upstreams can have', () => {
    expect(ncmIdOf('2122308128')).toBe('2122308128');
    for (const bad of [undefined, '', 'abc', '12a', '1'.repeat(21)]) expect(ncmIdOf(bad)).toBeNull();
    expect(metingIdOf('0039MnYb0qxYhV')).toBe('0039MnYb0qxYhV');
    for (const bad of [undefined, '', 'a b', 'a/b', 'x'.repeat(65)]) expect(metingIdOf(bad)).toBeNull();
    expect(ncmWebUrl('radio', '900002')).toBe('https://music.163.com/#/djradio?id=900002');
  });
});
