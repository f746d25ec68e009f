import { useId } from 'react';
import styles from './field.module.css';
import { type ChoiceOption, choosableOption } from './option.ts';

/** Props of `Select`. */
export interface SelectProps<V extends string> {
  value: V;
  onValueChange: (value: V) => void;
  options: readonly ChoiceOption<V>[];
  /** Visible label naming the select. */
  label: string;
  disabled?: boolean;
  className?: string;
  /** The field's name in a submitted form (a GET form that works without JavaScript sends it in the address). */
  name?: string;
  /** The id of the form the select belongs to when it stands outside it (the `<select form>` attribute). */
  form?: string;
}

/**
 * A single-choice select. A native `<select>` styled with the theme: the platform's own list (keyboard, screen
 * readers, touch pickers) at no bundle cost. Disabled options are shown but cannot be chosen [WIDGET-15].
 *
 * @example <Select label={t('font')} value={font} onValueChange={setFont} options={[{ value: 'serif', label: t('serif') }]} />
 */
export function Select<V extends string>({
  value,
  onValueChange,
  options,
  label,
  disabled = false,
  className,
  name,
  form,
}: SelectProps<V>) {
  const id = useId();
  return (
    <div className={[styles.field, className ?? ''].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        form={form}
        className={styles.select}
        value={value}
        disabled={disabled}
        onChange={(event) => {
          const option = choosableOption(options, event.target.value);
          if (option !== undefined && option.value !== value) onValueChange(option.value);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
