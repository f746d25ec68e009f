import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onTokenRejected, setNetworkErrorListener } from './api-client.ts';
import { uploadMedia } from './api-client-upload.ts';

/** An XMLHttpRequest stand-in: the test sends progress and the answer by hand. */
class FakeXhr extends EventTarget {
  static last: FakeXhr | null = null;
  upload = new EventTarget();
  status = 0;
  responseText = '';
  url = '';
  body: FormData | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.last = this;
  }
  abort() {
    this.dispatchEvent(new Event('abort'));
  }
  answer(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.dispatchEvent(new Event('load'));
  }
}

const file = new File([new Uint8Array([1, 2, 3, 4])], 'a.mp3', { type: 'audio/mpeg' });
const sent = () => FakeXhr.last as FakeXhr;

beforeEach(() => {
  FakeXhr.last = null;
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
    sent().upload.dispatchEvent(new ProgressEvent('progress', { lengthComputable: true, loaded: 2, total: 4 }));
    sent().answer(200, JSON.stringify({ status: 'success', message: '', data: { url: '/media/audio/x.mp3' } }));
    expect(await outcome).toEqual({ ok: true, url: '/media/audio/x.mp3' });
    expect(progress).toEqual([0.5, 1]);
  });

  it('a refused token logs its holder out, as for any call of the api client', async () => {
    const rejected = vi.fn();
    const stop = onTokenRejected(rejected);
    const outcome = uploadMedia('cover', file, { tokenid: 'tok-1' });
    sent().answer(200, JSON.stringify({ status: 'error', message: 'expired_token', data: null }));
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
    sent().answer(200, JSON.stringify({ url: '/media/audio/x.mp3' }));
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
