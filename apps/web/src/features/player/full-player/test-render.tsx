import { render } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { createI18n } from '../../../lib/i18n.ts';

let instance: I18n | null = null;

/** An i18n instance in Simplified Chinese (the spec's own labels) with the player namespaces loaded. */
export async function zhI18n(): Promise<I18n> {
  instance ??= await createI18n('zh', ['fullplayer', 'player', 'ui']);
  return instance;
}

/** Renders `ui` with the zh strings inside a memory router at `path`. Call `zhI18n()` in a `beforeAll` first. */
export function renderZh(ui: ReactElement, path = '/archive/music') {
  if (instance === null) throw new Error('call zhI18n() in beforeAll first');
  const i18n = instance;
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </I18nextProvider>,
  );
}

/** window.matchMedia answering `narrow` for the narrow-layout query [FPLAY-08] and false for everything else. */
export function stubMatchMedia(narrow: boolean): void {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: query === '(max-width: 918px)' ? narrow : false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
}
