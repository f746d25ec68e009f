import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createI18n } from '../lib/i18n.ts';
import { clearToasts, toast } from './toast-store.ts';
import { Toaster } from './toaster.tsx';

describe('Toaster', () => {
  beforeAll(async () => {
    await createI18n('en');
  });
  afterEach(() => act(() => clearToasts()));

  it('[TOAST-05] clicking a toast removes it', async () => {
    render(<Toaster />);
    act(() => {
      toast({ message: 'Saved' });
    });
    await userEvent.click(screen.getByRole('button', { name: /Saved/ }));
    expect(screen.queryByRole('button', { name: /Saved/ })).toBeNull();
  });

  it('[TOAST-05] Enter on a focused toast removes it', async () => {
    render(<Toaster />);
    act(() => {
      toast({ message: 'Keyboard' });
    });
    screen.getByRole('button', { name: /Keyboard/ }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('button', { name: /Keyboard/ })).toBeNull();
  });

  it('[TOAST-09] a merged toast shows its count; errors go to the alert region', () => {
    render(<Toaster />);
    act(() => {
      toast({ message: 'Offset', group: 'offset' });
      toast({ message: 'Offset', group: 'offset' });
      toast({ message: 'Broken', status: 'error' });
    });
    expect(screen.getByRole('status')).toHaveTextContent('Offset2');
    expect(screen.getByRole('button', { name: /Offset.*shown 2 times/ })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Broken');
  });
});
