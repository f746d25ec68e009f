import { type ErrorCode, errorCodes } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { ApiRequestError, refusalError } from '../../lib/api-client.ts';
import en from '../../locales/en/errors.json';
import ja from '../../locales/ja/errors.json';
import zh from '../../locales/zh/errors.json';
import zhTw from '../../locales/zh-tw/errors.json';
import {
  checkProfileField,
  checkProfileForm,
  type FieldMessage,
  type ProfileValues,
  profileSaveFailure,
} from './profile-validation.ts';

const good: ProfileValues = {
  nickname: 'Alice',
  avatar_url: '',
  email: '',
  website: '',
  introduction: '',
};

const languages = { en, zh, 'zh-tw': zhTw, ja };

/** Fails unless `message`'s code has a non-empty text in all four languages. */
function expectTranslated(message: FieldMessage | null) {
  expect(message).not.toBeNull();
  for (const [language, strings] of Object.entries(languages)) {
    const text = (strings as Record<string, unknown>)[message?.code ?? ''];
    expect(typeof text === 'string' && text.length > 0, `${language}: ${message?.code}`).toBe(true);
  }
}

describe('profile checks (the server schemas, in the browser)', () => {
  it('accepts what the server accepts: empty optional fields, http(s) and /media/ addresses, an e-mail', () => {
    expect(checkProfileForm(good)).toEqual({});
    expect(
      checkProfileForm({
        nickname: '  Bob  ',
        avatar_url: '/media/avatars/a.png',
        email: 'bob@example.com',
        website: 'https://bob.example/',
        introduction: 'Hello\nworld',
      }),
    ).toEqual({});
  });

  it.each([
    ['nickname', '   ', 'nickname_required'],
    ['nickname', 'bell\u0007', 'nickname_format'],
    ['avatar_url', 'javascript:alert(1)', 'avatar_url_format'],
    ['email', 'not-an-address', 'email_format'],
    ['website', 'ftp://example.com', 'website_format'],
    ['website', 'javascript:alert(1)', 'website_format'],
    ['introduction', 'a\0b', 'value_has_nul'],
  ] as const)('%s = %j is refused with %s, a text in all four languages', (field, value, code) => {
    const problem = checkProfileField(field, value);
    expect(problem?.code).toBe(code);
    expectTranslated(problem);
  });

  it('[ACCT-29] an empty nickname (blank counts as empty) is refused with "Please enter nickname"', () => {
    for (const nickname of ['', '   '])
      expect(checkProfileField('nickname', nickname)).toEqual({ code: 'nickname_required' });
    expect(en.nickname_required).toBe('Please enter nickname');
    expect(checkProfileField('nickname', 'Alice')).toBeNull();
  });

  it('too long values name their limit in characters', () => {
    expect(checkProfileField('nickname', 'n'.repeat(33))).toEqual({ code: 'value_too_long', vars: { max: 32 } });
    expect(checkProfileField('website', `https://${'w'.repeat(500)}`)).toEqual({
      code: 'value_too_long',
      vars: { max: 500 },
    });
    expect(checkProfileField('introduction', 'i'.repeat(2001))).toEqual({
      code: 'value_too_long',
      vars: { max: 2000 },
    });
    expect(checkProfileField('introduction', 'i'.repeat(2000))).toBeNull();
  });

  it('checks every field at once', () => {
    const problems = checkProfileForm({ ...good, nickname: '', email: 'x', website: 'x' });
    expect(Object.keys(problems).sort()).toEqual(['email', 'nickname', 'website']);
  });
});

describe('a refused save, mapped onto the form', () => {
  const validation = (field: string) => ({ field, issues: [{ field, message: 'must be an http(s) address' }] });

  it("a 400 naming a field marks that field with the client's own translated message", () => {
    const values = { ...good, website: 'ftp://example.com' };
    const failure = profileSaveFailure(new ApiRequestError('invalid_input', 'error', validation('website')), values);
    expect(failure).toEqual({
      fields: { website: { code: 'website_format' } },
      reason: { code: 'website_format' },
    });
  });

  it('a 400 naming a field the client found good says the server refused it (never the raw code)', () => {
    const failure = profileSaveFailure(new ApiRequestError('invalid_input', 'error', validation('email')), good);
    expect(failure.fields).toEqual({ email: { code: 'value_refused' } });
    expectTranslated(failure.reason);
  });

  it('409 nickname_is_used marks the nickname', () => {
    const failure = profileSaveFailure(new ApiRequestError('nickname_is_used', 'error', { field: 'nickname' }), good);
    expect(failure).toEqual({
      fields: { nickname: { code: 'nickname_is_used' } },
      reason: { code: 'nickname_is_used' },
    });
  });

  it('[ERR-07] [ERR-08] a refused token or a network failure adds no toast of its own (the app shows one)', () => {
    for (const code of ['invalid_token', 'expired_token', 'logout_token'] as const)
      expect(profileSaveFailure(new ApiRequestError(code, 'error'), good)).toEqual({ fields: {}, reason: null });
    expect(profileSaveFailure(new ApiRequestError('network', 'network'), good)).toEqual({ fields: {}, reason: null });
  });

  it('every code of the catalogue, and an unknown one, gets a translated text in all four languages', () => {
    for (const code of Object.keys(errorCodes) as ErrorCode[]) {
      const failure = profileSaveFailure(new ApiRequestError(code, 'error'), good);
      if (failure.reason === null) continue;
      expectTranslated(failure.reason);
    }
    expect(profileSaveFailure(refusalError('something_new'), good).reason).toEqual({ code: 'unknown' });
    expect(profileSaveFailure(new Error('boom'), good).reason).toEqual({ code: 'unknown' });
  });
});
