// The bundled server `npm start` runs (scripts/server-bundle.mjs): it builds, is rebuilt when older than its
// sources, and the bundle is a working server (migrations, seed with the lazily loaded Markdown renderer, the
// files it reads beside its code, a comment rendered by the lazily loaded comment renderer).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, utimesSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { after, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ensureServerBundle, serverBundle, serverBundleStale } from './server-bundle.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(join(tmpdir(), 'bundle-test-'));
let server;
after(() => {
  server?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** A port nobody listens on now. */
async function freePort() {
  const probe = createServer();
  await new Promise((r) => probe.listen(0, '127.0.0.1', r));
  const { port } = probe.address();
  await new Promise((r) => probe.close(r));
  return port;
}

describe('server bundle', () => {
  test('is rebuilt when it is older than a file it was built from, and not otherwise', async () => {
    await ensureServerBundle();
    assert.equal(serverBundleStale(), false);
    const bundle = resolve(root, serverBundle);
    const past = new Date(Date.parse('2001-01-01T00:00:00Z'));
    utimesSync(bundle, past, past);
    assert.equal(serverBundleStale(), true);
    await ensureServerBundle();
    assert.equal(serverBundleStale(), false);
    assert.ok(statSync(bundle).mtimeMs > past.getTime());
  });

  test('starts and serves: seeded articles, a shipped background, a rendered comment', async () => {
    const port = await freePort();
    const env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
    env.ADMIN_PASSWORD = 'bundle-test-password';
    delete env.DATABASE_URL;
    server = spawn(process.execPath, [await ensureServerBundle()], { cwd: root, env, stdio: 'ignore' });
    const base = `http://127.0.0.1:${port}`;
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${base}/api/`)).ok) break;
      } catch {}
      if (i > 300) assert.fail('the bundled server did not answer within 30 s');
      await new Promise((r) => setTimeout(r, 100));
    }
    const articles = await (await fetch(`${base}/api/blog/get_articles.php`)).json();
    assert.equal(articles.status, 'success');
    assert.ok(articles.data.total > 0, 'the demo articles are seeded');
    // The site search runs in a worker thread of its own bundle (dist/worker-boot.mjs, issue 22).
    const found = await (await fetch(`${base}/api/search/search.php?q=lantern`)).json();
    assert.equal(found.status, 'success', JSON.stringify(found));
    assert.ok(found.data.total > 0, 'the demo song Lantern Lodge is found');
    const background = await fetch(`${base}/media/backgrounds/forest-mist.svg`);
    assert.equal(background.status, 200);
    assert.match(await background.text(), /<svg/);
    const posted = await fetch(`${base}/api/comments/post_comment.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ target: '/about', text: 'Hello **bundle**', guest_nickname: 'Visitor' }).toString(),
    });
    const comment = await posted.json();
    assert.equal(posted.status, 200, JSON.stringify(comment));
    assert.match(comment.data.html, /<strong>bundle<\/strong>/);
  });
});
