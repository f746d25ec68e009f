import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createTestDb, type TestDb } from '../../test/db.ts';
import { generatePassword, hashPassword, verifyPassword } from './password.ts';
import { ensureAdmin } from './service.ts';
import { createAccountTestApp } from './test-helpers.ts';

describe('passwords', () => {
  it('hash with the OWASP scrypt cost by default (N = 2^17, r = 8, p = 1) and a per-user salt', async () => {
    expect(loadConfig({}).scryptN).toBe(2 ** 17);
    const a = await hashPassword('hunter2', 2 ** 17);
    expect(a).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword('hunter2', a)).toBe(true);
    expect(await verifyPassword('hunter3', a)).toBe(false);
    expect(await hashPassword('hunter2', 1024)).not.toBe(await hashPassword('hunter2', 1024));
    expect(await verifyPassword('x', 'garbage')).toBe(false);
  });

  it('a generated admin password is long', () => {
    expect(generatePassword().length).toBeGreaterThanOrEqual(15);
  });

  it('never appear in answers or in the log', async () => {
    const lines: string[] = [];
    const t = await createAccountTestApp((c) => ({
      ...c,
      logLevel: 'trace',
      logStream: { write: (l) => lines.push(l) },
    }));
    try {
      const password = 'Pa55word-in-no-log';
      const answers = [
        await t.post('account/register.php', { uid: 'loggy', password }),
        await t.post('account/login.php', { uid: 'loggy', password }),
        await t.post('account/login.php', { uid: 'loggy', password: `${password}-wrong` }),
        await t.post('account/register.php', { uid: 'loggy', password }),
        await t.post('account/register.php', { uid: 'bad-uid', password }),
        // Refused input must not echo the password either: NUL, too long, a bad field beside it.
        await t.post('account/register.php', { uid: 'loggy2', password: `${password}\u0000` }),
        await t.post('account/register.php', { uid: 'loggy3', password: password.repeat(60) }),
        await t.post('account/login.php', { uid: 'loggy', password, remember: 'maybe' }),
        await t.post('account/login.php', { uid: 'x'.repeat(300), password }),
      ];
      expect(answers.map((a) => a.status)).toEqual([200, 200, 401, 409, 400, 400, 400, 400, 400]);
      // The log did see every request (so its silence about the password means something).
      expect(lines.filter((l) => l.includes('/api/account/')).length).toBeGreaterThanOrEqual(answers.length);
      expect(lines.join('\n')).not.toContain(password);
      for (const answer of answers) expect(JSON.stringify(answer.body)).not.toContain(password);
      const stored = await t.db.db
        .selectFrom('accounts')
        .select('password_hash')
        .where('uid', '=', 'loggy')
        .executeTakeFirst();
      expect(stored?.password_hash).not.toContain(password);
    } finally {
      await t.close();
    }
  });
});

describe('admin bootstrap', () => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(async () => db.cleanup());

  it('creates the admin on the first start only', async () => {
    const options = { now: Date.now(), scryptN: 1024 };
    expect(await ensureAdmin(db.db, { uid: 'root', password: 'first-password' }, options)).toBe('created');
    expect(await ensureAdmin(db.db, { uid: 'root', password: 'other' }, options)).toBe('exists');
    const character = await db.db.selectFrom('characters').selectAll().where('uid', '=', 'root').executeTakeFirst();
    expect(character).toMatchObject({ ctype: 'admin', nickname: 'root' });
  });
});
