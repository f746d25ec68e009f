/**
 * Puts `text` on the clipboard. Uses the asynchronous Clipboard API where the page has it (browsers give it to
 * secure contexts only: https or localhost); elsewhere (a site served over plain http on a LAN) falls back to selecting the text in an
 * off-screen text area and the `copy` command, which browsers still honour inside a click. Rejects with an
 * `Error` when neither way copied.
 */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.insetInlineStart = '-9999px';
  const focused = document.activeElement;
  document.body.append(area);
  area.select();
  const copied = typeof document.execCommand === 'function' && document.execCommand('copy');
  area.remove();
  if (focused instanceof HTMLElement) focused.focus({ preventScroll: true });
  if (!copied) throw new Error('the browser refused to copy');
}
