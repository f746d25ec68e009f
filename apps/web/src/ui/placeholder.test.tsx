import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../lib/i18n.ts';
import { Placeholder } from './placeholder.tsx';

describe('Placeholder', () => {
  beforeAll(async () => {
    await createI18n('en');
  });

  it('[WIDGET-06] shows error whenever there is an error, whatever else is set', async () => {
    const retry = vi.fn();
    render(
      <Placeholder error empty loading onRetry={retry}>
        content
      </Placeholder>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load.');
    expect(screen.queryByText('content')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('[WIDGET-06] shows empty when empty, even while loading', () => {
    render(
      <Placeholder empty loading emptyText="No songs">
        content
      </Placeholder>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('No songs');
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('[WIDGET-06] shows loading when only loading, and the content otherwise', () => {
    const { rerender } = render(<Placeholder loading>content</Placeholder>);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    rerender(<Placeholder>content</Placeholder>);
    expect(screen.getByText('content')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
