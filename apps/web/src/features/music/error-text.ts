import { ApiRequestError } from '../../lib/api-client.ts';

/** The failure codes the music pages have their own text for (`music:errors.<code>`). */
const known = new Set([
  'network',
  'source_unavailable',
  'upstream_error',
  'upstream_timeout',
  'song_not_found',
  'not_found',
  'invalid_input',
]);

/**
 * The i18n key (namespace `music`) of the error placeholder's text for a failed music query: the unset
 * upstream (503 `source_unavailable`), an unreachable one (502 `upstream_error`), a slow one (504
 * `upstream_timeout`), a missing song or list, a network failure; anything else `errors.unknown`. Reads the
 * `code` of an `ApiRequestError` or of any error carrying a string `code`.
 *
 * @example musicErrorKey(new ApiRequestError('source_unavailable', 'error')) === 'errors.source_unavailable'
 */
export function musicErrorKey(error: unknown): string {
  const code =
    error instanceof ApiRequestError
      ? error.code
      : typeof (error as { code?: unknown } | null)?.code === 'string'
        ? (error as { code: string }).code
        : 'unknown';
  return known.has(code) ? `errors.${code}` : 'errors.unknown';
}
