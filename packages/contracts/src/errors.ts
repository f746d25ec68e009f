/**
 * The catalogue of envelope `message` codes and their HTTP status (STYLE.md "errors with codes").
 * The server answers failures with these only; the client maps each code to UI text in one place
 * (`apps/web/src/lib/error-text.ts`, i18n namespace `errors`), where a test finds every code's text in each
 * interface language. Codes the client gives failures that never reached the server (`network`, ...) are the
 * web app's own and are not listed here.
 */
export const errorCodes = {
  invalid_input: 400,
  not_found: 404,
  article_not_found: 404,
  category_not_found: 404,
  // Accounts (spec sections 5 and 8; register codes as the spec writes them).
  uid_too_short: 400,
  uid_too_long: 400,
  uid_invalid_characters: 400,
  password_too_short: 400,
  password_too_long: 400,
  nickname_required: 400,
  uid_is_used: 409,
  nickname_is_used: 409,
  uid_not_found: 401,
  wrong_password: 401,
  invalid_token: 401,
  expired_token: 401,
  logout_token: 401,
  not_logged_in: 401,
  forbidden: 403,
  account_not_found: 404,
  device_not_found: 404,
  // Comments and feedback.
  empty_comment: 400,
  empty_feedback: 400,
  comment_not_found: 404,
  // The wiki (wiki.ts).
  wiki_item_not_found: 404,
  wiki_revision_not_found: 404,
  wiki_edit_conflict: 409,
  wiki_item_exists: 409,
  // The article editor (blog-editor.ts).
  article_exists: 409,
  article_edit_conflict: 409,
  // Songs and media uploads (music.ts).
  song_not_found: 404,
  unsupported_type: 415,
  too_large: 413,
  // The media library (media.ts).
  media_not_found: 404,
  media_in_use: 409,
  rate_limited: 429,
  // The laboratory's upload playground (lab-uploads.ts).
  quota_exceeded: 413,
  lab_upload_not_found: 404,
  // Backups (backups.ts).
  backup_running: 409,
  backup_not_found: 404,
  // The convention timetable (lab-fes.ts, issue 25 point 5).
  fes_end_not_after_start: 400,
  fes_outside_days: 400,
  fes_no_festival: 409,
  fes_events_outside_days: 409,
  fes_too_many: 409,
  fes_stage_not_found: 404,
  fes_event_not_found: 404,
  internal_error: 500,
  // The NCM and Meting pass-through calls (ncm.ts).
  upstream_error: 502,
  source_unavailable: 503,
  upstream_timeout: 504,
} as const;

export type ErrorCode = keyof typeof errorCodes;

/**
 * Whether `code` (an envelope's `message`, any string) is a code of the catalogue. Narrows it to `ErrorCode`.
 *
 * @example isErrorCode('uid_is_used') === true; isErrorCode('ok') === false
 */
export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(errorCodes, code);
}
