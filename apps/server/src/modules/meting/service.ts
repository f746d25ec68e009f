import { type MetingQuery, metingQuerySchema } from '@site/contracts';
import { ApiError } from '../../http/envelope.ts';
import { TtlCache } from '../../upstream/cache.ts';
import {
  fetchMedia,
  fetchUpstream,
  MAX_UPSTREAM_BODY_BYTES,
  onOrigin,
  readText,
  requireBase,
  type UpstreamJson,
  type UpstreamMedia,
  upstreamUrl,
  webAddress,
} from '../../upstream/upstream.ts';

/**
 * The Meting pass-through (contracts `ncm.ts`): `GET meting/?server=&type=&id=` asks the Meting-API server at
 * `METING_API_BASE` with the same query and answers in its format, except that
 *
 * - the items' `url`, `pic`, `cover` and `lrc` addresses that point at the upstream become the site's own
 *   `/api/meting/?...` addresses, so the browser never calls the upstream; others are kept when absolute
 *   http(s) and emptied otherwise (`javascript:`, `data:`...: an upstream never picks the browser's scheme);
 * - `type=lrc` always answers `{lyric, tlyric}` (spec section 7, API-23): Meting-API's plain LRC text becomes
 *   `{lyric: text, tlyric: ""}`, metowolf/Meting's JSON `{lyric, tlyric}` passes through;
 * - `type=url|pic|cover` (media): the upstream's redirect to an http(s) address elsewhere is passed on as a
 *   redirect (any other scheme: 502); media on the upstream's own origin is streamed through (Range passed on).
 *
 * Errors: see `src/upstream/upstream.ts` (503 / 502 / 504 envelopes).
 */

export type MetingSettings = {
  /** METING_API_BASE (the Meting-API's address, e.g. `https://api.example/meting/`), or undefined. */
  base: string | undefined;
  timeoutMs: number;
  /** SITE_URL: redirects to `http:` media are upgraded when it is https [API-16]. */
  siteUrl: string;
  /** Bytes of one upstream list or lyric answer at most (default `MAX_UPSTREAM_BODY_BYTES`, 5 MiB); larger: 502. */
  maxBodyBytes?: number;
  /** Bytes the list and lyric cache holds at most (default `METING_CACHE_BYTES`). */
  cacheBytes?: number;
};

/** The Meting cache's byte bound (lists and lyrics together): 32 MiB. */
export const METING_CACHE_BYTES = 32 * 1024 * 1024;

/** The site's own address answering like the Meting upstream for `query`. */
export function metingPath(query: MetingQuery): string {
  const params = new URLSearchParams({ server: query.server, type: query.type, id: query.id });
  if (query.auth) params.set('auth', query.auth);
  return `/api/meting/?${params}`;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const addressFields = ['url', 'pic', 'cover', 'lrc'] as const;

export type MetingMedia = UpstreamMedia;

/** The Meting call of one configuration, with a brief in-memory cache for lists and lyrics. */
export function metingService(settings: MetingSettings) {
  const cache = new TtlCache<UpstreamJson>(5 * 60_000, { maxBytes: settings.cacheBytes ?? METING_CACHE_BYTES });

  /**
   * An upstream address -> the site's address when it is the upstream's API with a valid query; else as is
   * when http(s), else "".
   */
  function rewrite(address: string, base: string): string {
    if (!onOrigin(address, base)) return webAddress(address) ?? '';
    const url = new URL(address, base);
    if (url.pathname.replace(/\/+$/, '') !== new URL(base).pathname.replace(/\/+$/, '')) return address;
    const parsed = metingQuerySchema.safeParse(Object.fromEntries(url.searchParams));
    return parsed.success ? metingPath(parsed.data) : address;
  }

  function rewriteItem(item: unknown, base: string): unknown {
    if (!isObject(item)) return item;
    for (const field of addressFields) {
      const value = item[field];
      if (typeof value === 'string' && value !== '') item[field] = rewrite(value, base);
    }
    return item;
  }

  async function getText(query: MetingQuery): Promise<{ status: number; text: string; type: string }> {
    const base = requireBase(settings.base);
    const { auth, ...rest } = query;
    const answer = await fetchUpstream(upstreamUrl(base, '', { ...rest, ...(auth && { auth }) }), {
      timeoutMs: settings.timeoutMs,
    });
    const text = await readText(answer, settings.maxBodyBytes ?? MAX_UPSTREAM_BODY_BYTES);
    return { status: answer.response.status, text, type: answer.response.headers.get('content-type') ?? '' };
  }

  const parseJson = (text: string): unknown => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new ApiError('upstream_error', { reason: 'not_json' }, 502);
    }
  };

  /**
   * A list or item answer (`playlist`, `song`, `single`) or the lyric answer (`lrc`), in Meting's format with
   * the addresses rewritten. Successful answers are cached for 5 minutes.
   *
   * @throws ApiError 503 / 502 (also for a list answer that is not JSON) / 504.
   */
  function json(query: MetingQuery): Promise<UpstreamJson> {
    const key = `${query.server}:${query.type}:${query.id}:${query.auth ?? ''}`;
    return cache.through(
      key,
      async () => {
        const base = requireBase(settings.base);
        const { status, text } = await getText(query);
        if (query.type === 'lrc') return { status, body: lyricAnswer(text) };
        const body = parseJson(text);
        if (Array.isArray(body)) return { status, body: body.map((item) => rewriteItem(item, base)) };
        return { status, body: isObject(body) && !('error' in body) ? rewriteItem(body, base) : body };
      },
      (answer) => answer.status === 200 && !(isObject(answer.body) && 'error' in answer.body),
    );
  }

  /**
   * The media of `type=url|pic|cover`: follows the upstream's redirects while they stay on its origin, then
   * answers `{redirect}` for an http(s) address elsewhere or `{response}` (media from the upstream) to stream.
   *
   * @throws ApiError 502 `upstream_error` for a redirect to anything but http(s); see `fetchMedia`.
   */
  async function media(query: MetingQuery, range: string | undefined): Promise<MetingMedia> {
    const base = requireBase(settings.base);
    const { auth, ...rest } = query;
    const url = upstreamUrl(base, '', { ...rest, ...(auth && { auth }) });
    return fetchMedia(url, { timeoutMs: settings.timeoutMs, range, siteUrl: settings.siteUrl });
  }

  return { json, media };
}

/**
 * [API-23] The `{lyric, tlyric}` answer from a Meting lyric body: JSON `{lyric, tlyric}` (metowolf/Meting) or
 * `{error}` as written, anything else is LRC text (injahow/meting-api) -> `{lyric: text, tlyric: ""}`.
 */
export function lyricAnswer(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed.startsWith('{')) {
    try {
      const parsed = JSON.parse(trimmed) as unknown;
      if (isObject(parsed)) {
        if ('error' in parsed && !('lyric' in parsed)) return parsed;
        return {
          lyric: typeof parsed.lyric === 'string' ? parsed.lyric : '',
          tlyric: typeof parsed.tlyric === 'string' ? parsed.tlyric : '',
        };
      }
    } catch {
      // Not JSON: LRC text that happens to start with a brace.
    }
  }
  return { lyric: text, tlyric: '' };
}

export type MetingService = ReturnType<typeof metingService>;
