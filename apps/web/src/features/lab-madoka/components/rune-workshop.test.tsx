import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { createI18n } from '../../../lib/i18n.ts';
import { RuneWorkshop } from './rune-workshop.tsx';

/** The letters of the runes drawn in the image named `name`. */
function drawn(name: string): string {
  const image = screen.getByRole('img', { name });
  return [...image.querySelectorAll('svg[data-rune]')].map((s) => s.getAttribute('data-rune')).join('');
}

describe('RuneWorkshop (issue 25 point 4)', () => {
  beforeAll(async () => {
    await createI18n('en');
  });

  it('draws the typed text in runes live, named by its reading, and lists what it skipped', () => {
    render(<RuneWorkshop />);
    const input = screen.getByRole('textbox', { name: 'Latin text' });
    fireEvent.change(input, { target: { value: 'Ÿes, NO 7' } });
    expect(drawn('yes no')).toBe('yesseparatorno');
    expect(screen.getByTestId('skipped')).toHaveTextContent(', 7');
    expect(screen.getByText('5 runes', { exact: false })).toBeInTheDocument();
  });

  it('never turns typed markup into elements', () => {
    const { container } = render(<RuneWorkshop />);
    const payload = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    fireEvent.change(screen.getByRole('textbox', { name: 'Latin text' }), { target: { value: payload } });
    expect(container.querySelector('img, script')).toBeNull();
    expect(screen.getByTestId('skipped')).toHaveTextContent('< = ( 1 ) > 2 /');
    expect(screen.getByRole('img', { name: 'img srcx onerroralertscriptalertscript' })).toBeInTheDocument();
  });

  it('writes a decoded text from the rune keys, with space, backspace and clear', async () => {
    render(<RuneWorkshop />);
    const keyboard = screen.getByRole('list', { name: 'Rune keyboard' });
    expect(within(keyboard).getAllByRole('button')).toHaveLength(26);
    for (const letter of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ')
      await userEvent.click(screen.getByRole('button', { name: `Rune ${letter}` }));
    await userEvent.click(screen.getByRole('button', { name: 'Space' }));
    await userEvent.click(screen.getByRole('button', { name: 'Rune Q' }));
    await userEvent.click(screen.getByRole('button', { name: 'Rune X' }));
    await userEvent.click(screen.getByRole('button', { name: 'Backspace' }));
    expect(screen.getByTestId('decoded')).toHaveTextContent('abcdefghijklmnopqrstuvwxyz q');
    expect(drawn('abcdefghijklmnopqrstuvwxyz q')).toBe('abcdefghijklmnopqrstuvwxyzseparatorq');
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByTestId('decoded')).toHaveTextContent('');
    expect(screen.getByText('Press runes to write a word.')).toBeInTheDocument();
  });

  it('moves between the rune keys with the arrows, Home and End, and types with the letter keys', async () => {
    render(<RuneWorkshop />);
    const key = (letter: string) => screen.getByRole('button', { name: `Rune ${letter}` });
    key('K').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(key('L')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(key('J')).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowLeft}');
    expect(key('Z')).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(key('Z')).toHaveFocus();
    await userEvent.keyboard('MaDo');
    expect(screen.getByTestId('decoded')).toHaveTextContent('mado');
    expect(key('O')).toHaveFocus();
    await userEvent.keyboard('{Backspace}{Enter}');
    expect(screen.getByTestId('decoded')).toHaveTextContent('mado');
    // Digits and modified keys are left to the browser.
    await userEvent.keyboard('7{Control>}a{/Control}');
    expect(screen.getByTestId('decoded')).toHaveTextContent('mado');
  });
});
