import { ApiError } from '../http/envelope.ts';

/**
 * Calls to a configured music upstream (NCM_API_BASE, METING_API_BASE), shared by the ncm/ and meting/
 * modules. Only `base` is ever called: paths are fixed by the caller and the client supplies validated ids,
 * never an address (DESIGN.md "Security").
 *
 * Failures become envelopes through `ApiError`: no base -> 503 `source_unavailable`; no answer within
 * `timeoutMs` -> 504 `upstream_timeout`; unreachable, an HTTP 5xx, or (for JSON calls) a body that is not
 * JSON -> 502 `upstream_error`. An upstream's 4xx answers pass through as it wrote them.
 */

export type UpstreamOptions = {
  /** Milliseconds to wait for the answer (and, unless `stream`, for its body). */
  timeoutMs: number;
  /** Extra request headers (e.g. `Range` for media). */
  headers?: Record<string, string>;
  /** `manual`: a 3xx answer is returned as is (its `Location` read by the caller). Default `follow`. */
  redirect?: 'follow' | 'manual';
  /** The body will be streamed to the client: the timeout stops at the headers, not at the body's end. */
  stream?: boolean;
};

/**
 * An upstream answer: `response`, whose body the timeout still guards unless streaming; `done` stops the timer;
 * `timedOut` tells whether the timer fired.
 */
export type UpstreamAnswer = { response: Response; done: () => void; timedOut: () => boolean };

/**
 * `base` + `path` with `query` appended. `base` may carry a path (`http://host/meting/`); `path` "" keeps it.
 *
 * @example upstreamUrl('http://127.0.0.1:3000', '/song/url', {id: '1'}).href // 'http://127.0.0.1:3000/song/url?id=1'
 */
export function upstreamUrl(base: string, path: string, query: Record<string, string>): URL {
  const url = new URL(base);
  if (path !== '') url.pathname = `${url.pathname.replace(/\/+$/, '')}${path}`;
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url;
}

/** Throws 503 `source_unavailable` when the upstream is not configured; returns the base otherwise. */
export function requireBase(base: string | undefined): string {
  if (!base) throw new ApiError('source_unavailable', null, 503);
  return base;
}

/**
 * Fetches `url` (an address built from the configured base) with a timeout. Resolves with the response and a
 * `done` that stops the timer (call it once the body is read or the stream ends).
 *
 * @throws ApiError 504 `upstream_timeout`, 502 `upstream_error` (unreachable or HTTP 5xx).
 */
export async function fetchUpstream(url: URL, options: UpstreamOptions): Promise<UpstreamAnswer> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs);
  const done = () => clearTimeout(timer);
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { Accept: 'application/json, */*', ...options.headers },
      redirect: options.redirect ?? 'follow',
      signal: controller.signal,
    });
  } catch {
    done();
    throw timedOut ? new ApiError('upstream_timeout', null, 504) : new ApiError('upstream_error', null, 502);
  }
  if (response.status >= 500) {
    done();
    await response.body?.cancel().catch(() => {});
    throw new ApiError('upstream_error', { status: response.status }, 502);
  }
  if (options.stream) done();
  return { response, done, timedOut: () => timedOut };
}

/**
 * Reads an upstream answer's body as text under the same timeout.
 *
 * @throws ApiError 504 `upstream_timeout` when the body does not arrive in time, 502 `upstream_error` otherwise.
 */
export async function readText(answer: UpstreamAnswer): Promise<string> {
  try {
    return await answer.response.text();
  } catch {
    throw answer.timedOut() ? new ApiError('upstream_timeout', null, 504) : new ApiError('upstream_error', null, 502);
  } finally {
    answer.done();
  }
}

/** An upstream's JSON answer: its HTTP status and parsed body. */
export type UpstreamJson = { status: number; body: unknown };

/**
 * GETs `path` with `query` from `base` and parses the JSON answer.
 *
 * @throws ApiError 503 `source_unavailable` (no base), 504 `upstream_timeout`, 502 `upstream_error`
 *   (unreachable, 5xx, or not JSON).
 */
export async function getUpstreamJson(
  base: string | undefined,
  path: string,
  query: Record<string, string>,
  timeoutMs: number,
): Promise<UpstreamJson> {
  const answer = await fetchUpstream(upstreamUrl(requireBase(base), path, query), { timeoutMs });
  const text = await readText(answer);
  try {
    return { status: answer.response.status, body: JSON.parse(text) as unknown };
  } catch {
    throw new ApiError('upstream_error', { reason: 'not_json' }, 502);
  }
}

/**
 * [API-16] `address` with `http:` upgraded to `https:` when the site is served over https (`siteUrl`), so the
 * page loads no mixed content; on an http site the address is kept.
 */
export function upgradeForSite(address: string, siteUrl: string): string {
  return siteUrl.startsWith('https:') && address.startsWith('http:') ? `https:${address.slice(5)}` : address;
}

/** Whether `address` (absolute, or relative to `base`) lies on the origin of `base`. */
export function onOrigin(address: string, base: string): boolean {
  try {
    return new URL(address, base).origin === new URL(base).origin;
  } catch {
    return false;
  }
}
