import { colord } from 'colord';
import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberInput } from '../../../ui/number-input.tsx';
import { Switch } from '../../../ui/switch.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { maxRadiusPx } from '../settings-schema.ts';
import { useSettingsStore } from '../store.ts';
import styles from './settings-panel.module.css';

/**
 * A text setting (api_address, ws_api_address) applied when the field loses focus or on Enter, so an
 * address is probed once, not on every keystroke [SET-19][SET-20]. A refused value (an empty
 * api_address) puts the current value back.
 */
export function AddressField({
  name,
  label,
  hint,
}: {
  name: 'api_address' | 'ws_api_address';
  label: string;
  hint?: string;
}) {
  const value = useSettingsStore((s) => s.settings[name]);
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const apply = () => {
    if (draft === value) return;
    if (!useSettingsStore.getState().set(name, draft)) setDraft(value);
  };
  return (
    <TextField
      label={label}
      hint={hint}
      type="text"
      inputMode="url"
      spellCheck={false}
      autoComplete="off"
      value={draft}
      onChange={(e) => setDraft(e.currentTarget.value)}
      onBlur={apply}
      onKeyDown={(e) => {
        if (e.key === 'Enter') apply();
      }}
    />
  );
}

/** The corner radius in px, 0..20 [THEME-11], committed on blur or Enter; non-numeric input counts as 0. */
export function RadiusField({ label }: { label: string }) {
  const radius = useSettingsStore((s) => s.settings.radius);
  return (
    <NumberInput
      label={label}
      value={radius}
      min={0}
      max={maxRadiusPx}
      onValueChange={(next) => useSettingsStore.getState().set('radius', next)}
    />
  );
}

const hexColor = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Preset theme colours offered to everyone (spec section 9: the dialog offers a theme colour). */
export const colorSwatches = ['#0099ff', '#7c4dff', '#e91e63', '#ff7043', '#43a047', '#00897b'] as const;

/** The theme colour as swatch buttons; `custom` adds the free main-colour inputs (debug only [SET-23]). */
export function ColorField({ label, custom }: { label: string; custom: boolean }) {
  const { t } = useTranslation('settings');
  const color = useSettingsStore((s) => s.settings.color);
  const [draft, setDraft] = useState(color);
  useEffect(() => setDraft(color), [color]);
  const pickerId = useId();
  const set = (value: string) => useSettingsStore.getState().set('color', value);
  const draftValid = hexColor.test(draft);
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.swatches}>
        {colorSwatches.map((swatch) => (
          <button
            key={swatch}
            type="button"
            className={styles.swatch}
            style={{ background: swatch }}
            aria-label={t('color.swatch', { color: swatch })}
            aria-pressed={colord(color).toHex() === swatch}
            onClick={() => set(swatch)}
          />
        ))}
      </div>
      {custom && (
        <div className={styles.customColor}>
          <div className={styles.picker}>
            <label htmlFor={pickerId}>{t('color.custom')}</label>
            <input
              id={pickerId}
              type="color"
              value={colord(color).toHex()}
              onChange={(e) => set(e.currentTarget.value)}
            />
          </div>
          <TextField
            className={styles.hex}
            label={t('color.hex')}
            type="text"
            spellCheck={false}
            value={draft}
            aria-invalid={!draftValid}
            hint={draftValid ? undefined : <span role="alert">{t('color.invalid')}</span>}
            onChange={(e) => {
              setDraft(e.currentTarget.value);
              if (hexColor.test(e.currentTarget.value)) set(e.currentTarget.value);
            }}
            onBlur={() => setDraft(color)}
          />
        </div>
      )}
    </fieldset>
  );
}

function subscribeFullscreen(listener: () => void) {
  document.addEventListener('fullscreenchange', listener);
  return () => document.removeEventListener('fullscreenchange', listener);
}

/**
 * Full screen through the browser's Fullscreen API: not a stored setting, the switch shows the live state
 * (Esc leaves full screen and the switch follows). Disabled where the API is unavailable.
 */
export function FullscreenField({ label }: { label: string }) {
  const active = useSyncExternalStore(
    subscribeFullscreen,
    () => document.fullscreenElement !== null && document.fullscreenElement !== undefined,
    () => false,
  );
  const supported = typeof document !== 'undefined' && document.fullscreenEnabled === true;
  const toggle = () => {
    const request = active ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    request.catch((error: unknown) => console.log('[settings] full screen was refused', error));
  };
  return <Switch label={label} checked={active} disabled={!supported} onCheckedChange={toggle} />;
}
