import { ApiError } from '../http/envelope.ts';

/**
 * Calls to a configured music upstream (NCM_API_BASE, METING_API_BASE), shared by the ncm/ and meting/
 * modules. Only `base` is ever called: paths are fixed by the caller and the client supplies validated ids,
 * never an address (DESIGN.md "Security"). The upstream itself is not trusted (issue 15): it may be a third
 * party's, so
 *
 * - a redirect is followed only on the origin the call went to, at most `MAX_UPSTREAM_REDIRECTS` times: a JSON
 *   call redirected elsewhere answers 502 (the server never fetches an address the upstream picks, such as an
 *   internal one); a media call passes an http(s) address elsewhere on to the browser as a redirect;
 * - a body read whole (JSON, lyric text) is capped at `maxBytes` (default `MAX_UPSTREAM_BODY_BYTES`): a larger
 *   one is refused from its `Content-Length`, or aborted once that many bytes have arrived;
 * - an address the browser is sent to (a redirect, a JSON field) is an absolute http(s) one or none at all.
 *
 * Failures become envelopes through `ApiError`: no base -> 503 `source_unavailable`; no answer within
 * `timeoutMs` -> 504 `upstream_timeout`; unreachable, an HTTP 5xx, a redirect elsewhere, a body over the cap,
 * an address that is not http(s), or (for JSON calls) a body that is not JSON -> 502 `upstream_error` (its
 * `data.reason` says which). An upstream's 4xx answers pass through as it wrote them.
 */

/** Bytes of an upstream body read whole (JSON, lyrics): 5 MiB, ~5x the largest answer asked for (a 500-song page). */
export const MAX_UPSTREAM_BODY_BYTES = 5 * 1024 * 1024;
/** Redirects followed on the upstream's own origin (DESIGN.md "Fetching other sites": at most 3). */
export const MAX_UPSTREAM_REDIRECTS = 3;

export type UpstreamOptions = {
  /** Milliseconds to wait for the answer (and, unless `stream`, for its body), redirects included. */
  timeoutMs: number;
  /** Extra request headers (e.g. `Range` for media). */
  headers?: Record<string, string>;
  /**
   * A redirect to another origin: `refuse` (default) throws 502; `return` resolves with that 3xx answer (its
   * `Location` read by the caller, see `fetchMedia`). Redirects on the same origin are followed either way.
   */
  elsewhere?: 'refuse' | 'return';
  /** The body will be streamed to the client: the timeout stops at the headers, not at the body's end. */
  stream?: boolean;
};

/**
 * An upstream answer: `response`, whose body the timeout still guards unless streaming; `url` the address that
 * answered (after redirects); `done` stops the timer; `timedOut` tells whether the timer fired.
 */
export type UpstreamAnswer = { response: Response; url: URL; done: () => void; timedOut: () => boolean };

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

const upstreamError = (reason?: string) => new ApiError('upstream_error', reason ? { reason } : null, 502);
const isRedirect = (response: Response) => response.status >= 300 && response.status < 400;
const cancel = (response: Response) => response.body?.cancel().catch(() => {});

/**
 * Fetches `url` (an address built from the configured base) with a timeout, following redirects only on its
 * origin (at most `MAX_UPSTREAM_REDIRECTS`). Resolves with the response and a `done` that stops the timer (call
 * it once the body is read or the stream ends).
 *
 * @throws ApiError 504 `upstream_timeout`; 502 `upstream_error`: unreachable, HTTP 5xx, a redirect to another
 *   origin (`redirect_elsewhere`, unless `elsewhere: 'return'`) or too many (`too_many_redirects`).
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
  let at = url;
  for (let hop = 0; ; hop++) {
    try {
      // `manual`: Node's fetch then answers the 3xx itself, Location included, and the loop decides.
      response = await fetch(at, {
        headers: { Accept: 'application/json, */*', ...options.headers },
        redirect: 'manual',
        signal: controller.signal,
      });
    } catch {
      done();
      throw timedOut ? new ApiError('upstream_timeout', null, 504) : upstreamError();
    }
    const location = isRedirect(response) ? response.headers.get('location') : null;
    if (location === null) break;
    const next = URL.parse(location, at);
    if (next?.origin !== at.origin) {
      if (options.elsewhere === 'return') break;
      done();
      await cancel(response);
      throw upstreamError('redirect_elsewhere');
    }
    await cancel(response);
    if (hop >= MAX_UPSTREAM_REDIRECTS) {
      done();
      throw upstreamError('too_many_redirects');
    }
    at = next;
  }
  if (response.status >= 500) {
    done();
    await cancel(response);
    throw new ApiError('upstream_error', { status: response.status }, 502);
  }
  if (options.stream) done();
  return { response, url: at, done, timedOut: () => timedOut };
}

