import { describe, expect, it } from 'vitest';
import { resolveAudioUrl, upgradeAudioUrl } from './sources.ts';
import { mockFetch } from './test/fetch.ts';
import { testSong } from './test/songs.ts';

describe('audio address', () => {
  it('[API-16] http is upgraded to https on a page served over https, kept on http', () => {
    expect(upgradeAudioUrl('http://m.example.org/a.mp3', 'https:')).toBe('https://m.example.org/a.mp3');
    expect(upgradeAudioUrl('HTTP://m.example.org/a.mp3', 'https:')).toBe('https://m.example.org/a.mp3');
    expect(upgradeAudioUrl('http://m.example.org/a.mp3', 'http:')).toBe('http://m.example.org/a.mp3');
    expect(upgradeAudioUrl('https://m.example.org/a.mp3', 'https:')).toBe('https://m.example.org/a.mp3');
    expect(upgradeAudioUrl('/media/a.mp3', 'https:')).toBe('/media/a.mp3');
  });
  it('[API-14] an NCM song asks ncm/song/ with its ncm_id; local and meting songs use audio_url', async () => {
    const spy = mockFetch({ 'ncm/song/': { code: 200, data: [{ id: 7, url: 'http://m.example.org/7.mp3' }] } });
    const ncm = testSong(7, { song_source: 'ncm', ncm_id: '7', audio_url: '' });
    // jsdom serves the page over http: the address is kept [API-16].
    expect(await resolveAudioUrl(ncm)).toBe('http://m.example.org/7.mp3');
    expect(String(spy.mock.calls[0]?.[0])).toBe('http://localhost:3000/api/ncm/song/?id=7');
    expect(await resolveAudioUrl(testSong(1))).toBe('/media/audio/1.mp3');
    expect(await resolveAudioUrl(testSong(2, { song_source: 'meting', audio_url: '/api/meting/?type=url' }))).toBe(
      '/api/meting/?type=url',
    );
    expect(spy).toHaveBeenCalledTimes(1);
  });
  it('[API-15] [ERR-25] only code 200 with a url counts', async () => {
    const ncm = testSong(7, { song_source: 'ncm', ncm_id: '7', audio_url: '' });
    mockFetch({ 'ncm/song/': { code: -460, data: [{ id: 7, url: 'https://m.example.org/7.mp3' }] } });
    expect(await resolveAudioUrl(ncm)).toBeNull();
    mockFetch({ 'ncm/song/': { code: 200, data: [] } });
    expect(await resolveAudioUrl(ncm)).toBeNull();
    mockFetch({ 'ncm/song/': { status: 'error', message: 'source_unavailable', data: null } });
    expect(await resolveAudioUrl(ncm)).toBeNull();
    expect(await resolveAudioUrl(testSong(8, { song_source: 'ncm', ncm_id: '', audio_url: '' }))).toBeNull();
  });
});
