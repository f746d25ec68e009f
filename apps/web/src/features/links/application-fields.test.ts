import { describe, expect, it } from 'vitest';
import { checkApplication, emptyApplication, serverFieldErrors } from './application-fields.ts';

describe('the friend-link request form', () => {
  it('sends what the contract accepts, trimmed, with the message as typed', () => {
    const checked = checkApplication({
      ...emptyApplication,
      name: '  Lyra  ',
      link: ' https://lyra.example/ ',
      message: '  Hi!\n',
    });
    expect(checked).toEqual({
      ok: true,
      application: {
        name: 'Lyra',
        link: 'https://lyra.example/',
        avatar: '',
        colour: '',
        description: '',
        feed_url: '',
        message: '  Hi!\n',
      },
    });
  });

  it('names each refused field: a blank name, a javascript: link, a colour that is no colour', () => {
    const checked = checkApplication({
      ...emptyApplication,
      name: '   ',
      link: 'javascript:alert(1)',
      colour: 'red',
      feed_url: 'data:text/html,x',
    });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(Object.keys(checked.errors).sort()).toEqual(['colour', 'feed_url', 'link', 'name']);
    expect(checked.errors.colour).toBe('must be a CSS colour');
  });

  it("reads the server's 400 by the form's fields", () => {
    expect(
      serverFieldErrors({
        field: 'application.link',
        issues: [{ field: 'application.link', message: 'must be an http(s) address' }],
      }),
    ).toEqual({ link: 'must be an http(s) address' });
    expect(
      serverFieldErrors({ field: 'email', issues: [{ field: 'email', message: 'required for a guest' }] }),
    ).toEqual({ email: 'required for a guest' });
    expect(serverFieldErrors({ field: 'application.name' })).toEqual({ name: '' });
    expect(serverFieldErrors(null)).toEqual({});
  });
});
