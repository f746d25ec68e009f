import { useId } from 'react';
import styles from './field.module.css';
import { type ChoiceOption, choosableOption } from './option.ts';

/** Props of `RadioGroup`. */
export interface RadioGroupProps<V extends string> {
  value: V;
  onValueChange: (value: V) => void;
  options: readonly ChoiceOption<V>[];
  /** Visible legend naming the group. */
  label: string;
  /** Lay the options out in a row (wrapping) instead of a column. */
  inline?: boolean;
  disabled?: boolean;
  className?: string;
}

/**
 * A radio group: a `<fieldset>` of native radio inputs (arrow keys move and choose, Tab enters at the checked one).
 * Disabled options are shown but cannot be chosen [WIDGET-15].
 *
 * @example <RadioGroup label={t('appearance')} value={mode} onValueChange={setMode} options={modes} inline />
 */
export function RadioGroup<V extends string>({
  value,
  onValueChange,
  options,
  label,
  inline = false,
  disabled = false,
  className,
}: RadioGroupProps<V>) {
  const name = useId();
  return (
    <fieldset className={[styles.fieldset, className ?? ''].filter(Boolean).join(' ')} disabled={disabled}>
      <legend className={styles.label}>{label}</legend>
      <div className={inline ? styles.radiosInline : styles.radios}>
        {options.map((option) => (
          <label key={option.value} className={styles.radio} data-disabled={option.disabled || undefined}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              disabled={option.disabled}
              onChange={(event) => {
                const chosen = choosableOption(options, event.target.value);
                if (chosen !== undefined) onValueChange(chosen.value);
              }}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
