import { describe, expect, it } from 'vitest';
import { approximateBytes, TtlCache } from './cache.ts';
import { onOrigin, requireBase, upgradeForSite, upstreamUrl, webAddress } from './upstream.ts';

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

  it('passes on only absolute http(s) addresses, normalised, whatever the case or leading blanks', () => {
    expect(webAddress('https://m701.music.126.net/a.mp3')).toBe('https://m701.music.126.net/a.mp3');
    expect(webAddress(' HTTP://CDN.example/a b.mp3\n')).toBe('http://cdn.example/a%20b.mp3');
    expect(webAddress('/a.mp3', 'http://h/meting/')).toBe('http://h/a.mp3');
    for (const bad of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      '\u0000\tjavascript:alert(1)',
      'java\nscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'DATA:image/svg+xml,<svg>',
      'file:///etc/passwd',
      'blob:http://h/1',
      '/a.mp3',
      'not an address',
      'http://[bad',
    ])
      expect(webAddress(bad), bad).toBeNull();
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

describe('TtlCache byte bound', () => {
  const kib = (n: number) => 'x'.repeat(n * 512); // n KiB as the cache measures strings (2 bytes a unit)

  it('drops the oldest entries to stay under its byte bound', () => {
    const cache = new TtlCache<string>(60_000, { maxEntries: 100, maxBytes: 10 * 1024 });
    for (const key of ['a', 'b', 'c']) cache.set(key, kib(3));
    expect(cache.bytes).toBe(9 * 1024);
    cache.set('d', kib(3)); // 12 KiB would be over: a, the oldest, goes
    expect(cache.get('a')).toBeUndefined();
    expect(['b', 'c', 'd'].map((k) => cache.get(k)?.length)).toEqual([1536, 1536, 1536]);
    expect(cache.bytes).toBe(9 * 1024);
    cache.set('e', kib(7)); // needs b and c to go
    expect(['b', 'c'].map((k) => cache.get(k))).toEqual([undefined, undefined]);
    expect(cache.get('d')).toBeDefined();
    expect([cache.bytes, cache.size]).toEqual([10 * 1024, 2]);
  });

  it('never keeps a value larger than the bound, and replacing a key frees its old size', () => {
    const cache = new TtlCache<string>(60_000, { maxBytes: 10 * 1024 });
    cache.set('small', kib(1));
    cache.set('huge', kib(11));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('small')).toBeDefined();
    expect(cache.bytes).toBe(1024);
    cache.set('small', kib(11)); // a too-large new value also drops the old one: never a stale answer
    expect(cache.get('small')).toBeUndefined();
    expect([cache.bytes, cache.size]).toEqual([0, 0]);
    cache.set('k', kib(4));
    cache.set('k', kib(2));
    expect(cache.bytes).toBe(2 * 1024);
  });

  it('gives back the bytes of expired entries', () => {
    let now = 0;
    const cache = new TtlCache<string>(1000, { maxBytes: 10 * 1024, now: () => now });
    cache.set('a', kib(6));
    now = 1000;
    cache.set('b', kib(6));
    expect([cache.get('b')?.length, cache.bytes, cache.size]).toEqual([3072, 6 * 1024, 1]);
  });

  it('measures JSON answers by their text, two bytes a code unit', () => {
    expect(approximateBytes('abc')).toBe(6);
    expect(approximateBytes({ status: 200, body: { lyric: '歌' } })).toBe(
      JSON.stringify({ status: 200, body: { lyric: '歌' } }).length * 2,
    );
    const sized = new TtlCache<{ n: string }>(60_000, { maxBytes: 100, sizeOf: (v) => v.n.length });
    sized.set('a', { n: 'x'.repeat(60) });
    sized.set('b', { n: 'x'.repeat(60) });
    expect([sized.get('a'), sized.bytes]).toEqual([undefined, 60]);
  });
});
