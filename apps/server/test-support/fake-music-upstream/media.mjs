/** The fake upstream's media: a sine-tone WAV per song, an SVG cover, and HTTP Range answers. */

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
export function wavOf(song) {
  let wav = wavCache.get(song.id);
  if (!wav) {
    wav = makeWav(song.durationMs);
    wavCache.set(song.id, wav);
  }
  return wav;
}

export function coverSvg(song) {
  const initial = song.name.slice(0, 1);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300"><rect width="300" height="300" fill="${song.colour}"/><text x="150" y="190" font-size="140" text-anchor="middle" fill="#fff" font-family="sans-serif">${initial}</text></svg>`;
}

export function coverDataUrl(song) {
  return `data:image/svg+xml;base64,${Buffer.from(coverSvg(song)).toString('base64')}`;
}

/** Sends `body` with HTTP Range support (one range; 416 for an unsatisfiable one). */
export function sendRanged(req, res, body, type) {
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
