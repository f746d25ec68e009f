import { useEffect } from 'react';
import { isTypingTarget } from '../../lib/keyboard-target.ts';

/**
 * The header search's keyboard shortcuts (issue 22 point 5): `/` (with no modifier, when focus is not in a text
 * field or other editable element) and Ctrl+K / ⌘+K (anywhere, as on most sites; the browser's own use of the key is
 * prevented). Neither opens the search over another dialog (a settings dialog, the full player). They do not collide
 * with the full player's keys (features/player/keyboard.ts: Space, arrows, x c s d, PageUp/Down and `?`, all
 * without Ctrl or ⌘, none of them `/`).
 */

/** What `event` asks of the search: `open`, or `null` when it is not the search's key. */
export function searchShortcutOf(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'target' | 'isComposing'>,
): 'open' | null {
  if (event.isComposing || event.altKey) return null;
  if ((event.ctrlKey || event.metaKey) && !event.shiftKey && event.key.toLowerCase() === 'k') return 'open';
  if (event.key === '/' && !event.ctrlKey && !event.metaKey && !isTypingTarget(event.target)) return 'open';
  return null;
}

/** Whether a dialog is open (the kit's dialogs and the full player are `role=dialog` or `alertdialog`). */
function dialogOpen(): boolean {
  return document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;
}

/**
 * Calls `open` on the search's shortcut (see `searchShortcutOf`) while mounted, unless a dialog is open (the search's
 * own included: Ctrl+K then only keeps the browser from taking the key).
 */
export function useSearchShortcut(open: () => void): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || searchShortcutOf(event) === null) return;
      const modified = event.ctrlKey || event.metaKey;
      if (dialogOpen()) {
        if (modified) event.preventDefault();
        return;
      }
      event.preventDefault();
      open();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open]);
}
