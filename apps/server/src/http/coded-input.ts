import { errorCodes, type ValidationErrorData } from '@site/contracts';
import type { z } from 'zod/mini';
import { ApiError, parseInput } from './envelope.ts';

/**
 * `parseInput`, but when the first issue's message is a catalogued code (the contracts write the spec's codes
 * into their checks: `uid_too_short`, `password_too_short`, `empty_comment` ...), the 400 answer carries that
 * code as its `message` instead of `invalid_input`; `data` still names the field.
 */
export function parseCodedInput<S extends z.ZodMiniType>(schema: S, input: unknown): z.infer<S> {
  try {
    return parseInput(schema, input);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'invalid_input') {
      const data = error.data as ValidationErrorData;
      const code = data.issues[0]?.message;
      if (code && code in errorCodes) throw new ApiError(code, data, 400);
    }
    throw error;
  }
}
