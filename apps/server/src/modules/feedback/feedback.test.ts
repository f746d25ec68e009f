import { envelopeSchema, feedbackSchema, postFeedbackAnswerSchema } from '@site/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { createAccountTestApp, registerUser } from '../accounts/test-helpers.ts';

describe('feedback calls', () => {
  let t: Awaited<ReturnType<typeof createAccountTestApp>>;
  beforeAll(async () => {
    t = await createAccountTestApp();
  });
  afterAll(async () => t.close());

  it('[ROLE-01] [SITE-06] a guest leaves feedback; the answer says no e-mail reply comes', async () => {
    const { status, body } = await t.post('feedback/post_feedback.php', {
      text: '  The player skips.  ',
      contact: 'me@x.example',
    });
    expect(status).toBe(200);
    expect(envelopeSchema(postFeedbackAnswerSchema).parse(body).data.email_reply).toBe(false);
    const user = await registerUser(t.post, 'fbuser');
    expect((await t.post('feedback/post_feedback.php', { tokenid: user, text: 'Nice site' })).status).toBe(200);
    const list = await t.post('feedback/get_feedback.php', { tokenid: await t.adminToken() });
    const items = envelopeSchema(z.array(feedbackSchema)).parse(list.body).data;
    expect(items.map((f) => [f.text, f.uid, f.contact])).toEqual([
      ['Nice site', 'fbuser', ''],
      ['The player skips.', null, 'me@x.example'],
    ]);
  });

  it('refuses empty feedback and answers 403 to guests and users reading it', async () => {
    const empty = await t.post('feedback/post_feedback.php', { text: '   ' });
    expect(empty).toMatchObject({ status: 400, body: { message: 'empty_feedback', data: { field: 'text' } } });
    expect((await t.post('feedback/post_feedback.php', { text: 'x', contact: 'c'.repeat(201) })).body.data.field).toBe(
      'contact',
    );
    const user = await registerUser(t.post, 'fbuser2');
    for (const tokenid of [undefined, 'guest_tokenid', user]) {
      const { status, body } = await t.post('feedback/get_feedback.php', { tokenid });
      expect(status).toBe(403);
      expect(body).toEqual({ status: 'error', message: 'forbidden', data: null });
    }
  });
});
