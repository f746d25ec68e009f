import { z } from 'zod/mini';
import { formBooleanSchema, passwordSchema, tokenidSchema } from './account.ts';
import { interfaceLanguages } from './languages.ts';

/**
 * Password reset, the admin's accounts list and mail choices (issue 23 points 4 and 5; decision 0034). POST bodies
 * are form-urlencoded like every write; failures are envelopes with a code of `errors.ts`.
 *
 * | call | body / query | data |
 * |---|---|---|
 * | GET account/get_reset_options.php | — | ResetOptions: whether the site sends mail (SMTP_URL set) |
 * | POST account/forgot_password.php | email, language? | null, `reset_requested` whether or not an account has that address; 503 `source_unavailable` without SMTP; 429 `rate_limited` |
 * | POST account/reset_password.php | token, password | null, `password_reset`; 401 `invalid_token` (unknown or used), 401 `expired_token` (older than 30 minutes), 400 `password_too_short` (data.min: 12 for an admin) |
 * | POST account/list_accounts.php | tokenid (admin) | AdminAccount[] (403 `forbidden`) |
 * | POST account/create_reset_link.php | tokenid (admin), uid | ResetLink (404 `account_not_found`) |
 * | POST account/get_mail_choices.php | tokenid | MailChoices (with `mail`: whether the site sends mail at all) |
 * | POST account/set_mail_choices.php | tokenid, replies?, comments?, link_applications? | MailChoices |
 * | GET/POST mail/unsubscribe.php | token (query) | a small HTML page; every mail choice of that account off |
 *
 * The reset link is `<site>/account/reset#token=<token>`: the token stays in the fragment, out of server logs and
 * Referer, and the page POSTs it.
 */

/** A reset link lives this long (ms). */
export const resetLinkLifetimeMs = 30 * 60_000;

/** The admin's password is at least this long (the spec's 3 stays for users; decision 0034). */
export const adminPasswordMinLength = 12;

/** A reset token as sent: 43 characters of base64url (32 random bytes). */
export const resetTokenSchema = z
  .string()
  .check(z.minLength(1), z.maxLength(100), z.regex(/^[A-Za-z0-9_-]+$/, 'must be a reset token'));

export const resetOptionsSchema = z.object({ mail: z.boolean() });
export type ResetOptions = z.infer<typeof resetOptionsSchema>;

export const forgotPasswordBodySchema = z.object({
  email: z
    .string()
    .check(
      z.minLength(1, 'email_required'),
      z.maxLength(254),
      z.regex(/^[^\s@<>"'`]+@[^\s@<>"'`]+\.[^\s@<>"'`]+$/, 'must be an e-mail address'),
    ),
  language: z.optional(z.enum(interfaceLanguages)),
});
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

export const resetPasswordBodySchema = z.object({ token: resetTokenSchema, password: passwordSchema });
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** An account as the admin's accounts page lists it. */
export const adminAccountSchema = z.object({
  uid: z.string(),
  email: z.string(),
  registered_at: z.string(),
  ctype: z.enum(['user', 'admin']),
});
export type AdminAccount = z.infer<typeof adminAccountSchema>;

export const createResetLinkBodySchema = z.object({
  tokenid: z.optional(tokenidSchema),
  uid: z.string().check(z.minLength(1), z.maxLength(32)),
});

/** A reset link the admin hands over; `expires_at` ISO 8601. */
export const resetLinkSchema = z.object({ link: z.string(), expires_at: z.string() });
export type ResetLink = z.infer<typeof resetLinkSchema>;

/** What an account asked to be mailed about, and whether the site sends mail at all (`mail`). */
export const mailChoicesSchema = z.object({
  mail: z.boolean(),
  replies: z.boolean(),
  comments: z.boolean(),
  link_applications: z.boolean(),
});
export type MailChoices = z.infer<typeof mailChoicesSchema>;

export const setMailChoicesBodySchema = z.object({
  tokenid: z.optional(tokenidSchema),
  replies: z.optional(formBooleanSchema),
  comments: z.optional(formBooleanSchema),
  link_applications: z.optional(formBooleanSchema),
});

export const unsubscribeQuerySchema = z.object({ token: resetTokenSchema });

/** The address of a reset link: the token in the fragment, never in the path or query. */
export function resetLinkOf(siteUrl: string, token: string): string {
  return `${siteUrl}/account/reset#token=${token}`;
}
