import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installLeaveGuard } from './use-leave-guard.ts';

/**
 * Counts `popstate` events in the capture phase, ahead of the guard (installed later), which hides the ones it
 * undoes from every listener after it.
 */
let pops = 0;
const countPop = () => {
  pops += 1;
};
/** Resolves once `count` more `popstate` events were dispatched (jsdom fires them in a later task). */
const popsAfter = (count: number) => {
  const until = pops + count;
  return vi.waitFor(() => expect(pops).toBe(until), { timeout: 2000, interval: 5 });
};

/**
 * The page's window as Chromium orders `popstate` listeners: in the order they were added, capturing or not, so
 * the router's (added first) runs before the guard's. jsdom runs capturing listeners first, as the DOM standard.
 */
const routerFirst = {
  location: window.location,
  history: window.history,
  addEventListener: (type: string, listener: EventListener) => window.addEventListener(type, listener),
  removeEventListener: (type: string, listener: EventListener) => window.removeEventListener(type, listener),
} as unknown as Window;

describe.each([
  ['the guard’s capturing listener first', window],
  ['the router’s listener first', routerFirst],
])('installLeaveGuard (%s)', (_order, win) => {
  let history: ReturnType<typeof createBrowserHistory>;
  let seen: string[];
  let unlisten: () => void;
  let asked: (() => void)[];
  let remove: () => void;
  const ask = (proceed: () => void) => {
    asked.push(proceed);
  };
  const path = () => window.location.pathname;
  /** What the router rendered other than the editor's page. */
  const moved = () => seen.filter((entry) => !entry.endsWith(' /wiki/edit/page'));

  beforeEach(() => {
    window.addEventListener('popstate', countPop, true);
    window.history.replaceState(null, '', '/start');
    history = createBrowserHistory({ window, v5Compat: true });
    seen = [];
    asked = [];
    unlisten = history.listen(({ action, location }) => seen.push(`${action} ${location.pathname}`));
    history.push('/wiki');
    history.push('/wiki/edit/page');
    seen.length = 0;
  });
  afterEach(() => {
    remove?.();
    unlisten();
    window.removeEventListener('popstate', countPop, true);
  });

  it('holds a push or replace away from the page until the answer, and lets one within the page through', () => {
    remove = installLeaveGuard(history, win, ask);
    history.push('/blog');
    history.replace({ pathname: '/elsewhere' });
    expect([path(), seen, asked.length]).toEqual(['/wiki/edit/page', [], 2]);
    history.push('/wiki/edit/page#heading');
    expect(seen).toEqual(['PUSH /wiki/edit/page']);
    asked[0]?.();
    expect([path(), seen.at(-1)]).toEqual(['/blog', 'PUSH /blog']);
    history.push('/after'); // the guard removed itself on leaving
    expect([path(), asked.length]).toEqual(['/after', 2]);
  });

  it('undoes Back before the router renders it, then goes back when the reader leaves', async () => {
    remove = installLeaveGuard(history, win, ask);
    const undone = popsAfter(2);
    window.history.back();
    await undone; // the Back, then the step forward that undoes it
    expect([path(), moved(), asked.length]).toEqual(['/wiki/edit/page', [], 1]);
    const left = popsAfter(1);
    asked[0]?.();
    await left;
    expect([path(), moved()]).toEqual(['/wiki', ['POP /wiki']]);
  });

  it('undoes Forward by the same distance, and Back over two entries', async () => {
    history.push('/next');
    let popped = popsAfter(1);
    window.history.back();
    await popped;
    seen.length = 0;
    remove = installLeaveGuard(history, win, ask);
    popped = popsAfter(2);
    window.history.forward();
    await popped;
    popped = popsAfter(2);
    window.history.go(-2);
    await popped;
    expect([path(), moved(), asked.length]).toEqual(['/wiki/edit/page', [], 2]);
    popped = popsAfter(1);
    asked[1]?.();
    await popped;
    expect([path(), moved()]).toEqual(['/start', ['POP /start']]);
  });

  it('on an entry without the router’s index, puts the page back on top and steps off it when the reader leaves', async () => {
    window.history.replaceState(null, '', '/wiki/edit/page');
    remove = installLeaveGuard(history, win, ask);
    const popped = popsAfter(1);
    window.history.back();
    await popped;
    expect([path(), moved(), asked.length]).toEqual(['/wiki/edit/page', [], 1]);
    const left = popsAfter(1);
    asked[0]?.();
    await left;
    expect([path(), moved()]).toEqual(['/wiki', ['POP /wiki']]);
  });

  it('once removed, asks nothing', async () => {
    remove = installLeaveGuard(history, win, ask);
    remove();
    const popped = popsAfter(1);
    window.history.back();
    await popped;
    history.push('/blog');
    expect([path(), seen, asked]).toEqual(['/blog', ['POP /wiki', 'PUSH /blog'], []]);
  });
});
