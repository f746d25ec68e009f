import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clampNumber, type NumberLimits, stepDecimals } from './clamp-number.ts';
import styles from './field.module.css';
import { Icon } from './icon.tsx';
import buttonStyles from './number-input.module.css';

/** Props of `NumberInput`; the limits default to min 0, max 100, step 1 [WIDGET-12]. */
export interface NumberInputProps extends NumberLimits {
  value: number;
  /** Called with the committed value, always passed through `clampNumber`. */
  onValueChange: (value: number) => void;
  /** Visible label naming the input. */
  label: string;
  /** A unit shown after the field (e.g. "px", "s"). */
  unit?: string;
  disabled?: boolean;
  className?: string;
}

/**
 * A number field (`role="spinbutton"`) with − / + buttons. Typing is free; the value is committed on blur or Enter
 * through `clampNumber`: non-numeric -> 0 [WIDGET-13], rounded to the step's decimals [WIDGET-14], clamped to
 * min..max [WIDGET-10] unless `overflow` [WIDGET-11]. ArrowUp / ArrowDown and the buttons add or take one step.
 *
 * @example <NumberInput label={t('radius')} value={radius} onValueChange={setRadius} max={20} unit="px" />
 */
export function NumberInput({
  value,
  onValueChange,
  label,
  unit,
  disabled = false,
  className,
  ...limits
}: NumberInputProps) {
  const { t } = useTranslation('ui');
  const id = useId();
  const step = limits.step ?? 1;
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? value.toFixed(stepDecimals(step));

  const commit = (input: unknown) => {
    setDraft(null);
    const next = clampNumber(input, limits);
    if (next !== value) onValueChange(next);
  };
  const nudge = (direction: 1 | -1) =>
    commit(clampNumber(draft ?? value, { ...limits, overflow: true }) + direction * step);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit(event.currentTarget.value);
    else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      nudge(event.key === 'ArrowUp' ? 1 : -1);
    }
  };

  return (
    <div className={[styles.field, className ?? ''].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.numberRow}>
        <button
          type="button"
          className={buttonStyles.step}
          aria-label={t('number_input.decrease')}
          aria-controls={id}
          disabled={disabled}
          onClick={() => nudge(-1)}
        >
          <Icon name="minus" size={16} />
        </button>
        <input
          id={id}
          className={`${styles.input} ${styles.numberField}`}
          role="spinbutton"
          inputMode="decimal"
          autoComplete="off"
          aria-valuenow={value}
          aria-valuemin={limits.overflow ? undefined : (limits.min ?? 0)}
          aria-valuemax={limits.overflow ? undefined : (limits.max ?? 100)}
          value={shown}
          disabled={disabled}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={(event) => {
            if (draft !== null) commit(event.target.value);
          }}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className={buttonStyles.step}
          aria-label={t('number_input.increase')}
          aria-controls={id}
          disabled={disabled}
          onClick={() => nudge(1)}
        >
          <Icon name="plus" size={16} />
        </button>
        {unit !== undefined && <span className={styles.unit}>{unit}</span>}
      </div>
    </div>
  );
}
