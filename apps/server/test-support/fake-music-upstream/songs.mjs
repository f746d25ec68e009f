import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The fake upstream's songs: metadata written for the fake; lyrics and durations read at start from the lyric
 * fixtures (see `../fake-music-upstream.mjs`), and the ids of its playlists, radio and failure modes.
 */

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '../../../..');
const fixturesDir = process.env.FIXTURES_DIR ?? resolve(repoRoot, '../shared/fixtures/lyrics/amll-db');

export const SLOW_ID = '990000001';
export const BROKEN_ID = '990000002';
export const GARBAGE_ID = '990000003';
export const PLAYLIST_ID = 900001;
export const RADIO_ID = 900002;
export const METING_PLAYLIST_ID = '900003';

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

export const songs = loadSongs();
export const songById = new Map(songs.map((s) => [String(s.id), s]));
