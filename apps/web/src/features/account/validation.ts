/**
 * Client-side checks of the account forms (spec section 5). Each returns the i18n key (namespace `account`)
 * of the message to show, or null when the value is accepted. The server checks the same rules again with
 * the contracts' schemas; its codes are the same words (`uid_too_short` ...).
 */

/** [ACCT-23..25] 1 to 32 English letters, digits or `_`. */
export function checkUid(uid: string): string | null {
  if (uid.length < 1) return 'errors.uid_too_short';
  if (uid.length > 32) return 'errors.uid_too_long';
  if (!/^[A-Za-z0-9_]+$/.test(uid)) return 'errors.uid_invalid_characters';
  return null;
}

/** [ACCT-27] At least 3 characters. */
export function checkPassword(password: string): string | null {
  return password.length < 3 ? 'errors.password_too_short' : null;
}

/** [ACCT-28] The repeat must equal the password. */
export function checkRepeat(password: string, repeat: string): string | null {
  return password === repeat ? null : 'errors.repeat_mismatch';
}

/** [ACCT-29] A nickname is required (blank counts as empty). */
export function checkNickname(nickname: string): string | null {
  return nickname.trim() === '' ? 'errors.nickname_required' : null;
}

/** The register form's messages by field; empty when the form may be sent. */
export function checkRegisterForm(form: { uid: string; password: string; repeat: string }) {
  const errors: Partial<Record<'uid' | 'password' | 'repeat', string>> = {};
  const uid = checkUid(form.uid);
  const password = checkPassword(form.password);
  const repeat = checkRepeat(form.password, form.repeat);
  if (uid) errors.uid = uid;
  if (password) errors.password = password;
  if (repeat) errors.repeat = repeat;
  return errors;
}

/** Server codes of register.php with their own text [ERR-15]; any other code is shown as it is [ERR-16]. */
export const registerCodes = [
  'uid_too_short',
  'uid_too_long',
  'uid_invalid_characters',
  'uid_is_used',
  'password_too_short',
] as const;
