import { useEffect, useRef } from 'react';
import type { ChoiceOption } from '../../../ui/option.ts';
import { RadioGroup } from '../../../ui/radio-group.tsx';
import { Select } from '../../../ui/select.tsx';
import { Switch } from '../../../ui/switch.tsx';
import { type SettingName, type Settings, settingRules } from '../settings-schema.ts';
import { useSettingsStore } from '../store.ts';

type BooleanName = { [K in SettingName]: Settings[K] extends boolean ? K : never }[SettingName];
type ChoiceName = 'language' | 'second_language' | 'appearance' | 'font' | 'blur_effect' | 'gray';

/** Writes through the validating setter [SET-15..18]. */
const setSetting = (name: SettingName, value: unknown) => useSettingsStore.getState().set(name, value);

/** A choice setting's current value and its options (all, or those in `only`), each named by `optionLabel`. */
function useChoice(name: ChoiceName, optionLabel: (value: string) => string, only?: readonly string[]) {
  const value: string = useSettingsStore((s) => s.settings[name]);
  const rule = settingRules[name];
  const values = rule.kind === 'select' ? (rule.options as readonly string[]) : [];
  const options: ChoiceOption[] = values
    .filter((option) => only === undefined || only.includes(option))
    .map((option) => ({ value: option, label: optionLabel(option) }));
  return { value, options };
}

/**
 * A boolean setting as the kit's switch, labelled `label`.
 * @example <SwitchField name="invert" label={t('invert')} />
 */
export function SwitchField({ name, label }: { name: BooleanName; label: string }) {
  const checked = useSettingsStore((s) => s.settings[name]);
  return <Switch label={label} checked={checked} onCheckedChange={(next) => setSetting(name, next)} />;
}

/**
 * A choice setting as the kit's select; `optionLabel(value)` names each option, and `optionLang(value)`, when
 * given, marks a label written in its own language (the kit's options take no `lang`, so it is set here).
 * @example <SelectField name="font" label={t('font.label')} optionLabel={(v) => t(`font.${v}`)} />
 */
export function SelectField({
  name,
  label,
  optionLabel,
  optionLang,
}: {
  name: ChoiceName;
  label: string;
  optionLabel: (value: string) => string;
  optionLang?: (value: string) => string | undefined;
}) {
  const { value, options } = useChoice(name, optionLabel);
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (optionLang === undefined) return;
    for (const option of wrapper.current?.querySelectorAll('option') ?? []) {
      const lang = optionLang(option.value);
      if (lang === undefined) option.removeAttribute('lang');
      else option.lang = lang;
    }
  });
  return (
    <div ref={wrapper}>
      <Select label={label} value={value} options={options} onValueChange={(next) => setSetting(name, next)} />
    </div>
  );
}

/**
 * A choice setting as the kit's inline radio group, over all its options or those in `only` (appearance is
 * split into its "auto" and "fixed" parts this way [SET-27]).
 * @example <RadioField name="gray" label={t('gray.label')} optionLabel={(v) => t(`gray.${v}`)} />
 */
export function RadioField({
  name,
  label,
  optionLabel,
  only,
}: {
  name: ChoiceName;
  label: string;
  optionLabel: (value: string) => string;
  only?: readonly string[];
}) {
  const { value, options } = useChoice(name, optionLabel, only);
  return (
    <RadioGroup inline label={label} value={value} options={options} onValueChange={(next) => setSetting(name, next)} />
  );
}
