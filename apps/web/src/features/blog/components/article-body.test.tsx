import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
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

describe('ArticleBody pictures', () => {
  const pictures =
    '<p>Look: <img src="/media/cat.jpg" alt="A cat"></p>' +
    '<p><a href="https://example.com/dog"><img src="/media/dog.jpg" alt="A dog"></a></p>';

  beforeAll(async () => {
    await createI18n('en');
  });

  it('makes a picture a button that names it, in its place, and leaves a picture inside a link a link', async () => {
    renderBody(pictures);
    const button = await screen.findByRole('button', { name: 'Enlarge picture: A cat' });
    expect(button.tagName).toBe('IMG');
    expect(button).toHaveAttribute('alt', 'A cat');
    expect(button).toHaveAttribute('tabindex', '0');
    expect(button.parentElement?.tagName).toBe('P'); // not wrapped: the text's layout is as written
    expect(screen.getAllByRole('button')).toHaveLength(1);
    const dog = screen.getByRole('link', { name: 'A dog' });
    expect(dog.querySelector('img')?.parentElement).toBe(dog);
    expect(dog.querySelector('img')).not.toHaveAttribute('role');
    expect(dog.querySelector('img')).not.toHaveAttribute('tabindex');
  });

  it('opens the picture in a dialog named by its alt text; Escape closes it and focus returns', async () => {
    const user = userEvent.setup();
    renderBody(pictures);
    const button = await screen.findByRole('button', { name: 'Enlarge picture: A cat' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'A cat' });
    const picture = within(dialog).getByRole('img', { name: 'A cat' });
    expect(picture).toHaveAttribute('src', 'http://localhost:3000/media/cat.jpg');
    const original = within(dialog).getByRole('link', { name: 'Open the original' });
    expect(original).toHaveAttribute('href', 'http://localhost:3000/media/cat.jpg');
    expect(original).toHaveAttribute('target', '_blank');
    expect(original).toHaveAttribute('rel', 'noopener noreferrer');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button).toHaveFocus();
  });

  it('enlarges the full picture of one served with srcset, the loaded one otherwise (issue 23 point 3)', async () => {
    const user = userEvent.setup();
    renderBody(
      '<p><img src="/media/library/a.jpg" srcset="/media/library/a.480w.jpg 480w, /media/library/a.jpg 3000w" ' +
        'sizes="86vw" alt="Wide"><img src="/media/b.jpg" alt="Plain"></p>',
    );
    const wide = await screen.findByRole('button', { name: 'Enlarge picture: Wide' });
    const plain = screen.getByRole('button', { name: 'Enlarge picture: Plain' });
    // What a phone's browser chose from the srcset, and what it loaded for the plain one.
    Object.defineProperty(wide, 'currentSrc', { value: 'http://localhost:3000/media/library/a.480w.jpg' });
    Object.defineProperty(plain, 'currentSrc', { value: 'http://localhost:3000/media/b.jpg?loaded' });
    await user.click(wide);
    const dialog = await screen.findByRole('dialog', { name: 'Wide' });
    expect(within(dialog).getByRole('img', { name: 'Wide' })).toHaveAttribute(
      'src',
      'http://localhost:3000/media/library/a.jpg',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(plain);
    const second = await screen.findByRole('dialog', { name: 'Plain' });
    expect(within(second).getByRole('img', { name: 'Plain' })).toHaveAttribute(
      'src',
      'http://localhost:3000/media/b.jpg?loaded',
    );
  });

  it('opens from the keyboard too, and names a picture without alt text "Picture"', async () => {
    const user = userEvent.setup();
    renderBody('<p><img src="/media/plain.png" alt=""></p>');
    const button = await screen.findByRole('button', { name: 'Enlarge picture' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Picture' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button).toHaveFocus();
    await user.keyboard(' ');
    expect(await screen.findByRole('dialog', { name: 'Picture' })).toBeInTheDocument();
  });

  it('leaves nothing stale when the html changes or the effect runs again', async () => {
    // StrictMode runs the effect, its cleanup and the effect again on the same text.
    const first = createMemoryRouter([{ path: '/', element: <ArticleBody html={pictures} /> }]);
    const { rerender } = render(
      <StrictMode>
        <RouterProvider router={first} />
      </StrictMode>,
    );
    await screen.findByRole('button', { name: 'Enlarge picture: A cat' });
    expect(screen.getAllByRole('button')).toHaveLength(1);
    const router = createMemoryRouter([
      { path: '/', element: <ArticleBody html={'<p>New <img src="/media/owl.jpg" alt="An owl"></p>'} /> },
    ]);
    rerender(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
    expect(await screen.findByRole('button', { name: 'Enlarge picture: An owl' })).toBeInTheDocument();
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(document.querySelectorAll('img[role="button"]')).toHaveLength(1);
  });

  it("gives a picture back as written when it leaves the viewer's reach (the effect is cleaned up)", async () => {
    const { unmount } = renderBody(pictures);
    const cat = await screen.findByRole('button', { name: 'Enlarge picture: A cat' });
    unmount();
    expect(cat).not.toHaveAttribute('role');
    expect(cat).not.toHaveAttribute('tabindex');
    expect(cat).not.toHaveAttribute('aria-label');
    expect(cat.className).toBe('');
  });
});
