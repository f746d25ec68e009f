/**
 * The catalogue of envelope `message` codes and their HTTP status (STYLE.md "errors with codes").
 * The client maps each code to UI text through i18n (`errors:<code>`); the server answers with these only.
 */
export const errorCodes = {
  invalid_input: 400,
  not_found: 404,
  article_not_found: 404,
  category_not_found: 404,
  too_large: 413,
  rate_limited: 429,
  internal_error: 500,
} as const;

export type ErrorCode = keyof typeof errorCodes;
