import { type ErrorCode, errorCodes, isErrorCode } from '@site/contracts';
import { useCallback } from 'react';
import { getI18n, useTranslation } from 'react-i18next';
import { ApiRequestError, type CallFailureCode, callFailureCodes } from './api-client.ts';

/**
 * The one table from a failure's code to the words the visitor reads (STYLE.md "One table from error code to
 * words"): the i18n namespace `errors` (`src/locales/<language>/errors.json`), keyed by the code itself. Its codes
 * are the contracts' `ErrorCode` (every envelope `message` the server answers), the api client's own
 * (`network`, `unknown`, `bad_answer`) and the forms' own checks (`formErrorCodes`). Features keep no list of
 * codes or texts of their own: they pass a code here.
 *
 * Where a code's general words would be vaguer than the action that failed, a caller names its context and the
 * key `<code>_<context>` is read instead when it exists (i18next's `context`): `rate_limited` reads "Too many
 * attempts", `rate_limited` with `{context: 'comment'}` "Too many comments in a short time". A context with no
 * key of its own falls back to the code's general words; two contexts with the same words share them by i18next
 * nesting (`"$t(errors:expired_token_comment)"`), not by a second copy.
 *
 * The namespace is not part of the first paint (the home page's JS budget, decision 0012): it loads once the
 * first page has painted (`loadErrorTexts`, started by the app), or with the first component that reads it
 * (`useErrorText`, `ErrorText`), or before an asynchronous caller reads it (`errorTextLoaded`).
 */

/** The i18n namespace of the error texts. */
export const errorNamespace = 'errors';

/**
 * The codes of the forms' own checks, refused in the browser before anything is sent: the repeated password
 * differs [ACCT-28]; the profile's value too long (`{max}` characters), with a NUL, of the wrong shape for its
 * field, refused for another reason, or refused by the server while the browser's check passed.
 */
export const formErrorCodes = [
  'repeat_mismatch',
  'value_too_long',
  'value_has_nul',
  'nickname_format',
  'avatar_url_format',
  'email_format',
  'website_format',
  'value_invalid',
  'value_refused',
] as const;
export type FormErrorCode = (typeof formErrorCodes)[number];

/** Every code with words: the contracts' catalogue, the api client's own codes, the forms' own checks. */
export type FailureCode = ErrorCode | CallFailureCode | FormErrorCode;

/** Every `FailureCode`, in catalogue order (a test finds each one's text in every language). */
export const failureCodes: readonly FailureCode[] = [
  ...(Object.keys(errorCodes) as ErrorCode[]),
  ...callFailureCodes,
  ...formErrorCodes,
];

/**
 * The callers whose words for some codes are their own (`<code>_<context>` keys): posting or deleting a comment,
 * sending feedback, loading a music page, adding a song (its uploads and its save).
 */
export type ErrorContext = 'comment' | 'feedback' | 'load' | 'song';

/** Interpolation values of an error text (`{max}`, `{name}`, `{field}`, `{code}`), and its context. */
export type ErrorTextVars = { context?: ErrorContext } & Record<string, string | number | undefined>;

/**
 * The words of `code` in the current language, with `vars` filled in (and `vars.context`'s own words when the
 * code has them). Reads the app's i18n instance; the `errors` namespace must be loaded (see the module's note), a
 * code with no text shows itself [I18N-04]. Without an i18n instance (a test with none) the code is returned.
 *
 * @example errorText('uid_is_used') === 'This username is already used' // in English
 * @example errorText('too_large', { context: 'song', name: 'a.mp3' }) === 'a.mp3 is too large.'
 */
export function errorText(code: FailureCode, vars?: ErrorTextVars): string {
  const i18n = getI18n();
  return i18n ? i18n.t(`${errorNamespace}:${code}`, vars ?? {}) : code;
}

/**
 * The words of `network` ("Cannot connect to the server" [ERR-01]) at once, without loading the `errors`
 * namespace: they show when the server cannot be reached, and with it that namespace's own chunk, so the shell's
 * `common` namespace holds them (`errors:network` nests `common:network_error`, one text in each language).
 */
export function networkErrorText(): string {
  return getI18n()?.t('common:network_error') ?? 'network';
}

/** Loads the `errors` namespace of the current language (resolves at once when it is there). */
export async function loadErrorTexts(): Promise<void> {
  await getI18n()?.loadNamespaces(errorNamespace);
}

/** `errorText` once the `errors` namespace is loaded: for callers that may run before it is (a toast). */
export async function errorTextLoaded(code: FailureCode, vars?: ErrorTextVars): Promise<string> {
  await loadErrorTexts();
  return errorText(code, vars);
}

/**
 * `errorText` for a component, bound to its i18n instance: the component suspends until the `errors` namespace
 * is loaded and renders again when the language changes.
 */
export function useErrorText(): (code: FailureCode, vars?: ErrorTextVars) => string {
  const { t } = useTranslation(errorNamespace);
  return useCallback((code, vars) => t(code, vars ?? {}), [t]);
}

/**
 * The words of `code` as an element, for a place that shows an error only sometimes (a placeholder's error
 * text): only this element suspends while the `errors` namespace loads, not the page around it.
 *
 * @example <Placeholder error errorText={<ErrorText code="upstream_timeout" context="load" />} />
 */
export function ErrorText({ code, ...vars }: { code: FailureCode } & ErrorTextVars): string {
  return useErrorText()(code, vars);
}

/**
 * The code of a failure `error`: an `ApiRequestError`'s code, or the `code` of any error carrying a code with
 * words; anything else is `unknown`.
 *
 * @example failureCode(new ApiRequestError('song_not_found', 'error')) === 'song_not_found'
 */
export function failureCode(error: unknown): FailureCode {
  if (error instanceof ApiRequestError) return error.code;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && isFailureCode(code) ? code : 'unknown';
}

/** Whether `code` is a `FailureCode` (a code with words). */
export function isFailureCode(code: string): code is FailureCode {
  return isErrorCode(code) || (failureCodes as readonly string[]).includes(code);
}
