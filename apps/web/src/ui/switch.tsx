import { type ReactNode, useId } from 'react';
import styles from './switch.module.css';

/** Props of `Switch`. */
export interface SwitchProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Visible label; it names the switch. */
  label: ReactNode;
  /** Extra text under the label, read as the switch's description. */
  description?: ReactNode;
  disabled?: boolean;
  className?: string;
}

/**
 * An on/off switch (`role="switch"`, `aria-checked`). Activating it by click, Space or Enter toggles it between on
 * and off [WIDGET-07]. A native button underneath, so it needs no script beyond this file.
 *
 * @example <Switch checked={blur} onCheckedChange={setBlur} label={t('blur')} />
 */
export function Switch({ checked, onCheckedChange, label, description, disabled = false, className }: SwitchProps) {
  const id = useId();
  return (
    <div className={[styles.row, className ?? ''].filter(Boolean).join(' ')}>
      <span className={styles.text}>
        <label htmlFor={`${id}-switch`} className={styles.label}>
          {label}
        </label>
        {description !== undefined && (
          <span id={`${id}-description`} className={styles.description}>
            {description}
          </span>
        )}
      </span>
      <button
        id={`${id}-switch`}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={description === undefined ? undefined : `${id}-description`}
        disabled={disabled}
        className={styles.switch}
        onClick={() => onCheckedChange(!checked)}
      >
        <span className={styles.thumb} />
      </button>
    </div>
  );
}
