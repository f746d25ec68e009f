import { sendJson, sendText } from './send.mjs';
import { METING_PLAYLIST_ID, songById, songs } from './songs.mjs';

/** The fake's Meting-API (injahow/meting-api) answers under `/meting/` (`?server=&type=&id=`). */

const metingServers = ['netease', 'tencent', 'kugou', 'kuwo', 'baidu'];

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

/** Answers a Meting-API request; `base` is the fake's own `/meting/` address. */
export function meting(req, res, url, base) {
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
