import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';

describe('NCM_API_BASE, METING_API_BASE and NCM_TIMEOUT_MS', () => {
  it('are unset by default (the sources answer 503) with an 8 s timeout', () => {
    const config = loadConfig({});
    expect(config.ncmApiBase).toBeUndefined();
    expect(config.metingApiBase).toBeUndefined();
    expect(config.upstreamTimeoutMs).toBe(8000);
  });

  it('take http(s) addresses; an empty value means unset', () => {
    const config = loadConfig({
      NCM_API_BASE: 'http://127.0.0.1:3000',
      METING_API_BASE: '',
      NCM_TIMEOUT_MS: '2500',
    });
    expect(config.ncmApiBase).toBe('http://127.0.0.1:3000');
    expect(config.metingApiBase).toBeUndefined();
    expect(config.upstreamTimeoutMs).toBe(2500);
  });

  it('refuse anything else, naming every bad variable', () => {
    try {
      loadConfig({ NCM_API_BASE: 'file:///etc/passwd', METING_API_BASE: 'not a url', NCM_TIMEOUT_MS: '0' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toContain('NCM_API_BASE');
      expect(problems).toContain('METING_API_BASE');
      expect(problems).toContain('NCM_TIMEOUT_MS');
    }
  });
});
