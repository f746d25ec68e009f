import type { Config } from '../../config.ts';
import { ApiError } from '../../http/envelope.ts';
import { TtlCache } from '../../upstream/cache.ts';
import {
  fetchMedia,
  getUpstreamJson,
  MAX_UPSTREAM_BODY_BYTES,
  onOrigin,
  requireBase,
  type UpstreamJson,
  type UpstreamMedia,
  upgradeForSite,
  upstreamUrl,
  webAddress,
} from '../../upstream/upstream.ts';

/**
 * The NCM pass-through (contracts `ncm.ts`): each call asks the NeteaseCloudMusicApi server at `NCM_API_BASE`
 * and answers in its format. Errors: see `upstream.ts` (503 / 502 / 504 envelopes).
 */

export type NcmSettings = {
  /** NCM_API_BASE, or undefined (then every call answers 503 `source_unavailable`). */
  base: string | undefined;
  timeoutMs: number;
  /** SITE_URL: audio addresses are upgraded to https when it is https [API-16]. */
  siteUrl: string;
  /** Bytes of one upstream JSON answer at most (default `MAX_UPSTREAM_BODY_BYTES`, 5 MiB); larger: 502. */
  maxBodyBytes?: number;
  /** Bytes the lyric cache holds at most (default `NCM_LYRIC_CACHE_BYTES`). */
  lyricCacheBytes?: number;
  /** Bytes the playlist and radio cache holds at most (default `NCM_LIST_CACHE_BYTES`). */
  listCacheBytes?: number;
};

/** The NCM lyric cache's byte bound: 16 MiB, some 300-800 songs' lyric answers (20-60 KiB each as measured). */
export const NCM_LYRIC_CACHE_BYTES = 16 * 1024 * 1024;
/** The NCM list cache's byte bound: 32 MiB, two or three 5,000-song playlists (~11-20 MiB each as measured). */
export const NCM_LIST_CACHE_BYTES = 32 * 1024 * 1024;
/** The audio address cache's byte bound: 1 MiB, 500 addresses of up to 1 KiB. */
const AUDIO_ADDRESS_CACHE_BYTES = 1024 * 1024;

/** The site's own address of an NCM song's audio that lies on the NCM upstream itself. */
export const ncmAudioPath = (id: string | number) => `/api/ncm/audio/?id=${id}`;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const TRACK_PAGE = 500;
const MAX_TRACKS = 5000;

