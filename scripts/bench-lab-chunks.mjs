#!/usr/bin/env node
// `npm run bench`, section 14 (issue 24 "must show"): each laboratory page's own JS chunk, from the web build's
// manifest (apps/web/dist/.vite/manifest.json; run `npm run build` first): the chunk's file and gzip -9 size, the
// shared chunks it pulls that the home page does not, and a check that no laboratory page's own chunk is in the home
// page's JS (the static import graph of the app's entry and of src/app/routes/home.tsx). Exits 1 when one is.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = resolve(root, 'apps/web/dist');
/** @type {Record<string, { file: string, imports?: string[], isEntry?: boolean }>} */
const manifest = JSON.parse(readFileSync(resolve(dist, '.vite/manifest.json'), 'utf8'));

/** The manifest keys `key` loads statically, itself included. */
function closure(key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const child of manifest[key].imports ?? []) closure(child, seen);
  return seen;
}

const gzipKb = (file) => gzipSync(readFileSync(resolve(dist, file)), { level: 9 }).length / 1024;

const home = new Set();
for (const [key, chunk] of Object.entries(manifest))
  if (chunk.isEntry || key === 'src/app/routes/home.tsx') for (const k of closure(key)) home.add(k);
const homeFiles = new Set([...home].map((k) => manifest[k].file));

// A page file no other module imports (the router's lazy table loads it); a frame the pages share (demo-page.tsx) is
// imported by them, so it is not a page of its own.
const imported = new Set(Object.values(manifest).flatMap((chunk) => chunk.imports ?? []));
const pages = Object.keys(manifest)
  .filter((key) => /^src\/app\/routes\/laboratory\/.+\.tsx$/.test(key) && manifest[key].isDynamicEntry)
  .filter((key) => !imported.has(key))
  .sort();
let failed = false;
console.log(`laboratory pages' own JS chunks (gzip -9), ${pages.length} pages:`);
for (const key of pages) {
  const own = manifest[key].file;
  const extra = [...closure(key)].filter((k) => k !== key && !home.has(k)).map((k) => manifest[k].file);
  const extraKb = extra.reduce((sum, file) => sum + gzipKb(file), 0);
  const inHome = homeFiles.has(own);
  if (inHome) failed = true;
  console.log(
    `  ${key.slice('src/app/routes/'.length)}: ${own} ${gzipKb(own).toFixed(1)} KB` +
      (extra.length ? `, + ${extra.length} shared chunk(s) not on the home page ${extraKb.toFixed(1)} KB` : '') +
      (inHome ? '  FAIL: in the home page JS' : ''),
  );
}
if (failed) {
  console.error('FAIL: a laboratory page is in the home page JS');
  process.exitCode = 1;
}
