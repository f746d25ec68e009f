import { envelopeSchema, wikiEditorAccountSchema } from '@site/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { createAccountTestApp, registerUser } from '../accounts/test-helpers.ts';

type Made = Awaited<ReturnType<typeof createAccountTestApp>>;

describe('wiki editor management', () => {
  let t: Made;
  let admin: string;
  let carol: string;
  let dave: string;

  const editors = async (tokenid?: string) => {
    const { status, body } = await t.post('wiki/get_editors.php', { tokenid });
    return {
      status,
      body,
      list: status === 200 ? envelopeSchema(z.array(wikiEditorAccountSchema)).parse(body).data : [],
    };
  };
  const setEditor = (tokenid: string | undefined, uid: string, editor: string) =>
    t.post('wiki/set_editor.php', { tokenid, uid, editor });
  const canEdit = async (tokenid: string) =>
    (await t.post('wiki/get_permissions.php', { tokenid })).body.data.can_edit as boolean;

  beforeAll(async () => {
    t = await createAccountTestApp();
    admin = await t.adminToken();
    carol = await registerUser(t.post, 'carol');
    dave = await registerUser(t.post, 'dave');
  });
  afterAll(async () => t.close());

  it('[ROLE-01] get_editors is the admin’s: a guest 401, a user 403, an editor 403 (before the body is read)', async () => {
    const guest = await editors();
    expect([guest.status, guest.body.message]).toEqual([401, 'not_logged_in']);
    const user = await editors(carol);
    expect([user.status, user.body.message]).toEqual([403, 'forbidden']);
    expect((await setEditor(admin, 'dave', 'true')).status).toBe(200);
    expect((await editors(dave)).status).toBe(403);
    const junk = await t.post('wiki/get_editors.php', { tokenid: carol, extra: '\u0000' });
    expect(junk.status).toBe(403);
    expect((await setEditor(admin, 'dave', 'false')).status).toBe(200);
  });

  it('lists the editors by uid with their nickname and since when; adding twice keeps the first date; removing unlists them and takes the right away', async () => {
    expect((await editors(admin)).list).toEqual([]);
    await t.post('account/edit_profile.php', { tokenid: carol, nickname: 'Carol C.' });
    expect((await setEditor(admin, 'carol', 'true')).body.data).toEqual({ uid: 'carol', editor: true });
    const since = new Date(t.clock.now).toISOString();
    t.clock.advance(60_000);
    await setEditor(admin, 'dave', 'true');
    await setEditor(admin, 'carol', 'true'); // again: still the first date
    expect((await editors(admin)).list).toEqual([
      { uid: 'carol', nickname: 'Carol C.', since },
      { uid: 'dave', nickname: 'dave', since: new Date(t.clock.now).toISOString() },
    ]);
    expect([await canEdit(carol), await canEdit(dave)]).toEqual([true, true]);
    await setEditor(admin, 'carol', 'false');
    expect((await editors(admin)).list.map((e) => e.uid)).toEqual(['dave']);
    expect(await canEdit(carol)).toBe(false);
    const refused = await t.post('wiki/save_item.php', { tokenid: carol, id: 'x', source: 'y', base_revision: '0' });
    expect([refused.status, refused.body.message]).toEqual([403, 'forbidden']);
  });

  it('set_editor answers bad input with 400 naming the field, an unknown uid with 404, and changes nothing', async () => {
    const before = (await editors(admin)).list;
    const noUid = await setEditor(admin, '', 'true');
    expect([noUid.status, noUid.body.message, noUid.body.data.field]).toEqual([400, 'invalid_input', 'uid']);
    const longUid = await setEditor(admin, 'u'.repeat(33), 'true');
    expect([longUid.status, longUid.body.data.field]).toEqual([400, 'uid']);
    const badFlag = await setEditor(admin, 'carol', 'yes');
    expect([badFlag.status, badFlag.body.data.field]).toEqual([400, 'editor']);
    const nobody = await setEditor(admin, 'nobody_here', 'true');
    expect([nobody.status, nobody.body.message]).toEqual([404, 'account_not_found']);
    expect((await setEditor(undefined, 'carol', 'true')).status).toBe(403);
    expect((await editors(admin)).list).toEqual(before);
  });
});
