import type { Ref } from 'react';
import { TextField, type TextFieldProps } from '../../../ui/text-field.tsx';
import styles from './account-form.module.css';

/** A `TextField` whose hint turns into an error message (announced, and `aria-invalid` on the input). */
export function FormField({
  error,
  hint,
  ref,
  ...props
}: TextFieldProps & { error?: string | null | undefined; ref?: Ref<HTMLInputElement> }) {
  const invalid = error !== null && error !== undefined && error !== '';
  return (
    <TextField
      {...props}
      ref={ref}
      className={invalid ? styles.invalid : undefined}
      aria-invalid={invalid || undefined}
      hint={invalid ? <span className={styles.error}>{error}</span> : hint}
    />
  );
}
