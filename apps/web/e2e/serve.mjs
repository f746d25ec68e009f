// Starts the real server for the e2e tests: a fresh DATA_DIR, the real-post and archive fixtures imported, then the
// server (which seeds the demo content on its first start), beside a fake NCM/Meting upstream. Needs the web app
// built (npm run build).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureServerBundle } from '../../../scripts/server-bundle.mjs';
import { startFakeMusicUpstream } from '../../server/test-support/fake-music-upstream.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const dataDir = resolve(root, process.env.E2E_DATA_DIR ?? '.tmp/e2e-data');
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: process.env.E2E_PORT ?? '8181',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  // A known admin for the account specs; cheap password hashes and no login/register limits, since every
  // spec signs up and logs in from the same address (the server's own tests cover the limits).
  ADMIN_UID: process.env.ADMIN_UID ?? 'admin',
  ADMIN_PASSWORD: process.env.ADMIN_PASSWORD ?? 'e2e-admin-password',
  PASSWORD_SCRYPT_N: process.env.PASSWORD_SCRYPT_N ?? '1024',
  RATE_LIMIT_LOGIN: '0',
  RATE_LIMIT_REGISTER: '0',
  // The comment specs post many comments and feedback from the same address too.
  RATE_LIMIT_COMMENT: process.env.RATE_LIMIT_COMMENT ?? '0',
  RATE_LIMIT_FEEDBACK: process.env.RATE_LIMIT_FEEDBACK ?? '0',
  // The links specs send friend-link requests from the same address, and follow this server's own feed
  // (http://127.0.0.1:<port>/feed/rss.xml): a loopback address the feed reader refuses without this (issue 18).
  RATE_LIMIT_LINK_APPLY: process.env.RATE_LIMIT_LINK_APPLY ?? '0',
  LINKS_ALLOW_PRIVATE_ADDRESSES: process.env.LINKS_ALLOW_PRIVATE_ADDRESSES ?? 'true',
};
delete env.DATABASE_URL;
// The server's own absolute addresses (its card on /links/friends, its feeds' links) name the e2e server itself.
env.SITE_URL = process.env.SITE_URL ?? `http://127.0.0.1:${env.PORT}`;

// The NCM and Meting pages play through a local fake upstream (real HTTP, the upstreams' own formats, the lyric
// fixtures), unless the caller names upstreams of its own.
const upstream = await startFakeMusicUpstream();
env.NCM_API_BASE = process.env.NCM_API_BASE ?? upstream.ncmBase;
env.METING_API_BASE = process.env.METING_API_BASE ?? upstream.metingBase;

/** Runs the project's own import CLI (`npm run import -- <args>`) on the e2e database; exits the run if it fails. */
function runImport(args) {
  const imported = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/import.ts', ...args], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (imported.status !== 0) {
    console.error(`import ${args.join(' ')} failed with exit code ${imported.status}`);
    process.exit(1);
  }
}

// The blog's real posts, then the archive's Letterboxd export and IMDb ratings (issue 17), so every spec has a
// real archive: the same files and the same CLI as `npm run import -- --letterboxd ... / --imdb ...`.
const shared = resolve(root, '../shared/fixtures');
runImport([resolve(shared, 'blog')]);
runImport(['--letterboxd', resolve(shared, 'archive/letterboxd-export')]);
runImport(['--imdb', resolve(shared, 'archive/imdb-ratings.csv')]);
// The same bundled server `npm start` runs (scripts/server-bundle.mjs), so the browser tests try what users run.
const server = spawn(process.execPath, [await ensureServerBundle()], {
  cwd: root,
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => void upstream.stop().finally(() => process.exit(code ?? 0)));
