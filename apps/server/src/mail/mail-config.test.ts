import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';

/** Issue 23: SMTP_URL and the mail variables are read like every other variable (README "Configuration"). */
describe('mail configuration', () => {
  it('is off without SMTP_URL (or with it empty), and defaults the sender to noreply@ the site host', () => {
    for (const env of [{}, { SMTP_URL: '' }]) {
      const config = loadConfig({ SITE_URL: 'https://blog.example.org/', ...env });
      expect(config.mail).toEqual({
        smtpUrl: undefined,
        from: 'noreply@blog.example.org',
        pollIntervalMs: 5000,
        retryBaseMs: 30_000,
        resetRequestsPerHour: 5,
      });
    }
  });

  it('takes smtp:// and smtps:// URLs and refuses anything else, naming the variable', () => {
    expect(loadConfig({ SMTP_URL: 'smtps://u:p@mail.example.org:465' }).mail.smtpUrl).toBe(
      'smtps://u:p@mail.example.org:465',
    );
    for (const bad of ['http://mail.example.org', 'mail.example.org', 'smtp://']) {
      let problems: string[] = [];
      try {
        loadConfig({ SMTP_URL: bad });
      } catch (error) {
        if (error instanceof ConfigError) problems = error.problems;
      }
      expect(
        problems.some((p) => p.startsWith('SMTP_URL:')),
        bad,
      ).toBe(true);
    }
    expect(() => loadConfig({ MAIL_FROM: 'a@b.org\r\nBcc: x@y.org' })).toThrow(/MAIL_FROM/);
    expect(() => loadConfig({ RATE_LIMIT_PASSWORD_RESET: '-1' })).toThrow(/RATE_LIMIT_PASSWORD_RESET/);
  });
});
