import { editProfileBodySchema } from '@site/contracts';
import { z } from 'zod/mini';
import { ApiRequestError, isRejectedTokenCode } from '../../lib/api-client.ts';
import type { ErrorTextVars, FailureCode } from '../../lib/error-text.ts';

/**
 * Checks of the profile form (`/account/edit`) with the schemas the server uses (`editProfileBodySchema` of
 * the contracts), so the browser refuses exactly what the server would, and the mapping of the server's
 * refusals back onto the form. Every message is a code with words (`errorText`, namespace `errors`): no machine
 * code is ever shown.
 */

/** The editable fields of the profile, in form order (the uid cannot change [ACCT-26]). */
export const profileFields = ['nickname', 'avatar_url', 'email', 'website', 'introduction'] as const;
export type ProfileField = (typeof profileFields)[number];
export type ProfileValues = Record<ProfileField, string>;

/** A message to show: a code with words and its interpolation values (`errorText(code, vars)`). */
export type FieldMessage = { code: FailureCode; vars?: ErrorTextVars };

const isProfileField = (field: unknown): field is ProfileField =>
  typeof field === 'string' && (profileFields as readonly string[]).includes(field);

/** The code of a field whose value has the wrong shape. */
const formatCodes = {
  nickname: 'nickname_format',
  avatar_url: 'avatar_url_format',
  email: 'email_format',
  website: 'website_format',
} as const satisfies Partial<Record<ProfileField, FailureCode>>;

/**
 * The problem with `value` as the profile's `field`, or null when the server would accept it.
 *
 * - empty nickname (after trimming) -> `nickname_required` [ACCT-29];
 * - too long -> `value_too_long` with `{max}` (characters);
 * - a wrong shape (a website or avatar address that is not http(s), an e-mail without `@`, a control character
 *   in the nickname) -> `<field>_format`;
 * - a NUL character (the server refuses it in every field) -> `value_has_nul`.
 *
 * @example checkProfileField('website', 'ftp://x') // { code: 'website_format' }
 */
export function checkProfileField(field: ProfileField, value: string): FieldMessage | null {
  if (value.includes('\0')) return { code: 'value_has_nul' };
  const result = editProfileBodySchema.shape[field].safeParse(value);
  if (result.success) return null;
  const issue = result.error.issues[0];
  if (issue?.code === 'too_small') return { code: 'nickname_required' };
  if (issue?.code === 'too_big') return { code: 'value_too_long', vars: { max: Number(issue.maximum) } };
  if (issue?.code === 'invalid_format' && field !== 'introduction') return { code: formatCodes[field] };
  return { code: 'value_invalid' };
}

/** Every field's problem; an empty object when the form may be sent. */
export function checkProfileForm(values: ProfileValues): Partial<Record<ProfileField, FieldMessage>> {
  const problems: Partial<Record<ProfileField, FieldMessage>> = {};
  for (const field of profileFields) {
    const problem = checkProfileField(field, values[field]);
    if (problem) problems[field] = problem;
  }
  return problems;
}

/** What a refused save shows: the fields to mark, and the toast's reason (null: no toast of the form's own). */
export type ProfileSaveFailure = { fields: Partial<Record<ProfileField, FieldMessage>>; reason: FieldMessage | null };

const namesField = z.object({ field: z.string() });

/**
 * Maps a failed save (the error `useEditProfile` rejects with) onto the form.
 *
 * - A 400 (`invalid_input`, `nickname_required`) or 409 (`nickname_is_used`) names the field in its data
 *   (`{field, issues}` / `{field}`): that field is marked, with the client's own message for the value sent
 *   (`checkProfileField`), or `nickname_is_used`, or `value_refused` when the client's check passes; the
 *   toast's reason is the same message.
 * - `invalid_token` / `expired_token` / `logout_token`: no reason; the account store has logged the visitor
 *   out and shown its own toast [ERR-07][ERR-08] (one toast, not two).
 * - A network failure: no reason (the app shows "Cannot connect to the server" [ERR-01]).
 * - Any other failure: its code (every code has words; one outside the catalogue is `unknown`, never raw).
 */
export function profileSaveFailure(error: unknown, values: ProfileValues): ProfileSaveFailure {
  if (!(error instanceof ApiRequestError)) return { fields: {}, reason: { code: 'unknown' } };
  if (error.status === 'network' || isRejectedTokenCode(error.code)) return { fields: {}, reason: null };
  const named = namesField.safeParse(error.data);
  const field = named.success && isProfileField(named.data.field) ? named.data.field : null;
  if (field !== null) {
    const message: FieldMessage =
      error.code === 'nickname_is_used'
        ? { code: 'nickname_is_used' }
        : (checkProfileField(field, values[field]) ?? { code: 'value_refused' });
    return { fields: { [field]: message }, reason: message };
  }
  return { fields: {}, reason: { code: error.code } };
}
