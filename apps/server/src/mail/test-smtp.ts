import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on 127.0.0.1 for tests (smtp-server, the wire protocol nodemailer speaks), never a stub of the
 * sender: it keeps every mail it receives, parsed with mailparser. `refuse = true` makes it answer every message
 * with a temporary 451, as a mail server that is down for a while. Tests only.
 */
export type TestSmtp = {
  url: string;
  port: number;
  mails: ParsedMail[];
  refuse: boolean;
  /** Resolves with the `count`th mail (1-based) once it has arrived; rejects after `timeoutMs`. */
  waitFor: (count: number, timeoutMs?: number) => Promise<ParsedMail>;
  close: () => Promise<void>;
};

/** Starts a test SMTP server on `port` (0 = any free port). */
export async function startTestSmtp(port = 0): Promise<TestSmtp> {
  const mails: ParsedMail[] = [];
  const waiters: (() => void)[] = [];
  const state: { refuse: boolean } = { refuse: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      if (state.refuse) {
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('try again later'), { responseCode: 451 })));
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          mails.push(mail);
          for (const wake of waiters.splice(0)) wake();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actual = (server.server.address() as AddressInfo).port;
  const waitFor = (count: number, timeoutMs = 10_000) =>
    new Promise<ParsedMail>((resolve, reject) => {
      const deadline = setTimeout(
        () => reject(new Error(`mail ${count} did not arrive (${mails.length} arrived)`)),
        timeoutMs,
      );
      const check = () => {
        const mail = mails[count - 1];
        if (mail) {
          clearTimeout(deadline);
          resolve(mail);
        } else waiters.push(check);
      };
      check();
    });
  return {
    url: `smtp://127.0.0.1:${actual}`,
    port: actual,
    mails,
    get refuse() {
      return state.refuse;
    },
    set refuse(value: boolean) {
      state.refuse = value;
    },
    waitFor,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The reset token in a reset mail's text (`…/account/reset#token=<token>`), or throws. */
export function resetTokenIn(text: string | undefined): string {
  const match = /\/account\/reset#token=([A-Za-z0-9_-]+)/.exec(text ?? '');
  if (!match?.[1]) throw new Error(`no reset link in: ${text}`);
  return match[1];
}
