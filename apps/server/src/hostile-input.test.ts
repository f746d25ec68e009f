import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountTestApp, registerUser } from './modules/accounts/test-helpers.ts';

type Made = Awaited<ReturnType<typeof createAccountTestApp>>;

/** Issue 15 points 4 and 6: hostile JSON bodies are refused with a 400 naming the field, and nothing is written. */
describe('hostile JSON input', () => {
  let t: Made;
  let alice: string;
  const postJson = async (path: string, json: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/${path}`,
      headers: { 'content-type': 'application/json' },
      payload: json,
    });
    return { status: res.statusCode, body: res.json() };
  };
  const commentCount = async () =>
    (
      await t.db.db
        .selectFrom('comments')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;

  beforeAll(async () => {
    t = await createAccountTestApp();
    alice = await registerUser(t.post, 'alice');
  });
  afterAll(async () => t.close());

  it('100,000 nested arrays answer 400 invalid_input naming the field, not 500', async () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const { status, body } = await postJson(
      'comments/post_comment.php',
      `{"tokenid":${JSON.stringify(alice)},"target":"/x","text":${deep}}`,
    );
    expect(status, JSON.stringify(body).slice(0, 300)).toBe(400);
    expect(body.message).toBe('invalid_input');
    expect(body.data.field).toMatch(/^text(\.0)+$/);
    expect(Number(await commentCount())).toBe(0);
  });

  it('nesting of 33 levels is refused, 31 reaches the schema (which names the wrong type)', async () => {
    const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
    const over = await postJson('comments/post_comment.php', `{"target":"/x","text":${nested(33)}}`);
    expect(over.status).toBe(400);
    expect(over.body.data.issues[0].message).toMatch(/nest/);
    const under = await postJson('comments/post_comment.php', `{"target":"/x","text":${nested(31)}}`);
    expect(under.status).toBe(400);
    expect(under.body.data.field).toBe('text');
    expect(under.body.data.issues[0].message).not.toMatch(/nest/);
  });

  it('a lone surrogate in a comment answers 400 naming text; a well-formed pair is kept', async () => {
    for (const escaped of ['a\\ud800b', 'a\\udc00b', 'end\\ud83d']) {
      const { status, body } = await postJson(
        'comments/post_comment.php',
        `{"tokenid":${JSON.stringify(alice)},"target":"/x","text":"${escaped}"}`,
      );
      expect(status, escaped).toBe(400);
      expect(body.data.field).toBe('text');
    }
    expect(Number(await commentCount())).toBe(0);
    const pair = await postJson(
      'comments/post_comment.php',
      `{"tokenid":${JSON.stringify(alice)},"target":"/x","text":"smile \\ud83d\\ude00"}`,
    );
    expect(pair.status, JSON.stringify(pair.body)).toBe(200);
    expect(pair.body.data.html).toContain('smile 😀');
  });
});

describe('429 answers', () => {
  let t: Awaited<ReturnType<typeof createAccountTestApp>>;
  beforeAll(async () => {
    t = await createAccountTestApp((config) => ({
      ...config,
      rateLimits: { ...config.rateLimits, login: 1 },
    }));
  });
  afterAll(async () => t.close());

  it('carry Retry-After in seconds, the same number as data.retry_after_s (RFC 9110 §10.2.3)', async () => {
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/account/login.php',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'uid=nobody&password=whatever',
        remoteAddress: '10.0.0.9',
      });
    expect((await login()).statusCode).toBe(401);
    const limited = await login();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('900'); // the login window: 15 minutes
    expect(limited.json().data.retry_after_s).toBe(900);
  });
});
