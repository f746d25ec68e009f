// The boundary check (scripts/check-boundaries.mjs) run on small trees planted in a temporary folder: a clean tree
// passes, and each kind of violation, planted alone into it, fails it with one problem naming the file.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, test } from 'node:test';
import { checkBoundaries } from './check-boundaries.mjs';

/** A tree that keeps every rule, with the allowed cases next to the forbidden ones (and comment-only mentions). */
const CLEAN = {
  'apps/web/src/main.tsx': "import { App } from './app/app.tsx';\nexport const root = <App />;\n",
  'apps/web/src/app/app.tsx': [
    "import { Player } from '../features/player/player.tsx';",
    "import { SongList } from '../features/music/song-list.tsx';",
    "import { Button } from '../ui/button.tsx';",
    'export function App() {',
    '  return <Button><SongList /><Player /></Button>;',
    '}',
    "export const lazyPage = () => import('../features/music/song-list.tsx');",
  ].join('\n'),
  'apps/web/src/features/music/song-list.tsx': [
    "import type { Song } from '@site/contracts';",
    "import { request } from '../../lib/api-client.ts';",
    "import { Button } from '../../ui/button.tsx';",
    '// Not the player: it is composed in app/ (see import("../player/player.tsx"), which is only a comment).',
    "// fetch('/api') and new XMLHttpRequest() and export * from './x' are comment-only mentions.",
    'const words = \'fetch(url) with XMLHttpRequest; import type { X } from "../player/player.tsx"\';',
    'export function SongList() {',
    "  const query = { refetch: () => request('songs'), fetch: () => undefined };",
    '  query.fetch();',
    '  const options = { XMLHttpRequest: false, words } satisfies Partial<Song> & object;',
    '  return <Button onClick={() => void query.refetch()}>{String(options.XMLHttpRequest)}</Button>;',
    '}',
  ].join('\n'),
  'apps/web/src/features/music/song-list.test.tsx': [
    "import { Player } from '../player/player.tsx';",
    "import { SongList } from './song-list.tsx';",
    "globalThis.fetch = async () => new Response('{}');",
    'export const both = [Player, SongList];',
  ].join('\n'),
  'apps/web/src/features/player/player.tsx':
    "import { Button } from '../../ui/button.tsx';\nexport function Player() {\n  return <Button />;\n}\n",
  'apps/web/src/ui/button.tsx':
    'import type { ReactNode } from \'react\';\nexport function Button(props: { children?: ReactNode; onClick?: () => void }) {\n  return <button type="button" onClick={props.onClick}>{props.children}</button>;\n}\n',
  'apps/web/src/lib/api-client.ts': [
    "import { type Song, songsPath } from '@site/contracts';",
    'export async function request(path: string): Promise<Song[]> {',
    "  const response = await fetch('/api/' + path + songsPath);",
    '  return (await response.json()) as Song[];',
    '}',
  ].join('\n'),
  'apps/web/src/lib/api-client-upload.ts': [
    'export function upload(url: string, body: FormData): XMLHttpRequest {',
    '  const xhr = new XMLHttpRequest();',
    "  xhr.open('POST', url);",
    '  xhr.send(body);',
    '  return xhr;',
    '}',
  ].join('\n'),
  'apps/web/e2e/serve.mjs': "import { start } from '../../server/test-support/fake-upstream.mjs';\nawait start();\n",
  'apps/server/test-support/fake-upstream.mjs':
    "export async function start() {\n  await fetch('http://127.0.0.1');\n}\n",
  'apps/server/src/app.ts': [
    "import Fastify from 'fastify';",
    "import { songRoutes } from './modules/songs/routes.ts';",
    "import { userRoutes } from './modules/users/routes.ts';",
    'export const app = Fastify();',
    'songRoutes(app);',
    'userRoutes(app);',
  ].join('\n'),
  'apps/server/src/app-deps.ts': 'export type AppDeps = { now: () => number };\n',
  'apps/server/src/http/errors.ts': 'export class HttpError extends Error {}\n',
  'apps/server/src/db/connection.ts': 'export const db = { query: (sql: string) => sql };\n',
  'apps/server/src/modules/songs/routes.ts': [
    "import type { FastifyInstance } from 'fastify';",
    "import type { AppDeps } from '../../app-deps.ts';",
    "import { HttpError } from '../../http/errors.ts';",
    "import { listSongs } from './service.ts';",
    'export function songRoutes(app: FastifyInstance, deps?: AppDeps) {',
    "  app.get('/songs', async () => { if (!deps) throw new HttpError(); return listSongs(); });",
    '}',
  ].join('\n'),
  'apps/server/src/modules/songs/service.ts': [
    "import { db } from '../../db/connection.ts';",
    "// Knows nothing of '../users/service.ts' nor of fastify.",
    "export const listSongs = () => db.query('select 1');",
  ].join('\n'),
  'apps/server/src/modules/songs/service.test.ts':
    "import { addUser } from '../users/service.ts';\nimport { listSongs } from './service.ts';\nexport const both = [addUser, listSongs];\n",
  'apps/server/src/modules/users/routes.ts': [
    "import type { FastifyInstance } from 'fastify';",
    "import { addUser } from './service.ts';",
    "export function userRoutes(app: FastifyInstance) {\n  app.post('/users', async () => addUser());\n}",
  ].join('\n'),
  'apps/server/src/modules/users/service.ts': "export const addUser = () => 'uid';\n",
  'packages/contracts/src/index.ts':
    "export { type Song, songsPath } from './music.ts';\nexport type { User } from './account.ts';\n",
  'packages/contracts/src/music.ts': "export type Song = { id: string };\nexport const songsPath = '/songs';\n",
  'packages/contracts/src/account.ts':
    "import type { Song } from './music.ts';\nexport type User = { likes: Song[] };\n",
  'packages/lyrics/src/index.ts': "export { parse } from './parse.ts';\n",
  'packages/lyrics/src/parse.ts':
    "import type { Song } from '@site/contracts';\nexport const parse = (song: Song) => song.id;\n",
  'packages/lyrics/node_modules/dep/index.js': "export * from './dep.js';\nfetch('x');\n",
  'packages/lyrics/dist/index.js': "export * from './parse.js';\n",
};

