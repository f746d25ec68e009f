import { z } from 'zod/mini';

/**
 * The answer of every call of the site's API (spec section 7, DESIGN.md "API conventions"):
 * `{ status, message, data }`. `message` is a machine code the client translates (see `errors.ts`).
 */
export type Envelope<T> = { status: 'success' | 'error'; message: string; data: T };

/** Schema of an envelope whose `data` is parsed by `data`. */
export const envelopeSchema = <T extends z.ZodMiniType>(data: T) =>
  z.object({ status: z.enum(['success', 'error']), message: z.string(), data });

/** The connectivity probe `GET /` on the api address [SET-20]: `{status:"success", message}`. */
export const probeSchema = z.object({ status: z.literal('success'), message: z.string() });
export type Probe = z.infer<typeof probeSchema>;

/** `data` of a 400 answer: the first offending field and every issue found. */
export const validationErrorDataSchema = z.object({
  field: z.string(),
  issues: z.array(z.object({ field: z.string(), message: z.string() })),
});
export type ValidationErrorData = z.infer<typeof validationErrorDataSchema>;
