import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultApiAddress, setApiBase, setNetworkErrorListener } from '../../lib/api-client.ts';
import { probeApiAddress } from './api-probe.ts';

type Seen = { url: string; init: RequestInit | undefined };
let seen: Seen[] = [];

/** Stubs fetch with one answer (a JSON body, or a rejection for a network failure), recording each call. */
function answer(body: unknown | Error, status = 200) {
  seen = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      seen.push({ url: String(input), init });
      if (body instanceof Error) throw body;
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
}

let networkErrors = 0;
beforeEach(() => {
  networkErrors = 0;
  setNetworkErrorListener(() => {
    networkErrors += 1;
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  setNetworkErrorListener(() => {});
  setApiBase(defaultApiAddress);
});

describe('connectivity probe', () => {
  it('[API-13] is GET "/" on the api address with no payload, and reads the message of a success answer', async () => {
    // The probe targets the address under test, not the current base.
    setApiBase('/api/');
    answer({ status: 'success', message: 'API is running', data: { version: '0.6.37' } });
    await expect(probeApiAddress('https://api.example.test/v2/')).resolves.toBe('API is running');
    expect(seen).toHaveLength(1);
    expect(seen[0]?.url).toBe('https://api.example.test/v2/');
    expect(seen[0]?.init?.method).toBe('GET');
    expect(seen[0]?.init?.body).toBeUndefined();
  });

  it('[API-13] success is decided by status, not by the HTTP code: an error envelope fails, whatever it says', async () => {
    answer({ status: 'error', message: 'API is running', data: null }, 200);
    await expect(probeApiAddress('/api/')).resolves.toBeNull();
    answer({ status: 'success', message: 'fine', data: null }, 503);
    await expect(probeApiAddress('/api/')).resolves.toBe('fine');
    expect(networkErrors).toBe(0);
  });

  it('[API-13] an unreachable address or a page that is not the API fails without throwing', async () => {
    answer(new TypeError('Failed to fetch'));
    await expect(probeApiAddress('http://127.0.0.1:9/')).resolves.toBeNull();
    answer('<!doctype html><title>not the api</title>');
    await expect(probeApiAddress('/')).resolves.toBeNull();
    expect(networkErrors).toBe(2);
  });
});
