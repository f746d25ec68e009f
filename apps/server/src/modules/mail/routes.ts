import { setMailChoicesBodySchema, tokenBodySchema, unsubscribeQuerySchema } from '@site/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { rawTokenid, requireUser } from '../../http/auth.ts';
import type { AppDeps } from '../../http/deps.ts';
import { ApiError, ok, parseInput } from '../../http/envelope.ts';
import { mailChoicesOf, setMailChoices, unsubscribe } from '../../mail/preferences.ts';

/** The unsubscribe page's words in the four interface languages, all shown: the click carries no language. */
const unsubscribedWords = [
  'You will get no more notification mails from this site. You can turn them on again in your profile.',
  '你将不再收到本站的通知邮件。可以在个人资料中重新开启。',
  '你將不再收到本站的通知郵件。可以在個人資料中重新開啟。',
  'このサイトからの通知メールは今後届きません。プロフィールでいつでも再開できます。',
];
const unknownWords = [
  'This unsubscribe link is not known (it may be from an older address).',
  '此退订链接无效。',
  '此取消訂閱連結無效。',
  'この配信停止リンクは無効です。',
];

function page(lines: string[]): string {
  const paragraphs = lines.map((line) => `<p>${line}</p>`).join('');
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><meta name="robots" content="noindex"><title>Unsubscribe</title></head><body>${paragraphs}</body></html>`;
}

/**
 * Mail choices and the one-click unsubscribe (issue 23 point 5; contracts `mail.ts`). The unsubscribe link of every
 * mail works with one click and no sign-in, as a GET from the mail and as the RFC 8058 POST a mail program sends
 * for `List-Unsubscribe-Post`; it answers a small page in the four languages, never caching it.
 */
export function registerMailRoutes(api: FastifyInstance, { config, db: { db } }: AppDeps): void {
  const now = () => config.now();
  const mail = config.mail.smtpUrl !== undefined;

  api.post('/account/get_mail_choices.php', async (request) => {
    const { tokenid } = parseInput(tokenBodySchema, request.body ?? {});
    const identity = await requireUser(db, tokenid, now());
    return ok({ mail, ...(await mailChoicesOf(db, identity.uid)) });
  });

  api.post('/account/set_mail_choices.php', async (request) => {
    const identity = await requireUser(db, rawTokenid(request.body), now());
    const { tokenid: _, ...choices } = parseInput(setMailChoicesBodySchema, request.body ?? {});
    return ok({ mail, ...(await setMailChoices(db, identity.uid, choices)) });
  });

  const unsubscribeHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    const parsed = unsubscribeQuerySchema.safeParse(request.query ?? {});
    if (!parsed.success)
      throw new ApiError(
        'invalid_input',
        { field: 'token', issues: [{ field: 'token', message: 'must be a token' }] },
        400,
      );
    const done = await unsubscribe(db, parsed.data.token);
    reply
      .code(done ? 200 : 404)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8');
    return page(done ? unsubscribedWords : unknownWords);
  };
  api.get('/mail/unsubscribe.php', unsubscribeHandler);
  api.post('/mail/unsubscribe.php', unsubscribeHandler);
}
