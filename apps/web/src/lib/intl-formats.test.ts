import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module (its caches and the server's texts are module state). */
const fresh = async () => {
  vi.resetModules();
  return import('./intl-formats.ts');
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('intl-formats: the server render’s texts (issue 21: hydration makes no Intl formatter)', () => {
  it('formats with Intl and records what a server render formats', async () => {
    const { dateTimeFormat, numberFormat, recordServerFormats, relativeTimeFormat } = await fresh();
    const done = recordServerFormats();
    const day = Date.UTC(2019, 9, 14);
    expect(dateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(day)).toBe('October 14, 2019');
    expect(relativeTimeFormat('en', { numeric: 'always' }).format(-3, 'day')).toBe('3 days ago');
    expect(numberFormat('en', {}).format(1234.5)).toBe('1,234.5');
    expect(Object.values(done())).toEqual(['October 14, 2019', '3 days ago', '1,234.5']);
  });

  it('answers the server’s texts without making an Intl formatter, and formats other values with Intl', async () => {
    const server = await fresh();
    const done = server.recordServerFormats();
    const day = new Date(Date.UTC(2019, 9, 14));
    server.dateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(day);
    server.relativeTimeFormat('en', { numeric: 'always' }).format(-3, 'day');
    // Node's and the browser's ICU data may name a value differently: the browser shows what the server rendered.
    const texts = Object.fromEntries(Object.entries(done()).map(([key, text]) => [key, `${text} (server)`]));

    const browser = await fresh();
    browser.setServerFormats(texts);
    const Real = Intl.DateTimeFormat;
    let made = 0;
    vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (this: unknown, ...args) {
      made += 1;
      return new Real(...args);
    } as typeof Intl.DateTimeFormat);
    const long = browser.dateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' });
    expect(long.format(day)).toBe('October 14, 2019 (server)');
    expect(long.format(day.getTime())).toBe('October 14, 2019 (server)');
    expect(browser.relativeTimeFormat('en', { numeric: 'always' }).format(-3, 'day')).toBe('3 days ago (server)');
    expect(made).toBe(0);
    expect(long.format(Date.UTC(2020, 0, 2))).toBe('January 2, 2020');
    expect(made).toBe(1);
  });
});
