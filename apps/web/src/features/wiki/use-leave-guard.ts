import { useEffect, useRef, useState } from 'react';

/**
 * While `active`, warns before the page is left with unsaved changes: the browser's own question on a reload, a
 * closed tab or an address typed in (`beforeunload`), and `question` (a `confirm`) before a click on a link that
 * would leave inside the app. The app's router is React Router's declarative `BrowserRouter`, which has no
 * navigation blocker, so links are intercepted in the capture phase before the router sees them. Returns `allow`,
 * which lets the next navigation through unasked (after a save).
 */
export function useLeaveGuard(active: boolean, question: string): { allow: () => void } {
  const allowed = useRef(false);
  useEffect(() => {
    if (!active) return;
    allowed.current = false;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (allowed.current) return;
      event.preventDefault();
      event.returnValue = ''; // older browsers ask only when it is set
    };
    const onClick = (event: MouseEvent) => {
      if (allowed.current || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return; // a new tab or window
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download')) return;
      const to = new URL(link.href, window.location.href);
      if (to.pathname === window.location.pathname && to.search === window.location.search) return; // an in-page anchor
      if (window.confirm(question)) {
        allowed.current = true;
        return;
      }
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [active, question]);
  return {
    allow: () => {
      allowed.current = true;
    },
  };
}

/** `value`, `delay_ms` after it last changed (the preview renders once the typing pauses). */
export function useDebounced<T>(value: T, delay_ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delay_ms);
    return () => window.clearTimeout(timer);
  }, [value, delay_ms]);
  return settled;
}
