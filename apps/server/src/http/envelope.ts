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

/**
 * Parses `input` with `schema` or throws a 400 `ApiError('invalid_input')` whose data names the first
 * offending field: `{field, issues:[{field, message}]}`. Strings containing NUL are refused here too,
 * because PostgreSQL rejects them (DESIGN.md "Security").
 */
export function parseInput<S extends z.ZodMiniType>(schema: S, input: unknown): z.infer<S> {
  const nul = findNul(input);
  if (nul !== null) {
    const data: ValidationErrorData = { field: nul, issues: [{ field: nul, message: 'must not contain NUL' }] };
    throw new ApiError('invalid_input', data, 400);
  }
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issues = result.error.issues.map((i) => ({ field: i.path.join('.') || '(root)', message: i.message }));
  const data: ValidationErrorData = { field: issues[0]?.field ?? '(root)', issues };
  throw new ApiError('invalid_input', data, 400);
}

function findNul(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\0') ? path || '(root)' : null;
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      const found = findNul(inner, path ? `${path}.${key}` : key);
      if (found !== null) return found;
    }
  }
  return null;
}

/** Throws `ApiError(code)` (a not-found code, 404) when `row` is undefined; returns the row otherwise. */
export function found<T>(row: T | undefined, code: ErrorCode = 'not_found'): T {
  if (row === undefined) throw new ApiError(code, null, 404);
  return row;
}
