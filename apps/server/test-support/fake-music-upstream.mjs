#!/usr/bin/env node
/**
 * A fake music upstream for tests and local runs: one HTTP server speaking both
 *
 * - the NeteaseCloudMusicApi (Binaryify) wire format at its root: `/song/url`, `/lyric`, `/lyric/new`,
 *   `/song/detail`, `/playlist/detail`, `/playlist/track/all`, `/dj/detail`, `/dj/program`
 *   (use `NCM_API_BASE=http://127.0.0.1:<port>`), and
 * - the Meting-API (injahow/meting-api) format under `/meting/` (`?server=&type=&id=`; use
 *   `METING_API_BASE=http://127.0.0.1:<port>/meting/`).
 *
 * Usage: `node apps/server/test-support/fake-music-upstream.mjs --port N` (0 or no port = any free port); prints
 * `listening <port>` on stdout once it listens. Or in a script: `await startFakeMusicUpstream({port})`.
 *
 * Data: the NCM songs 2122308128, 459717345 and 1361348080, with lyrics read at start from the real files in
 * `../shared/fixtures/lyrics/amll-db/` (relative to the repository root; `FIXTURES_DIR` overrides the `amll-db`
 * folder): `lrc` from the .lrc, `yrc` from the .yrc, and `tlyric`/`ytlrc` (translation) and `romalrc`/`yromalrc`
 * (romanisation) as LRC built from the TTML's `x-translation` / `x-roman` spans. Durations come from the TTML.
 * Audio: a quiet sine tone as an 8 kHz 8-bit mono WAV as long as the song, generated in memory and served at
 * `/audio/<id>.wav` with HTTP Range. Covers: small SVGs at `/cover/<id>.svg` (NCM answers carry them as
 * `data:` addresses, as the site's CSP allows no `http:` images). The playlist 900001 holds the three songs
 * (the detail lists only the first two tracks, as the real API does for long lists, so the client must page
 * `/playlist/track/all`); the radio 900002 has one program per song; each Meting server has the playlist 900003.
 * Unknown ids answer as the real APIs do (song url `null` with code 404, playlist code 404, Meting `{error}`).
 *
 * Failure modes, for the proxy's timeout and error paths:
 * - ids 990000001 (NCM) / `slow` (Meting): answer after `FAKE_SLOW_MS` (default 30000) ms;
 * - ids 990000002 / `broken`: HTTP 500; ids 990000003 / `garbage`: HTTP 200 with a body that is not JSON;
 * - `GET /__fake/mode?delay_ms=N&status=S` sets a delay and/or status for every later answer (`/__fake/mode`
 *   with no parameters resets); `FAKE_DELAY_MS` / `FAKE_STATUS` set them at start;
 * - `GET /__fake/requests` lists the paths (with queries) asked so far, for tests that check what was called.
 *
 * This file routes and serves; `fake-music-upstream/` holds the songs (`songs.mjs`), the media (`media.mjs`) and
 * the answers in each format (`ncm-answers.mjs`, `meting.mjs`).
 */
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { coverSvg, sendRanged, wavOf } from './fake-music-upstream/media.mjs';
import { meting } from './fake-music-upstream/meting.mjs';
import {
  lyricAnswer,
  playlistDetail,
  privilege,
  program,
  radioDetail,
  songUrlItem,
  track,
} from './fake-music-upstream/ncm-answers.mjs';
import { sendJson, sendText } from './fake-music-upstream/send.mjs';
import {
  BROKEN_ID,
  GARBAGE_ID,
  PLAYLIST_ID,
  RADIO_ID,
  SLOW_ID,
  songById,
  songs,
} from './fake-music-upstream/songs.mjs';

