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
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '../../..');
const fixturesDir = process.env.FIXTURES_DIR ?? resolve(repoRoot, '../shared/fixtures/lyrics/amll-db');

export const SLOW_ID = '990000001';
export const BROKEN_ID = '990000002';
export const GARBAGE_ID = '990000003';
export const PLAYLIST_ID = 900001;
export const RADIO_ID = 900002;
export const METING_PLAYLIST_ID = '900003';
const metingServers = ['netease', 'tencent', 'kugou', 'kuwo', 'baidu'];

/** The songs: metadata written for the fake; lyrics and durations from the fixtures. */
const songMeta = [
  {
    id: 2122308128,
    name: 'WHITE NIGHT (不眠之夜)',
    tns: [],
    ar: [
      { id: 12000001, name: 'Jake Miller' },
      { id: 12000002, name: 'HOYO-MiX' },
    ],
    al: { id: 170000001, name: '崩坏星穹铁道-不眠之夜 WHITE NIGHT' },
    colour: '#3b3f6b',
  },
  {
    id: 459717345,
    name: '太陽系デスコ',
    tns: ['太阳系disco'],
    ar: [
      { id: 12000003, name: 'ナユタン星人' },
      { id: 12000004, name: '初音ミク' },
    ],
    al: { id: 170000002, name: 'ナユタン星からの物体Y' },
    colour: '#c2477a',
  },
  {
    id: 1361348080,
    name: 'ME! (feat. Brendon Urie of Panic! At The Disco)',
    tns: [],
    ar: [
      { id: 12000005, name: 'Taylor Swift' },
      { id: 12000006, name: 'Brendon Urie' },
    ],
    al: { id: 170000003, name: 'Lover' },
    colour: '#6ec6d9',
  },
];

/** `mm:ss.fff`, `hh:mm:ss.fff` or `12.5s` -> milliseconds. */
function clockToMs(text) {
  if (text.endsWith('s') && !text.includes(':')) return Math.round(Number.parseFloat(text) * 1000);
  const parts = text.split(':').map(Number);
  let seconds = 0;
  for (const part of parts) seconds = seconds * 60 + part;
  return Math.round(seconds * 1000);
}

/** Milliseconds -> an LRC time tag `[mm:ss.fff]`. */
function lrcTag(ms) {
  const minutes = Math.floor(ms / 60000);
  const seconds = (ms % 60000) / 1000;
  return `[${String(minutes).padStart(2, '0')}:${seconds.toFixed(3).padStart(6, '0')}]`;
}

function unescapeXml(text) {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

/** LRC text of the TTML's spans with `ttm:role="<role>"`, one row per `<p>` (its first such span). */
function ttmlRoleToLrc(ttml, role) {
  const rows = [];
  for (const match of ttml.matchAll(/<p\b[^>]*\bbegin="([^"]+)"[^>]*>([\s\S]*?)<\/p>/g)) {
    const span = new RegExp(`<span[^>]*ttm:role="${role}"[^>]*>([^<]*)<`).exec(match[2]);
    if (span) rows.push(`${lrcTag(clockToMs(match[1]))}${unescapeXml(span[1])}`);
  }
  return rows.length > 0 ? `${rows.join('\n')}\n` : '';
}

function loadSongs() {
  return songMeta.map((meta) => {
    const read = (ext) => readFileSync(join(fixturesDir, `${meta.id}.${ext}`), 'utf8');
    const ttml = read('ttml');
    const dur = /<body[^>]*\bdur="([^"]+)"/.exec(ttml);
    const durationMs = dur ? clockToMs(dur[1]) : 180000;
    return {
      ...meta,
      durationMs,
      lrc: read('lrc'),
      yrc: read('yrc'),
      translation: ttmlRoleToLrc(ttml, 'x-translation'),
      roman: ttmlRoleToLrc(ttml, 'x-roman'),
    };
  });
}

const songs = loadSongs();
const songById = new Map(songs.map((s) => [String(s.id), s]));

// ------------------------------------------------------------------------------------------------ media

