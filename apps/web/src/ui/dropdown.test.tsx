import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DROPDOWN_CLOSE_DELAY_MS, DROPDOWN_LEAVE_MS, Dropdown } from './dropdown.tsx';
import { DropdownItem } from './dropdown-item.tsx';

function renderMenu(props: { openOnHover?: boolean; onSelect?: () => void } = {}) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <Dropdown label="Blog menu" trigger="Blog" openOnHover={props.openOnHover}>
              <DropdownItem to="/blog/articles">Articles</DropdownItem>
              <DropdownItem disabled>Legacy</DropdownItem>
              <DropdownItem onSelect={props.onSelect}>Random</DropdownItem>
            </Dropdown>
            <button type="button">After</button>
          </>
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** Lets the lazy menu chunk and Floating UI's first placement settle. */
async function settle() {
  await act(async () => {
    await import('./dropdown-panel.tsx');
  });
  await act(async () => {});
}

/** Fakes the dropdown's timers but not React's scheduler; `fireEvent` then drives it synchronously. */
function useTimers() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
}

describe('Dropdown', () => {
  afterEach(() => vi.useRealTimers());

  it('[WIDGET-01] opens in two steps: mounted hidden, then displayed on the next frame', async () => {
    renderMenu();
    useTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Blog' }));
    await settle();
    const menu = screen.getByRole('menu', { name: 'Blog menu' });
    expect(menu).toHaveAttribute('data-state', 'closed');
    act(() => vi.advanceTimersToNextFrame());
    expect(menu).toHaveAttribute('data-state', 'open');
    expect(screen.getByRole('button', { name: 'Blog' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('[WIDGET-03] [WIDGET-04] closes 300 ms after closing is triggered, then leaves for 0.2 s and unmounts', async () => {
    renderMenu({ openOnHover: true });
    useTimers();
    const trigger = screen.getByRole('button', { name: 'Blog' });
    fireEvent.pointerEnter(trigger, { pointerType: 'mouse' });
    await settle();
    act(() => vi.advanceTimersToNextFrame());
    const menu = screen.getByRole('menu');
    expect(menu).toHaveAttribute('data-state', 'open');

    fireEvent.pointerLeave(trigger, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(DROPDOWN_CLOSE_DELAY_MS - 1));
    expect(menu).toHaveAttribute('data-state', 'open');
    act(() => vi.advanceTimersByTime(1));
    expect(menu).toHaveAttribute('data-state', 'closed');
    act(() => vi.advanceTimersByTime(DROPDOWN_LEAVE_MS - 1));
    expect(screen.queryByRole('menu', { hidden: true })).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('menu', { hidden: true })).toBeNull();
    expect(DROPDOWN_CLOSE_DELAY_MS).toBe(300);
    expect(DROPDOWN_LEAVE_MS).toBe(200);
  });

  it('[WIDGET-03] coming back within the 300 ms keeps it open', async () => {
    renderMenu({ openOnHover: true });
    useTimers();
    const trigger = screen.getByRole('button', { name: 'Blog' });
    fireEvent.pointerEnter(trigger, { pointerType: 'mouse' });
    await settle();
    act(() => vi.advanceTimersToNextFrame());
    fireEvent.pointerLeave(trigger, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(200));
    fireEvent.pointerEnter(screen.getByRole('menu'), { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('menu')).toHaveAttribute('data-state', 'open');
  });

  it('opens from the keyboard, moves with the arrows past disabled items, Esc returns focus', async () => {
    const selected = vi.fn();
    renderMenu({ onSelect: selected });
    const trigger = screen.getByRole('button', { name: 'Blog' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await settle();
    expect(screen.getByRole('menuitem', { name: 'Articles' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Random' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Articles' })).toHaveFocus();
    await userEvent.keyboard('{End}{Enter}');
    expect(selected).toHaveBeenCalledTimes(1);
    expect(trigger).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await settle();
    expect(screen.getByRole('menuitem', { name: 'Articles' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('a link item navigates with react-router', async () => {
    const router = renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Blog' }));
    await settle();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Articles' }));
    expect(router.state.location.pathname).toBe('/blog/articles');
  });
});
