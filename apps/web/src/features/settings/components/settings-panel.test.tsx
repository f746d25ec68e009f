import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../lib/i18n.ts';
import { clearToasts, useToastStore } from '../../../ui/toast-store.ts';
import { defaultSettings } from '../settings-schema.ts';
import { useSettingsStore } from '../store.ts';
import { LanguageDialog } from './language-dialog.tsx';
import { SettingsPanel } from './settings-panel.tsx';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('en');
});
beforeEach(() => {
  useSettingsStore.setState({ settings: { ...defaultSettings, language: 'en' }, started: true });
  clearToasts();
});
afterEach(() => clearToasts());

const renderPanel = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <SettingsPanel />
    </I18nextProvider>,
  );
const settings = () => useSettingsStore.getState().settings;
const debugOnly = [
  'Administrator Mode',
  'Body scrolling',
  'Hidden fonts (system fonts only) *',
  'Invert colours',
  'Full screen',
  'Corner radius (px) *',
  'FPS *',
  'Hide header *',
  'Hide footer *',
  'No scroll *',
  'Mobile mode *',
];

async function unlock(user: ReturnType<typeof userEvent.setup>) {
  const version = screen.getByRole('button', { name: /^Version / });
  for (let i = 0; i < 5; i += 1) await user.click(version);
}

