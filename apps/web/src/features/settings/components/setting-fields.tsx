import { useId } from 'react';
import { type SettingName, type Settings, settingRules } from '../settings-schema.ts';
import { useSettingsStore } from '../store.ts';
import styles from './settings-panel.module.css';

type BooleanName = { [K in SettingName]: Settings[K] extends boolean ? K : never }[SettingName];
type SelectName = 'language' | 'second_language' | 'appearance' | 'font' | 'blur_effect' | 'gray';

/** Writes through the validating setter [SET-15..18]. */
const setSetting = (name: SettingName, value: unknown) => useSettingsStore.getState().set(name, value);

/**
 * A boolean setting as a switch (a checkbox with `role="switch"`: Space toggles it), labelled `label`.
 * @example <SwitchField name="invert" label={t('invert')} />
 */
export function SwitchField({ name, label }: { name: BooleanName; label: string }) {
  const checked = useSettingsStore((s) => s.settings[name]);
  return (
    <label className={styles.row}>
      <span>{label}</span>
      <input
        type="checkbox"
        role="switch"
        className={styles.switch}
        checked={checked}
        aria-checked={checked}
        onChange={(event) => setSetting(name, event.currentTarget.checked)}
      />
    </label>
  );
}

/**
 * A select setting as a native `<select>` over the setting's options; `optionLabel(value)` names each.
 * @example <SelectField name="font" label={t('font.label')} optionLabel={(v) => t(`font.${v}`)} />
 */
export function SelectField({
  name,
  label,
  optionLabel,
  optionLang,
}: {
  name: SelectName;
  label: string;
  optionLabel: (value: string) => string;
  /** The `lang` of an option's label, for labels written in their own language. */
  optionLang?: (value: string) => string | undefined;
}) {
  const id = useId();
  const value = useSettingsStore((s) => s.settings[name]);
  const rule = settingRules[name];
  const options = rule.kind === 'select' ? (rule.options as readonly string[]) : [];
  return (
    <div className={styles.row}>
      <label htmlFor={id}>{label}</label>
      <select id={id} className={styles.select} value={value} onChange={(e) => setSetting(name, e.currentTarget.value)}>
        {options.map((option) => (
          <option key={option} value={option} lang={optionLang?.(option)}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * A select setting as a radio group (arrow keys move between options), optionally split into captioned
 * parts, e.g. appearance's "auto" and "fixed" modes.
 */
export function RadioField({
  name,
  label,
  groups,
  optionLabel,
}: {
  name: SelectName;
  label: string;
  /** Options in captioned parts; one part with no caption shows a plain list. */
  groups: { caption?: string; options: readonly string[] }[];
  optionLabel: (value: string) => string;
}) {
  const groupName = useId();
  const value = useSettingsStore((s) => s.settings[name]);
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.radios}>
        {groups.map((group) => (
          <div key={group.options.join()} className={styles.radioGroup}>
            {group.caption && <span className={styles.caption}>{group.caption}</span>}
            {group.options.map((option) => (
              <label key={option} className={styles.radio}>
                <input
                  type="radio"
                  name={groupName}
                  value={option}
                  checked={value === option}
                  onChange={() => setSetting(name, option)}
                />
                <span>{optionLabel(option)}</span>
              </label>
            ))}
          </div>
        ))}
      </div>
    </fieldset>
  );
}
