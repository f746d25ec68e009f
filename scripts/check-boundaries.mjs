#!/usr/bin/env node
// Enforces the dependency directions of DESIGN.md / STYLE.md (part of `npm run lint`). Every import is read from a
// real parse (@babel/parser, TypeScript + JSX), so comments and strings never count, and `import type`,
// `export type ... from`, `import('...')` and `typeof import('...')` count like any other import.
//  everywhere in apps/ and packages/: no import cycle (type-only imports included); no `export *` nor
//          `export * as name` (a package exposes named exports from src/index.ts).
//  web:    app -> features -> ui, lib; features never import each other (tests may); ui and lib import neither;
//          apps/web/src never imports the server. Only the api client (apps/web/src/lib/api-client*.ts, not its
//          tests) calls fetch or uses XMLHttpRequest; packages never do. Web and packages import 'zod/mini', never
//          'zod' (tests may).
//  server: modules -> http, db; db and http never import modules; a module never imports another module (tests
//          may); a module's service.ts never imports Fastify.
//  packages never import apps.
// `checkBoundaries(root)` returns the problems for the tree at `root`; run as a script it checks this repository
// and exits 1 when there is any.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parse } from '@babel/parser';

/** Folders never walked: installed, built, generated or hidden. */
const SKIPPED = new Set([
  'node_modules',
  'dist',
  'dist-server',
  'data',
  'coverage',
  'test-results',
  'playwright-report',
]);
const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const RESOLVED_EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'];

/** Every source file under `dir` (absolute paths), skipping SKIPPED and hidden folders. */
function sourceFiles(dir) {
  if (!existsSync(dir)) return [];
  const out = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (!SKIPPED.has(name) && !name.startsWith('.')) out.push(...sourceFiles(path));
    } else if (SOURCE.test(name) && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** A test, fixture or test helper: `*.test.*`, or under test/, tests/, test-support/, e2e/, __fixtures__/, __mocks__/. */
export function isTestFile(path) {
  return (
    /\.test\.[cm]?[jt]sx?$/.test(path) ||
    path.split('/').some((part) => ['test', 'tests', 'test-support', 'e2e', '__fixtures__', '__mocks__'].includes(part))
  );
}

/**
 * Reads one file's imports and the facts the rules need from its syntax tree.
 * @returns {{ imports: {spec: string, typeOnly: boolean, line: number}[], exportStar: number[],
 *   network: {what: string, line: number}[], error?: string }}
 */
function readModule(path) {
  const result = { imports: [], exportStar: [], network: [] };
  let ast;
  try {
    ast = parse(readFileSync(path, 'utf8'), {
      sourceType: 'module',
      plugins: /\.[cm]?js$/.test(path) ? [] : /x$/.test(path) ? ['typescript', 'jsx'] : ['typescript'],
    });
  } catch (error) {
    result.error = error.message;
    return result;
  }
  const add = (source, typeOnly, node) => {
    if (source) result.imports.push({ spec: source, typeOnly, line: node.loc.start.line });
  };
  const literal = (node) =>
    node?.type === 'StringLiteral'
      ? node.value
      : node?.type === 'TemplateLiteral' && node.expressions.length === 0
        ? node.quasis[0].value.cooked
        : undefined;
  const visit = (node, parent, key) => {
    switch (node.type) {
      case 'ImportDeclaration':
        add(
          node.source.value,
          node.importKind === 'type' ||
            (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === 'type')),
          node,
        );
        break;
      case 'ExportNamedDeclaration':
        // `export * as name from` parses as a named export holding a namespace specifier.
        if (node.specifiers.some((s) => s.type === 'ExportNamespaceSpecifier'))
          result.exportStar.push(node.loc.start.line);
        if (node.source)
          add(
            node.source.value,
            node.exportKind === 'type' ||
              (node.specifiers.length > 0 && node.specifiers.every((s) => s.exportKind === 'type')),
            node,
          );
        break;
      case 'ExportAllDeclaration':
        add(node.source.value, node.exportKind === 'type', node);
        result.exportStar.push(node.loc.start.line);
        break;
      case 'CallExpression':
        if (node.callee.type === 'Import' || (node.callee.type === 'Identifier' && node.callee.name === 'require'))
          add(literal(node.arguments[0]), false, node);
        if (isGlobalFetch(node.callee)) result.network.push({ what: 'fetch', line: node.loc.start.line });
        break;
      case 'ImportExpression':
        add(literal(node.source), false, node);
        break;
      case 'TSImportType':
        add(literal(node.argument?.type === 'TSLiteralType' ? node.argument.literal : node.argument), true, node);
        break;
      case 'TSExternalModuleReference':
        add(literal(node.expression), false, node);
        break;
      case 'Identifier':
        if (node.name === 'XMLHttpRequest' && !isPropertyName(parent, key))
          result.network.push({ what: 'XMLHttpRequest', line: node.loc.start.line });
        break;
    }
    for (const [childKey, value] of Object.entries(node)) {
      if (childKey === 'loc' || childKey.endsWith('Comments')) continue;
      if (Array.isArray(value)) {
        for (const child of value) if (child && typeof child.type === 'string') visit(child, node, childKey);
      } else if (value && typeof value.type === 'string') visit(value, node, childKey);
    }
  };
  visit(ast.program, null, null);
  return result;
}

