import { describe, expect, it } from 'vitest';
import { checkPassword, checkRegisterForm, checkRepeat, checkUid } from './validation.ts';

describe('account validation (the contracts schemas, in the browser)', () => {
  it('[ACCT-23] an empty username is too short', () => {
    expect(checkUid('')).toBe('uid_too_short');
    expect(checkUid('a')).toBeNull();
  });

  it('[ACCT-24] more than 32 characters is too long; 32 are accepted', () => {
    expect(checkUid('a'.repeat(33))).toBe('uid_too_long');
    expect(checkUid('a'.repeat(32))).toBeNull();
  });

  it('[ACCT-25] only English letters, digits and _ are allowed', () => {
    expect(checkUid('Abc_123')).toBeNull();
    for (const bad of ['a b', 'a-b', 'é', '名字', 'a.b', 'a@b'])
      expect(checkUid(bad), bad).toBe('uid_invalid_characters');
  });

  it('[ACCT-27] a password under 3 characters is too short; 3 are accepted', () => {
    expect(checkPassword('ab')).toBe('password_too_short');
    expect(checkPassword('abc')).toBeNull();
  });

  it('a password over 1024 characters is too long, as the server says (password_too_long)', () => {
    expect(checkPassword('p'.repeat(1025))).toBe('password_too_long');
    expect(checkPassword('p'.repeat(1024))).toBeNull();
  });

  it('[ACCT-28] the repeat password must equal the password', () => {
    expect(checkRepeat('abc', 'abd')).toBe('repeat_mismatch');
    expect(checkRepeat('abc', 'abc')).toBeNull();
    expect(checkRegisterForm({ uid: 'alice', password: 'secret', repeat: 'other' })).toEqual({
      repeat: 'repeat_mismatch',
    });
    expect(checkRegisterForm({ uid: 'alice', password: 'secret', repeat: 'secret' })).toEqual({});
  });
});
