import type { LinkEntry } from '@site/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { createI18n } from '../../lib/i18n.ts';
import { accentOf, contrastOf } from './accent.ts';
import { EntryCard } from './entry-card.tsx';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('en');
  await i18n.loadNamespaces(['links']);
});

const entry: LinkEntry = {
  id: 7,
  name: 'élan Notes',
  avatar: '/media/links/abc.png',
  avatar_source: 'https://elan.example/avatar.png',
  colour: '#ffcc00',
  description: 'Essays on <b>typography</b>',
  link: 'https://elan.example/',
  kind: 'friend',
  class_id: null,
  order: 1,
  feed_url: '',
  added_at: '2026-01-02T03:04:05Z',
  health: { state: 'ok', since: null },
};

const show = (site: LinkEntry) =>
  render(
    <I18nextProvider i18n={i18n}>
      <EntryCard site={site} />
    </I18nextProvider>,
  );

describe('EntryCard [SITE-08]', () => {
  it('[SITE-08] shows name, avatar (this site’s copy, lazy), colour as accent, description and link', () => {
    const { container } = show(entry);
    const link = screen.getByRole('link', { name: 'élan Notes' });
    expect(link.getAttribute('href')).toBe('https://elan.example/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    // The description is text: the markup in it is shown, never made into elements.
    expect(screen.getByText('Essays on <b>typography</b>')).toBeTruthy();
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe('/media/links/abc.png');
    expect(img?.getAttribute('loading')).toBe('lazy');
    const card = container.querySelector('article');
    expect(card?.style.getPropertyValue('--link-accent')).toBe('#ffcc00');
    // On yellow, black text (contrast 14.7:1 by WCAG's formula) rather than white (1.4:1).
    expect(card?.style.getPropertyValue('--link-accent-text')).toBe('#000000');
  });

  it('falls back to the name’s initial with no avatar, and when the avatar fails to load', () => {
    const { container, unmount } = show({ ...entry, avatar: '' });
    expect(container.querySelector('[data-kind="initial"]')?.textContent).toBe('É');
    expect(container.querySelector('img')).toBeNull();
    unmount();
    const second = show(entry);
    const img = second.container.querySelector('img');
    if (img === null) throw new Error('no image');
    fireEvent.error(img);
    expect(second.container.querySelector('img')).toBeNull();
    expect(second.container.querySelector('[data-kind="initial"]')?.textContent).toBe('É');
  });

  it('dims an unreachable entry and says since when (the date localised)', () => {
    const { container } = show({ ...entry, health: { state: 'unreachable', since: '2026-03-04T10:00:00Z' } });
    expect(container.querySelector('article')?.hasAttribute('data-unreachable')).toBe(true);
    expect(screen.getByText('Unreachable since Mar 4, 2026')).toBeTruthy();
  });

  it('a failing (not yet 3 days) or healthy entry is not dimmed', () => {
    const { container } = show({ ...entry, health: { state: 'failing', since: '2026-03-04T10:00:00Z' } });
    expect(container.querySelector('article')?.hasAttribute('data-unreachable')).toBe(false);
    expect(screen.queryByText(/Unreachable/)).toBeNull();
  });

  it('no colour: no accent of its own (the page’s colours)', () => {
    const { container } = show({ ...entry, colour: '' });
    expect(container.querySelector('article')?.style.getPropertyValue('--link-accent')).toBe('');
  });
});

describe('accentOf', () => {
  it('picks the readable text colour on dark and light accents, at least 4.5:1 (WCAG AA)', () => {
    expect(accentOf('#000080')).toEqual({ colour: '#000080', text: '#ffffff' });
    expect(accentOf('rgb(255, 255, 255)')).toEqual({ colour: '#ffffff', text: '#000000' });
    expect(accentOf('hsl(120, 100%, 25%)')?.colour).toBe('#008000');
    for (const c of ['#0099ff', '#ff0000', '#777777', '#808080', 'hsl(200 50% 50% / 0.4)', '#123']) {
      const accent = accentOf(c);
      if (accent === null) throw new Error(`no accent for ${c}`);
      expect(contrastOf(accent.colour, accent.text)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('writes the colour again opaque as #rrggbb, and has none for blank or unreadable text', () => {
    expect(accentOf('#FF000080')?.colour).toBe('#ff0000');
    expect(accentOf('')).toBeNull();
    expect(accentOf('   ')).toBeNull();
    expect(accentOf('red;background:url(x)')).toBeNull();
  });
});
