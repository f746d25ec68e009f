import {
  createResetLinkBodySchema,
  forgotPasswordBodySchema,
  resetPasswordBodySchema,
  tokenBodySchema,
} from '@site/contracts';
import type { FastifyInstance } from 'fastify';
import { rawTokenid, requireAdmin } from '../../http/auth.ts';
import { parseCodedInput } from '../../http/coded-input.ts';
import type { AppDeps } from '../../http/deps.ts';
import { ApiError, ok, parseInput } from '../../http/envelope.ts';
import { RateLimiter } from '../../http/rate-limit.ts';
import { createResetLink, listAccounts, requestPasswordReset, resetPassword } from './reset-service.ts';

/** The forgot form's window (ms): `config.mail.resetRequestsPerHour` requests per address and per e-mail. */
const forgotWindowMs = 60 * 60_000;
/** Tries of reset tokens per client address in that window: a guess at 256 random bits needs no more. */
const resetTriesPerHour = 30;

/**
 * Password-reset calls (issue 23 point 4; contracts `mail.ts`). The forgot call answers the same `reset_requested`
 * whether or not an account has the address, and is rate-limited per client address and per e-mail; without
 * SMTP_URL it answers 503 `source_unavailable` and the admin hands out links from the accounts page instead.
 */
export function registerPasswordResetRoutes(api: FastifyInstance, { config, db: { db }, wakeMailer }: AppDeps): void {
  const now = () => config.now();
  const forgotLimit = new RateLimiter(config.mail.resetRequestsPerHour, forgotWindowMs, now);
  const resetLimit = new RateLimiter(resetTriesPerHour, forgotWindowMs, now);
  const mail = config.mail.smtpUrl !== undefined;

  api.get('/account/get_reset_options.php', async () => ok({ mail }));

  api.post('/account/forgot_password.php', async (request) => {
    const body = parseInput(forgotPasswordBodySchema, request.body ?? {});
    if (!mail) throw new ApiError('source_unavailable');
    forgotLimit.hit(`ip:${request.ip}`, `email:${body.email.toLowerCase()}`);
    const queued = await requestPasswordReset(
      db,
      { email: body.email, language: body.language ?? config.siteLanguage },
      { siteUrl: config.siteUrl, now: now() },
    );
    if (queued > 0) wakeMailer?.();
    return ok(null, 'reset_requested');
  });

  api.post('/account/reset_password.php', async (request) => {
    resetLimit.hit(`ip:${request.ip}`);
    const body = parseCodedInput(resetPasswordBodySchema, request.body ?? {});
    await resetPassword(db, body, { now: now(), scryptN: config.scryptN });
    return ok(null, 'password_reset');
  });

  api.post('/account/list_accounts.php', async (request) => {
    const { tokenid } = parseInput(tokenBodySchema, request.body ?? {});
    await requireAdmin(db, tokenid, now());
    return ok(await listAccounts(db));
  });

  api.post('/account/create_reset_link.php', async (request) => {
    const admin = await requireAdmin(db, rawTokenid(request.body), now());
    const body = parseInput(createResetLinkBodySchema, request.body ?? {});
    return ok(await createResetLink(db, body.uid, admin.uid, { siteUrl: config.siteUrl, now: now() }));
  });
}