const folders = [];
after(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** Writes CLEAN with `changes` laid over it (a null value deletes a file) and returns the checker's problems. */
function check(changes = {}) {
  const root = mkdtempSync(join(tmpdir(), 'boundaries-'));
  folders.push(root);
  for (const [path, text] of Object.entries({ ...CLEAN, ...changes })) {
    if (text === null) continue;
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return checkBoundaries(root);
}

/** Asserts exactly one problem, matching every pattern. */
function assertOneProblem(problems, ...patterns) {
  assert.equal(problems.length, 1, `expected one problem, got:\n${problems.join('\n')}`);
  for (const pattern of patterns) assert.match(problems[0], pattern);
}

test('a clean tree passes (allowed imports, api client modules, tests, comment-only and string mentions)', () => {
  assert.deepEqual(check(), []);
});

describe('import cycles', () => {
  test('a cycle of value imports fails, naming its files', () => {
    const problems = check({
      'packages/lyrics/src/a.ts': "import { b } from './b.ts';\nexport const a = () => b;\n",
      'packages/lyrics/src/b.ts': "import { c } from './c';\nexport const b = () => c;\n",
      'packages/lyrics/src/c.ts': "import { a } from './a.ts';\nexport const c = () => a;\n",
    });
    assertOneProblem(
      problems,
      /^import cycle: /,
      /packages\/lyrics\/src\/a\.ts -> packages\/lyrics\/src\/b\.ts -> packages\/lyrics\/src\/c\.ts -> packages\/lyrics\/src\/a\.ts/,
    );
  });

  test('a cycle made only of type-only imports fails (import type, export type ... from)', () => {
    const problems = check({
      'apps/web/src/lib/clock.ts': "import type { Tick } from './tick.ts';\nexport type Clock = { ticks: Tick[] };\n",
      'apps/web/src/lib/tick.ts': "export type { Clock as Tick } from './clock.ts';\n",
    });
    assertOneProblem(
      problems,
      /^import cycle: apps\/web\/src\/lib\/clock\.ts -\(type\)-> apps\/web\/src\/lib\/tick\.ts -\(type\)-> apps\/web\/src\/lib\/clock\.ts/,
    );
  });

  test('a cycle through a type-only import and a value import fails', () => {
    const problems = check({
      'apps/server/src/app-deps.ts':
        "import type { app } from './app.ts';\nexport type AppDeps = { app: typeof app };\n",
    });
    assertOneProblem(problems, /^import cycle: /, /apps\/server\/src\/app\.ts/, /apps\/server\/src\/app-deps\.ts/);
  });

  test('a cycle through a dynamic import fails', () => {
    const problems = check({
      'apps/web/src/ui/dialog.tsx': "export const open = () => import('./sheet.tsx');\n",
      'apps/web/src/ui/sheet.tsx': "import { open } from './dialog.tsx';\nexport const again = open;\n",
    });
    assertOneProblem(problems, /^import cycle: .*ui\/dialog\.tsx -> .*ui\/sheet\.tsx -> .*ui\/dialog\.tsx/);
  });
});

describe('web: features never import each other', () => {
  const feature = (line) => ({ 'apps/web/src/features/player/queue.ts': `${line}\nexport const queue = [];\n` });
  for (const [kind, line] of [
    ['a static import', "import { SongList } from '../music/song-list.tsx';"],
    ['a type-only import', "import type { SongList } from '../music/song-list.tsx';"],
    ['a dynamic import', "export const later = () => import('../music/song-list.tsx');"],
    ['a re-export', "export { SongList } from '../music/song-list.tsx';"],
    ['a type query', "export type List = typeof import('../music/song-list.tsx');"],
  ])
    test(`${kind} of another feature fails`, () => {
      assertOneProblem(
        check(feature(line)),
        /^apps\/web\/src\/features\/player\/queue\.ts:1: feature "player" imports feature "music"/,
      );
    });

  test('ui/ importing a feature fails', () => {
    assertOneProblem(
      check({
        'apps/web/src/ui/menu.tsx':
          "import { Player } from '../features/player/player.tsx';\nexport const m = Player;\n",
      }),
      /ui\/menu\.tsx:1: ui\/ must not import features\//,
    );
  });

  test('a feature importing app/ fails', () => {
    assertOneProblem(
      check({
        'apps/web/src/features/player/shell.ts':
          "import type { App } from '../../app/app.tsx';\nexport type S = App;\n",
      }),
      /features\/player\/shell\.ts:1: features must not import app\//,
    );
  });

  test('the web app importing the server fails', () => {
    assertOneProblem(
      check({
        'apps/web/src/lib/deps.ts':
          "import type { AppDeps } from '../../../server/src/app-deps.ts';\nexport type D = AppDeps;\n",
      }),
      /lib\/deps\.ts:1: web imports the server/,
    );
  });
});

describe('server', () => {
  test('a module importing another module fails, type-only imports too', () => {
    const problems = check({
      'apps/server/src/modules/songs/service.ts': [
        "import { db } from '../../db/connection.ts';",
        "import type { addUser } from '../users/service.ts';",
        'export const listSongs = (by?: typeof addUser) => db.query(String(by));',
      ].join('\n'),
    });
    assertOneProblem(
      problems,
      /^apps\/server\/src\/modules\/songs\/service\.ts:2: module "songs" imports module "users"/,
    );
  });

  test('db/ importing a module fails', () => {
    assertOneProblem(
      check({
        'apps/server/src/db/seed.ts':
          "import { addUser } from '../modules/users/service.ts';\nexport const s = addUser;\n",
      }),
      /db\/seed\.ts:1: db\/ must not import modules\//,
    );
  });

  test("a module's service.ts importing Fastify fails", () => {
    assertOneProblem(
      check({
        'apps/server/src/modules/users/service.ts':
          "import type { FastifyRequest } from 'fastify';\nexport const addUser = (r?: FastifyRequest) => r;\n",
      }),
      /users\/service\.ts:1: a service knows nothing of Fastify/,
    );
  });
});

describe('export *', () => {
  test('in a package fails', () => {
    assertOneProblem(
      check({
        'packages/contracts/src/index.ts': "export * from './music.ts';\nexport type { User } from './account.ts';\n",
      }),
      /^packages\/contracts\/src\/index\.ts:1: `export \*`/,
    );
  });

  test('in an app fails, type-only and namespaced too', () => {
    const problems = check({
      'apps/web/src/lib/all.ts':
        "export type * from './api-client.ts';\nexport * as upload from './api-client-upload.ts';\n",
    });
    assert.equal(problems.length, 2, problems.join('\n'));
    assert.match(problems[0], /^apps\/web\/src\/lib\/all\.ts:1: `export \*`/);
    assert.match(problems[1], /^apps\/web\/src\/lib\/all\.ts:2: `export \*`/);
  });
});

describe('network calls only in the api client', () => {
  for (const [kind, line] of [
    ['fetch(', "export const load = () => fetch('/api/songs');"],
    ['window.fetch(', "export const load = () => window.fetch('/api/songs');"],
    ['globalThis.fetch(', "export const load = () => globalThis.fetch('/api/songs');"],
    ['new XMLHttpRequest', 'export const load = () => new XMLHttpRequest();'],
    ['an XMLHttpRequest type', 'export let pending: XMLHttpRequest | null = null;'],
  ])
    test(`${kind} in a feature fails`, () => {
      assertOneProblem(
        check({ 'apps/web/src/features/music/load.ts': `${line}\n` }),
        /^apps\/web\/src\/features\/music\/load\.ts:1: uses (fetch|XMLHttpRequest); only the api client/,
      );
    });

  test('XMLHttpRequest in lib/ outside api-client*.ts fails', () => {
    assertOneProblem(
      check({ 'apps/web/src/lib/upload.ts': 'export const x = new XMLHttpRequest();\n' }),
      /^apps\/web\/src\/lib\/upload\.ts:1: uses XMLHttpRequest/,
    );
  });

  test('fetch in a package fails', () => {
    assertOneProblem(
      check({ 'packages/lyrics/src/load.ts': "export const load = async () => (await fetch('/lyric')).text();\n" }),
      /^packages\/lyrics\/src\/load\.ts:1: uses fetch/,
    );
  });
});

describe("the browser's code validates with zod/mini", () => {
  test("importing 'zod' in a feature or a package fails; 'zod/mini' and tests pass", () => {
    assertOneProblem(
      check({ 'apps/web/src/features/music/schema.ts': "import { z } from 'zod';\nexport const s = z.string();\n" }),
      /features\/music\/schema\.ts:1: imports 'zod'; code the browser runs uses 'zod\/mini'/,
    );
    assertOneProblem(
      check({ 'packages/contracts/src/x.ts': "import { z } from 'zod';\nexport const s = z.string();\n" }),
      /packages\/contracts\/src\/x\.ts:1: imports 'zod'/,
    );
    assert.deepEqual(
      check({
        'apps/web/src/features/music/schema.ts': "import { z } from 'zod/mini';\nexport const s = z.string();\n",
        'apps/web/src/features/music/schema.test.ts': "import { z } from 'zod';\nexport const s = z.string();\n",
      }),
      [],
    );
  });
});

describe('packages never import apps', () => {
  test('a relative import into apps/ fails', () => {
    assertOneProblem(
      check({
        'packages/lyrics/src/ui.ts':
          "import type { Button } from '../../../apps/web/src/ui/button.tsx';\nexport type B = typeof Button;\n",
      }),
      /packages\/lyrics\/src\/ui\.ts:1: a package imports an app/,
    );
  });
});

test('a file that cannot be parsed is a problem, not a silent pass', () => {
  assertOneProblem(check({ 'apps/web/src/lib/broken.ts': 'export const = ;\n' }), /lib\/broken\.ts: cannot be parsed/);
});
