import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { Database } from '../db/schema.ts';
import { claimDueMails, markFailed, markSent, pruneMailQueue } from './queue.ts';

/** How often the sender deletes old sent and given-up mails (`pruneMailQueue`), in ms. */
const pruneIntervalMs = 3600_000;

/** Where the sender reports (Fastify's logger fits). */
type Log = {
  info: (msg: string) => void;
  warn: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
};

/** A running sender: `wake()` looks for due mails now; `stop()` ends the loop after the mail in hand. */
export type MailSender = { wake: () => void; stop: () => Promise<void> };

/**
 * Starts the mail sender (issue 23 point 5): every `pollIntervalMs` (ms), and at once on `wake()`, claims the due
 * rows of `mail_queue` (src/mail/queue.ts) and sends each through `smtpUrl` with nodemailer, with a
 * `List-Unsubscribe` header (RFC 2369) and `List-Unsubscribe-Post` (RFC 8058, one click). A failure is retried
 * with backoff; the row stays in the database, so a restart or kill -9 loses nothing. Once an hour it deletes the
 * mails sent or given up over 30 days ago (`pruneMailQueue`).
 */
export function startMailSender(
  db: Kysely<Database>,
  options: { smtpUrl: string; from: string; pollIntervalMs: number; retryBaseMs: number; now: () => number; log: Log },
): MailSender {
  const owner = randomBytes(9).toString('base64url');
  // Short timeouts keep one send well inside a lease (queue.ts mailLeaseMs = 2 min).
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;

  let prunedAt = Number.NEGATIVE_INFINITY;
  const round = async () => {
    if (options.now() - prunedAt >= pruneIntervalMs) {
      prunedAt = options.now();
      await pruneMailQueue(db, prunedAt);
    }
    for (;;) {
      const mails = await claimDueMails(db, owner, options.now());
      if (mails.length === 0 || stopped) return;
      for (const mail of mails) {
        if (stopped) return;
        try {
          await transport.sendMail({
            from: options.from,
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            headers: {
              'List-Unsubscribe': `<${mail.unsubscribeUrl}>`,
              'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
            },
          });
          await markSent(db, mail.id, owner, options.now());
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          options.log.warn({ mailId: mail.id, attempt: mail.attempts + 1 }, `mail not sent: ${message}`);
          await markFailed(db, mail, owner, message, options.now(), options.retryBaseMs);
        }
      }
    }
  };

  const tick = () => {
    timer = undefined;
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = round()
      .catch((error: unknown) => options.log.error({ err: error }, 'mail sender round failed'))
      .finally(() => {
        running = undefined;
        if (stopped) return;
        if (again) {
          again = false;
          tick();
        } else schedule();
      });
  };
  const schedule = () => {
    if (!stopped && timer === undefined) timer = setTimeout(tick, options.pollIntervalMs);
  };
  timer = setTimeout(tick, 0);

  return {
    wake: () => {
      if (stopped) return;
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      tick();
    },
    stop: async () => {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      await running;
      transport.close();
    },
  };
}