describe('SettingsPanel', () => {
  it('[SET-27] appearance offers follow system, follow time, keep dark and keep light, grouped under auto', async () => {
    const user = userEvent.setup();
    renderPanel();
    const group = screen.getByRole('group', { name: 'Appearance' });
    const auto = within(group).getByRole('group', { name: 'Auto' });
    expect(
      within(auto)
        .getAllByRole('radio')
        .map((r) => r.parentElement?.textContent),
    ).toEqual(['Follow system', 'Follow time']);
    for (const name of ['Keep dark', 'Keep light'])
      expect(within(group).getByRole('radio', { name })).toBeInTheDocument();
    expect(within(auto).getByRole('radio', { name: 'Follow system' })).toBeChecked();
    await user.click(within(group).getByRole('radio', { name: 'Keep dark' }));
    expect(settings().appearance).toBe('dark');
    expect(within(group).getAllByRole('radio', { checked: true })).toHaveLength(1);
  });

  it('[SET-28] gray offers auto, on and off', async () => {
    const user = userEvent.setup();
    renderPanel();
    const group = screen.getByRole('group', { name: 'Gray' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.parentElement?.textContent),
    ).toEqual(['auto', 'on', 'off']);
    await user.click(within(group).getByRole('radio', { name: 'on' }));
    expect(settings().gray).toBe('on');
  });

  it('[THEME-13] the fonts are labelled sans serif, serif, Kaiti and Madoka', async () => {
    const user = userEvent.setup();
    renderPanel();
    const font = screen.getByRole('combobox', { name: 'Font' });
    expect(
      within(font)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['sans serif', 'serif', 'Kaiti', 'Madoka']);
    await user.selectOptions(font, 'Kaiti');
    expect(settings().font).toBe('kaiti');
  });

  it('[I18N-10] choosing the font Madoka sets the language to English', async () => {
    const user = userEvent.setup();
    useSettingsStore.setState({ settings: { ...settings(), language: 'ja', second_language: 'off' } });
    renderPanel();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Font' }), 'Madoka');
    expect(settings()).toMatchObject({ font: 'madoka', language: 'en' });
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  });

  it('[I18N-09] the language options name each language in its own language, marked with its lang', async () => {
    const user = userEvent.setup();
    useSettingsStore.setState({ settings: { ...settings(), second_language: 'ja' } });
    renderPanel();
    const language = screen.getByRole('combobox', { name: 'Language' });
    const japanese = within(language).getByRole('option', { name: '日本語' });
    expect(japanese).toHaveAttribute('lang', 'ja');
    expect(within(language).getByRole('option', { name: 'Follow system' })).not.toHaveAttribute('lang');
    await user.selectOptions(language, japanese);
    expect(settings()).toMatchObject({ language: 'ja', second_language: 'off' });
  });

  it('[SET-24] [SET-25] debug and developer settings are hidden until the version line is clicked 5 times', async () => {
    const user = userEvent.setup();
    renderPanel();
    expect(screen.queryByRole('switch', { name: 'Debug' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'API address' })).not.toBeInTheDocument();
    await unlock(user);
    expect(screen.getByRole('switch', { name: 'Debug' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'API address' })).toBeInTheDocument();
    expect(useToastStore.getState().toasts.map((t) => t.message)).toEqual(['Hidden options unlocked']);
  });

  it('[SET-23] [SET-26] [ROLE-11] the debug options (Administrator Mode among them) show only while debug is on', async () => {
    const user = userEvent.setup();
    renderPanel();
    await unlock(user);
    for (const name of debugOnly) expect(screen.queryByLabelText(name)).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Main colour')).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Debug' }));
    for (const name of debugOnly) expect(screen.getByLabelText(name)).toBeInTheDocument();
    expect(screen.getByLabelText('Main colour')).toBeInTheDocument();
    // the options the dialog always offers [SET-26]
    expect(screen.getByRole('group', { name: 'Theme colour' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Blur' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Second language' })).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Hide header *' }));
    expect(settings().hide_header).toBe(true);
  });

  it('[SET-23] the main colour takes a hex value and flags one it cannot use', async () => {
    const user = userEvent.setup();
    useSettingsStore.setState({ settings: { ...settings(), debug: true } });
    renderPanel();
    const hex = screen.getByRole('textbox', { name: 'Main colour (hex)' });
    await user.clear(hex);
    await user.type(hex, '#e91e63');
    expect(settings().color).toBe('#e91e63');
    expect(screen.getByRole('button', { name: 'Use colour #e91e63' })).toHaveAttribute('aria-pressed', 'true');
    await user.type(hex, 'x');
    expect(hex).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a colour like #0099ff or #09f');
    expect(settings().color).toBe('#e91e63');
  });

  it('[THEME-11] the radius input caps at 20', async () => {
    const user = userEvent.setup();
    useSettingsStore.setState({ settings: { ...settings(), debug: true } });
    renderPanel();
    const radius = screen.getByRole('spinbutton', { name: 'Corner radius (px) *' });
    expect(radius).toHaveAttribute('aria-valuemax', '20');
    await user.clear(radius);
    await user.type(radius, '35{Enter}');
    expect(settings().radius).toBe(20);
    expect(radius).toHaveValue('20');
  });

  it('[SET-19] api_address applies on Enter, not on every keystroke', async () => {
    const user = userEvent.setup();
    useSettingsStore.setState({ settings: { ...settings(), hidden_unlocked: true } });
    renderPanel();
    const field = screen.getByRole('textbox', { name: 'API address' });
    await user.clear(field);
    expect(settings().api_address).toBe('/api/');
    await user.type(field, '/v2/');
    expect(settings().api_address).toBe('/api/');
    // the probe itself is covered in settings-effects.test.ts; here only the field's commit
    await user.keyboard('{Enter}');
    expect(settings().api_address).toBe('/v2/');
    expect(field).toHaveAccessibleDescription('Applied when you leave the field or press Enter.');
  });

  it('[SET-19] ws_api_address applies when the field loses focus; an empty api_address is put back', async () => {
    const user = userEvent.setup();
    useSettingsStore.setState({ settings: { ...settings(), hidden_unlocked: true } });
    renderPanel();
    const ws = screen.getByRole('textbox', { name: 'WebSocket API address' });
    await user.clear(ws);
    await user.type(ws, 'wss://example.test/ws');
    expect(settings().ws_api_address).toBe('');
    await user.tab();
    expect(settings().ws_api_address).toBe('wss://example.test/ws');
    const api = screen.getByRole('textbox', { name: 'API address' });
    await user.clear(api);
    await user.tab();
    expect(settings().api_address).toBe('/api/');
    expect(api).toHaveValue('/api/');
  });

  it('[SET-29] [ERR-22] restore defaults resets everything and says so', async () => {
    // An English browser: the panel's English stays (the language's default is the browser's, issue 19).
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
    const user = userEvent.setup();
    useSettingsStore.setState({ settings: { ...settings(), appearance: 'dark', blur_effect: 'none' } });
    renderPanel();
    await user.click(screen.getByRole('button', { name: 'Restore defaults' }));
    expect(settings()).toMatchObject({ appearance: 'system', blur_effect: 'some' });
    expect(useToastStore.getState().toasts.map((t) => t.message)).toContain('Restored default settings');
  });
});

describe('LanguageDialog', () => {
  it('[DIALOG-10] [I18N-11] names the languages in their own language; choosing one sets the language', async () => {
    const user = userEvent.setup();
    let open = true;
    render(
      <I18nextProvider i18n={i18n}>
        <LanguageDialog open onOpenChange={(next) => (open = next)} />
      </I18nextProvider>,
    );
    await act(async () => {
      await import('../../../ui/dialog-view.tsx');
    });
    const dialog = await screen.findByRole('dialog', { name: 'Language' });
    const names = within(dialog)
      .getAllByRole('button')
      .filter((b) => b.hasAttribute('lang'))
      .map((b) => b.textContent);
    expect(names).toEqual(['English', '简体中文', '繁體中文', '日本語']);
    expect(within(dialog).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(dialog).getByRole('button', { name: '日本語' }));
    expect(settings().language).toBe('ja');
    expect(open).toBe(false);
  });
});
