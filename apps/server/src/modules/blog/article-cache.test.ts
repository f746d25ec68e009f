import { describe, expect, it } from 'vitest';
import { EncodedBody } from '../../http/compression.ts';
import { ArticleCache } from './article-cache.ts';

const bytes = (text: string) => new EncodedBody(Buffer.from(text));

describe('article cache', () => {
  it('serves a stored answer until its 10 s TTL runs out', () => {
    let now = 1_000;
    const cache = new ArticleCache(() => now);
    cache.set('a', bytes('{"a":1}'));
    now += 9_999;
    expect(cache.get('a')?.identity.toString()).toBe('{"a":1}');
    now += 1;
    expect(cache.get('a')).toBeUndefined();
  });

  it('keeps the 200 most recently used answers', () => {
    const cache = new ArticleCache(() => 0);
    for (let i = 0; i < 200; i++) cache.set(`id-${i}`, bytes(String(i)));
    expect(cache.get('id-0')?.identity.toString()).toBe('0'); // now the most recent
    cache.set('id-200', bytes('200'));
    expect(cache.get('id-1')).toBeUndefined();
    expect(cache.get('id-0')?.identity.toString()).toBe('0');
    expect(cache.get('id-200')?.identity.toString()).toBe('200');
  });

  it('forgets everything on clear', () => {
    const cache = new ArticleCache(() => 0);
    cache.set('a', bytes('1'));
    cache.clear();
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops an answer read before a write that cleared the cache while the read was in flight', () => {
    const cache = new ArticleCache(() => 0);
    const token = cache.readToken();
    cache.clear(); // a write commits while the read is in flight
    cache.set('a', bytes('old'), token);
    expect(cache.get('a')).toBeUndefined();
    const fresh = cache.readToken();
    cache.set('a', bytes('new'), fresh);
    expect(cache.get('a')?.identity.toString()).toBe('new');
  });
});
