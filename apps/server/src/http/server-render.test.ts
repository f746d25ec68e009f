import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RenderedPage, RenderInput } from './page-render.ts';
import { securityHeaders } from './security.ts';
import { registerSpa } from './spa.ts';

/**
 * How the server puts a rendered page into its HTML (issue 21 points 1 and 2; docs/decisions/0029), with a
 * recording renderer in place of the web build's: the visitor's language and appearance as the cookies and
 * `Accept-Language` say, the markup inside #root, the query cache as a data block, and the shell when rendering
 * fails. The real renderer is exercised by the e2e suite (apps/web/e2e/first-html.spec.ts).
 */

const indexHtml =
  '<!doctype html>\n<html lang="zh">\n<head><meta name="description" content="Built." /><title>Site</title></head>' +
  '<body><div id="root"></div></body></html>';

describe('server-rendered pages', () => {
  let dist: string;
  let app: FastifyInstance | undefined;
  let inputs: RenderInput[];
  beforeEach(() => {
    dist = mkdtempSync(join(tmpdir(), 'ssr-'));
    writeFileSync(join(dist, 'index.html'), indexHtml);
    inputs = [];
  });
  afterEach(async () => {
    await app?.close();
    rmSync(dist, { recursive: true, force: true });
  });
  /** The app with a renderer answering `rendered` (null: the render failed). */
  const serve = async (
    rendered: RenderedPage | null = { html: '<main>Hello</main>', head: '', state: {}, reads: [] },
  ) => {
    app = Fastify({ logger: false });
    await registerSpa(app, dist, {
      renderPage: async (input) => {
        inputs.push(input);
        return rendered ?? undefined;
      },
      appearanceStyles: (color) => `:root[data-theme="dark"]{--color-main:${color ?? 'default'}}`,
    });
    return app;
  };

  it('renders a returning visitor whose cookies say Japanese and dark in Japanese and dark, in the first HTML', async () => {
    const server = await serve();
    const res = await server.inject({
      url: '/blog',
      headers: { cookie: 'lang=ja; appearance=dark', 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(res.statusCode).toBe(200);
    expect(inputs).toEqual([
      { url: '/blog', language: 'ja', appearance: 'dark', background: undefined, origin: 'http://localhost:80' },
    ]);
    expect(res.body).toContain('<html lang="ja" data-theme="dark" style="color-scheme: dark">');
    expect(res.body).toContain('<div id="root"><main>Hello</main></div>');
    expect(res.body).toContain('<style>:root[data-theme="dark"]{--color-main:default}</style>');
    expect(String(res.headers.vary)).toMatch(/Accept-Language/);
    expect(String(res.headers.vary)).toMatch(/Cookie/);
  });

  it.each([
    ['en-US,en;q=0.9', 'en'],
    ['zh-TW', 'zh-tw'],
    ['zh-CN', 'zh'],
    ['ja-JP', 'ja'],
    ['de-DE', 'zh'],
  ])(
    'without cookies renders in the language a first visit from %s gets (%s) and leaves the theme to the CSS',
    async (header, language) => {
      const server = await serve();
      const res = await server.inject({ url: '/about', headers: { 'accept-language': header } });
      expect(inputs[0]).toMatchObject({ language, appearance: 'system' });
      expect(res.body).toContain(`<html lang="${language}">`);
    },
  );

  it('writes the theme colour of the `color` cookie [THEME-07]; a value that is not #rrggbb gives the default', async () => {
    const server = await serve();
    const chosen = await server.inject({ url: '/about', headers: { cookie: 'color=%23E91E63' } });
    expect(chosen.body).toContain('{--color-main:#e91e63}');
    const bad = await server.inject({ url: '/about', headers: { cookie: 'color=red;x' } });
    expect(bad.body).toContain('{--color-main:default}');
  });

  it('ignores cookie values that are not a language or an appearance (nothing of them reaches the page)', async () => {
    const server = await serve();
    const res = await server.inject({
      url: '/about',
      headers: { cookie: 'lang="><script>x</script>; appearance=neon', 'accept-language': 'ja' },
    });
    expect(inputs[0]).toMatchObject({ language: 'ja', appearance: 'system' });
    expect(res.body).not.toContain('<script>x');
    expect(res.body).not.toContain('neon');
  });

  it('for the appearance "time" carries the one inline script, and the CSP allows exactly it by its hash', async () => {
    const server = await serve();
    const res = await server.inject({ url: '/', headers: { cookie: 'appearance=time' } });
    const scripts = [...res.body.matchAll(/<script>(.*?)<\/script>/g)].map((m) => m[1] ?? '');
    expect(scripts).toHaveLength(1);
    const script = scripts[0] ?? '';
    expect(script).toContain('getHours()');
    const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    expect(securityHeaders['content-security-policy']).toContain(hash);
    expect(res.body).toMatch(/<html lang="[a-z-]+">/);
  });

  it('writes the query cache as a JSON data block that cannot end its element early', async () => {
    const server = await serve({
      html: '<p>x</p>',
      head: '',
      state: { text: '</script><script>alert(1)</script>' },
      reads: [],
    });
    const res = await server.inject({ url: '/about' });
    const block = /<script type="application\/json" id="ssr-state">([^<]*)<\/script>/.exec(res.body);
    expect(block).not.toBeNull();
    expect(JSON.parse(block?.[1] ?? '')).toEqual({ text: '</script><script>alert(1)</script>' });
    expect(res.body).not.toContain('<script>alert(1)');
  });

  it('puts what React hoisted into <head>', async () => {
    const server = await serve({
      html: '<p>x</p>',
      head: '<link rel="preload" as="image" href="/a.svg"/>',
      state: {},
      reads: [],
    });
    const res = await server.inject({ url: '/about' });
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toContain('<link rel="preload" as="image" href="/a.svg"/>');
  });

  it('serves the client-rendered shell, HTTP 200, when the render fails (never a 500 for a reader)', async () => {
    const server = await serve(null);
    const res = await server.inject({ url: '/about' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('ssr-state');
  });

  it('renders only GET pages: HEAD answers without rendering', async () => {
    const server = await serve();
    const res = await server.inject({ method: 'HEAD', url: '/about' });
    expect(res.statusCode).toBe(200);
    expect(inputs).toEqual([]);
  });
});
