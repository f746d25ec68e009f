import type { FastifyInstance } from 'fastify';

/** A movie as `save_item.php` takes it, with `over` merged on top. */
export function movieInput(over: Record<string, unknown> = {}) {
  return {
    kind: 'movie',
    title: 'Stalker',
    year: 1979,
    status: 'done',
    viewings: [{ date: '2024-05-01', rewatch: false }],
    level: 5,
    regions: ['SU'],
    tags: ['tarkovsky'],
    movie: { type: 'movie', directors: ['Andrei Tarkovsky'], runtime_minutes: 161 },
    ...over,
  };
}

/** A game as `save_item.php` takes it, with `over` merged on top. */
export function gameInput(over: Record<string, unknown> = {}) {
  return {
    kind: 'game',
    title: 'Hollow Knight',
    year: 2017,
    status: 'progress',
    level: null,
    regions: ['AU'],
    game: { genres: ['metroidvania', 'act'], platforms: ['PC'], developer: 'Team Cherry', play_hours: 40.5 },
    ...over,
  };
}

/** POSTs `body` as JSON to `/api/<path>`; answers `{status, body}`. */
export function jsonPoster(app: FastifyInstance) {
  return async (path: string, body: unknown) => {
    const res = await app.inject({ method: 'POST', url: `/api/${path}`, payload: body as object });
    const json = String(res.headers['content-type']).includes('json');
    // biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field in the tests.
    return { status: res.statusCode, body: (json ? res.json() : res.body) as any, res };
  };
}

/** GETs `/api/archive/<path>` with `query`; answers `{status, body}`. */
export function archiveGetter(app: FastifyInstance) {
  return async (path: string, query: Record<string, string | number> = {}) => {
    const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
    const res = await app.inject({ method: 'GET', url: `/api/archive/${path}?${qs}` });
    // biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field in the tests.
    return { status: res.statusCode, body: res.json() as any };
  };
}
