import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';

/** A route of a fake site: what it answers to a request (a handler may write anything, or nothing). */
export type FakeRoute = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * A real HTTP server on 127.0.0.1 (a random port) standing for another site in the links tests: `routes` maps a
 * path to its answer; anything else is 404. `requests` records every request's path and headers. `close` ends it
 * and every socket still open (a slow answer's).
 */
export async function startFakeSite(routes: Record<string, FakeRoute>) {
  const requests: { path: string; headers: IncomingMessage['headers'] }[] = [];
  const server = createServer((req, res) => {
    const path = req.url ?? '/';
    requests.push({ path, headers: req.headers });
    const route = routes[path];
    if (route) route(req, res);
    else res.writeHead(404, { 'content-type': 'text/plain' }).end('not here');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    url: (path: string) => `${base}${path}`,
    routes,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A route answering `body` with `type` (and extra headers). */
export const serve =
  (type: string, body: string | Buffer, headers: Record<string, string> = {}): FakeRoute =>
  (_req, res) => {
    res.writeHead(200, { 'content-type': type, ...headers }).end(body);
  };

/** A route redirecting to `to`. */
export const redirect =
  (to: string, status = 302): FakeRoute =>
  (_req, res) => {
    res.writeHead(status, { location: to }).end();
  };

/** The links settings tests use: private addresses allowed (the fake sites are on 127.0.0.1) and short waits. */
export const testLinksConfig: Config['links'] = {
  refreshIntervalMs: 60 * 60_000,
  refreshJitterMs: 0,
  fetchTimeoutMs: 1500,
  fetchMaxBytes: 2 * 1024 * 1024,
  maxRedirects: 3,
  allowPrivateAddresses: true,
  applicationsPerHour: 1000,
};

/** POSTs `body` as JSON to `/api/links/<path>`; answers `{status, body}`. */
export function linksPoster(app: FastifyInstance) {
  return async (path: string, body: unknown, ip = '127.0.0.1') => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/links/${path}`,
      payload: body as object,
      remoteAddress: ip,
    });
    // biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field in the tests.
    return { status: res.statusCode, body: res.json() as any };
  };
}

/** GETs `/api/links/<path>`; answers `{status, body}`. */
export function linksGetter(app: FastifyInstance) {
  return async (path: string) => {
    const res = await app.inject({ method: 'GET', url: `/api/links/${path}` });
    // biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field in the tests.
    return { status: res.statusCode, body: res.json() as any };
  };
}

/** Real-world-shaped feeds for the fake sites. */
export const feeds = {
  /** RSS 2.0 with a relative link, HTML in a title, a post without a date, and a script in a description. */
  rss: `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/">
<channel>
  <title>Ana's notes</title>
  <link>https://ana.example/</link>
  <description>Notes</description>
  <item>
    <title>Why &lt;em&gt;CSS&lt;/em&gt; &amp;amp; me</title>
    <link>/posts/css</link>
    <guid isPermaLink="false">ana-css</guid>
    <pubDate>Tue, 03 Feb 2026 10:00:00 GMT</pubDate>
    <description>&lt;p&gt;Grid is &lt;b&gt;great&lt;/b&gt;.&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;&lt;/p&gt;</description>
  </item>
  <item>
    <title>Undated thoughts</title>
    <link>posts/undated</link>
    <description><![CDATA[<p>No date here.</p>]]></description>
  </item>
</channel>
</rss>`,
  atom: `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title>Bo writes</title>
  <id>urn:bo</id>
  <updated>2026-02-05T08:00:00Z</updated>
  <link href="https://bo.example/"/>
  <entry>
    <title type="html">Atom &lt;i&gt;entry&lt;/i&gt;</title>
    <id>urn:bo:1</id>
    <link rel="alternate" href="entries/1.html"/>
    <published>2026-02-05T08:00:00Z</published>
    <updated>2026-02-05T08:00:00Z</updated>
    <summary type="html">&lt;p&gt;Summary &lt;a href="javascript:alert(1)"&gt;link&lt;/a&gt;&lt;/p&gt;</summary>
  </entry>
</feed>`,
  json: JSON.stringify({
    version: 'https://jsonfeed.org/version/1.1',
    title: 'Cy',
    home_page_url: 'https://cy.example/',
    items: [
      {
        id: 'cy-1',
        url: '/notes/1',
        title: 'JSON <post> & co',
        content_html: '<p>From JSON Feed</p>',
        date_published: '2026-02-04T12:00:00Z',
      },
      { id: 'cy-js', url: 'javascript:alert(1)', title: 'bad link', content_text: 'dropped' },
    ],
  }),
} as const;
