import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import styles from './field.module.css';

/** Props of `TextField`: every `<input>` attribute (`type`, `value`, `onChange`, `required`, ...) plus a label. */
export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  /** Visible label naming the field. */
  label: ReactNode;
  /** Help or error text under the field, read as its description. */
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled single-line text field in the kit's look.
 *
 * @example <TextField label={t('uid')} value={uid} onChange={(e) => setUid(e.target.value)} autoComplete="username" required />
 */
export function TextField({ label, hint, className, ref, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <div className={[styles.field, className ?? ''].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        className={styles.input}
        aria-describedby={hint === undefined ? undefined : `${id}-hint`}
        {...input}
      />
      {hint !== undefined && (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      )}
    </div>
  );
}
