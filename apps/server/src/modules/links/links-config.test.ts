import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';

/** The links' settings (decision 0025): their defaults, and the bounds the configuration refuses. */
describe('links settings', () => {
  it('defaults to an hourly refresh with 5 min of jitter, 10 s fetches, 2 MiB, 3 redirects and public addresses only', () => {
    expect(loadConfig({}).links).toEqual({
      refreshIntervalMs: 60 * 60_000,
      refreshJitterMs: 5 * 60_000,
      fetchTimeoutMs: 10_000,
      fetchMaxBytes: 2 * 1024 * 1024,
      maxRedirects: 3,
      allowPrivateAddresses: false,
      applicationsPerHour: 3,
    });
  });

  it('reads each variable and refuses values out of bounds', () => {
    const links = loadConfig({
      LINKS_REFRESH_MINUTES: '15',
      LINKS_REFRESH_JITTER_MINUTES: '0',
      LINKS_FETCH_TIMEOUT_MS: '2500',
      LINKS_FETCH_MAX_BYTES: '65536',
      LINKS_MAX_REDIRECTS: '1',
      LINKS_ALLOW_PRIVATE_ADDRESSES: 'true',
      RATE_LIMIT_LINK_APPLY: '0',
    }).links;
    expect(links).toEqual({
      refreshIntervalMs: 15 * 60_000,
      refreshJitterMs: 0,
      fetchTimeoutMs: 2500,
      fetchMaxBytes: 65536,
      maxRedirects: 1,
      allowPrivateAddresses: true,
      applicationsPerHour: 0,
    });
    for (const [name, value] of [
      ['LINKS_REFRESH_MINUTES', '0'],
      ['LINKS_FETCH_TIMEOUT_MS', '0'],
      ['LINKS_FETCH_MAX_BYTES', '10'],
      ['LINKS_MAX_REDIRECTS', '11'],
      ['LINKS_ALLOW_PRIVATE_ADDRESSES', 'yes'],
    ])
      expect(() => loadConfig({ [name as string]: value }), name).toThrow(name);
  });
});
