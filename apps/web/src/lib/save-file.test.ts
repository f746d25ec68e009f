import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveFile } from './save-file.ts';

describe('saveFile', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('clicks a temporary link to an object URL of the bytes, named as asked, and releases the URL a second later', async () => {
    vi.useFakeTimers();
    const made: Blob[] = [];
    const revoked: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      made.push(blob as Blob);
      return 'blob:made-1';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => void revoked.push(url));
    const clicked: { href: string; download: string; inPage: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, inPage: document.body.contains(this) });
    });

    saveFile('notes.md', '# Title\n', 'text/markdown;charset=utf-8');

    expect(clicked).toEqual([{ href: 'blob:made-1', download: 'notes.md', inPage: true }]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(made[0]?.type).toBe('text/markdown;charset=utf-8');
    expect(await made[0]?.text()).toBe('# Title\n');
    expect(revoked).toEqual([]);
    vi.advanceTimersByTime(1000);
    expect(revoked).toEqual(['blob:made-1']);
  });

  it('passes a Blob through as it is', () => {
    const blob = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
    const seen: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      seen.push(b as Blob);
      return 'blob:made-2';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    saveFile('sticker.png', blob);
    expect(seen).toEqual([blob]);
  });
});
