import { type FailureCode, failureCode } from '../../lib/error-text.ts';

/** The failure codes a music page names; any other shows as `unknown` ("Failed to load."). */
const named = new Set<FailureCode>([
  'network',
  'source_unavailable',
  'upstream_error',
  'upstream_timeout',
  'song_not_found',
  'not_found',
  'invalid_input',
]);

/**
 * The code of the error placeholder's text for a failed music query (shown with `errorText(code, {context:
 * 'load'})`): the unset upstream (503 `source_unavailable`), an unreachable one (502 `upstream_error`), a slow one
 * (504 `upstream_timeout`), a missing song or list, a request the source refused, a network failure; anything else
 * `unknown`. Reads the `code` of an `ApiRequestError` or of any error carrying a code (`failureCode`).
 *
 * @example musicErrorCode(new ApiRequestError('source_unavailable', 'error')) === 'source_unavailable'
 */
export function musicErrorCode(error: unknown): FailureCode {
  const code = failureCode(error);
  return named.has(code) ? code : 'unknown';
}