/**
 * Reads an upstream answer's body as UTF-8 text under the same timeout, up to `maxBytes` bytes: a larger body
 * is refused from its `Content-Length` before it is read, or aborted once `maxBytes` have arrived, so a huge
 * answer never sits in memory.
 *
 * @throws ApiError 504 `upstream_timeout` when the body does not arrive in time; 502 `upstream_error`
 *   (`too_large` over the cap, otherwise a broken body).
 */
export async function readText(answer: UpstreamAnswer, maxBytes = MAX_UPSTREAM_BODY_BYTES): Promise<string> {
  const { response } = answer;
  try {
    if (Number(response.headers.get('content-length')) > maxBytes) {
      await cancel(response);
      throw upstreamError('too_large');
    }
    if (!response.body) return '';
    const reader = response.body.getReader();
    const chunks: Uint8Array[] = [];
    let bytes = 0;
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      bytes += read.value.byteLength;
      if (bytes > maxBytes) {
        await reader.cancel().catch(() => {});
        throw upstreamError('too_large');
      }
      chunks.push(read.value);
    }
    return Buffer.concat(chunks, bytes).toString('utf8');
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw answer.timedOut() ? new ApiError('upstream_timeout', null, 504) : upstreamError();
  } finally {
    answer.done();
  }
}

/** An upstream's JSON answer: its HTTP status and parsed body. */
export type UpstreamJson = { status: number; body: unknown };

/**
 * GETs `path` with `query` from `base` and parses the JSON answer (at most `maxBytes` bytes).
 *
 * @throws ApiError 503 `source_unavailable` (no base), 504 `upstream_timeout`, 502 `upstream_error`
 *   (unreachable, 5xx, redirected elsewhere, over `maxBytes`, or not JSON).
 */
export async function getUpstreamJson(
  base: string | undefined,
  path: string,
  query: Record<string, string>,
  timeoutMs: number,
  maxBytes = MAX_UPSTREAM_BODY_BYTES,
): Promise<UpstreamJson> {
  const answer = await fetchUpstream(upstreamUrl(requireBase(base), path, query), { timeoutMs });
  const text = await readText(answer, maxBytes);
  try {
    return { status: answer.response.status, body: JSON.parse(text) as unknown };
  } catch {
    throw upstreamError('not_json');
  }
}

/** A media call's outcome: an http(s) address elsewhere for the browser, or the upstream's media to stream. */
export type UpstreamMedia = { redirect: string } | { response: Response };

/**
 * Fetches media (audio, a cover) at `url` on the upstream, passing `range` on. Redirects on the upstream's
 * origin are followed; one elsewhere answers `{redirect}` (the address, upgraded for the site [API-16]) so the
 * browser fetches it, never the server. The timeout stops at the headers.
 *
 * @throws ApiError 502 `upstream_error` (`bad_address`) when the redirect is not to an absolute http(s)
 *   address (`javascript:`, `data:`...); otherwise as `fetchUpstream`.
 */
export async function fetchMedia(
  url: URL,
  options: { timeoutMs: number; range?: string | undefined; siteUrl: string },
): Promise<UpstreamMedia> {
  const answer = await fetchUpstream(url, {
    timeoutMs: options.timeoutMs,
    elsewhere: 'return',
    stream: true,
    ...(options.range && { headers: { Range: options.range } }),
  });
  const location = isRedirect(answer.response) ? answer.response.headers.get('location') : null;
  if (location === null) return { response: answer.response };
  await cancel(answer.response);
  const address = webAddress(location, answer.url.href);
  if (address === null) throw upstreamError('bad_address');
  return { redirect: upgradeForSite(address, options.siteUrl) };
}

/**
 * `address` (absolute, or relative to `base`) as an absolute `http:`/`https:` address, normalised by the URL
 * parser (so no control character or space survives), or null for any other scheme (`javascript:`, `data:`,
 * `file:`, whatever the case or leading blanks) or an address that does not parse. The one check an
 * upstream-supplied address passes before a browser is sent to it.
 *
 * @example webAddress(' JavaScript:alert(1)') // null
 * @example webAddress('/a.mp3', 'http://h/meting/') // 'http://h/a.mp3'
 */
export function webAddress(address: string, base?: string): string | null {
  const url = URL.parse(address, base);
  return url && (url.protocol === 'http:' || url.protocol === 'https:') ? url.href : null;
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