/** A quiet 220 Hz sine as an 8 kHz, 8-bit, mono PCM WAV of `durationMs`. */
function makeWav(durationMs) {
  const rate = 8000;
  const samples = Math.ceil((durationMs / 1000) * rate);
  const buffer = Buffer.alloc(44 + samples);
  buffer.write('RIFF', 0, 'ascii');
  buffer.writeUInt32LE(36 + samples, 4);
  buffer.write('WAVE', 8, 'ascii');
  buffer.write('fmt ', 12, 'ascii');
  buffer.writeUInt32LE(16, 16); // fmt chunk size
  buffer.writeUInt16LE(1, 20); // PCM
  buffer.writeUInt16LE(1, 22); // mono
  buffer.writeUInt32LE(rate, 24);
  buffer.writeUInt32LE(rate, 28); // byte rate = rate * 1 channel * 1 byte
  buffer.writeUInt16LE(1, 32); // block align
  buffer.writeUInt16LE(8, 34); // bits per sample
  buffer.write('data', 36, 'ascii');
  buffer.writeUInt32LE(samples, 40);
  for (let i = 0; i < samples; i++) buffer[44 + i] = 128 + Math.round(12 * Math.sin((2 * Math.PI * 220 * i) / rate));
  return buffer;
}

const wavCache = new Map();
function wavOf(song) {
  let wav = wavCache.get(song.id);
  if (!wav) {
    wav = makeWav(song.durationMs);
    wavCache.set(song.id, wav);
  }
  return wav;
}

function coverSvg(song) {
  const initial = song.name.slice(0, 1);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300"><rect width="300" height="300" fill="${song.colour}"/><text x="150" y="190" font-size="140" text-anchor="middle" fill="#fff" font-family="sans-serif">${initial}</text></svg>`;
}

function coverDataUrl(song) {
  return `data:image/svg+xml;base64,${Buffer.from(coverSvg(song)).toString('base64')}`;
}

/** Sends `body` with HTTP Range support (one range; 416 for an unsatisfiable one). */
function sendRanged(req, res, body, type) {
  const size = body.length;
  const headers = { 'Content-Type': type, 'Accept-Ranges': 'bytes', 'Cache-Control': 'public, max-age=3600' };
  const range = req.headers.range;
  if (!range) {
    res.writeHead(200, { ...headers, 'Content-Length': size });
    return res.end(req.method === 'HEAD' ? undefined : body);
  }
  const match = /^bytes=(\d*)-(\d*)$/.exec(range.trim());
  let start = match?.[1] === '' ? undefined : Number(match?.[1]);
  let end = match?.[2] === '' ? undefined : Number(match?.[2]);
  if (match && start === undefined && end !== undefined) {
    start = Math.max(0, size - end);
    end = size - 1;
  }
  if (!match || start === undefined || start >= size || (end !== undefined && end < start)) {
    res.writeHead(416, { ...headers, 'Content-Range': `bytes */${size}` });
    return res.end();
  }
  end = Math.min(end ?? size - 1, size - 1);
  res.writeHead(206, {
    ...headers,
    'Content-Length': end - start + 1,
    'Content-Range': `bytes ${start}-${end}/${size}`,
  });
  return res.end(req.method === 'HEAD' ? undefined : body.subarray(start, end + 1));
}

// -------------------------------------------------------------------------------------------- NCM answers

function track(song) {
  return {
    name: song.name,
    id: song.id,
    pst: 0,
    t: 0,
    ar: song.ar.map((a) => ({ id: a.id, name: a.name, tns: [], alias: [] })),
    alia: [],
    pop: 100,
    st: 0,
    rt: '',
    fee: 8,
    v: 12,
    crbt: null,
    cf: '',
    al: {
      id: song.al.id,
      name: song.al.name,
      picUrl: coverDataUrl(song),
      tns: [],
      pic_str: String(song.al.id),
      pic: song.al.id,
    },
    dt: song.durationMs,
    h: null,
    m: null,
    l: { br: 64000, fid: 0, size: 0, vd: 0 },
    a: null,
    cd: '01',
    no: 1,
    rtUrl: null,
    ftype: 0,
    rtUrls: [],
    djId: 0,
    copyright: 0,
    s_id: 0,
    mark: 0,
    originCoverType: 0,
    single: 0,
    mst: 9,
    cp: 0,
    mv: 0,
    rtype: 0,
    rurl: null,
    publishTime: 0,
    ...(song.tns.length > 0 && { tns: song.tns }),
  };
}

function privilege(song) {
  return {
    id: song.id,
    fee: 8,
    payed: 0,
    st: 0,
    pl: 128000,
    dl: 0,
    sp: 7,
    cp: 1,
    subp: 1,
    cs: false,
    maxbr: 999000,
    fl: 128000,
    toast: false,
    flag: 4,
  };
}

