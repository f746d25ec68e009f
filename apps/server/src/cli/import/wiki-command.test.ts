import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../test/db.ts';
import { exportWiki, importWiki, printWikiImport } from './wiki-command.ts';

describe('npm run import -- --wiki and npm run export -- --wiki (the README commands)', () => {
  let db: TestDb;
  let dir: string;
  /** Runs the command's body in this process on the test database, collecting what it prints. */
  const cli = async (command: typeof importWiki, folder: string) => {
    const env: NodeJS.ProcessEnv = { DATA_DIR: db.config.dataDir, LOG_LEVEL: 'silent', SEED: 'false' };
    if (db.config.databaseUrl) env.DATABASE_URL = db.config.databaseUrl;
    const stdout: string[] = [];
    const stderr: string[] = [];
    const code = await command(folder, env, { log: (l) => stdout.push(l), error: (l) => stderr.push(l) });
    return { code, stdout: stdout.join('\n'), stderr: stderr.join('\n') };
  };

  beforeAll(async () => {
    db = await createTestDb();
    dir = mkdtempSync(join(tmpdir(), 'wiki-cli-'));
    mkdirSync(join(dir, 'vault', 'guides'), { recursive: true });
    writeFileSync(
      join(dir, 'vault', 'guides', 'setup.md'),
      '---\ntags: [howto]\n---\n# Setup\n\n![shot](shot.png) [[missing page]]\n',
    );
    writeFileSync(join(dir, 'vault', 'guides', 'shot.png'), 'png');
    writeFileSync(join(dir, 'vault', 'bad?.md'), 'x');
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await db.cleanup();
  });

  it('imports, printing progress, failures, unresolved links and a summary; exit 1 when a note failed', async () => {
    const { code, stdout, stderr } = await cli(importWiki, join(dir, 'vault'));
    expect(stderr).toContain('failed: bad?.md: file path cannot be a page id');
    expect(stdout).toContain('[2/2] guides/setup.md\nWriting 1 pages and resolving their wikilinks…');
    expect(stdout).toContain('unresolved: guides/setup → [[missing page]]');
    expect(stdout).toMatch(
      /Imported 1 of 2 notes in \d+\.\d s \(1 new, 0 updated, 0 unchanged, 1 failed\); 1 files copied/,
    );
    expect(code).toBe(1);
    expect(readFileSync(join(db.config.dataDir, 'media', 'wiki', 'guides', 'shot.png'), 'utf8')).toBe('png');
  });

  it('exports every page and the wiki media back as a vault', async () => {
    const { code, stdout } = await cli(exportWiki, join(dir, 'out'));
    expect(stdout).toContain('Exported 1 pages to');
    expect(code).toBe(0);
    expect(readFileSync(join(dir, 'out', 'guides', 'setup.md'), 'utf8')).toBe(
      readFileSync(join(dir, 'vault', 'guides', 'setup.md'), 'utf8'),
    );
    expect(readFileSync(join(dir, 'out', 'guides', 'shot.png'), 'utf8')).toBe('png');
  });

  it('answers a folder that is none with exit code 2', async () => {
    expect(await cli(importWiki, join(dir, 'no-such-folder'))).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/Not a folder/),
    });
    expect((await cli(exportWiki, join(dir, 'vault', 'bad?.md'))).code).toBe(2);
  });
});

describe('printWikiImport', () => {
  it('lists what it could not take or resolve before the summary', () => {
    const lines: string[] = [];
    const out = { log: (line: string) => lines.push(line), error: (line: string) => lines.push(`! ${line}`) };
    printWikiImport(
      {
        total: 3,
        created: ['a'],
        updated: ['b'],
        unchanged: [],
        failed: [{ path: 'c?.md', reason: 'file path cannot be a page id' }],
        dropped: [{ path: 'a.md', reason: 'alias "x|y": not a page id' }],
        unresolved: [{ from: 'a', target: 'nowhere' }],
        missingFiles: [{ from: 'b', target: '../x.png', reason: 'outside the vault' }],
        copied: 2,
        definitions: 0,
      },
      1.234,
      out,
    );
    expect(lines).toEqual([
      '! failed: c?.md: file path cannot be a page id',
      'dropped: a.md: alias "x|y": not a page id',
      'unresolved: a → [[nowhere]]',
      'missing file: b → ../x.png (outside the vault)',
      'Imported 2 of 3 notes in 1.2 s (1 new, 1 updated, 0 unchanged, 1 failed); 2 files copied to media; 1 wikilinks and 1 files not found.',
    ]);
  });
});
