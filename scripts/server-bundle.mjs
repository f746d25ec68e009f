// The server as one ES module, apps/server/dist/main.mjs, which `npm start` and the e2e server run (issue 15
// point 6). Through the tsx loader the server's ~500 TypeScript and ES modules took 1.6-2.7 s to load before it
// answered; bundled, a start (or a restart after a crash) answers in ~0.65 s. esbuild (MIT) builds it in ~1-2 s,
// only when it is missing or older than one of the files it was built from (kept in dist/main.meta.json) or the
// lockfile. Tests and `npm run dev`-style runs keep running the sources through tsx.
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The bundle, relative to the repository root. */
export const serverBundle = 'apps/server/dist/main.mjs';
const bundlePath = resolve(root, serverBundle);
const metaPath = resolve(root, 'apps/server/dist/main.meta.json');
/**
 * The site search's worker thread (issue 22), bundled beside the server: `modules/search/runner.ts` starts
 * `./worker-boot.mjs` next to its own module, which in the bundle is apps/server/dist/main.mjs (from the sources it is
 * the tsx-registering `worker-boot.mjs` of modules/search).
 */
const workerPath = resolve(root, 'apps/server/dist/worker-boot.mjs');
/**
 * The media library's picture worker (issue 23 point 3): `modules/media/variants.ts` starts `./variant-worker.mjs`
 * next to its own module, plain JavaScript in the sources and bundled with jimp here.
 */
const variantWorkerPath = resolve(root, 'apps/server/dist/variant-worker.mjs');

/** Whether the bundle is missing or older than any file it was built from (or than package-lock.json). */
export function serverBundleStale() {
  if (!existsSync(bundlePath) || !existsSync(metaPath) || !existsSync(workerPath) || !existsSync(variantWorkerPath)) {
    return true;
  }
  const builtAt = statSync(bundlePath).mtimeMs;
  const { inputs } = JSON.parse(readFileSync(metaPath, 'utf8'));
  return [...inputs, 'package-lock.json'].some((input) => {
    const path = resolve(root, input);
    return !existsSync(path) || statSync(path).mtimeMs > builtAt;
  });
}

/**
 * Builds the bundle when `serverBundleStale()`; returns its path relative to the root. Native and optional
 * modules stay outside it (better-sqlite3's binary, pg-native); the bundle sits in apps/server/dist, one level
 * below apps/server like src/, so the server's paths from `server-root.ts` hold in both.
 */
export async function ensureServerBundle() {
  if (!serverBundleStale()) return serverBundle;
  const require = createRequire(resolve(root, 'apps/server/package.json'));
  const esbuild = require('esbuild');
  mkdirSync(dirname(bundlePath), { recursive: true });
  const options = {
    absWorkingDir: root,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: ['better-sqlite3', 'pg-native'],
    // CommonJS packages inside an ES module bundle still call require() for Node's own modules.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);",
    },
    metafile: true,
    logLevel: 'warning',
  };
  const builds = await Promise.all([
    esbuild.build({ ...options, entryPoints: ['apps/server/src/main.ts'], outfile: bundlePath }),
    esbuild.build({ ...options, entryPoints: ['apps/server/src/modules/search/worker.ts'], outfile: workerPath }),
    esbuild.build({
      ...options,
      entryPoints: ['apps/server/src/modules/media/variant-worker.mjs'],
      outfile: variantWorkerPath,
    }),
  ]);
  const inputs = new Set(builds.flatMap((build) => Object.keys(build.metafile.inputs)));
  writeFileSync(metaPath, JSON.stringify({ inputs: [...inputs] }));
  return serverBundle;
}

// Run directly (`node scripts/server-bundle.mjs`): build it if needed and say where it is.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(await ensureServerBundle());
}
