import { act, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../../../lib/i18n.ts';
import { setShortcutsHelpOpen } from '../shortcuts-help.ts';
import { ShortcutsDialog } from './shortcuts-dialog.tsx';

// Issue 19, point 8: `?` opens a help dialog listing the full player's keyboard shortcuts (spec section 9,
// PLAY-61..68) in the reader's language; it is the UI kit's dialog, so focus stays inside it.

afterEach(() => {
  act(() => setShortcutsHelpOpen(false));
});

/** Each language's dialog title and what it says for Space and for PageUp / PageDown. */
const expected = [
  ['en', 'Keyboard shortcuts', 'Play / pause', 'Previous / next song'],
  ['zh', '键盘快捷键', '播放 / 暂停', '上一首 / 下一首'],
  ['zh-tw', '鍵盤快捷鍵', '播放 / 暫停', '上一首 / 下一首'],
  ['ja', 'キーボードショートカット', '再生 / 一時停止', '前の曲 / 次の曲'],
] as const;

describe('ShortcutsDialog', () => {
  for (const [language, title, playPause, previousNext] of expected)
    it(`[PLAY-61] [PLAY-68] lists every shortcut in ${language}, with focus trapped inside`, async () => {
      const i18n = await createI18n(language, ['fullplayer', 'ui']);
      render(
        <I18nextProvider i18n={i18n}>
          <button type="button">outside</button>
          <ShortcutsDialog />
        </I18nextProvider>,
      );
      act(() => setShortcutsHelpOpen(true));
      const dialog = await screen.findByRole('dialog', { name: title });
      const d = within(dialog);
      for (const key of ['→', '←', '↑', '↓', 'X', 'C', 'S', 'D', 'PageUp', 'PageDown', '?'])
        expect(d.getByText(key, { selector: 'kbd' })).toBeInTheDocument();
      expect(d.getByText(playPause)).toBeInTheDocument();
      expect(d.getByText(previousNext)).toBeInTheDocument();
      expect(dialog.querySelectorAll('dt')).toHaveLength(7);
      await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
      expect(
        screen.getByRole('button', { name: 'outside', hidden: true }).closest('[aria-hidden="true"]'),
      ).not.toBeNull();
    });
});
