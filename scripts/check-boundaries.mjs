#!/usr/bin/env node
// Enforces the dependency directions of DESIGN.md / STYLE.md (part of `npm run lint`):
//  web:    app -> features -> ui, lib; features never import each other; ui and lib import neither.
//          Only lib/api-client.ts calls fetch.
//  server: modules -> http, db; db and http never import modules; a module's service.ts never imports fastify.
//  packages never import apps.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const problems = [];

function files(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...files(path));
    else if (/\.(ts|tsx)$/.test(name)) out.push(path);
  }
  return out;
}

const importRe = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*[`'"]([^`'"$]+)/g;
function imports(file) {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(importRe)].map((m) => m[1] ?? m[2]);
}
const area = (path, base) => relative(base, path).split(sep);

const web = resolve(root, 'apps/web/src');
for (const file of files(web)) {
  const [layer, feature] = area(file, web);
  const isTest = /\.test\.tsx?$/.test(file);
  for (const spec of imports(file)) {
    if (!spec.startsWith('.')) {
      if (spec.startsWith('@site/server') || spec.includes('apps/server'))
        problems.push(`${relative(root, file)}: web imports the server (${spec})`);
      continue;
    }
    const [toLayer, toFeature] = area(resolve(dirname(file), spec), web);
    if ((layer === 'ui' || layer === 'lib') && (toLayer === 'features' || toLayer === 'app'))
      problems.push(`${relative(root, file)}: ${layer}/ must not import ${toLayer}/ (${spec})`);
    if (layer === 'features' && toLayer === 'app')
      problems.push(`${relative(root, file)}: features must not import app/ (${spec})`);
    if (layer === 'features' && toLayer === 'features' && toFeature !== feature && !isTest)
      problems.push(
        `${relative(root, file)}: feature "${feature}" imports feature "${toFeature}" (${spec}); compose them in app/`,
      );
  }
  if (
    !(layer === 'lib' && feature === 'api-client.ts') &&
    !isTest &&
    /(^|[^.\w])fetch\(/.test(readFileSync(file, 'utf8'))
  )
    problems.push(`${relative(root, file)}: calls fetch; only lib/api-client.ts may`);
}

const server = resolve(root, 'apps/server/src');
for (const file of files(server)) {
  const [layer] = area(file, server);
  for (const spec of imports(file)) {
    if (spec.startsWith('.')) {
      const [toLayer] = area(resolve(dirname(file), spec), server);
      if ((layer === 'db' || layer === 'http') && toLayer === 'modules')
        problems.push(`${relative(root, file)}: ${layer}/ must not import modules/ (${spec})`);
    }
    if (
      layer === 'modules' &&
      file.endsWith(`${sep}service.ts`) &&
      (spec === 'fastify' || spec.startsWith('@fastify/'))
    )
      problems.push(`${relative(root, file)}: a service knows nothing of Fastify (${spec})`);
  }
}

for (const file of files(resolve(root, 'packages'))) {
  for (const spec of imports(file))
    if (spec.includes('apps/') || spec.startsWith('@site/web') || spec.startsWith('@site/server'))
      problems.push(`${relative(root, file)}: a package imports an app (${spec})`);
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`${problems.length} boundary violation(s)`);
  process.exit(1);
}
console.log('boundaries: ok');
