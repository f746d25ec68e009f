import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { ApiRequestError, onTokenRejected, setNetworkErrorListener } from './api-client.ts';
import { apiDownload, apiPostJson } from './api-client-json.ts';

type Seen = { url: string; init: RequestInit | undefined };
let seen: Seen[] = [];

/** Stubs fetch: records each call and answers with `answer`. */
function stubFetch(answer: (call: Seen) => Response | Promise<Response>) {
  seen = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call = { url: String(input), init };
      seen.push(call);
      return answer(call);
    }),
  );
}

const envelope = (data: unknown, status: 'success' | 'error' = 'success', message = 'ok', code = 200) =>
  new Response(JSON.stringify({ status, message, data }), {
    status: code,
    headers: { 'Content-Type': 'application/json' },
  });

let networkErrors: unknown[] = [];
beforeEach(() => {
  networkErrors = [];
  setNetworkErrorListener((error) => networkErrors.push(error));
});
afterEach(() => {
  vi.unstubAllGlobals();
  setNetworkErrorListener(() => {});
});

describe('api client: JSON bodies', () => {
  it('POSTs nested input as JSON and resolves with the parsed data', async () => {
    stubFetch(() => envelope({ id: 'x' }));
    const data = await apiPostJson(
      'archive/save_item.php',
      { tokenid: 't', item: { tags: ['a'] } },
      z.object({ id: z.string() }),
    );
    expect(data).toEqual({ id: 'x' });
    expect(seen[0]?.url).toBe(`${window.location.origin}/api/archive/save_item.php`);
    expect(seen[0]?.init).toMatchObject({ method: 'POST', headers: { 'Content-Type': 'application/json' } });
    expect(JSON.parse(String(seen[0]?.init?.body))).toEqual({ tokenid: 't', item: { tags: ['a'] } });
  });

  it('throws the refusal with its data (a 400 names the field), and tells the token listeners of a refused token', async () => {
    stubFetch(() => envelope({ field: 'item.title', issues: [] }, 'error', 'invalid_input', 400));
    await expect(apiPostJson('archive/save_item.php', { tokenid: 't' }, z.unknown())).rejects.toMatchObject({
      code: 'invalid_input',
      data: { field: 'item.title', issues: [] },
    });
    const rejected: string[] = [];
    const stop = onTokenRejected(({ code }) => rejected.push(code));
    stubFetch(() => envelope(null, 'error', 'expired_token', 401));
    await expect(apiPostJson('archive/save_item.php', { tokenid: 'a'.repeat(43) }, z.unknown())).rejects.toBeInstanceOf(
      ApiRequestError,
    );
    stop();
    expect(rejected).toEqual(['expired_token']);
  });

  it('a network failure throws network and tells the listener', async () => {
    stubFetch(() => Promise.reject(new TypeError('offline')));
    await expect(apiPostJson('archive/delete_item.php', { id: 'x' }, z.unknown())).rejects.toMatchObject({
      code: 'network',
    });
    expect(networkErrors).toHaveLength(1);
  });

  it('a download POSTs JSON and names the file as the server does; a refusal throws its code', async () => {
    stubFetch(
      () =>
        new Response('a,b\n', { headers: { 'Content-Disposition': 'attachment; filename="archive-2026-01-02.csv"' } }),
    );
    const file = await apiDownload('archive/export.php', { tokenid: 't', format: 'csv' }, 'fallback.csv');
    expect(seen[0]?.init).toMatchObject({ method: 'POST', body: '{"tokenid":"t","format":"csv"}' });
    expect(file.name).toBe('archive-2026-01-02.csv');
    expect(await file.blob.text()).toBe('a,b\n');
    stubFetch(() => envelope(null, 'error', 'forbidden', 403));
    await expect(apiDownload('archive/export.php', { tokenid: 't' }, 'x.json')).rejects.toMatchObject({
      code: 'forbidden',
    });
  });
});
