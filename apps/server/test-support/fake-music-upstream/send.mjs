/** How the fake answers: JSON with the status NeteaseCloudMusicApi would give it, or text. */

/**
 * Sends JSON. Like NeteaseCloudMusicApi's server, the HTTP status follows the body's `code` (100-599), except the
 * codes it answers with 200 (201, 302, 400, 502, 800-803).
 */
export function sendJson(res, body, status) {
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

export function sendText(res, text, status = 200, type = 'text/plain; charset=utf-8') {
  res.writeHead(status, { 'Content-Type': type, 'Content-Length': Buffer.byteLength(text) });
  res.end(text);
}
