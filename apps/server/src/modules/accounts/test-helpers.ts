import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { createTestApp } from '../../test/db.ts';
import { createAccount } from './service.ts';

/** A clock tests move by hand. */
export type TestClock = { now: number; advance: (ms: number) => void };

/**
 * A test app whose clock is `clock`, with a cheap scrypt cost (tests only; the default stays 2^17) and generous
 * rate limits unless `configure` says otherwise. Creates the admin `admin` / `admin-password`.
 */
export async function createAccountTestApp(configure: (config: Config) => Config = (c) => c) {
  const clock: TestClock = {
    now: Date.parse('2026-03-01T12:00:00.000Z'),
    advance(ms) {
      clock.now += ms;
    },
  };
  const made = await createTestApp((config) =>
    configure({
      ...config,
      scryptN: 1024,
      now: () => clock.now,
      rateLimits: { login: 1000, register: 1000, comment: 1000, feedback: 1000 },
    }),
  );
  await createAccount(
    made.db.db,
    { uid: 'admin', password: 'admin-password', remember: true, ctype: 'admin' },
    { now: clock.now, scryptN: 1024 },
  );
  const post = poster(made.app);
  /** A fresh admin token (the clock may have outlived the first one). */
  const adminToken = async () =>
    (await post('account/login.php', { uid: 'admin', password: 'admin-password' }, '127.0.0.2')).body.data
      .tokenid as string;
  return { ...made, clock, adminToken, post };
}

/** POSTs a form-urlencoded body to `/api/<path>`; answers `{status, body}`. */
export function poster(app: FastifyInstance) {
  return async (path: string, form: Record<string, string | undefined> = {}, ip = '127.0.0.1') => {
    const fields = Object.entries(form).filter((e): e is [string, string] => e[1] !== undefined);
    const res = await app.inject({
      method: 'POST',
      url: `/api/${path}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
      remoteAddress: ip,
    });
    // biome-ignore lint/suspicious/noExplicitAny: answers are checked with the contracts where it matters.
    return { status: res.statusCode, body: res.json() as any };
  };
}

/** Registers `uid` and answers its token. */
export async function registerUser(post: ReturnType<typeof poster>, uid: string, password = 'secret'): Promise<string> {
  const { status, body } = await post('account/register.php', { uid, password });
  if (status !== 200) throw new Error(`register ${uid}: ${status} ${JSON.stringify(body)}`);
  return body.data.tokenid;
}

/**
 * The unsafe pieces of markup in `html`, looking inside tags only (text such as `onfocus=` in a sentence is
 * harmless once `<` is escaped): script/style/frame/svg elements, `on*` and `style` attributes, `javascript:`.
 */
export function unsafeMarkup(html: string): string[] {
  const tags = html.match(/<[^>]*>/g) ?? [];
  return tags.filter(
    (tag) =>
      /^<\/?(script|style|iframe|object|embed|svg|math|base|link|meta|form)\b/i.test(tag) ||
      /\son[a-z]+\s*=/i.test(tag) ||
      /\sstyle\s*=/i.test(tag) ||
      /(javascript|vbscript|data):/i.test(tag),
  );
}
