import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const serverDir = resolve(import.meta.dirname, '../../..');

/**
 * Starts `main.ts` on `dataDir` until it prints the address to open; answers everything it printed to stdout, then
 * stops it.
 */
async function startOnce(dataDir: string, extraEnv: Record<string, string> = {}): Promise<string> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: '0',
    SEED: 'false',
    LOG_LEVEL: 'info',
    PASSWORD_SCRYPT_N: '1024',
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  delete env.ADMIN_PASSWORD;
  if (extraEnv.ADMIN_PASSWORD) env.ADMIN_PASSWORD = extraEnv.ADMIN_PASSWORD;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  await new Promise<void>((done, fail) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('Site ready')) done();
    });
    child.on('exit', (code) => fail(new Error(`server exited with ${code}: ${out}`)));
  });
  child.removeAllListeners('exit');
  const exited = new Promise((done) => child.on('exit', done));
  child.kill('SIGTERM');
  await exited;
  return out;
}

describe('admin on the first start', () => {
  const dirs: string[] = [];
  const dir = () => {
    const made = mkdtempSync(join(tmpdir(), 'site-admin-'));
    dirs.push(made);
    return made;
  };
  afterAll(() => {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it('without ADMIN_PASSWORD a generated password (>= 15 characters) is printed once, never again', async () => {
    const dataDir = dir();
    const first = await startOnce(dataDir);
    // In a box of `#` (issue 19 point 11), then the log's "listening" line, and last the address to open.
    expect(first).toContain('ADMIN ACCOUNT CREATED');
    expect(first).toMatch(/^##\s+user:\s+admin\s+##$/m);
    const match = first.match(/^##\s+password: (\S+)\s+##$/m);
    expect(first.trimEnd().split('\n').at(-1)).toMatch(/^Site ready: open http:\/\/localhost:\d+\/ in a browser\.$/);
    expect(first.indexOf('Server listening')).toBeLessThan(first.indexOf('Site ready'));
    expect(match?.[1]?.length ?? 0).toBeGreaterThanOrEqual(15);
    expect(first.split(match?.[1] ?? '\u0000').length - 1).toBe(1);
    const second = await startOnce(dataDir);
    expect(second).not.toContain('ADMIN ACCOUNT CREATED');
    expect(second).not.toContain(match?.[1] ?? '\u0000');
  }, 60_000);

  it('with ADMIN_UID and ADMIN_PASSWORD nothing is printed and the password is never logged', async () => {
    const out = await startOnce(dir(), { ADMIN_UID: 'boss', ADMIN_PASSWORD: 'given-admin-password' });
    expect(out).not.toContain('ADMIN ACCOUNT CREATED');
    expect(out).not.toContain('given-admin-password');
  }, 60_000);
});
