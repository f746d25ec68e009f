import { type Envelope, type ErrorCode, errorCodes, type ValidationErrorData } from '@site/contracts';
import { z } from 'zod/mini';

// The contracts use zod/mini, which ships no message texts: the server's 400 answers name the problem in
// English (`data.issues[].message`), so it loads the English locale once.
z.config(z.locales.en());

/** A success envelope: `{status:"success", message, data}`. */
export function ok<T>(data: T, message = 'ok'): Envelope<T> {
  return { status: 'success', message, data };
}

/**
 * An expected failure with a stable code from the contracts catalogue. The error handler answers it as
 * `{status:"error", message: code, data}` with the code's HTTP status (or `status` when given).
 */
export class ApiError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode | (string & {}),
    readonly data: unknown = null,
    status?: number,
  ) {
    super(code);
    this.statusCode = status ?? (errorCodes as Record<string, number>)[code] ?? 400;
  }
}

/** Deepest nesting of arrays and objects a request may carry (a form nests 3 levels at most): 400 above. */
export const maxInputDepth = 32;

/**
 * Parses `input` with `schema` or throws a 400 `ApiError('invalid_input')` whose data names the first
 * offending field: `{field, issues:[{field, message}]}`. Before the schema, the input is walked once, without
 * recursion: nesting deeper than `maxInputDepth` is refused (a 100,000-deep array must not overflow the stack),
 * and so are strings containing NUL, which PostgreSQL rejects, or a lone UTF-16 surrogate, which neither database
 * can store (SQLite would silently write U+FFFD in its place) (DESIGN.md "Security").
 */
export function parseInput<S extends z.ZodMiniType>(schema: S, input: unknown): z.infer<S> {
  const refused = findRefusedValue(input);
  if (refused !== null) {
    const data: ValidationErrorData = { field: refused.field, issues: [refused] };
    throw new ApiError('invalid_input', data, 400);
  }
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issues = result.error.issues.map((i) => ({ field: i.path.join('.') || '(root)', message: i.message }));
  const data: ValidationErrorData = { field: issues[0]?.field ?? '(root)', issues };
  throw new ApiError('invalid_input', data, 400);
}

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * The first value `parseInput` refuses before its schema: `{field, message}` with the field's dotted path, or
 * null. An explicit stack instead of recursion, and it stops at the first level past `maxInputDepth`.
 */
function findRefusedValue(input: unknown): { field: string; message: string } | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: input, path: '', depth: 0 }];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const { value, path, depth } = item;
    const field = path || '(root)';
    if (typeof value === 'string') {
      if (value.includes('\0')) return { field, message: 'must not contain NUL' };
      if (loneSurrogate.test(value)) return { field, message: 'must not contain a lone surrogate' };
    } else if (value !== null && typeof value === 'object') {
      if (depth >= maxInputDepth) return { field, message: `must not nest deeper than ${maxInputDepth} levels` };
      const entries = Object.entries(value);
      for (let i = entries.length - 1; i >= 0; i -= 1) {
        const [key, inner] = entries[i] as [string, unknown];
        stack.push({ value: inner, path: path ? `${path}.${key}` : key, depth: depth + 1 });
      }
    }
  }
  return null;
}

/** Throws `ApiError(code)` (a not-found code, 404) when `row` is undefined; returns the row otherwise. */
export function found<T>(row: T | undefined, code: ErrorCode = 'not_found'): T {
  if (row === undefined) throw new ApiError(code, null, 404);
  return row;
}
