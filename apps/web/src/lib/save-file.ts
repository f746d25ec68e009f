/**
 * Offers `data` to the browser as a download named `name`: a Blob as it is, a string as a Blob of `type` (default
 * UTF-8 plain text). The bytes go through an object URL on a temporary link that is clicked and removed; the URL is
 * released a second later, once the download has its bytes. Nothing is sent anywhere. Browser only.
 *
 * @example saveFile('notes.md', markdown, 'text/markdown;charset=utf-8'); saveFile('sticker.png', pngBlob)
 */
export function saveFile(name: string, data: Blob | string, type = 'text/plain;charset=utf-8'): void {
  const url = URL.createObjectURL(typeof data === 'string' ? new Blob([data], { type }) : data);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
