import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../lib/i18n.ts';
import { useToastStore } from '../../../ui/toast-store.ts';
import { ArticleBody } from './article-body.tsx';
import { copiedLabelMs } from './copy-code-button.tsx';

const html =
  '<p>Intro</p><pre><code class="hljs language-js"><span class="hljs-keyword">const</span> a = 1;\nconsole.log(a);</code></pre>' +
  '<p>Between</p><pre><code>second block</code></pre>';

function renderBody(body: string) {
  const router = createMemoryRouter([{ path: '/', element: <ArticleBody html={body} /> }]);
  return render(<RouterProvider router={router} />);
}

const toasts = () => useToastStore.getState().toasts.map((t) => `${t.status}: ${t.message}`);

describe('ArticleBody code blocks', () => {
  beforeAll(async () => {
    await createI18n('en');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('gives every code block a copy button that copies its code as plain text', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderBody(html);
    const buttons = await screen.findAllByRole('button', { name: 'Copy code' });
    expect(buttons).toHaveLength(2);
    // The button is beside the block, not inside it: the code's text stays the code.
    const blocks = document.querySelectorAll('pre');
    expect(blocks[0]?.textContent).toBe('const a = 1;\nconsole.log(a);');
    fireEvent.click(buttons[0] as HTMLElement);
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('const a = 1;\nconsole.log(a);'));
    await waitFor(() => expect(toasts()).toContain('success: Copied'));
    expect(buttons[0]).toHaveTextContent('Copied');
    expect(buttons[0]).toHaveAccessibleName('Copied');
    expect(buttons[1]).toHaveTextContent('Copy');
    expect(buttons[1]).toHaveAccessibleName('Copy code');
  });

  it('goes back to "Copy" after a while, and reports a refused copy', async () => {
    const writeText = vi.fn(async (_text: string): Promise<void> => {
      throw new Error('denied');
    });
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderBody(html);
    const [first] = await screen.findAllByRole('button', { name: 'Copy code' });
    fireEvent.click(first as HTMLElement);
    await waitFor(() => expect(toasts()).toContain('error: Could not copy the code'));
    expect(first).toHaveTextContent('Copy');

    writeText.mockImplementation(async () => {});
    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(first as HTMLElement);
    });
    expect(first).toHaveTextContent('Copied');
    await act(async () => {
      vi.advanceTimersByTime(copiedLabelMs);
    });
    expect(first).toHaveTextContent('Copy');
    expect(first).toHaveAccessibleName('Copy code');
  });

  it('makes the buttons again for new html, and none for html without code', async () => {
    const { rerender } = renderBody('<p>No code here</p>');
    expect(screen.queryByRole('button', { name: 'Copy code' })).toBeNull();
    const router = createMemoryRouter([{ path: '/', element: <ArticleBody html={html} /> }]);
    rerender(<RouterProvider router={router} />);
    expect(await screen.findAllByRole('button', { name: 'Copy code' })).toHaveLength(2);
    expect(document.querySelectorAll('pre')).toHaveLength(2);
  });
});