function songUrlItem(id, origin) {
  if (state.audioOrigin) origin = state.audioOrigin;
  const song = songById.get(id);
  if (!song) {
    return {
      id: Number(id),
      url: null,
      br: 0,
      size: 0,
      md5: null,
      code: 404,
      expi: 1200,
      type: null,
      gain: 0,
      fee: 0,
      uf: null,
      payed: 0,
      flag: 0,
      canExtend: false,
      freeTrialInfo: null,
      level: null,
      encodeType: null,
    };
  }
  return {
    id: song.id,
    url: `${origin}/audio/${song.id}.wav`,
    br: 64000,
    size: wavOf(song).length,
    md5: null,
    code: 200,
    expi: 1200,
    type: 'wav',
    gain: 0,
    fee: 8,
    uf: null,
    payed: 0,
    flag: 4,
    canExtend: false,
    freeTrialInfo: null,
    level: 'standard',
    encodeType: 'wav',
    time: song.durationMs,
  };
}

const lyricText = (lyric) => ({ version: 1, lyric });

function lyricAnswer(id, withWords) {
  const song = songById.get(id);
  if (!song) return { sgc: false, sfy: false, qfy: false, needDesc: true, briefDesc: null, code: 200 };
  return {
    sgc: false,
    sfy: false,
    qfy: false,
    transUser: null,
    lyricUser: null,
    lrc: lyricText(song.lrc),
    klyric: lyricText(''),
    tlyric: lyricText(song.translation),
    romalrc: lyricText(song.roman),
    ...(withWords && { yrc: lyricText(song.yrc), ytlrc: lyricText(song.translation), yromalrc: lyricText(song.roman) }),
    code: 200,
  };
}

function playlistDetail() {
  return {
    code: 200,
    relatedVideos: null,
    playlist: {
      id: PLAYLIST_ID,
      name: '测试歌单 Fixture playlist',
      coverImgId: 0,
      coverImgUrl: coverDataUrl(songs[0]),
      userId: 10001,
      createTime: 1700000000000,
      description: 'The three songs of the lyric fixtures.',
      tags: [],
      trackCount: songs.length,
      playCount: 0,
      creator: { userId: 10001, nickname: 'fixture-curator', avatarUrl: coverDataUrl(songs[1]), signature: '' },
      // Like the real API for a visitor, the detail holds only the first tracks; trackIds lists them all.
      tracks: songs.slice(0, 2).map(track),
      trackIds: songs.map((s) => ({ id: s.id, v: 1, t: 0, at: 0, alg: null, uid: 10001, rcmdReason: '' })),
    },
    urls: null,
    privileges: songs.slice(0, 2).map(privilege),
  };
}

function radioDetail() {
  return {
    data: {
      id: RADIO_ID,
      name: '测试电台 Fixture radio',
      picUrl: coverDataUrl(songs[2]),
      desc: 'One program for each song of the lyric fixtures.',
      dj: { userId: 10002, nickname: 'fixture-dj', avatarUrl: coverDataUrl(songs[1]) },
      programCount: songs.length,
      subCount: 0,
      category: '音乐',
      categoryId: 2,
      createTime: 1700000000000,
    },
    code: 200,
  };
}

function program(song, index) {
  return {
    mainSong: {
      name: song.name,
      id: song.id,
      position: 0,
      alias: [],
      status: 0,
      fee: 0,
      copyrightId: 0,
      disc: '',
      no: 0,
      artists: song.ar.map((a) => ({
        name: a.name,
        id: a.id,
        picId: 0,
        img1v1Id: 0,
        briefDesc: '',
        picUrl: '',
        img1v1Url: '',
        albumSize: 0,
        alias: [],
        trans: '',
        musicSize: 0,
      })),
      album: {
        name: song.al.name,
        id: song.al.id,
        type: null,
        size: 0,
        picId: 0,
        blurPicUrl: '',
        companyId: 0,
        pic: 0,
        picUrl: coverDataUrl(song),
        publishTime: 0,
        description: '',
        tags: '',
        company: null,
        briefDesc: '',
        artist: null,
        songs: [],
        alias: [],
        status: 0,
        copyrightId: 0,
        commentThreadId: '',
        artists: [],
      },
      starred: false,
      popularity: 0,
      score: 0,
      starredNum: 0,
      duration: song.durationMs,
      playedNum: 0,
      dayPlays: 0,
      hearTime: 0,
      ringtone: null,
      crbt: null,
      audition: null,
      copyFrom: '',
      commentThreadId: '',
      rtUrl: null,
      ftype: 0,
      rtUrls: [],
      copyright: 0,
      mvid: 0,
      rtype: 0,
      rurl: null,
      mp3Url: null,
    },
    songs: null,
    dj: radioDetail().data.dj,
    blurCoverUrl: '',
    radio: { id: RADIO_ID, name: radioDetail().data.name },
    duration: song.durationMs,
    authDTO: null,
    buyed: false,
    programFeeType: 0,
    coverUrl: coverDataUrl(song),
    commentThreadId: `A_DJ_1_${2000000 + index}`,
    createTime: 1700000000000 + index * 86400000,
    description: `Program ${index + 1}: ${song.name}`,
    mainTrackId: song.id,
    name: `#${index + 1} ${song.name}`,
    id: 2000000 + index,
    serialNum: index + 1,
    listenerCount: 0,
    subscribedCount: 0,
  };
}

