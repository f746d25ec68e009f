import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onTokenRejected, setNetworkErrorListener } from './api-client.ts';
import { uploadToLibrary } from './api-client-upload.ts';
import { FakeXhr } from './test/fake-xhr.ts';

const file = new File([new Uint8Array([1, 2, 3, 4])], 'a.png', { type: 'image/png' });
const sent = () => FakeXhr.sent.at(-1) as FakeXhr;
const stored = {
  id: 'a'.repeat(32),
  url: '/media/library/a.png',
  kind: 'image',
  mime: 'image/png',
  size: 4,
  width: 1,
  height: 1,
};

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
  setNetworkErrorListener(() => {});
});

describe('uploadToLibrary (issue 23 point 3)', () => {
  it('posts tokenid then the file to media/upload_media.php, reports progress and answers the stored file', async () => {
    const progress: number[] = [];
    const outcome = uploadToLibrary(file, { tokenid: 'tok', onProgress: (f) => progress.push(f) });
    expect(new URL(sent().url).pathname).toBe('/api/media/upload_media.php');
    expect([...(sent().body?.keys() ?? [])]).toEqual(['tokenid', 'file']);
    sent().progress(1, 4);
    sent().answer(200, { status: 'success', message: 'uploaded', data: stored });
    expect(await outcome).toEqual({ ok: true, media: stored });
    expect(progress).toEqual([0.25, 1]);
  });

  it('answers the server refusal, a refused token logs out, a non-JSON 413 is too_large, an abort aborted', async () => {
    const rejected = vi.fn();
    const stop = onTokenRejected(rejected);
    const expired = uploadToLibrary(file, { tokenid: 'tok-1' });
    sent().answer(401, { status: 'error', message: 'expired_token', data: null });
    expect(await expired).toEqual({ ok: false, code: 'expired_token' });
    expect(rejected).toHaveBeenCalledWith({ tokenid: 'tok-1', code: 'expired_token' });
    stop();
    const bad = uploadToLibrary(file, { tokenid: 'tok' });
    sent().answer(415, { status: 'error', message: 'unsupported_type', data: null });
    expect(await bad).toEqual({ ok: false, code: 'unsupported_type' });
    const proxy = uploadToLibrary(file, { tokenid: 'tok' });
    sent().answer(413, '<html>Request Entity Too Large</html>');
    expect(await proxy).toEqual({ ok: false, code: 'too_large' });
    const controller = new AbortController();
    const aborted = uploadToLibrary(file, { tokenid: 'tok', signal: controller.signal });
    controller.abort();
    expect(await aborted).toEqual({ ok: false, code: 'aborted' });
  });
});
