import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../test/db.ts';
import { startTestSmtp, type TestSmtp } from './test-smtp.ts';

const serverDir = resolve(import.meta.dirname, '../..');

/** A TCP port free right now on 127.0.0.1. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

/**
 * Issue 23 point 5, "nothing lost across a restart": the real server (main.ts, spawned) queues a notification
 * mail while its SMTP server refuses everything, is killed with SIGKILL, and started again with the SMTP server
 * taking mail: the mail arrives exactly once. On the test run's database engine (SQLite or PostgreSQL).
 */
describe('the mail queue across kill -9', () => {
  let smtp: TestSmtp;
  let db: TestDb;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    smtp = await startTestSmtp();
    db = await createTestDb();
  });
  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    await db.cleanup();
    await smtp.close();
  });

  /** Spawns main.ts on the test database and resolves once it prints "Site ready". */
  const start = async (port: number) => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATA_DIR: db.config.dataDir,
      PORT: String(port),
      SEED: 'false',
      LOG_LEVEL: 'warn',
      PASSWORD_SCRYPT_N: '1024',
      ADMIN_UID: 'admin',
      ADMIN_PASSWORD: 'admin-password-long',
      SMTP_URL: smtp.url,
      MAIL_POLL_MS: '100',
      MAIL_RETRY_BASE_MS: '300',
      WEB_DIST: resolve(db.config.dataDir, 'no-web-dist'),
    };
    delete env.DATABASE_URL;
    if (db.config.databaseUrl) env.DATABASE_URL = db.config.databaseUrl;
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let out = '';
    await new Promise<void>((done, fail) => {
      const read = (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('Site ready')) done();
      };
      child.stdout?.on('data', read);
      child.stderr?.on('data', read);
      child.on('exit', (code) => fail(new Error(`server exited with ${code}: ${out}`)));
    });
    child.removeAllListeners('exit');
    return child;
  };

  const post = async (port: number, path: string, form: Record<string, string>) => {
    const res = await fetch(`http://127.0.0.1:${port}/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });
    return { status: res.status, body: (await res.json()) as { message: string; data: { tokenid?: string } } };
  };

  it('a mail queued before SIGKILL is sent once after the restart', async () => {
    const port = await freePort();
    smtp.refuse = true;
    const first = await start(port);
    const tokenid =
      (await post(port, 'account/login.php', { uid: 'admin', password: 'admin-password-long' })).body.data.tokenid ??
      '';
    expect((await post(port, 'account/edit_profile.php', { tokenid, email: 'owner@example.org' })).status).toBe(200);
    expect((await post(port, 'account/set_mail_choices.php', { tokenid, comments: 'true' })).status).toBe(200);
    const posted = await post(port, 'comments/post_comment.php', {
      target: '/about/message_board',
      text: 'Hello from a guest',
      guest_nickname: 'visitor',
    });
    expect(posted.status).toBe(200);
    // The SMTP server refused at least once: the row waits for its retry.
    for (let i = 0; i < 100; i += 1) {
      const row = await db.db.selectFrom('mail_queue').select(['attempts', 'sent_at']).executeTakeFirst();
      if (row && row.attempts >= 1) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const before = await db.db.selectFrom('mail_queue').select(['attempts', 'sent_at', 'to_address']).execute();
    expect(before).toHaveLength(1);
    expect(before[0]?.attempts).toBeGreaterThanOrEqual(1);
    expect(before[0]?.sent_at).toBeNull();
    const killed = new Promise((done) => first.on('exit', done));
    first.kill('SIGKILL');
    await killed;
    expect(smtp.mails).toHaveLength(0);

    smtp.refuse = false;
    const second = await start(port);
    const mail = await smtp.waitFor(1, 15_000);
    expect(mail.subject).toBeTruthy();
    expect(mail.text).toContain('Hello from a guest');
    expect(mail.text).toContain('/api/mail/unsubscribe.php?token=');
    // Several more rounds: nothing is sent twice.
    await new Promise((r) => setTimeout(r, 1000));
    expect(smtp.mails).toHaveLength(1);
    const after = await db.db.selectFrom('mail_queue').select(['sent_at']).execute();
    expect(after).toHaveLength(1);
    expect(after[0]?.sent_at).not.toBeNull();
    const stopped = new Promise((done) => second.on('exit', done));
    second.kill('SIGTERM');
    await stopped;
  }, 90_000);
});
