import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { apiCall } from '../lib/api-client.ts';
import en from '../locales/en/common.json';
import { clearToasts, useToastStore } from '../ui/toast-store.ts';
import { startApp } from './app-startup.ts';

describe('app start-up', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToasts();
  });

  it('[ERR-01] a network failure on a call shows the "Cannot connect to the server" error toast and yields false', async () => {
    await startApp();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );

    const first = await apiCall('blog/get_articles.php', { data: z.unknown() });
    const second = await apiCall('site/get_site_info.php', { data: z.unknown() });

    expect(first).toBe(false);
    expect(second).toBe(false);
    // Both failures merge into one toast of the network-error group [TOAST-08][TOAST-09].
    await vi.waitFor(() => expect(useToastStore.getState().toasts[0]?.count).toBe(2));
    const toasts = useToastStore.getState().toasts;
    expect(toasts).toHaveLength(1);
    // The default language is zh (its translation shows); the English text is the spec's wording.
    expect(en.network_error).toBe('Cannot connect to the server');
    expect(toasts[0]).toMatchObject({ message: '无法连接到服务器', status: 'error', count: 2 });
  });
});
