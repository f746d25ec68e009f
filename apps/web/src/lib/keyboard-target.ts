/**
 * Whether keys typed at `target` belong to it: text fields, selects, sliders and other value inputs, editable
 * content. Single-key shortcuts (the full player's [PLAY-59], the header search's `/`, issue 22) do nothing there.
 *
 * @example isTypingTarget(document.querySelector('textarea')) // true
 * @example isTypingTarget(document.querySelector('button')) // false
 */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (typeof HTMLElement === 'undefined' || !(target instanceof HTMLElement)) return false;
  // `closest` too: jsdom has no `isContentEditable`.
  if (target.isContentEditable || target.closest('[contenteditable]:not([contenteditable="false"])')) return true;
  const tag = target.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return false;
  const type = (target as HTMLInputElement).type;
  return !['button', 'checkbox', 'radio', 'submit', 'reset', 'image', 'color', 'file'].includes(type);
}
