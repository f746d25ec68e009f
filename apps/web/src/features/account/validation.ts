import { isErrorCode, passwordSchema, uidSchema } from '@site/contracts';
import type { FailureCode } from '../../lib/error-text.ts';

/**
 * Client-side checks of the login and register forms (spec section 5), with the contracts' schemas the server
 * parses with (`uidSchema`, `passwordSchema`): the browser refuses exactly what the server would, with the code
 * the server would answer. Each check returns that code (its words are `errorText(code)`), or null when the value
 * is accepted. The nickname's check is the profile form's (`profile-validation.ts`).
 */

/** The code of the first issue of a schema's refusal, or null when `result` is a success. */
function refusalCode(result: { success: true } | { success: false; error: { issues: { message: string }[] } }) {
  if (result.success) return null;
  const message = result.error.issues[0]?.message ?? '';
  return isErrorCode(message) ? message : 'unknown';
}

/** [ACCT-23..25] 1 to 32 English letters, digits or `_`: `uid_too_short`, `uid_too_long`, `uid_invalid_characters`. */
export function checkUid(uid: string): FailureCode | null {
  return refusalCode(uidSchema.safeParse(uid));
}

/** [ACCT-27] At least 3 characters (`password_too_short`), at most 1024 (`password_too_long`). */
export function checkPassword(password: string): FailureCode | null {
  return refusalCode(passwordSchema.safeParse(password));
}

/** [ACCT-28] The repeat must equal the password (`repeat_mismatch`, a check of the form alone). */
export function checkRepeat(password: string, repeat: string): FailureCode | null {
  return password === repeat ? null : 'repeat_mismatch';
}

/** The register form's codes by field; empty when the form may be sent. */
export function checkRegisterForm(form: { uid: string; password: string; repeat: string }) {
  const errors: Partial<Record<'uid' | 'password' | 'repeat', FailureCode>> = {};
  const uid = checkUid(form.uid);
  const password = checkPassword(form.password);
  const repeat = checkRepeat(form.password, form.repeat);
  if (uid) errors.uid = uid;
  if (password) errors.password = password;
  if (repeat) errors.repeat = repeat;
  return errors;
}

/** Server codes of register.php shown as their own text [ERR-15]; any other code is shown as it is [ERR-16]. */
export const registerCodes: readonly FailureCode[] = [
  'uid_too_short',
  'uid_too_long',
  'uid_invalid_characters',
  'uid_is_used',
  'password_too_short',
  'password_too_long',
];
