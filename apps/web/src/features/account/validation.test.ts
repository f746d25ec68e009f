import { describe, expect, it } from 'vitest';
import { checkNickname, checkPassword, checkRegisterForm, checkRepeat, checkUid } from './validation.ts';

describe('account validation', () => {
  it('[ACCT-23] an empty username is too short', () => {
    expect(checkUid('')).toBe('errors.uid_too_short');
    expect(checkUid('a')).toBeNull();
  });

  it('[ACCT-24] more than 32 characters is too long; 32 are accepted', () => {
    expect(checkUid('a'.repeat(33))).toBe('errors.uid_too_long');
    expect(checkUid('a'.repeat(32))).toBeNull();
  });

  it('[ACCT-25] only English letters, digits and _ are allowed', () => {
    expect(checkUid('Abc_123')).toBeNull();
    for (const bad of ['a b', 'a-b', 'é', '名字', 'a.b', 'a@b'])
      expect(checkUid(bad), bad).toBe('errors.uid_invalid_characters');
  });

  it('[ACCT-27] a password under 3 characters is too short; 3 are accepted', () => {
    expect(checkPassword('ab')).toBe('errors.password_too_short');
    expect(checkPassword('abc')).toBeNull();
  });

  it('[ACCT-28] the repeat password must equal the password', () => {
    expect(checkRepeat('abc', 'abd')).toBe('errors.repeat_mismatch');
    expect(checkRepeat('abc', 'abc')).toBeNull();
    expect(checkRegisterForm({ uid: 'alice', password: 'secret', repeat: 'other' })).toEqual({
      repeat: 'errors.repeat_mismatch',
    });
    expect(checkRegisterForm({ uid: 'alice', password: 'secret', repeat: 'secret' })).toEqual({});
  });

  it('[ACCT-29] an empty nickname is refused', () => {
    expect(checkNickname('')).toBe('errors.nickname_required');
    expect(checkNickname('   ')).toBe('errors.nickname_required');
    expect(checkNickname('Alice')).toBeNull();
  });
});