/** The NCM calls of one configuration, with brief in-memory caches for lyrics and lists. */
export function ncmService(settings: NcmSettings) {
  const lyricCache = new TtlCache<UpstreamJson>(10 * 60_000, {
    maxBytes: settings.lyricCacheBytes ?? NCM_LYRIC_CACHE_BYTES,
  });
  const listCache = new TtlCache<UpstreamJson>(5 * 60_000, {
    maxBytes: settings.listCacheBytes ?? NCM_LIST_CACHE_BYTES,
  });
  // A player asks ncm/audio/ once per Range request: the address is looked up once a minute at most.
  const audioAddressCache = new TtlCache<string>(60_000, { maxBytes: AUDIO_ADDRESS_CACHE_BYTES });
  const ok = (answer: UpstreamJson) => answer.status === 200 && isObject(answer.body) && answer.body.code === 200;
  const get = (path: string, query: Record<string, string>) =>
    getUpstreamJson(settings.base, path, query, settings.timeoutMs, settings.maxBodyBytes ?? MAX_UPSTREAM_BODY_BYTES);

  /**
   * [API-14, API-15, API-16] `/song/url?id=`: `{code, data:[{id, url}]}` as the upstream wrote it, except
   * each `url`: one on the upstream's own origin becomes the site's `/api/ncm/audio/?id=` (the browser never
   * calls the upstream); any other http(s) one is kept, `http:` upgraded to `https:` when SITE_URL is https;
   * anything else (`javascript:`, `data:`...) becomes `null`, the format's "no address" [ERR-25].
   */
  async function songUrl(id: string): Promise<UpstreamJson> {
    const answer = await get('/song/url', { id });
    if (isObject(answer.body) && Array.isArray(answer.body.data)) {
      const base = requireBase(settings.base);
      for (const item of answer.body.data as unknown[]) {
        if (!isObject(item) || typeof item.url !== 'string' || item.url === '') continue;
        if (onOrigin(item.url, base)) {
          item.url = ncmAudioPath(String(item.id));
          continue;
        }
        const address = webAddress(item.url);
        item.url = address === null ? null : upgradeForSite(address, settings.siteUrl);
      }
    }
    return answer;
  }

  /**
   * [API-20..22] `/lyric/new?id=` (yrc, ytlrc, yromalrc with lrc, tlyric, romalrc); an upstream without
   * `/lyric/new` (HTTP 404, or a code other than 200) is asked `/lyric?id=` instead. Cached for 10 minutes.
   */
  function lyric(id: string): Promise<UpstreamJson> {
    return lyricCache.through(
      id,
      async () => {
        const fresh = await get('/lyric/new', { id });
        return ok(fresh) ? fresh : get('/lyric', { id });
      },
      ok,
    );
  }

  /**
   * `/playlist/detail?id=`; when its `tracks` hold fewer songs than `trackIds` (the API lists only the first
   * ones), `tracks` is replaced by `/playlist/track/all?id=` paged 500 at a time (up to 5,000). Cached 5 minutes.
   */
  function playlist(id: string): Promise<UpstreamJson> {
    return listCache.through(
      `playlist:${id}`,
      async () => {
        const answer = await get('/playlist/detail', { id });
        if (!ok(answer)) return answer;
        const list = (answer.body as Json).playlist;
        if (!isObject(list)) return answer;
        const tracks = Array.isArray(list.tracks) ? list.tracks : [];
        const total = Math.min(
          Array.isArray(list.trackIds)
            ? list.trackIds.length
            : typeof list.trackCount === 'number'
              ? list.trackCount
              : 0,
          MAX_TRACKS,
        );
        if (tracks.length >= total) return answer;
        const all: unknown[] = [];
        for (let offset = 0; offset < total; offset += TRACK_PAGE) {
          const page = await get('/playlist/track/all', { id, limit: String(TRACK_PAGE), offset: String(offset) });
          const songs = ok(page) ? (page.body as Json).songs : undefined;
          if (!Array.isArray(songs)) return answer;
          all.push(...songs);
          if (songs.length < TRACK_PAGE) break;
        }
        list.tracks = all;
        return answer;
      },
      ok,
    );
  }

  /**
   * `/dj/detail?rid=` (`{code, data}`) with `/dj/program?rid=`'s `programs`, `count` and `more` added (the
   * first 500 programs). A detail whose code is not 200 is answered as is. Cached 5 minutes.
   */
  function radio(id: string): Promise<UpstreamJson> {
    return listCache.through(
      `radio:${id}`,
      async () => {
        const [detail, programs] = await Promise.all([
          get('/dj/detail', { rid: id }),
          get('/dj/program', { rid: id, limit: '500', offset: '0' }),
        ]);
        if (!ok(detail)) return detail;
        const p = ok(programs) ? (programs.body as Json) : {};
        const body = {
          ...(detail.body as Json),
          programs: Array.isArray(p.programs) ? p.programs : [],
          count: typeof p.count === 'number' ? p.count : 0,
          more: p.more === true,
        };
        return { status: detail.status, body };
      },
      ok,
    );
  }

  /** `/song/detail?ids=` as the upstream answers it (`{code, songs, privileges}`). */
  function songDetail(ids: string): Promise<UpstreamJson> {
    return get('/song/detail', { ids });
  }

  /**
   * The audio of an NCM song whose address lies on the upstream itself (see `songUrl`): looks the address up
   * again with `/song/url?id=` and fetches it, passing `range` on, for the route to stream. An http(s) address
   * elsewhere (or a redirect there) answers `{redirect}` instead.
   *
   * @throws ApiError 404 `not_found` when the song has no address; 502 `upstream_error` (`bad_address`) when
   *   the address elsewhere is not http(s) (`javascript:`, `data:`...); 503 / 502 / 504 as above.
   */
  async function audio(id: string, range: string | undefined): Promise<UpstreamMedia> {
    const address = await audioAddressCache.through(
      id,
      async () => {
        const answer = await get('/song/url', { id });
        const item = isObject(answer.body) && Array.isArray(answer.body.data) ? (answer.body.data[0] as unknown) : null;
        return ok(answer) && isObject(item) && typeof item.url === 'string' ? item.url : '';
      },
      (found) => found !== '',
    );
    if (address === '') throw new ApiError('not_found', null, 404);
    const base = requireBase(settings.base);
    if (!onOrigin(address, base)) {
      const elsewhere = webAddress(address);
      if (elsewhere === null) throw new ApiError('upstream_error', { reason: 'bad_address' }, 502);
      return { redirect: upgradeForSite(elsewhere, settings.siteUrl) };
    }
    // The address comes from the configured upstream and lies on its origin: still only the upstream is called.
    const url = upstreamUrl(new URL(address, base).href, '', {});
    return fetchMedia(url, { timeoutMs: settings.timeoutMs, range, siteUrl: settings.siteUrl });
  }

  return { songUrl, lyric, playlist, radio, songDetail, audio };
}

export type NcmService = ReturnType<typeof ncmService>;

const services = new WeakMap<Config, NcmService>();

/**
 * The NCM service of an app's `config` (NCM_API_BASE, UPSTREAM_TIMEOUT_MS, SITE_URL), one per config object: the
 * API calls and the pages' heads (`page-head.ts`) share its caches, so a page's HTML and its first call ask the
 * upstream once.
 */
export function ncmServiceFor(config: Config): NcmService {
  let service = services.get(config);
  if (!service) {
    service = ncmService({ base: config.ncmApiBase, timeoutMs: config.upstreamTimeoutMs, siteUrl: config.siteUrl });
    services.set(config, service);
  }
  return service;
}
