import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiJson, setNetworkErrorListener } from './api-client.ts';

afterEach(() => setNetworkErrorListener(() => {}));

describe('apiJson (answers that are not envelopes)', () => {
  it('[API-01] [API-14] resolves a path against the api address with its query and returns the JSON as is', async () => {
    const spy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify({ code: 200, data: [{ url: 'x' }] })));
    expect(await apiJson('ncm/song/', { query: { id: '42' } })).toEqual({ code: 200, data: [{ url: 'x' }] });
    expect(String(spy.mock.calls[0]?.[0])).toBe('http://localhost:3000/api/ncm/song/?id=42');
  });

  it('fetches an absolute address as given', async () => {
    const spy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{"lyric":""}'));
    await apiJson('https://lyrics.example.org/a?id=1', { query: { ignored: 'x' } });
    expect(String(spy.mock.calls[0]?.[0])).toBe('https://lyrics.example.org/a?id=1');
  });

  it('[ERR-01] a network failure tells the listener and yields false; a non-JSON answer yields false quietly', async () => {
    const listener = vi.fn();
    setNetworkErrorListener(listener);
    vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await apiJson('ncm/lyric/')).toBe(false);
    expect(listener).toHaveBeenCalledTimes(1);
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(new Response('<html>'));
    expect(await apiJson('ncm/lyric/')).toBe(false);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('a cancelled call yields false without telling the listener', async () => {
    const listener = vi.fn();
    setNetworkErrorListener(listener);
    vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new DOMException('aborted', 'AbortError'));
    expect(await apiJson('ncm/lyric/')).toBe(false);
    expect(listener).not.toHaveBeenCalled();
  });
});
