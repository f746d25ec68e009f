import {
  type AdminAccount,
  adminAccountSchema,
  type MailChoices,
  mailChoicesSchema,
  type ResetLink,
  type ResetOptions,
  resetLinkSchema,
  resetOptionsSchema,
} from '@site/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiData } from '../../lib/api-client.ts';
import { useAccountStore } from './store.ts';

/**
 * Password reset, the admin's accounts list and mail choices (issue 23 points 4 and 5; contracts `mail.ts`) as
 * TanStack Query hooks and plain calls.
 */

const mailKeys = {
  options: ['account', 'reset-options'] as const,
  accounts: (tokenid: string) => ['account', tokenid, 'all-accounts'] as const,
  choices: (tokenid: string) => ['account', tokenid, 'mail-choices'] as const,
};

/** Whether the site sends mail (`account/get_reset_options.php`): the forgot page is a form only then. */
export function useResetOptions() {
  return useQuery<ResetOptions>({
    queryKey: mailKeys.options,
    queryFn: ({ signal }) => apiData('account/get_reset_options.php', { data: resetOptionsSchema, signal }),
    staleTime: 60_000,
  });
}

/**
 * Asks for a reset mail for `email` (`account/forgot_password.php`); resolves the same whether or not an account
 * has it. `language` is the page's interface language (the mail's words). Rejects with an `ApiRequestError`
 * (`rate_limited`, `invalid_input` naming `email`).
 */
export function requestPasswordReset(email: string, language: string): Promise<null> {
  return apiData('account/forgot_password.php', { method: 'POST', body: { email, language }, data: z.null() });
}

/**
 * Sets a new password with the reset `token` (`account/reset_password.php`). Rejects with `invalid_token` (unknown
 * or already used), `expired_token` (older than 30 minutes) or `password_too_short` (data.min 12 for an admin).
 */
export function resetPassword(token: string, password: string): Promise<null> {
  return apiData('account/reset_password.php', { method: 'POST', body: { token, password }, data: z.null() });
}

/** Every account, for the admin (`account/list_accounts.php`). */
export function useAllAccounts() {
  const tokenid = useAccountStore((s) => s.tokenid);
  return useQuery<AdminAccount[]>({
    queryKey: mailKeys.accounts(tokenid),
    queryFn: ({ signal }) =>
      apiData('account/list_accounts.php', {
        method: 'POST',
        body: { tokenid },
        data: z.array(adminAccountSchema),
        signal,
      }),
    retry: false,
  });
}

/** A reset link for `uid`, made by the admin (`account/create_reset_link.php`). */
export function useCreateResetLink() {
  const tokenid = useAccountStore((s) => s.tokenid);
  return useMutation<ResetLink, Error, string>({
    mutationFn: (uid) =>
      apiData('account/create_reset_link.php', { method: 'POST', body: { tokenid, uid }, data: resetLinkSchema }),
  });
}

/** The signed-in account's mail choices (`account/get_mail_choices.php`). */
export function useMailChoices() {
  const tokenid = useAccountStore((s) => s.tokenid);
  return useQuery<MailChoices>({
    queryKey: mailKeys.choices(tokenid),
    queryFn: ({ signal }) =>
      apiData('account/get_mail_choices.php', { method: 'POST', body: { tokenid }, data: mailChoicesSchema, signal }),
    retry: false,
  });
}

/** Saves some mail choices (`account/set_mail_choices.php`); the cached choices become the answer. */
export function useSetMailChoices() {
  const tokenid = useAccountStore((s) => s.tokenid);
  const client = useQueryClient();
  return useMutation<MailChoices, Error, Partial<Omit<MailChoices, 'mail'>>>({
    mutationFn: (choices) =>
      apiData('account/set_mail_choices.php', {
        method: 'POST',
        body: { tokenid, ...Object.fromEntries(Object.entries(choices).map(([k, v]) => [k, v ? 'true' : 'false'])) },
        data: mailChoicesSchema,
      }),
    onSuccess: (answer) => client.setQueryData(mailKeys.choices(tokenid), answer),
  });
}
