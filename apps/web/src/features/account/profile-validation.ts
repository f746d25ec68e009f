import { editProfileBodySchema } from '@site/contracts';
import { z } from 'zod/mini';
import { ApiRequestError, rejectedTokenCodes } from '../../lib/api-client.ts';

/**
 * Checks of the profile form (`/account/edit`) with the schemas the server uses (`editProfileBodySchema` of
 * the contracts), so the browser refuses exactly what the server would, and the mapping of the server's
 * refusals back onto the form. Every message is an i18n key of the `account` namespace: no machine code is
 * ever shown.
 */

/** The editable fields of the profile, in form order (the uid cannot change [ACCT-26]). */
export const profileFields = ['nickname', 'avatar_url', 'email', 'website', 'introduction'] as const;
export type ProfileField = (typeof profileFields)[number];
export type ProfileValues = Record<ProfileField, string>;

/** A message to show: an i18n key (namespace `account`) and its interpolation values. */
export type FieldMessage = { key: string; options?: Record<string, string | number> };

const isProfileField = (field: unknown): field is ProfileField =>
  typeof field === 'string' && (profileFields as readonly string[]).includes(field);

/**
 * The problem with `value` as the profile's `field`, or null when the server would accept it.
 *
 * - empty nickname (after trimming) -> `errors.nickname_required` [ACCT-29];
 * - too long -> `errors.profile.too_long` with `{max}` (characters);
 * - a wrong shape (a website or avatar address that is not http(s), an e-mail without `@`, a control character
 *   in the nickname) -> `errors.profile.<field>_format`;
 * - a NUL character (the server refuses it in every field) -> `errors.profile.nul`.
 *
 * @example checkProfileField('website', 'ftp://x') // { key: 'errors.profile.website_format' }
 */
export function checkProfileField(field: ProfileField, value: string): FieldMessage | null {
  if (value.includes('\0')) return { key: 'errors.profile.nul' };
  const result = editProfileBodySchema.shape[field].safeParse(value);
  if (result.success) return null;
  const issue = result.error.issues[0];
  if (issue?.code === 'too_small') return { key: 'errors.nickname_required' };
  if (issue?.code === 'too_big') return { key: 'errors.profile.too_long', options: { max: Number(issue.maximum) } };
  if (issue?.code === 'invalid_format' && field !== 'introduction') return { key: `errors.profile.${field}_format` };
  return { key: 'errors.profile.invalid' };
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

/** Codes edit_profile.php may answer that get their own text (`errors.<code>`). */
const ownText = new Set([
  'invalid_input',
  'nickname_required',
  'nickname_is_used',
  'not_logged_in',
  'rate_limited',
  'too_large',
  'internal_error',
]);

const namesField = z.object({ field: z.string() });

/**
 * Maps a failed save (the error `useEditProfile` rejects with) onto the form.
 *
 * - A 400 (`invalid_input`, `nickname_required`) or 409 (`nickname_is_used`) names the field in its data
 *   (`{field, issues}` / `{field}`): that field is marked, with the client's own translated message for the
 *   value sent (`checkProfileField`), or `errors.nickname_is_used`, or `errors.profile.refused` when the
 *   client's check passes; the toast's reason is the same message.
 * - `invalid_token` / `expired_token` / `logout_token`: no reason; the account store has logged the visitor
 *   out and shown its own toast [ERR-07][ERR-08] (one toast, not two).
 * - A network failure: no reason (the app shows "Cannot connect to the server" [ERR-01]).
 * - Any other code: `errors.<code>` for the codes with their own text, else `errors.unknown` (never raw).
 */
export function profileSaveFailure(error: unknown, values: ProfileValues): ProfileSaveFailure {
  if (!(error instanceof ApiRequestError)) return { fields: {}, reason: { key: 'errors.unknown' } };
  if (error.status === 'network' || rejectedTokenCodes.includes(error.code)) return { fields: {}, reason: null };
  const named = namesField.safeParse(error.data);
  const field = named.success && isProfileField(named.data.field) ? named.data.field : null;
  if (field !== null) {
    const message =
      error.code === 'nickname_is_used'
        ? { key: 'errors.nickname_is_used' }
        : (checkProfileField(field, values[field]) ?? { key: 'errors.profile.refused' });
    return { fields: { [field]: message }, reason: message };
  }
  const key = ownText.has(error.code) ? `errors.${error.code}` : 'errors.unknown';
  return { fields: {}, reason: { key } };
}
