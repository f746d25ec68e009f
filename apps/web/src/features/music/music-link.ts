import { musicPaths } from './music-paths.ts';

/**
 * Reads what a visitor types or pastes into the "open by id or link" fields of the music pages: a bare id, a
 * music.163.com address (desktop `#/song?id=`, mobile `y.music.163.com/m/song?id=`, path form `/song/<id>/`),
 * or a share text with such an address inside ("分享…的单曲《…》: https://y.music.163.com/m/song?id=…&uct2=…").
 */

/** What an NCM address points at: a single song, a playlist, or a radio (NCM's "djradio"). */
export type NcmLinkKind = 'song' | 'playlist' | 'radio';

/** A parsed input: `kind` is null for a bare id (the page decides what it is). */
export type NcmInput = { kind: NcmLinkKind | null; id: string };

/** NCM ids are decimal numbers (songs up to 10 digits today; 20 leaves room). */
const ncmIdPattern = /^\d{1,20}$/;

/** NCM page names in addresses -> what they show. `program`/`dj` (one radio episode) are not pages here. */
const pageKinds: Readonly<Record<string, NcmLinkKind>> = {
  song: 'song',
  playlist: 'playlist',
  djradio: 'radio',
  radio: 'radio',
};

/**
 * Parses an NCM id or address. Returns null when the text holds neither a bare id nor a music.163.com
 * address of a song, playlist or radio with a numeric id (short links like 163cn.tv cannot be resolved
 * in the browser and give null too).
 *
 * @example parseNcmInput(' 2122308128 ') // { kind: null, id: '2122308128' }
 * @example parseNcmInput('https://music.163.com/#/playlist?id=19723756') // { kind: 'playlist', id: '19723756' }
 * @example parseNcmInput('https://y.music.163.com/m/song?id=459717345&uct2=x') // { kind: 'song', id: '459717345' }
 */
export function parseNcmInput(text: string): NcmInput | null {
  const trimmed = text.trim();
  if (ncmIdPattern.test(trimmed)) return { kind: null, id: trimmed };
  const address = /(?:https?:\/\/)?(?:[\w-]+\.)*music\.163\.com[^\s"'<>，。《》]*/i.exec(trimmed)?.[0];
  if (!address) return null;
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(address) ? address : `https://${address}`);
  } catch {
    return null;
  }
  // The desktop site keeps its route in the fragment: `#/song?id=1` reads like the path `/song?id=1`.
  const route = url.hash.startsWith('#/') ? new URL(url.hash.slice(1), 'https://music.163.com') : url;
  const segments = route.pathname.split('/').filter((s) => s !== '' && s !== 'm' && s !== '#');
  const name = segments[0]?.toLowerCase() ?? '';
  const kind = pageKinds[name];
  if (!kind) return null;
  const id = route.searchParams.get('id') ?? segments[1] ?? '';
  return ncmIdPattern.test(id) ? { kind, id } : null;
}

/** Meting ids differ per server (numbers, or letters and digits like tencent's `0039MnYb0qxYhV`). */
const metingIdPattern = /^[\w-]{1,64}$/;

/**
 * Parses a Meting playlist id (any server): letters, digits, `_` and `-`, 1–64 characters. A NetEase address
 * is read as well (its playlist id). Returns the id, or null.
 *
 * @example parseMetingId(' 2619366284 ') === '2619366284'; parseMetingId('a b') === null
 */
export function parseMetingId(text: string): string | null {
  const trimmed = text.trim();
  if (metingIdPattern.test(trimmed)) return trimmed;
  const ncm = parseNcmInput(trimmed);
  return ncm && (ncm.kind === null || ncm.kind === 'playlist') ? ncm.id : null;
}

/**
 * The page of an NCM input (`parseNcmInput`): a song, playlist or radio page by the address's kind, and a bare
 * id as `bare` says (the page the field is on). Null when the text is neither.
 *
 * @example ncmInputPath('https://music.163.com/#/djradio?id=350046', 'song') === '/archive/music/radio/350046'
 */
export function ncmInputPath(text: string, bare: NcmLinkKind): string | null {
  const input = parseNcmInput(text);
  if (input === null) return null;
  const kind = input.kind ?? bare;
  if (kind === 'playlist') return musicPaths.playlist(input.id);
  if (kind === 'radio') return musicPaths.radio(input.id);
  return musicPaths.ncmSong(input.id);
}

/** The NCM id of an address segment (`/ncm_song/:id`, `/playlist/:id`, `/radio/:id`), or null when it is none. */
export function ncmIdOf(param: string | undefined): string | null {
  return param !== undefined && ncmIdPattern.test(param) ? param : null;
}

/** The Meting playlist id of an address segment (`/all_server/:server/:id`), or null when it is none. */
export function metingIdOf(param: string | undefined): string | null {
  return param !== undefined && metingIdPattern.test(param) ? param : null;
}

/** The music.163.com page of an NCM song, playlist or radio (for "Open on music.163.com"). */
export function ncmWebUrl(kind: NcmLinkKind, id: string): string {
  const page = kind === 'radio' ? 'djradio' : kind;
  return `https://music.163.com/#/${page}?id=${encodeURIComponent(id)}`;
}
