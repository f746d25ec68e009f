/**
 * An XMLHttpRequest stand-in for tests of uploads (`vi.stubGlobal('XMLHttpRequest', FakeXhr)`): it records what
 * was sent, and the test drives it by hand with upload progress events, then an answer.
 */
export class FakeXhr extends EventTarget {
  /** Every request sent since the last reset, oldest first. */
  static sent: FakeXhr[] = [];
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
    FakeXhr.sent.push(this);
  }
  abort() {
    this.dispatchEvent(new Event('abort'));
  }
  /** `loaded` of `total` bytes have left the browser. */
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(new ProgressEvent('progress', { lengthComputable: true, loaded, total }));
  }
  /** The server answers `body` (JSON-encoded unless it is a string) with `status`. */
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.dispatchEvent(new Event('load'));
  }
}
