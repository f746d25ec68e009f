import { describe, expect, it } from 'vitest';
import { TtlCache } from './cache.ts';
import { onOrigin, requireBase, upgradeForSite, upstreamUrl } from './upstream.ts';

describe('upstream addresses', () => {
  it('joins the configured base, a fixed path and the query, keeping a base path', () => {
    expect(upstreamUrl('http://127.0.0.1:3000', '/song/url', { id: '1' }).href).toBe(
      'http://127.0.0.1:3000/song/url?id=1',
    );
    expect(upstreamUrl('http://h/ncm-api/', '/lyric/new', { id: '2' }).href).toBe('http://h/ncm-api/lyric/new?id=2');
    expect(upstreamUrl('https://m.example/meting/', '', { server: 'netease', type: 'lrc', id: '3' }).href).toBe(
      'https://m.example/meting/?server=netease&type=lrc&id=3',
    );
    // A value cannot smuggle another parameter or path in: it is encoded.
    expect(upstreamUrl('http://h', '/song/url', { id: '1&x=http://evil/' }).search).toBe(
      '?id=1%26x%3Dhttp%3A%2F%2Fevil%2F',
    );
  });

  it('answers 503 source_unavailable without a base', () => {
    expect(() => requireBase(undefined)).toThrow(
      expect.objectContaining({ code: 'source_unavailable', statusCode: 503 }),
    );
    expect(requireBase('http://h')).toBe('http://h');
  });

  it('[API-16] upgrades http to https only for a site served over https', () => {
    expect(upgradeForSite('http://m701.music.126.net/a.mp3', 'https://site.example')).toBe(
      'https://m701.music.126.net/a.mp3',
    );
    expect(upgradeForSite('http://m701.music.126.net/a.mp3', 'http://localhost:8080')).toBe(
      'http://m701.music.126.net/a.mp3',
    );
    expect(upgradeForSite('https://x/a.mp3', 'https://site.example')).toBe('https://x/a.mp3');
    expect(upgradeForSite('/api/ncm/audio/?id=1', 'https://site.example')).toBe('/api/ncm/audio/?id=1');
  });

  it('tells addresses on the upstream origin from others', () => {
    expect(onOrigin('http://127.0.0.1:3000/audio/1.wav', 'http://127.0.0.1:3000')).toBe(true);
    expect(onOrigin('/audio/1.wav', 'http://127.0.0.1:3000/meting/')).toBe(true);
    expect(onOrigin('http://127.0.0.1:3001/audio/1.wav', 'http://127.0.0.1:3000')).toBe(false);
    expect(onOrigin('https://m701.music.126.net/a.mp3', 'http://127.0.0.1:3000')).toBe(false);
    expect(onOrigin('http://[bad', 'http://127.0.0.1:3000')).toBe(false);
  });
});

describe('TtlCache', () => {
  it('keeps a value for its time to live, drops the oldest when full, and stores only what `keep` accepts', async () => {
    let now = 0;
    const cache = new TtlCache<string>(1000, { maxEntries: 2, now: () => now });
    cache.set('a', 'A');
    now = 999;
    expect(cache.get('a')).toBe('A');
    now = 1000;
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', 'A');
    cache.set('b', 'B');
    cache.set('c', 'C');
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 'B', 'C']);
    let loads = 0;
    const load = async () => {
      loads += 1;
      return '';
    };
    await cache.through('d', load, (v) => v !== '');
    await cache.through('d', load, (v) => v !== '');
    expect(loads).toBe(2);
  });
});
