import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('gives every variable a default that works on a fresh machine', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.host).toBe('127.0.0.1');
    expect(config.dataDir).toMatch(/data$/);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seed).toBe(true);
  });

  it('names every bad variable at once', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toContain('PORT');
    expect(problems).toContain('DATABASE_URL');
    expect(problems).toContain('LOG_LEVEL');
  });

  it('without SITE_URL, links to the port it listens on (issue 19 point 11): feeds and canonical links work on any PORT', () => {
    expect(loadConfig({}).siteUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PORT: '18181' }).siteUrl).toBe('http://localhost:18181');
    expect(loadConfig({ PORT: '18181', SITE_URL: 'https://example.org' }).siteUrl).toBe('https://example.org');
  });

  it('strips a trailing slash from SITE_URL so feed links have one slash', () => {
    expect(loadConfig({ SITE_URL: 'https://example.org/' }).siteUrl).toBe('https://example.org');
  });

  it('gives the slow-client limits defaults, in milliseconds, and a per-address cap only without a proxy', () => {
    expect(loadConfig({}).connections).toEqual({
      headersTimeoutMs: 10_000,
      bodyTimeoutMs: 15_000,
      bodyMinBytesPerS: 65_536,
      idleTimeoutMs: 30_000,
      keepAliveTimeoutMs: 5_000,
      maxPerAddress: 128,
      checkIntervalMs: 1000,
    });
    // Behind a proxy every socket comes from the proxy: no cap unless one is set.
    expect(loadConfig({ TRUST_PROXY: 'true' }).connections.maxPerAddress).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'true', MAX_CONNECTIONS_PER_ADDRESS: '500' }).connections.maxPerAddress).toBe(500);
    expect(loadConfig({ MAX_CONNECTIONS_PER_ADDRESS: '0' }).connections.maxPerAddress).toBe(0);
    expect(loadConfig({ MAX_CONNECTIONS_PER_ADDRESS: '' }).connections.maxPerAddress).toBe(128);
  });

  it('names every bad slow-client limit', () => {
    const problemsOf = (env: NodeJS.ProcessEnv) => {
      try {
        loadConfig(env);
      } catch (error) {
        return (error as ConfigError).problems.join('\n');
      }
      throw new Error('no ConfigError');
    };
    const problems = problemsOf({
      HEADERS_TIMEOUT_MS: '0',
      BODY_TIMEOUT_MS: 'soon',
      BODY_MIN_BYTES_PER_S: '10',
      KEEP_ALIVE_TIMEOUT_MS: '1.5',
      MAX_CONNECTIONS_PER_ADDRESS: '-1',
    });
    for (const name of [
      'HEADERS_TIMEOUT_MS',
      'BODY_TIMEOUT_MS',
      'BODY_MIN_BYTES_PER_S',
      'KEEP_ALIVE_TIMEOUT_MS',
      'MAX_CONNECTIONS_PER_ADDRESS',
    ]) {
      expect(problems).toContain(name);
    }
    expect(problemsOf({ IDLE_TIMEOUT_MS: '900000' })).toContain('IDLE_TIMEOUT_MS');
    // A request waiting for its upstream sends nothing: the idle timeout must outlast the upstream's.
    expect(problemsOf({ IDLE_TIMEOUT_MS: '8000', NCM_TIMEOUT_MS: '8000' })).toMatch(
      /IDLE_TIMEOUT_MS: must be longer than NCM_TIMEOUT_MS/,
    );
  });
});