/** `fetch(...)`, `globalThis.fetch(...)`, `window.fetch(...)` or `self.fetch(...)`; not `query.fetch(...)`. */
function isGlobalFetch(callee) {
  if (callee.type === 'Identifier') return callee.name === 'fetch';
  return (
    callee.type === 'MemberExpression' &&
    !callee.computed &&
    callee.property.name === 'fetch' &&
    callee.object.type === 'Identifier' &&
    ['globalThis', 'window', 'self'].includes(callee.object.name)
  );
}

/** True when the identifier only names a property (`a.XMLHttpRequest`, `{ XMLHttpRequest: 1 }`), not the global. */
function isPropertyName(parent, key) {
  if (!parent) return false;
  if ((parent.type === 'MemberExpression' || parent.type === 'OptionalMemberExpression') && key === 'property')
    return !parent.computed;
  if ((parent.type === 'ObjectProperty' || parent.type === 'ObjectMethod') && key === 'key') return !parent.computed;
  return parent.type === 'TSPropertySignature' && key === 'key';
}

/** The source file an import names, as a root-relative path with `/`, or undefined (a package, CSS, JSON...). */
function resolveImport(root, from, spec, known) {
  let base;
  if (spec.startsWith('.')) base = resolve(root, dirname(from), spec.replace(/\?.*$/, ''));
  else {
    const workspace = /^@site\/([^/]+)$/.exec(spec);
    if (!workspace) return undefined;
    base = resolve(root, 'packages', workspace[1], 'src/index');
  }
  const rel = relative(root, base).split(sep).join('/');
  const stem = rel.replace(/\.[cm]?jsx?$/, '');
  const candidates = [
    rel,
    ...RESOLVED_EXTENSIONS.map((ext) => stem + ext),
    ...RESOLVED_EXTENSIONS.map((ext) => `${rel}/index${ext}`),
  ];
  return candidates.find((candidate) => known.has(candidate));
}

/** Strongly connected components of size > 1 (or a file importing itself), by Tarjan's algorithm. */
function cyclicComponents(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  const connect = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const { to } of graph.get(node)) {
      if (!index.has(to)) {
        connect(to);
        low.set(node, Math.min(low.get(node), low.get(to)));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node), index.get(to)));
    }
    if (low.get(node) === index.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || graph.get(node).some((edge) => edge.to === node)) components.push(component);
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) connect(node);
  return components;
}

/**
 * One concrete cycle through the component's first file (shortest, by breadth-first search) as text, type-only
 * steps marked `-(type)->`, followed by the knot's other files.
 */
function describeCycle(graph, component) {
  const members = new Set(component);
  const start = [...component].sort()[0];
  const previous = new Map();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const edge of graph.get(node)) {
      if (!members.has(edge.to) || previous.has(edge.to)) continue;
      previous.set(edge.to, { from: node, typeOnly: edge.typeOnly });
      if (edge.to === start) queue.length = 0;
      else queue.push(edge.to);
    }
  }
  const path = [];
  let node = start;
  do {
    const step = previous.get(node);
    path.unshift({ file: node, typeOnly: step.typeOnly });
    node = step.from;
  } while (node !== start);
  const text = path.map((step) => `${step.typeOnly ? ' -(type)-> ' : ' -> '}${step.file}`).join('');
  const rest = component.filter((file) => !path.some((step) => step.file === file)).sort();
  const more = rest.length > 0 ? `; the same knot also holds ${rest.join(', ')}` : '';
  return `${start}${text}${more}`;
}

/**
 * Checks the tree at `root` (a folder holding apps/ and packages/) against the boundary rules listed at the top
 * of this file.
 * @param {string} root absolute or relative path of the repository (or a planted test tree)
 * @returns {string[]} one line per problem, `path:line: what is wrong`; empty when the tree is clean
 */
