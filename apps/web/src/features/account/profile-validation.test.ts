import { errorCodes } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api-client.ts';
import en from '../../locales/en/account.json';
import ja from '../../locales/ja/account.json';
import zh from '../../locales/zh/account.json';
import zhTw from '../../locales/zh-tw/account.json';
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

/** The text of `key` in one language's account strings, or undefined when it has none. */
const lookup = (strings: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], strings);

const languages = { en, zh, 'zh-tw': zhTw, ja };

/** Fails unless `message` has a non-empty text in all four languages. */
function expectTranslated(message: FieldMessage | null) {
  expect(message).not.toBeNull();
  for (const [language, strings] of Object.entries(languages)) {
    const text = lookup(strings, message?.key ?? '');
    expect(typeof text === 'string' && text.length > 0, `${language}: ${message?.key}`).toBe(true);
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
    ['nickname', '   ', 'errors.nickname_required'],
    ['nickname', 'bell\u0007', 'errors.profile.nickname_format'],
    ['avatar_url', 'javascript:alert(1)', 'errors.profile.avatar_url_format'],
    ['email', 'not-an-address', 'errors.profile.email_format'],
    ['website', 'ftp://example.com', 'errors.profile.website_format'],
    ['website', 'javascript:alert(1)', 'errors.profile.website_format'],
    ['introduction', 'a\0b', 'errors.profile.nul'],
  ] as const)('%s = %j is refused with %s, a text in all four languages', (field, value, key) => {
    const problem = checkProfileField(field, value);
    expect(problem?.key).toBe(key);
    expectTranslated(problem);
  });

  it('too long values name their limit in characters', () => {
    expect(checkProfileField('nickname', 'n'.repeat(33))).toEqual({
      key: 'errors.profile.too_long',
      options: { max: 32 },
    });
    expect(checkProfileField('website', `https://${'w'.repeat(500)}`)).toEqual({
      key: 'errors.profile.too_long',
      options: { max: 500 },
    });
    expect(checkProfileField('introduction', 'i'.repeat(2001))).toEqual({
      key: 'errors.profile.too_long',
      options: { max: 2000 },
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
      fields: { website: { key: 'errors.profile.website_format' } },
      reason: { key: 'errors.profile.website_format' },
    });
  });

  it('a 400 naming a field the client found good says the server refused it (never the raw code)', () => {
    const failure = profileSaveFailure(new ApiRequestError('invalid_input', 'error', validation('email')), good);
    expect(failure.fields).toEqual({ email: { key: 'errors.profile.refused' } });
    expectTranslated(failure.reason);
  });

  it('409 nickname_is_used marks the nickname', () => {
    const failure = profileSaveFailure(new ApiRequestError('nickname_is_used', 'error', { field: 'nickname' }), good);
    expect(failure).toEqual({
      fields: { nickname: { key: 'errors.nickname_is_used' } },
      reason: { key: 'errors.nickname_is_used' },
    });
  });

  it('[ERR-07] [ERR-08] a refused token or a network failure adds no toast of its own (the app shows one)', () => {
    for (const code of ['invalid_token', 'expired_token', 'logout_token'])
      expect(profileSaveFailure(new ApiRequestError(code, 'error'), good)).toEqual({ fields: {}, reason: null });
    expect(profileSaveFailure(new ApiRequestError('network', 'network'), good)).toEqual({ fields: {}, reason: null });
  });

  it('every code of the catalogue, and an unknown one, gets a translated text in all four languages', () => {
    for (const code of [...Object.keys(errorCodes), 'something_new']) {
      const failure = profileSaveFailure(new ApiRequestError(code, 'error'), good);
      if (failure.reason === null) continue;
      expect(failure.reason.key).not.toBe(code);
      expectTranslated(failure.reason);
    }
    expect(profileSaveFailure(new ApiRequestError('something_new', 'error'), good).reason).toEqual({
      key: 'errors.unknown',
    });
    expect(profileSaveFailure(new Error('boom'), good).reason).toEqual({ key: 'errors.unknown' });
  });
});
