import type { FastifyInstance } from 'fastify';

/**
 * The API's writes as events, for the caches of what they change (the pages' HTML, page-cache.ts; the comment
 * lists). An area is the first segment of a call's path under `/api/` (`blog`, `comments`, `wiki`, `archive`, …):
 * DESIGN.md "API conventions" names calls `<area>/<verb>_<noun>.php`.
 */

/** The areas whose answers may differ after a write, or `all` when that is not known. */
export type ChangedAreas = readonly string[] | 'all';

/** What a successful write changed. */
export type ApiWrite = {
  areas: ChangedAreas;
  /**
   * When given, of the answers in `areas` only those whose address (path and query, `/api/…`) it accepts changed: a
   * comment changes its own page's list (`get_comments` of its target) and the recent comments, not every page's.
   */
  changes?: (address: string) => boolean;
};

/**
 * POST calls that change nothing a visitor who is not signed in can see: reads that need identity or a body
 * (`get_…`, `check_…`, `my_…`, `preview`, `export`), sessions (`login`, `logout`), devices and page views
 * (`new_device`, `view_page`: the app reports every route change, so these must not clear anything) and a
 * user's own message flags (`read_messages`).
 */
const unseenCall = /^(?:(?:get|check|my)_[a-z_]+|preview|export|login|logout|new_device|view_page|read_messages)\.php$/;

/**
 * Areas whose answers show another area's records: a comment list names the article, wiki page or archive item
 * it is on (comments/target-titles.ts), the wiki names its editors. A write to the key changes these too.
 */
const shownIn: Record<string, readonly string[]> = {
  blog: ['blog', 'comments'],
  wiki: ['wiki', 'comments'],
  archive: ['archive', 'comments'],
  comments: ['comments'],
  links: ['links'],
  feedback: ['feedback'],
  // The convention timetable (issue 25 point 5): its pages show only its own read.
  lab: ['lab'],
};

/**
 * The areas a request `method` `path` (path only, under `/api/`) changes when it succeeds: none for reads (`GET`,
 * `HEAD`, and the `unseenCall` POSTs), its area and those that show it (`shownIn`) for a known area, `all` for any
 * other write (an account's profile: names and avatars show in comments and the wiki's history; anything new).
 * @example changedAreas('POST', '/api/comments/post_comment.php') → ['comments']
 * @example changedAreas('POST', '/api/account/view_page.php') → []
 */
export function changedAreas(method: string, path: string): ChangedAreas {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS' || !path.startsWith('/api/')) return [];
  const segments = path.slice('/api/'.length).split('/');
  const call = segments[segments.length - 1] ?? '';
  if (unseenCall.test(call)) return [];
  const area = segments.length > 1 ? segments[0] : undefined;
  return (area !== undefined && shownIn[area]) || 'all';
}

/** The area of an API call's address (path and query): `/api/blog/get_article.php?id=a` → `blog`. */
export function areaOf(address: string): string | undefined {
  const match = /^\/api\/([^/?]+)\//.exec(address);
  return match?.[1];
}

/**
 * What the successful request `method` `path` with the parsed `body` changed: `changedAreas`, narrowed for a posted
 * comment to the reads of comments that can show it (any but another target's list).
 */
export function writeOf(method: string, path: string, body: unknown): ApiWrite {
  const areas = changedAreas(method, path);
  const target = (body as { target?: unknown } | undefined)?.target;
  if (path !== '/api/comments/post_comment.php' || typeof target !== 'string') return { areas };
  return {
    areas,
    changes: (address) => {
      const url = new URL(address, 'http://site');
      return url.pathname !== '/api/comments/get_comments.php' || url.searchParams.get('target') === target;
    },
  };
}

/**
 * Calls `listener` with what each successful API write of the app changed; `announce` tells the listeners of a
 * change made without a request (a scheduled article published by its timer, issue 23 point 2).
 */
export type ApiWrites = {
  listen: (listener: (write: ApiWrite) => void) => void;
  announce: (write: ApiWrite) => void;
};

/**
 * Watches `app`'s API writes: after a write answered 2xx (in `onSend`, so after its transaction committed and before
 * the client can read the answer and ask again), every listener hears the areas it changed (`changedAreas`). A write
 * that failed changed nothing (`writeOf`). Register before the routes: a Fastify hook covers the routes added after it.
 */
export function watchApiWrites(app: FastifyInstance): ApiWrites {
  const listeners: ((write: ApiWrite) => void)[] = [];
  // A callback hook: every answer passes here, and a promise per answer costs the hot reads measurably.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.method !== 'GET' && reply.statusCode >= 200 && reply.statusCode <= 299) {
      const write = writeOf(request.method, request.url.split('?')[0] ?? '', request.body);
      if (write.areas === 'all' || write.areas.length > 0) for (const listener of listeners) listener(write);
    }
    done(null, payload);
  });
  return {
    listen: (listener) => listeners.push(listener),
    announce: (write) => {
      for (const listener of listeners) listener(write);
    },
  };
}