export function checkBoundaries(root) {
  root = resolve(root);
  const problems = [];
  const files = [...sourceFiles(join(root, 'apps')), ...sourceFiles(join(root, 'packages'))].map((file) =>
    relative(root, file).split(sep).join('/'),
  );
  const known = new Set(files);
  const graph = new Map(files.map((file) => [file, []]));

  for (const file of files) {
    const module = readModule(join(root, file));
    if (module.error) {
      problems.push(`${file}: cannot be parsed (${module.error})`);
      continue;
    }
    const test = isTestFile(file);
    for (const line of module.exportStar) problems.push(`${file}:${line}: \`export *\`; export the names one by one`);

    const web = /^apps\/web\/src\/([^/]+)\/([^/]+)/.exec(file);
    const server = /^apps\/server\/src\/([^/]+)\/([^/]+)/.exec(file);
    const apiClient = /^apps\/web\/src\/lib\/api-client[^/]*\.ts$/.test(file);
    if ((file.startsWith('apps/web/src/') || file.startsWith('packages/')) && !test && !apiClient)
      for (const { what, line } of module.network)
        problems.push(`${file}:${line}: uses ${what}; only the api client (apps/web/src/lib/api-client*.ts) may`);

    for (const { spec, typeOnly, line } of module.imports) {
      const target = resolveImport(root, file, spec, known);
      if (target) graph.get(file).push({ to: target, typeOnly });
      const where = `${file}:${line}`;
      const to =
        target ??
        (spec.startsWith('.')
          ? relative(root, resolve(root, dirname(file), spec))
              .split(sep)
              .join('/')
          : '');
      const toWeb = /^apps\/web\/src\/([^/]+)\/([^/]+)/.exec(to);
      const toServer = /^apps\/server\/src\/([^/]+)\/([^/]+)/.exec(to);

      if (file.startsWith('packages/') && (to.startsWith('apps/') || /^@site\/(web|server)\b/.test(spec)))
        problems.push(`${where}: a package imports an app (${spec})`);

      // Full zod's classic API is 7 KB of gzip the bundler pulls into the home page's first load beside zod/mini
      // (decision 0012): what the browser runs validates with zod/mini. Tests may use either.
      if ((file.startsWith('apps/web/src/') || file.startsWith('packages/')) && !isTestFile(file) && spec === 'zod')
        problems.push(`${where}: imports 'zod'; code the browser runs uses 'zod/mini' (${spec})`);

      if (file.startsWith('apps/web/src/')) {
        if (to.startsWith('apps/server/') || spec.startsWith('@site/server'))
          problems.push(`${where}: web imports the server (${spec})`);
        if (web && toWeb) {
          const [, layer, feature] = web;
          const [, toLayer, toFeature] = toWeb;
          if ((layer === 'ui' || layer === 'lib') && (toLayer === 'features' || toLayer === 'app'))
            problems.push(`${where}: ${layer}/ must not import ${toLayer}/ (${spec})`);
          if (layer === 'features' && toLayer === 'app')
            problems.push(`${where}: features must not import app/ (${spec})`);
          if (layer === 'features' && toLayer === 'features' && toFeature !== feature && !test)
            problems.push(
              `${where}: feature "${feature}" imports feature "${toFeature}" (${spec}); compose them in app/`,
            );
        }
      }

      if (server) {
        const [, layer, module] = server;
        if (toServer) {
          const [, toLayer, toModule] = toServer;
          if ((layer === 'db' || layer === 'http') && toLayer === 'modules')
            problems.push(`${where}: ${layer}/ must not import modules/ (${spec})`);
          if (layer === 'modules' && toLayer === 'modules' && toModule !== module && !test)
            problems.push(
              `${where}: module "${module}" imports module "${toModule}" (${spec}); move the shared piece out of modules/`,
            );
        }
        if (layer === 'modules' && file.endsWith('/service.ts') && (spec === 'fastify' || spec.startsWith('@fastify/')))
          problems.push(`${where}: a service knows nothing of Fastify (${spec})`);
      }
    }
  }

  for (const component of cyclicComponents(graph)) problems.push(`import cycle: ${describeCycle(graph, component)}`);
  return problems;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const problems = checkBoundaries(resolve(dirname(fileURLToPath(import.meta.url)), '..'));
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    console.error(`${problems.length} boundary violation(s)`);
    process.exit(1);
  }
  console.log('boundaries: ok');
}
