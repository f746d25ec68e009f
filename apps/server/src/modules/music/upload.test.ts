import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { envelopeSchema, uploadAnswerSchema } from '@site/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaDirOf } from '../../http/media.ts';
import { createAccountTestApp, registerUser } from '../accounts/test-helpers.ts';
import { type Part, samples, upload } from './test-helpers.ts';
import { isUtf8Text, lyricExtension, sniffMedia, storeUpload, sweepStaleUploads, uploadLimitBytes } from './upload.ts';

type Made = Awaited<ReturnType<typeof createAccountTestApp>>;

/** The configured upload maximum of this test app (bytes). */
const maxBytes = 64 * 1024;

describe('upload_media.php', () => {
  let t: Made;
  let admin: string;
  let user: string;
  /** Every file under the media folder, dot files included. */
  const stored = () =>
    ['audio', 'cover', 'lyric'].flatMap((kind) => {
      try {
        return readdirSync(join(mediaDirOf(t.db.config), kind)).map((name) => `${kind}/${name}`);
      } catch {
        return [];
      }
    });
  const send = (kind: string, filename: string, data: Buffer, tokenid = admin) =>
    upload(t.app, [
      { name: 'tokenid', value: tokenid },
      { name: 'kind', value: kind },
      { name: 'file', filename, data },
    ]);
  /** Uploads that must be refused with `status` and `message`, leaving the folder as it was. */
  const expectRefused = async (status: number, message: string, parts: Part[]) => {
    const before = stored();
    const res = await upload(t.app, parts);
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(res.body).toMatchObject({ status: 'error', message });
    expect(stored()).toEqual(before);
    return res.body;
  };

  beforeAll(async () => {
    t = await createAccountTestApp((config) => ({ ...config, uploadMaxBytes: maxBytes }));
    admin = await t.adminToken();
    user = await registerUser(t.post, 'uploader');
  });
  afterAll(async () => t.close());

  it('stores each accepted audio, cover and lyric format under a server-made name and serves it back', async () => {
    const cases: [string, string, Buffer, string, string][] = [
      ['audio', 'song.wav', samples.wav(), 'wav', 'audio/wav'],
      ['audio', 'song.mp3', samples.mp3Id3(), 'mp3', 'audio/mpeg'],
      ['audio', 'raw.mp3', samples.mp3Frame(), 'mp3', 'audio/mpeg'],
      ['audio', 'song.ogg', samples.ogg(), 'ogg', 'audio/ogg'],
      ['audio', 'song.flac', samples.flac(), 'flac', 'audio/flac'],
      ['audio', 'song.m4a', samples.m4a(), 'm4a', 'audio/mp4'],
      // The name does not matter, the bytes do.
      ['audio', 'evil.html', samples.wav(), 'wav', 'audio/wav'],
      ['cover', 'c.png', samples.png(), 'png', 'image/png'],
      ['cover', 'c.jpeg', samples.jpg(), 'jpg', 'image/jpeg'],
      ['cover', 'c.webp', samples.webp(), 'webp', 'image/webp'],
      ['cover', 'c.gif', samples.gif(), 'gif', 'image/gif'],
      ['lyric', 'song.lrc', Buffer.from('\ufeff[00:01.00]青灯 row\n'), 'lrc', 'text/plain; charset=utf-8'],
      [
        'lyric',
        'song.ttml',
        Buffer.from('<tt xmlns="http://www.w3.org/ns/ttml"></tt>'),
        'ttml',
        'text/plain; charset=utf-8',
      ],
      ['lyric', 'song.html', Buffer.from('[0,100]word'), 'txt', 'text/plain; charset=utf-8'],
    ];
    for (const [kind, filename, data, ext, type] of cases) {
      const { status, body } = await send(kind, filename, data);
      expect(status, `${kind} ${filename} ${JSON.stringify(body)}`).toBe(200);
      const { url, bytes } = envelopeSchema(uploadAnswerSchema).parse(body).data;
      expect(url).toMatch(new RegExp(`^/media/${kind}/[0-9a-f]{32}\\.${ext}$`));
      expect(bytes).toBe(data.length);
      expect(readFileSync(join(mediaDirOf(t.db.config), url.slice('/media/'.length))).equals(data)).toBe(true);
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(type);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
    }
    expect(stored().some((name) => name.includes('/.'))).toBe(false);
  });

  it('refuses content that does not match its kind with 415 unsupported_type and stores nothing', async () => {
    const cases: [string, string, Buffer][] = [
      ['audio', 'fake.mp3', samples.png()],
      ['audio', 'page.mp3', Buffer.from('<!doctype html><script>alert(1)</script>')],
      ['audio', 'bom.mp3', Buffer.from('\ufeffhello', 'utf16le')],
      ['audio', 'aac.mp3', Buffer.from([0xff, 0xf1, 0x50, 0x80, 0, 0, 0, 0, 0, 0, 0, 0])],
      ['audio', 'video.m4a', Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypqt  \0\0\0\0')])],
      ['audio', 'tiny.wav', Buffer.from('RIFF')],
      ['cover', 'c.png', samples.wav()],
      ['cover', 'c.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
      ['cover', 'c.jpg', Buffer.from('GIF88a......')],
      ['lyric', 'l.lrc', samples.png()],
      ['lyric', 'l.lrc', Buffer.from([0x5b, 0x30, 0xc3, 0x28, 0x5d])],
      ['lyric', 'l.lrc', Buffer.from('row\u0000row')],
    ];
    for (const [kind, filename, data] of cases) {
      await expectRefused(415, 'unsupported_type', [
        { name: 'tokenid', value: admin },
        { name: 'kind', value: kind },
        { name: 'file', filename, data },
      ]);
    }
  });

  it('refuses a file over the limit with 413 too_large and stores nothing, whether it is found while streaming or from Content-Length', async () => {
    const parts = (data: Buffer): Part[] => [
      { name: 'tokenid', value: admin },
      { name: 'kind', value: 'audio' },
      { name: 'file', filename: 'big.wav', data },
    ];
    // Just over the limit: found while streaming, after the magic bytes passed.
    await expectRefused(413, 'too_large', parts(samples.wav(maxBytes + 1)));
    // Far over: refused from the declared length before reading.
    await expectRefused(413, 'too_large', parts(samples.wav(maxBytes * 4)));
    // Exactly the limit is fine.
    const { status } = await upload(t.app, parts(samples.wav(maxBytes)));
    expect(status).toBe(200);
  });

  it('guests and users get 403 forbidden and nothing is stored', async () => {
    for (const tokenid of ['', 'guest_tokenid', user]) {
      await expectRefused(403, 'forbidden', [
        { name: 'tokenid', value: tokenid },
        { name: 'kind', value: 'audio' },
        { name: 'file', filename: 'a.wav', data: samples.wav() },
      ]);
    }
    await expectRefused(403, 'forbidden', [
      { name: 'kind', value: 'audio' },
      { name: 'file', filename: 'a.wav', data: samples.wav() },
    ]);
    // The identity must come before the file: a token after it does not count.
    await expectRefused(403, 'forbidden', [
      { name: 'kind', value: 'audio' },
      { name: 'file', filename: 'a.wav', data: samples.wav() },
      { name: 'tokenid', value: admin },
    ]);
    await expectRefused(401, 'invalid_token', [
      { name: 'tokenid', value: 'not-a-token' },
      { name: 'kind', value: 'audio' },
      { name: 'file', filename: 'a.wav', data: samples.wav() },
    ]);
  });

  it('refuses bad input with a 400 naming the field and stores nothing', async () => {
    const file: Part = { name: 'file', filename: 'a.wav', data: samples.wav() };
    const token: Part = { name: 'tokenid', value: admin };
    for (const [parts, field] of [
      [[token, file], 'kind'],
      [[token, { name: 'kind', value: 'video' }, file], 'kind'],
      [[token, { name: 'kind', value: 'audio' }], 'file'],
      [[token, { name: 'kind', value: 'audio' }, { name: 'file', filename: 'a.wav', data: Buffer.alloc(0) }], 'file'],
    ] as [Part[], string][]) {
      const body = await expectRefused(400, 'invalid_input', parts);
      expect(body.data.field).toBe(field);
    }
    // Malformed multipart bodies are the client's mistake too.
    for (const [contentType, payload] of [
      ['multipart/form-data', 'garbage'],
      ['multipart/form-data; boundary=x', 'garbage'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="tokenid"\r\n\r\nabc'],
      [
        'multipart/form-data; boundary=x',
        `--x\r\nContent-Disposition: form-data; name="tokenid"\r\n\r\n${admin}\r\n--x\r\nContent-Disposition: form-data; name="kind"\r\n\r\naudio\r\n--x\r\nContent-Disposition: form-data; name="file"; filename="a.wav"\r\n\r\nRIFF\0\0\0\0WAVEfmt data that never ends`,
      ],
    ] as [string, string][]) {
      const before = stored();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/archive/music/upload_media.php',
        headers: { 'content-type': contentType },
        payload,
      });
      expect(res.statusCode, payload.slice(0, 40)).toBe(400);
      expect(res.json()).toMatchObject({ message: 'invalid_input', data: { field: 'file' } });
      expect(stored()).toEqual(before);
    }
    const form = await t.post('archive/music/upload_media.php', { tokenid: admin, kind: 'audio' });
    expect(form.status).toBe(400);
    expect(form.body.data.field).toBe('file');
  });

  it('checks magic bytes, UTF-8 text, lyric extensions and the per-kind caps', () => {
    expect(sniffMedia('audio', samples.flac())).toBe('flac');
    expect(sniffMedia('audio', Buffer.from([0xff, 0xfd, 0x90, 0x64]))).toBe('mp3');
    expect(sniffMedia('audio', Buffer.from([0xff, 0xfb, 0xf0, 0x64]))).toBeUndefined();
    expect(sniffMedia('cover', samples.gif())).toBe('gif');
    expect(sniffMedia('cover', Buffer.from('RIFF\0\0\0\0WAVE'))).toBeUndefined();
    expect(isUtf8Text(Buffer.from('歌词\r\n\tok'))).toBe(true);
    expect(isUtf8Text(Buffer.from([0xe6, 0xad]))).toBe(false);
    expect(lyricExtension('A.YRC')).toBe('yrc');
    expect(lyricExtension('x.php')).toBe('txt');
    expect(uploadLimitBytes('audio', 100 * 1024 * 1024)).toBe(100 * 1024 * 1024);
    expect(uploadLimitBytes('cover', 100 * 1024 * 1024)).toBe(10 * 1024 * 1024);
    expect(uploadLimitBytes('lyric', 1024 * 1024)).toBe(1024 * 1024);
  });

  it('leaves nothing behind when the upload breaks off mid-file, and sweeps old unfinished uploads', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'site-upload-'));
    try {
      async function* brokenOff() {
        yield samples.wav(1024);
        throw new Error('aborted');
      }
      await expect(
        storeUpload(dir, 'audio', brokenOff(), { filename: 'a.wav', limitBytes: 1 << 20 }),
      ).rejects.toMatchObject({ statusCode: 400, code: 'invalid_input', data: { field: 'file' } });
      expect(readdirSync(join(dir, 'audio'))).toEqual([]);

      mkdirSync(join(dir, 'cover'), { recursive: true });
      writeFileSync(join(dir, 'cover', '.upload-old'), 'x');
      writeFileSync(join(dir, 'cover', '.upload-new'), 'x');
      writeFileSync(join(dir, 'cover', 'kept.png'), 'x');
      const now = Date.now();
      const twoHoursAgo = new Date(now - 2 * 60 * 60 * 1000);
      utimesSync(join(dir, 'cover', '.upload-old'), twoHoursAgo, twoHoursAgo);
      utimesSync(join(dir, 'cover', 'kept.png'), twoHoursAgo, twoHoursAgo);
      expect(await sweepStaleUploads(dir, now)).toBe(1);
      expect(readdirSync(join(dir, 'cover')).sort()).toEqual(['.upload-new', 'kept.png']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
