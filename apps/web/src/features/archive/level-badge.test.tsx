import { render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { createI18n } from '../../lib/i18n.ts';
import { Cover } from './cover.tsx';
import { LevelBadge } from './level-badge.tsx';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('en');
  await i18n.loadNamespaces(['archive']);
});

const show = (node: React.ReactNode) => render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);

describe('LevelBadge', () => {
  it('[CONST-06] names the level and carries its colour', () => {
    show(<LevelBadge level={3} />);
    const badge = screen.getByRole('img', { name: 'Rating: Epic' });
    expect(badge.dataset.level).toBe('3');
    expect(badge.style.getPropertyValue('--level-bg')).not.toBe('');
  });

  it('[CONST-07] no-rate has its own words and no level colour', () => {
    show(<LevelBadge level={null} />);
    const badge = screen.getByRole('img', { name: 'Rating: No rating' });
    expect(badge.dataset.level).toBe('none');
    expect(badge.style.getPropertyValue('--level-bg')).toBe('');
  });
});

describe('Cover', () => {
  it('loads a cover lazily with the title as its text', () => {
    show(<Cover src="/media/cover/a.jpg" title="Heat" />);
    const img = screen.getByRole('img', { name: 'Cover of Heat' });
    expect(img.getAttribute('loading')).toBe('lazy');
  });

  it('shows a named placeholder when there is no cover', () => {
    show(<Cover src="" title="Heat" />);
    expect(screen.getByRole('img', { name: 'No cover' }).textContent).toBe('H');
  });
});
