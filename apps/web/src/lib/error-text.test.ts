import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ErrorCode, errorCodes } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { ApiRequestError, callFailureCodes, refusalError } from './api-client.ts';
import { errorText, failureCode, formErrorCodes, loadErrorTexts } from './error-text.ts';
import { createI18n, languages } from './i18n.ts';

/** A language's `errors` strings as written on disk (not through the build's English fallback). */
const written = (language: string): Record<string, unknown> =>
  JSON.parse(readFileSync(join(__dirname, `../locales/${language}/errors.json`), 'utf8'));

/** Every envelope code of the contracts' catalogue, read from the catalogue itself. */
const catalogue = Object.keys(errorCodes) as ErrorCode[];

describe('error codes to words (one table, namespace errors)', () => {
  it('every ErrorCode of the contracts has its own text in en, zh, zh-tw and ja', () => {
    expect(catalogue.length).toBeGreaterThan(30);
    for (const language of languages) {
      const strings = written(language);
      for (const code of catalogue) {
        const text = strings[code];
        expect(typeof text === 'string' && text.trim() !== '' && text !== code, `${language}: ${code}`).toBe(true);
      }
    }
  });

  it("the client's own codes (the api client's and the forms') have their text in every language too", () => {
    for (const language of languages) {
      const strings = written(language);
      for (const code of [...callFailureCodes, ...formErrorCodes])
        expect(typeof strings[code] === 'string' && strings[code] !== '', `${language}: ${code}`).toBe(true);
    }
  });

  it('every language has the same keys as English (a context key too), and nothing beyond the codes', () => {
    const english = Object.keys(written('en')).sort();
    const known = new Set<string>([...catalogue, ...callFailureCodes, ...formErrorCodes]);
    for (const key of english) expect(known.has(key) || known.has(key.replace(/_[a-z]+$/, '')), key).toBe(true);
    for (const language of languages) expect(Object.keys(written(language)).sort(), language).toEqual(english);
  });

  it('[ERR-01] [ERR-07] [ERR-08] [ERR-19] the spec catalogue’s words come out of errorText', async () => {
    await createI18n('en', ['common']);
    await loadErrorTexts();
    expect(errorText('network')).toBe('Cannot connect to the server');
    expect(errorText('invalid_token')).toBe('Invalid Login Status');
    expect(errorText('logout_token')).toBe('Invalid Login Status');
    expect(errorText('expired_token')).toBe('Expired Login Status, Please Login Again');
    expect(errorText('empty_comment')).toBe('Cannot post empty comment');
    expect(errorText('nickname_required')).toBe('Please enter nickname');
    expect(errorText('repeat_mismatch')).toBe('Please enter same password');
  });

  it("a caller's context picks the code's own words for it, else the general ones; values are filled in", async () => {
    await createI18n('en', ['common']);
    await loadErrorTexts();
    expect(errorText('rate_limited', { context: 'comment' })).toBe(
      'Too many comments in a short time; please wait a moment',
    );
    expect(errorText('rate_limited', { context: 'load' })).toBe(errorText('rate_limited'));
    expect(errorText('too_large', { context: 'song', name: 'a.mp3' })).toBe('a.mp3 is too large.');
    expect(errorText('value_too_long', { max: 32 })).toBe('Too long (at most 32 characters)');
    // Two contexts with the same words share them (i18next nesting), not a second copy.
    expect(errorText('expired_token', { context: 'feedback' })).toBe('Your login has expired; please log in again');
    expect(errorText('expired_token', { context: 'comment' })).toBe('Your login has expired; please log in again');
  });

  it('shows the words of the current language (zh)', async () => {
    await createI18n('zh', ['common']);
    await loadErrorTexts();
    expect(errorText('network')).toBe('无法连接到服务器');
    expect(errorText('uid_is_used')).toBe('该用户名已被使用');
  });

  it('failureCode reads an ApiRequestError, a code-carrying error, or says unknown', () => {
    expect(failureCode(new ApiRequestError('song_not_found', 'error'))).toBe('song_not_found');
    expect(failureCode(refusalError('no_such_code'))).toBe('unknown');
    expect(refusalError('no_such_code').message).toBe('no_such_code');
    expect(failureCode({ code: 'upstream_timeout' })).toBe('upstream_timeout');
    expect(failureCode({ code: 'made_up' })).toBe('unknown');
    expect(failureCode(new Error('boom'))).toBe('unknown');
    expect(failureCode(null)).toBe('unknown');
  });
});