// --------------------------------------------------------------------------------------- Meting answers

function metingItem(song, server, base) {
  const address = (type, id) => `${base}?server=${server}&type=${type}&id=${id}`;
  return {
    name: song.name,
    artist: song.ar.map((a) => a.name).join('/'),
    url: address('url', song.id),
    pic: address('pic', song.id),
    lrc: address('lrc', song.id),
  };
}

// ----------------------------------------------------------------------------------------------- server

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

/**
 * Sends JSON. Like NeteaseCloudMusicApi's server, the HTTP status follows the body's `code` (100-599), except the
 * codes it answers with 200 (201, 302, 400, 502, 800-803).
 */
function sendJson(res, body, status) {
  if (status === undefined) {
    const code = body && typeof body === 'object' && !Array.isArray(body) ? body.code : undefined;
    const keep200 = [201, 302, 400, 502, 800, 801, 802, 803];
    status = typeof code === 'number' && code > 100 && code < 600 && !keep200.includes(code) ? code : 200;
  }
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
}

function sendText(res, text, status = 200, type = 'text/plain; charset=utf-8') {
  res.writeHead(status, { 'Content-Type': type, 'Content-Length': Buffer.byteLength(text) });
  res.end(text);
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Answers one request; returns false when the path is unknown. */
function route(req, res, url) {
  const q = url.searchParams;
  const origin = `http://${req.headers.host}`;
  const path = url.pathname.replace(/\/+$/, '') || '/';
  switch (path) {
    case '/song/url':
    case '/song/url/v1':
      return sendJson(res, { data: (q.get('id') ?? '').split(',').map((id) => songUrlItem(id, origin)), code: 200 });
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

function meting(req, res, url, base) {
  const q = url.searchParams;
  const server = q.get('server') ?? 'netease';
  const type = q.get('type');
  const id = q.get('id');
  if (!type || !id || !metingServers.includes(server))
    return sendText(res, '<!DOCTYPE html><title>Meting-API</title>', 200, 'text/html; charset=utf-8');
  if (type === 'playlist') {
    if (id !== METING_PLAYLIST_ID) return sendJson(res, { error: 'unknown playlist id' });
    return sendJson(
      res,
      songs.map((s) => metingItem(s, server, base)),
    );
  }
  const song = songById.get(id);
  if (!['song', 'single', 'name', 'artist', 'url', 'pic', 'cover', 'lrc'].includes(type))
    return sendJson(res, { error: 'unknown type' });
  if (!song) return sendJson(res, { error: 'unknown song id' });
  switch (type) {
    case 'song':
      return sendJson(res, [metingItem(song, server, base)]);
    case 'single':
      return sendJson(res, metingItem(song, server, base));
    case 'name':
      return sendText(res, song.name);
    case 'artist':
      return sendText(res, song.ar.map((a) => a.name).join('/'));
    case 'url':
      res.writeHead(302, { Location: `http://${req.headers.host}/audio/${song.id}.wav` });
      return res.end();
    case 'pic':
    case 'cover':
      res.writeHead(302, { Location: `http://${req.headers.host}/cover/${song.id}.svg` });
      return res.end();
    default:
      // injahow/meting-api answers the LRC as text; metowolf/Meting's own lyric() answers {lyric, tlyric}:
      // netease speaks the first, the other servers the second, so both forms are exercised.
      if (server === 'netease') return sendText(res, song.lrc);
      return sendJson(res, { lyric: song.lrc, tlyric: song.translation });
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
