import type { LyricEntry } from './types.ts';

/** A GET request the client makes; `path` is relative to the `api_address` setting. */
export interface LyricRequest {
  method: 'GET';
  path: string;
  query: Record<string, string>;
}

/** [API-17] A song's lyrics: GET `archive/music/get_song_detail.php?song_id=...`. */
export function songDetailRequest(song_id: string | number): LyricRequest {
  return { method: 'GET', path: 'archive/music/get_song_detail.php', query: { song_id: String(song_id) } };
}

/** [API-20] NCM lyrics: GET `ncm/lyric/?id=...` with the song's external id. */
export function ncmLyricRequest(ncm_id: string | number): LyricRequest {
  return { method: 'GET', path: 'ncm/lyric/', query: { id: String(ncm_id) } };
}

/** [API-23] A meting-type song's lyrics: GET the URL its source provides, as is. */
export function metingLyricRequest(url: string): { method: 'GET'; url: string } {
  return { method: 'GET', url };
}

function obj(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}
function str(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
/** NCM wraps each text as `{lyric: string}`. */
function lyricOf(value: unknown): string {
  return str(obj(value).lyric);
}

/**
 * [API-18, API-19] `lrc_data` from get_song_detail.php's answer: used only when `status` is `"success"`
 * (otherwise `[]`, so nothing qualifies). `data.lrc`'s fields fill, in this order, colored
 * {lrc_row_colored, _cn, _time, _chara}, ttml {lrc_ttml}, word {lrc_word, _cn, _roma},
 * row {lrc_row, _cn, _roma}, plain_text {lrc_plain_text}. Missing fields are empty; selection skips empty
 * entries (LYR-04).
 */
export function lrcDataFromSongDetail(answer: unknown): LyricEntry[] {
  const a = obj(answer);
  if (a.status !== 'success') return [];
  const lrc = obj(obj(a.data).lrc);
  const lineTime = lrc.lrc_row_colored_time;
  const chara = lrc.lrc_row_colored_chara;
  return [
    {
      type: 'colored',
      data: {
        text: str(lrc.lrc_row_colored),
        trans: str(lrc.lrc_row_colored_cn),
        line_time: Array.isArray(lineTime) ? (lineTime as (string | number)[]) : str(lineTime),
        chara: Array.isArray(chara) || (typeof chara === 'object' && chara !== null) ? (chara as never) : str(chara),
      },
    },
    { type: 'ttml', data: { text: str(lrc.lrc_ttml) } },
    { type: 'word', data: { text: str(lrc.lrc_word), trans: str(lrc.lrc_word_cn), roma: str(lrc.lrc_word_roma) } },
    { type: 'row', data: { text: str(lrc.lrc_row), trans: str(lrc.lrc_row_cn), roma: str(lrc.lrc_row_roma) } },
    { type: 'plain_text', data: { text: str(lrc.lrc_plain_text) } },
  ];
}

/**
 * [API-21, API-22] `lrc_data` from the `/ncm/lyric/` answer: a word entry {yrc, ytlrc, yromalrc} first, then a
 * row entry {lrc, tlyric, romalrc} (each `.lyric`). Entries without text are left out.
 */
export function lrcDataFromNcm(answer: unknown): LyricEntry[] {
  const a = obj(answer);
  const out: LyricEntry[] = [];
  const yrc = lyricOf(a.yrc);
  if (yrc.trim() !== '')
    out.push({ type: 'word', data: { text: yrc, trans: lyricOf(a.ytlrc), roma: lyricOf(a.yromalrc) } });
  const lrc = lyricOf(a.lrc);
  if (lrc.trim() !== '')
    out.push({ type: 'row', data: { text: lrc, trans: lyricOf(a.tlyric), roma: lyricOf(a.romalrc) } });
  return out;
}

/**
 * [API-23] `lrc_data` from a Meting lyric answer `{lyric, tlyric}`: one row entry (text, translation).
 * Accepts the answer as an object or as its JSON text.
 */
export function lrcDataFromMeting(answer: unknown): LyricEntry[] {
  let a = answer;
  if (typeof a === 'string') {
    try {
      a = JSON.parse(a);
    } catch {
      return [];
    }
  }
  const o = obj(a);
  const lyric = str(o.lyric);
  if (lyric.trim() === '') return [];
  return [{ type: 'row', data: { text: lyric, trans: str(o.tlyric), roma: '' } }];
}
