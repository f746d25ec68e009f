import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';

/** The fake upstream's script (its own process, real HTTP): apps/server/test-support/fake-music-upstream.mjs. */
export const fakeUpstreamScript = resolve(import.meta.dirname, '../../test-support/fake-music-upstream.mjs');

export type FakeUpstream = {
  /** `http://127.0.0.1:<port>`: NCM_API_BASE. */
  ncmBase: string;
  /** `http://127.0.0.1:<port>/meting/`: METING_API_BASE. */
  metingBase: string;
  port: number;
  /** Sets the fake's failure/shape mode (`/__fake/mode`); no argument resets it. */
  mode: (params?: Record<string, string | number>) => Promise<void>;
  /** The paths (with queries) the fake was asked since start. */
  requests: () => Promise<string[]>;
  stop: () => Promise<void>;
};

/**
 * Starts the fake music upstream as a child process on a free port and resolves once it prints `listening
 * <port>`. `env` adds variables (e.g. `FAKE_SLOW_MS`). Tests only.
 */
export function startFakeUpstream(env: Record<string, string> = {}): Promise<FakeUpstream> {
  const child: ChildProcess = spawn(process.execPath, [fakeUpstreamScript, '--port', '0'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolvePromise, reject) => {
    let out = '';
    const onExit = (code: number | null) => reject(new Error(`fake upstream exited with ${code}`));
    child.once('exit', onExit);
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening (\d+)/.exec(out);
      if (!match) return;
      child.off('exit', onExit);
      child.stdout?.removeAllListeners('data');
      const port = Number(match[1]);
      const ncmBase = `http://127.0.0.1:${port}`;
      resolvePromise({
        ncmBase,
        metingBase: `${ncmBase}/meting/`,
        port,
        mode: async (params = {}) => {
          const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
          await fetch(`${ncmBase}/__fake/mode?${query}`);
        },
        requests: async () => (await (await fetch(`${ncmBase}/__fake/requests`)).json()) as string[],
        stop: () =>
          new Promise((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
  });
}
