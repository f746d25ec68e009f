import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onTokenRejected, setNetworkErrorListener } from './api-client.ts';
import { uploadMedia } from './api-client-upload.ts';
import { FakeXhr } from './test/fake-xhr.ts';

const file = new File([new Uint8Array([1, 2, 3, 4])], 'a.mp3', { type: 'audio/mpeg' });
const sent = () => FakeXhr.sent.at(-1) as FakeXhr;

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
  setNetworkErrorListener(() => {});
});

describe('uploadMedia', () => {
  it('posts tokenid, kind, then the file to upload_media.php, reports progress and answers the stored address', async () => {
    const progress: number[] = [];
    const outcome = uploadMedia('audio', file, { tokenid: 'tok', onProgress: (f) => progress.push(f) });
    expect(new URL(sent().url).pathname).toBe('/api/archive/music/upload_media.php');
    expect([...(sent().body?.keys() ?? [])]).toEqual(['tokenid', 'kind', 'file']);
    sent().progress(2, 4);
    sent().answer(200, { status: 'success', message: '', data: { url: '/media/audio/x.mp3' } });
    expect(await outcome).toEqual({ ok: true, url: '/media/audio/x.mp3' });
    expect(progress).toEqual([0.5, 1]);
  });

  it('a refused token logs its holder out, as for any call of the api client', async () => {
    const rejected = vi.fn();
    const stop = onTokenRejected(rejected);
    const outcome = uploadMedia('cover', file, { tokenid: 'tok-1' });
    sent().answer(200, { status: 'error', message: 'expired_token', data: null });
    expect(await outcome).toEqual({ ok: false, code: 'expired_token' });
    expect(rejected).toHaveBeenCalledWith({ tokenid: 'tok-1', code: 'expired_token' });
    stop();
  });

  it('a 413 that is not JSON is too_large; an answer that is not an envelope is a network failure', async () => {
    const networkError = vi.fn();
    setNetworkErrorListener(networkError);
    const big = uploadMedia('audio', file, { tokenid: 'tok' });
    sent().answer(413, '<html>Request Entity Too Large</html>');
    expect(await big).toEqual({ ok: false, code: 'too_large' });
    const odd = uploadMedia('audio', file, { tokenid: 'tok' });
    sent().answer(200, { url: '/media/audio/x.mp3' });
    expect(await odd).toEqual({ ok: false, code: 'network' });
    expect(networkError).toHaveBeenCalledTimes(1);
  });

  it('an abort ends the upload with aborted', async () => {
    const controller = new AbortController();
    const outcome = uploadMedia('audio', file, { tokenid: 'tok', signal: controller.signal });
    controller.abort();
    expect(await outcome).toEqual({ ok: false, code: 'aborted' });
  });
});
