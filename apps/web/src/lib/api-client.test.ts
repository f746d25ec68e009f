import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import {
  ApiRequestError,
  apiCall,
  apiData,
  apiUrl,
  defaultApiAddress,
  onTokenRejected,
  parseEnvelope,
  setApiBase,
  setNetworkErrorListener,
} from './api-client.ts';

type Seen = { url: string; init: RequestInit | undefined };
let seen: Seen[] = [];

/** Stubs fetch: records each call and answers `body` as JSON (or runs `answer` for a custom reply). */
function stubFetch(answer: (call: Seen) => Promise<Response> | Response = () => envelope({ ok: true })) {
  seen = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = { url: String(input), init };
    seen.push(call);
    return answer(call);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function envelope(data: unknown, status: 'success' | 'error' = 'success', message = 'ok'): Response {
  return new Response(JSON.stringify({ status, message, data }), {
    headers: { 'Content-Type': 'application/json' },
  });
}

const origin = window.location.origin;
let networkErrors: unknown[] = [];

beforeEach(() => {
  setApiBase(defaultApiAddress);
  networkErrors = [];
  setNetworkErrorListener((error) => networkErrors.push(error));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  setApiBase(defaultApiAddress);
  setNetworkErrorListener(() => {});
});

describe('api client', () => {
  it('[API-01] every call goes to the api_address base; paths with and without a leading "/" are both relative to it', async () => {
    stubFetch();
    setApiBase('https://api.example.test/v2/');
    await apiCall('blog/get_articles.php', { data: z.unknown() });
    await apiCall('/blog/get_articles.php', { data: z.unknown() });
    await apiCall('/account/check_device.php', { method: 'POST', body: { user_agent: 'UA' }, data: z.unknown() });
    expect(seen.map((call) => call.url)).toEqual([
      'https://api.example.test/v2/blog/get_articles.php',
      'https://api.example.test/v2/blog/get_articles.php',
      'https://api.example.test/v2/account/check_device.php',
    ]);
  });

  it('[API-01] the default base is /api/ on the same origin; a base without a trailing "/" still keeps its last segment', async () => {
    stubFetch();
    await apiCall('/account/get_user.php', { method: 'POST', body: { tokenid: 't' }, data: z.unknown() });
    expect(seen[0]?.url).toBe(`${origin}/api/account/get_user.php`);
    setApiBase('/backend');
    expect(apiUrl('/comments/get_comments.php', { target: '/about' })).toBe(
      `${origin}/backend/comments/get_comments.php?target=%2Fabout`,
    );
  });

  it('[API-02] GET sends query parameters, POST a form-urlencoded body', async () => {
    stubFetch();
    await apiCall('blog/get_article.php', { query: { id: 'a b', skip: undefined, page: 2 }, data: z.unknown() });
    await apiCall('account/login.php', {
      method: 'POST',
      body: { uid: 'alice', password: 'p&ss=1', remember: true },
      data: z.unknown(),
    });
    expect(seen[0]?.url).toBe(`${origin}/api/blog/get_article.php?id=a+b&page=2`);
    expect(seen[0]?.init?.method).toBe('GET');
    expect(seen[0]?.init?.body).toBeUndefined();
    expect(seen[1]?.init?.method).toBe('POST');
    expect(seen[1]?.init?.headers).toEqual({ 'Content-Type': 'application/x-www-form-urlencoded' });
    expect(String(seen[1]?.init?.body)).toBe('uid=alice&password=p%26ss%3D1&remember=true');
  });

  it('[API-03] a network failure yields false without throwing and tells the network-error listener (which shows the ERR-01 toast)', async () => {
    const failure = new TypeError('Failed to fetch');
    stubFetch(() => Promise.reject(failure));
    await expect(apiCall('account/get_user.php', { method: 'POST', data: z.unknown() })).resolves.toBe(false);
    expect(networkErrors).toEqual([failure]);
    // The query-hook form turns it into an error TanStack Query can show, coded "network".
    await expect(apiData('blog/get_articles.php', { data: z.unknown() })).rejects.toEqual(
      new ApiRequestError('network', 'network'),
    );
    expect(networkErrors).toHaveLength(2);
  });

  it('[API-03] an answer that is not an envelope also yields false and tells the listener', async () => {
    stubFetch(() => new Response('<html>proxy error</html>', { status: 502 }));
    await expect(apiCall('blog/get_articles.php', { data: z.unknown() })).resolves.toBe(false);
    expect(networkErrors).toHaveLength(1);
  });

  it('a cancelled call yields false without a network-error toast', async () => {
    stubFetch((call) => {
      const error = new DOMException('The operation was aborted.', 'AbortError');
      return call.init?.signal?.aborted ? Promise.reject(error) : envelope(null);
    });
    const controller = new AbortController();
    controller.abort();
    await expect(apiCall('blog/get_articles.php', { data: z.unknown(), signal: controller.signal })).resolves.toBe(
      false,
    );
    expect(networkErrors).toEqual([]);
  });

  it('[API-04] no timeout by default: no abort signal is attached and a slow answer still arrives', async () => {
    vi.useFakeTimers();
    stubFetch(
      (call) =>
        new Promise<Response>((resolve, reject) => {
          call.init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          setTimeout(() => resolve(envelope({ late: true })), 10 * 60_000);
        }),
    );
    const pending = apiCall('archive/music/get_song_detail.php', {
      query: { song_id: 1 },
      data: z.object({ late: z.boolean() }),
    });
    expect(seen[0]?.init?.signal).toBeUndefined();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    await expect(pending).resolves.toEqual({ status: 'success', message: 'ok', data: { late: true } });
    expect(networkErrors).toEqual([]);
  });

  it('an error envelope is returned as the server answered; apiData throws its message as the code', async () => {
    stubFetch(() => envelope(null, 'error', 'article_not_found'));
    await expect(apiCall('blog/get_article.php', { data: z.string() })).resolves.toEqual({
      status: 'error',
      message: 'article_not_found',
      data: null,
    });
    await expect(apiData('blog/get_article.php', { data: z.string() })).rejects.toEqual(
      new ApiRequestError('article_not_found', 'error'),
    );
    expect(networkErrors).toEqual([]);
  });

  it('apiData turns a message outside the contracts catalogue into the code unknown, keeping the message', async () => {
    stubFetch(() => envelope(null, 'error', 'Some upstream sentence'));
    const error = await apiData('blog/get_article.php', { data: z.string() }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ code: 'unknown', status: 'error', message: 'Some upstream sentence' });
  });

  it('parseEnvelope (for the other transport) reads an answer as apiCall does, telling the token listeners', () => {
    const seenRejections: unknown[] = [];
    const stop = onTokenRejected((rejection) => seenRejections.push(rejection));
    try {
      const refused = { status: 'error', message: 'expired_token', data: null };
      expect(parseEnvelope(refused, z.unknown(), { tokenid: 'tok-9' })).toEqual(refused);
      expect(parseEnvelope(refused, z.unknown(), { tokenid: 'guest_tokenid' })).toEqual(refused);
      expect(seenRejections).toEqual([{ tokenid: 'tok-9', code: 'expired_token' }]);
      expect(
        parseEnvelope({ status: 'success', message: 'ok', data: { url: '/media/a' } }, z.object({ url: z.string() })),
      ).toEqual({ status: 'success', message: 'ok', data: { url: '/media/a' } });
      expect(parseEnvelope('<html>', z.unknown())).toBe(false);
      expect(networkErrors).toHaveLength(1);
    } finally {
      stop();
    }
  });

  it('a success answer whose data breaks the contract yields false (never an unchecked value)', async () => {
    stubFetch(() => envelope({ tokenid: 42 }));
    await expect(apiCall('account/login.php', { data: z.object({ tokenid: z.string() }) })).resolves.toBe(false);
    expect(networkErrors).toHaveLength(1);
  });

  it('apiData keeps the error envelope data, so a 400 can name its field', async () => {
    const data = { field: 'website', issues: [{ field: 'website', message: 'must be an http(s) address' }] };
    stubFetch(() => envelope(data, 'error', 'invalid_input'));
    const error = await apiData('account/edit_profile.php', { method: 'POST', body: {}, data: z.unknown() }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).data).toEqual(data);
  });

  it.each(['invalid_token', 'expired_token', 'logout_token'])(
    '[ACCT-19] a POST that sent a real tokenid and is answered %s reports "token rejected" before the caller sees it',
    async (code) => {
      const seenRejections: unknown[] = [];
      const stop = onTokenRejected((rejection) => seenRejections.push(rejection));
      try {
        stubFetch(() => envelope(null, 'error', code));
        const answer = apiCall('comments/post_comment.php', {
          method: 'POST',
          body: { tokenid: 'tok-1', text: 'hi' },
          data: z.unknown(),
        }).then((result) => {
          expect(seenRejections).toHaveLength(1); // already told when the answer arrives
          return result;
        });
        await expect(answer).resolves.toMatchObject({ status: 'error', message: code });
        expect(seenRejections).toEqual([{ tokenid: 'tok-1', code }]);
      } finally {
        stop();
      }
    },
  );

  it('no "token rejected" for a guest token, no token, another refusal, a success, or after unsubscribing', async () => {
    const seenRejections: unknown[] = [];
    const stop = onTokenRejected((rejection) => seenRejections.push(rejection));
    let reply = () => envelope(null, 'error', 'invalid_token');
    stubFetch(() => reply());
    const post = (body: Record<string, string>) =>
      apiCall('account/get_messages.php', { method: 'POST', body, data: z.unknown() });
    await post({ tokenid: 'guest_tokenid' });
    await post({ tokenid: 'no_tokenid' });
    await post({ tokenid: '' });
    await post({});
    reply = () => envelope(null, 'error', 'not_logged_in');
    await post({ tokenid: 'tok-2' });
    reply = () => envelope({ ok: true });
    await post({ tokenid: 'tok-2' });
    expect(seenRejections).toEqual([]);
    stop();
    reply = () => envelope(null, 'error', 'expired_token');
    await post({ tokenid: 'tok-2' });
    expect(seenRejections).toEqual([]);
  });
});
