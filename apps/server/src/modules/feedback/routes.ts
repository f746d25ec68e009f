import { postFeedbackBodySchema, tokenBodySchema } from '@site/contracts';
import type { FastifyInstance } from 'fastify';
import { identify, rawTokenid, requireAdmin } from '../../http/auth.ts';
import { parseCodedInput } from '../../http/coded-input.ts';
import type { AppDeps } from '../../http/deps.ts';
import { ok, parseInput } from '../../http/envelope.ts';
import { RateLimiter, rateWindowsMs } from '../../http/rate-limit.ts';
import { listFeedback, postFeedback } from './service.ts';

/** Feedback calls (contracts `comments.ts`): anyone posts (rate-limited), the admin reads. */
export function registerFeedbackRoutes(api: FastifyInstance, { config, db: { db } }: AppDeps): void {
  const now = () => config.now();
  const limit = new RateLimiter(config.rateLimits.feedback, rateWindowsMs.feedback, now);

  api.post('/feedback/post_feedback.php', async (request) => {
    const body = parseCodedInput(postFeedbackBodySchema, request.body ?? {});
    const identity = await identify(db, body.tokenid, now());
    limit.hit(`ip:${request.ip}`, ...(identity ? [`uid:${identity.uid}`] : []));
    const id = await postFeedback(db, { uid: identity?.uid ?? null, text: body.text, contact: body.contact }, now());
    // [SITE-06] The answer says so: nobody replies by e-mail.
    return ok({ id, email_reply: false }, 'feedback_saved');
  });

  api.post('/feedback/get_feedback.php', async (request) => {
    await requireAdmin(db, rawTokenid(request.body), now());
    parseInput(tokenBodySchema, request.body ?? {});
    return ok(await listFeedback(db));
  });
}
