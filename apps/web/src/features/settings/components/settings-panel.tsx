import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { version } from '../../../../package.json';
import { languageNames, languages } from '../../../lib/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { useSettingsStore } from '../store.ts';
import { RadioField, SelectField, SwitchField } from './setting-fields.tsx';
import { AddressField, ColorField, FullscreenField, RadiusField } from './setting-inputs.tsx';
import styles from './settings-panel.module.css';

/** Appearance's two parts: the automatic modes, captioned "auto", and the fixed ones [SET-27]. */
const autoAppearance = ['system', 'time'] as const;
const fixedAppearance = ['dark', 'light'] as const;

/** Clicks on the version line that unlock the hidden settings [SET-24]. */
export const unlockClicks = 5;

const ownName = (value: string) =>
  value in languageNames ? languageNames[value as keyof typeof languageNames] : undefined;

/**
 * Every setting's control, shared by the settings dialog and the /settings page (spec section 9
 * "Settings options", [SET-23..29]).
 *
 * - Always: language, second language, appearance ("follow system", "follow time", "keep dark",
 *   "keep light", the first two captioned "auto" [SET-27]), theme colour swatches, font [THEME-13],
 *   blur, gray ("auto", "on", "off" [SET-28]), restore defaults [SET-29].
 * - The debug switch and the developer settings (API addresses) stay hidden until the version line is
 *   clicked 5 times [SET-24][SET-25] (or debug is already on).
 * - While debug is on: administrator mode, body scroll, hidden fonts, invert, main colour, full screen,
 *   radius, fps, header, footer, no-scroll, mobile mode [SET-23]. Labels with "*" are session-only [SET-14].
 */
export function SettingsPanel() {
  const { t } = useTranslation('settings');
  const debug = useSettingsStore((s) => s.settings.debug);
  const unlocked = useSettingsStore((s) => s.settings.hidden_unlocked || s.settings.debug);
  const clicks = useRef(0);
  const languageLabel = (value: string) => ownName(value) ?? t(`language.${value}`);
  const appearance = (value: string) => t(`appearance.${value}`);

  const onVersionClick = () => {
    clicks.current += 1;
    if (clicks.current >= unlockClicks) useSettingsStore.getState().unlockHidden();
  };

  return (
    <div className={styles.panel}>
      <section className={styles.section} aria-labelledby="settings-interface">
        <h2 id="settings-interface" className={styles.heading}>
          {t('sections.interface')}
        </h2>
        <SelectField name="language" label={t('language.label')} optionLabel={languageLabel} optionLang={ownLang} />
        <SelectField
          name="second_language"
          label={t('second_language.label')}
          optionLabel={(v) => ownName(v) ?? t(`second_language.${v}`)}
          optionLang={ownLang}
        />
      </section>

      <section className={styles.section} aria-labelledby="settings-appearance">
        <h2 id="settings-appearance" className={styles.heading}>
          {t('sections.appearance')}
        </h2>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('appearance.label')}</legend>
          <div className={styles.parts}>
            <RadioField name="appearance" label={t('appearance.auto')} only={autoAppearance} optionLabel={appearance} />
            <RadioField
              name="appearance"
              label={t('appearance.fixed')}
              only={fixedAppearance}
              optionLabel={appearance}
            />
          </div>
        </fieldset>
        <ColorField label={t('color.label')} custom={debug} />
        <SelectField name="font" label={t('font.label')} optionLabel={(v) => t(`font.${v}`)} />
        <p className={styles.hint}>{t('font.madoka_note')}</p>
        <RadioField name="blur_effect" label={t('blur_effect.label')} optionLabel={(v) => t(`blur_effect.${v}`)} />
        <RadioField name="gray" label={t('gray.label')} optionLabel={(v) => t(`gray.${v}`)} />
      </section>

      {unlocked && (
        <section className={styles.section} aria-labelledby="settings-debug">
          <h2 id="settings-debug" className={styles.heading}>
            {t('sections.debug')}
          </h2>
          <SwitchField name="debug" label={t('debug')} />
          {debug && (
            <>
              <SwitchField name="active_admin" label={t('active_admin')} />
              <SwitchField name="body_scroll" label={t('body_scroll')} />
              <SwitchField name="hide_fonts" label={t('hide_fonts')} />
              <SwitchField name="invert" label={t('invert')} />
              <FullscreenField label={t('fullscreen')} />
              <RadiusField label={t('radius')} />
              <SwitchField name="show_fps" label={t('show_fps')} />
              <SwitchField name="hide_header" label={t('hide_header')} />
              <SwitchField name="hide_footer" label={t('hide_footer')} />
              <SwitchField name="no_scroll" label={t('no_scroll')} />
              <SwitchField name="mobile_mode" label={t('mobile_mode')} />
              <p className={styles.hint}>{t('session_note')}</p>
            </>
          )}
        </section>
      )}

      {unlocked && (
        <section className={styles.section} aria-labelledby="settings-developer">
          <h2 id="settings-developer" className={styles.heading}>
            {t('sections.developer')}
          </h2>
          <AddressField name="api_address" label={t('api_address.label')} hint={t('api_address.hint')} />
          <AddressField name="ws_api_address" label={t('ws_api_address.label')} />
        </section>
      )}

      <div className={styles.actions}>
        <Button onClick={() => useSettingsStore.getState().reset()}>{t('reset')}</Button>
        <Button variant="ghost" size="small" className={styles.version} onClick={onVersionClick}>
          {t('version', { version })}
        </Button>
      </div>
    </div>
  );
}

function ownLang(value: string): string | undefined {
  return (languages as readonly string[]).includes(value) ? value : undefined;
}
