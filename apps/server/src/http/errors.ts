import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError } from './envelope.ts';

/**
 * The one error handler (STYLE.md): expected errors become their envelope; Fastify's own client errors
 * (bad content type, body too large, malformed JSON) keep their 4xx status with a generic code; anything
 * else is logged and answered with a generic 500 envelope — never a driver or SQL message.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      const retryAfterS = (error.data as { retry_after_s?: unknown } | null)?.retry_after_s;
      // RFC 9110 §10.2.3: a 429 says when to come back, in seconds.
      if (error.statusCode === 429 && typeof retryAfterS === 'number') reply.header('Retry-After', String(retryAfterS));
      return reply.status(error.statusCode).send({ status: 'error', message: error.code, data: error.data });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = status === 413 ? 'too_large' : status === 429 ? 'rate_limited' : 'invalid_input';
      return reply.status(status).send({ status: 'error', message: code, data: null });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ status: 'error', message: 'internal_error', data: null });
  });
}