const state = {
  delayMs: Number(process.env.FAKE_DELAY_MS ?? 0) || 0,
  status: Number(process.env.FAKE_STATUS ?? 0) || 0,
  slowMs: Number(process.env.FAKE_SLOW_MS ?? 30000) || 30000,
  /** Song addresses on another origin (like the real API's CDN), e.g. `http://m701.music.126.net`; '' = own. */
  audioOrigin: '',
  /** Paths answered 404 as by an older API without them (e.g. `/lyric/new`). */
  missing: [],
  requests: [],
};

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Answers one request; returns false when the path is unknown. */
function route(req, res, url) {
  const q = url.searchParams;
  const origin = `http://${req.headers.host}`;
  const path = url.pathname.replace(/\/+$/, '') || '/';
  switch (path) {
    case '/song/url':
    case '/song/url/v1': {
      const audioOrigin = state.audioOrigin || origin;
      const data = (q.get('id') ?? '').split(',').map((id) => songUrlItem(id, audioOrigin));
      return sendJson(res, { data, code: 200 });
    }
    case '/lyric':
      return sendJson(res, lyricAnswer(q.get('id') ?? '', false));
    case '/lyric/new':
      return sendJson(res, lyricAnswer(q.get('id') ?? '', true));
    case '/song/detail': {
      const found = (q.get('ids') ?? '').split(',').flatMap((id) => songById.get(id) ?? []);
      return sendJson(res, { songs: found.map(track), privileges: found.map(privilege), code: 200 });
    }
    case '/playlist/detail':
      if (q.get('id') !== String(PLAYLIST_ID)) return sendJson(res, { code: 404, message: '该歌单已被删除' });
      return sendJson(res, playlistDetail());
    case '/playlist/track/all': {
      if (q.get('id') !== String(PLAYLIST_ID)) return sendJson(res, { code: 404, message: '该歌单已被删除' });
      const offset = Number(q.get('offset') ?? 0) || 0;
      const limit = Number(q.get('limit') ?? 1000) || 1000;
      const page = songs.slice(offset, offset + limit);
      return sendJson(res, { songs: page.map(track), privileges: page.map(privilege), code: 200 });
    }
    case '/dj/detail':
      if (q.get('rid') !== String(RADIO_ID)) return sendJson(res, { code: 404, message: '电台不存在', data: null });
      return sendJson(res, radioDetail());
    case '/dj/program': {
      if (q.get('rid') !== String(RADIO_ID)) return sendJson(res, { count: 0, code: 200, programs: [], more: false });
      const programs = songs.map(program);
      return sendJson(res, { count: programs.length, code: 200, programs, more: false });
    }
    case '/meting':
      return meting(req, res, url, `${origin}/meting/`);
    default: {
      const media = /^\/(audio|cover)\/(\d+)\.(wav|svg)$/.exec(path);
      const song = media && songById.get(media[2]);
      if (!song) return false;
      if (media[1] === 'audio') return sendRanged(req, res, wavOf(song), 'audio/wav');
      return sendRanged(req, res, Buffer.from(coverSvg(song)), 'image/svg+xml');
    }
  }
}

async function handle(req, res) {
  const url = new URL(req.url ?? '/', 'http://fake.invalid');
  if (url.pathname === '/__fake/mode') {
    state.delayMs = Number(url.searchParams.get('delay_ms') ?? 0) || 0;
    state.status = Number(url.searchParams.get('status') ?? 0) || 0;
    state.audioOrigin = url.searchParams.get('audio_origin') ?? '';
    state.missing = (url.searchParams.get('missing') ?? '').split(',').filter(Boolean);
    return sendJson(res, {
      delay_ms: state.delayMs,
      status: state.status,
      audio_origin: state.audioOrigin,
      missing: state.missing,
    });
  }
  if (url.pathname === '/__fake/requests') return sendJson(res, state.requests);
  state.requests.push(`${url.pathname}${url.search}`);
  const id = url.searchParams.get('id') ?? url.searchParams.get('ids') ?? url.searchParams.get('rid');
  if (state.delayMs > 0) await sleep(state.delayMs);
  if (id === SLOW_ID || id === 'slow') await sleep(state.slowMs);
  if (state.status >= 400 || id === BROKEN_ID || id === 'broken') {
    return sendJson(res, { code: 500, msg: 'fake upstream failure' }, state.status >= 400 ? state.status : 500);
  }
  if (id === GARBAGE_ID || id === 'garbage') return sendText(res, '<html>not json</html>', 200, 'text/html');
  if (state.missing.includes(url.pathname.replace(/\/+$/, '')))
    return sendJson(res, { code: 404, data: null, msg: 'Not Found' }, 404);
  if (route(req, res, url) === false) sendJson(res, { code: 404, data: null, msg: 'Not Found' }, 404);
}

/**
 * Starts the fake in this process (for a script that runs it beside the site, e.g. an e2e server starter).
 * Resolves with its port, `ncmBase` (NCM_API_BASE), `metingBase` (METING_API_BASE) and `stop()`.
 *
 * @param {{port?: number, host?: string}} [options] port 0 (default) = any free port; host default 127.0.0.1.
 * @returns {Promise<{port: number, ncmBase: string, metingBase: string, stop: () => Promise<void>}>}
 */
export function startFakeMusicUpstream({ port = 0, host = '127.0.0.1' } = {}) {
  const server = createServer((req, res) => {
    handle(req, res).catch((error) => {
      console.error(error);
      if (!res.headersSent) sendJson(res, { code: 500 }, 500);
      else res.destroy();
    });
  });
  return new Promise((resolveStart, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      const ncmBase = `http://${host}:${actual}`;
      resolveStart({
        port: actual,
        ncmBase,
        metingBase: `${ncmBase}/meting/`,
        stop: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const portArg = process.argv.indexOf('--port');
  const port = portArg >= 0 ? Number(process.argv[portArg + 1]) : Number(process.env.PORT ?? 0);
  const fake = await startFakeMusicUpstream({ port, host: process.env.HOST ?? '127.0.0.1' });
  process.stdout.write(`listening ${fake.port}\n`);
  const stop = () => fake.stop().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
