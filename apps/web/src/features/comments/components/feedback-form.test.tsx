import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../lib/i18n.ts';
import { clearToasts, useToastStore } from '../../../ui/toast-store.ts';
import { FeedbackForm } from './feedback-form.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

const toasts = () => useToastStore.getState().toasts.map((t) => t.status);

// Issue 19, point 12: after an error, a successful send left the stale error toast beside the success toast.
describe('the feedback form', () => {
  it('[TOAST-06] a success replaces the earlier error toast', async () => {
    const i18n = await createI18n('en');
    let answer = { status: 'error', message: 'rate_limited', data: null };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(answer), { status: answer.status === 'error' ? 429 : 200 })),
    );
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <I18nextProvider i18n={i18n}>
          <FeedbackForm viewer={null} />
        </I18nextProvider>
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    // An empty message is refused with an error toast; so is a refused send.
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    await waitFor(() => expect(toasts()).toEqual(['error']));
    await user.type(screen.getByRole('textbox', { name: 'Your feedback' }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    await waitFor(() => expect(client.isMutating()).toBe(0));
    await waitFor(() => expect(toasts()).toEqual(['error']));
    answer = { status: 'success', message: 'success', data: { id: 1 } } as never;
    await user.type(screen.getByRole('textbox', { name: 'Your feedback' }), ' again');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    await waitFor(() => expect(toasts()).toEqual(['success']));
  });
});
