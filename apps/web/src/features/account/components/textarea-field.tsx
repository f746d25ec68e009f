import { type TextareaHTMLAttributes, useId } from 'react';
import fieldStyles from '../../../ui/field.module.css';
import styles from './account-form.module.css';

/** Props of `TextareaField`: every `<textarea>` attribute plus a label and an optional error message. */
export interface TextareaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  /** The message of a refused value: shown under the field, read as its description, `aria-invalid` set. */
  error?: string | null | undefined;
}

/**
 * A labelled multi-line field in the kit's look whose error message is tied to it like `FormField`'s
 * (`aria-invalid` + `aria-describedby`).
 *
 * @example <TextareaField label={t('fields.introduction')} value={text} onChange={...} error={errors.introduction} />
 */
export function TextareaField({ label, error, className, ...textarea }: TextareaFieldProps) {
  const id = useId();
  const invalid = error !== null && error !== undefined && error !== '';
  return (
    <div className={[fieldStyles.field, invalid ? styles.invalid : '', className ?? ''].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <textarea
        id={id}
        className={`${fieldStyles.input} ${fieldStyles.textarea}`}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        {...textarea}
      />
      {invalid && (
        <span id={`${id}-error`} className={`${fieldStyles.hint} ${styles.error}`}>
          {error}
        </span>
      )}
    </div>
  );
}
