import { useContext, useEffect, useRef, useState } from 'react';
import { type Navigator, UNSAFE_NavigationContext } from 'react-router';

/** The part of React Router's navigator the guard holds back: its pushes and replaces (and its `location`). */
type GuardedNavigator = Pick<Navigator, 'push' | 'replace' | 'createHref'>;

/** What `installLeaveGuard` needs of the page: its address and its session history. */
type GuardedWindow = Pick<Window, 'location' | 'history' | 'addEventListener' | 'removeEventListener'>;

/** React Router keeps the entry's position in the session history in `history.state.idx`. */
const indexOf = (state: unknown): number | null => {
  const idx = state !== null && typeof state === 'object' ? (state as { idx?: unknown }).idx : undefined;
  return typeof idx === 'number' ? idx : null;
};

/**
 * Holds back every in-app navigation away from the current address until `ask` calls the `proceed` it is given:
 * the router's `push` and `replace` (links, `navigate()`) are wrapped, and Back / Forward (`popstate`) are undone
 * (`history.go` back by the same distance; `pushState` of this entry again when the entry has no index) before the
 * router renders them: the event is stopped when the guard's capturing listener comes first, and when the router's
 * listener comes first it reads this page's location from the history meanwhile. The page stays until `proceed`
 * goes where the reader wanted. A navigation within the address (same path and query) goes through. `proceed`
 * first removes the guard. Returns the function that removes it.
 *
 * This is the navigation blocker React Router's declarative mode lacks (decision 0014: no data router, so no
 * `useBlocker`).
 */
export function installLeaveGuard(
  navigator: GuardedNavigator,
  win: GuardedWindow,
  ask: (proceed: () => void) => void,
): () => void {
  const { push, replace } = navigator;
  const here = win.location.pathname + win.location.search;
  const url = win.location.href;
  const state: unknown = win.history.state;
  const index = indexOf(state);
  let undoing = false;
  let removed = false;
  const leaves = (href: string) => {
    const to = new URL(href, url);
    return to.pathname + to.search !== here;
  };
  // Where the browser fires the router's `popstate` listener first (Chromium keeps the order listeners were added
  // in, even for capturing ones), the router reads `location` of its history: while the address is one the guard
  // will undo, that is still this page's, so the router stays here.
  const location = Object.getOwnPropertyDescriptor(navigator, 'location');
  const readLocation = location?.get;
  if (location?.configurable && readLocation) {
    const stay: unknown = readLocation.call(navigator);
    Object.defineProperty(navigator, 'location', {
      ...location,
      get: () => (!removed && leaves(win.location.href) ? stay : readLocation.call(navigator)),
    });
  }
  const remove = () => {
    if (removed) return;
    removed = true;
    navigator.push = push;
    navigator.replace = replace;
    if (location?.configurable) Object.defineProperty(navigator, 'location', location);
    win.removeEventListener('popstate', onPopState, true);
  };
  const hold =
    (go: typeof push): typeof push =>
    (to, ...rest) => {
      if (!leaves(navigator.createHref(to))) return go(to, ...rest);
      ask(() => {
        remove();
        go(to, ...rest);
      });
    };
  navigator.push = hold(push);
  navigator.replace = hold(replace);

  function onPopState(event: Event) {
    if (undoing) {
      undoing = false; // the entry came back: nothing to tell the router
      event.stopImmediatePropagation();
      return;
    }
    if (!leaves(win.location.href)) return;
    event.stopImmediatePropagation();
    const target = indexOf(win.history.state);
    if (index !== null && target !== null && target !== index) {
      const delta = target - index;
      undoing = true;
      win.history.go(-delta);
      ask(() => {
        remove();
        win.history.go(delta);
      });
      return;
    }
    // An entry without the router's index: put this one back on top, and step off it when the reader leaves.
    win.history.pushState(state, '', url);
    ask(() => {
      remove();
      win.history.back();
    });
  }
  win.addEventListener('popstate', onPopState, true);
  return remove;
}

/** What `useLeaveGuard` gives the page. */
export type LeaveGuard = {
  /** Lets every navigation through unasked from now on (after a save), until `active` turns true again. */
  allow: () => void;
  /** True while a navigation waits for the reader's answer: the page shows its question. */
  asking: boolean;
  /** The answer "leave": the held navigation goes on. */
  leave: () => void;
  /** The answer "stay": the held navigation is dropped. */
  stay: () => void;
};

/**
 * While `active`, leaving the page with unsaved changes asks first: the browser's own question on a reload, a
 * closed tab or an address typed in (`beforeunload`), and the page's question (`asking`, answered with `leave` or
 * `stay`) on an in-app navigation: a link, `navigate()`, Back or Forward (`installLeaveGuard`). Must be inside a
 * router.
 */
export function useLeaveGuard(active: boolean): LeaveGuard {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const allowed = useRef(false);
  const removeGuard = useRef<(() => void) | null>(null);
  const [held, setHeld] = useState<{ proceed: () => void } | null>(null);
  useEffect(() => {
    if (!active) return;
    allowed.current = false;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (allowed.current) return;
      event.preventDefault();
      event.returnValue = ''; // older browsers ask only when it is set
    };
    const remove = installLeaveGuard(navigator, window, (proceed) => setHeld({ proceed }));
    removeGuard.current = remove;
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      remove();
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [active, navigator]);
  return {
    allow: () => {
      allowed.current = true;
      removeGuard.current?.();
    },
    asking: held !== null,
    leave: () => {
      setHeld(null);
      held?.proceed();
    },
    stay: () => setHeld(null),
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
