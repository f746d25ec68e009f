import { type TextareaHTMLAttributes, useId } from 'react';
import fieldStyles from '../../../ui/field.module.css';

/** Props of `TextArea`: every `<textarea>` attribute plus its label and hint (or error). */
export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  hint?: string;
  /** Shown instead of the hint, and marks the field invalid. */
  error?: string;
}

/** A labelled multi-line field in the kit's look (as `TextField`, for lists one a line, comments and reviews). */
export function TextArea({ label, hint, error, ...area }: TextAreaProps) {
  const id = useId();
  const note = error ?? hint;
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <textarea
        id={id}
        className={`${fieldStyles.input} ${fieldStyles.textarea}`}
        aria-invalid={error !== undefined || undefined}
        aria-describedby={note === undefined ? undefined : `${id}-hint`}
        {...area}
      />
      {note !== undefined && (
        <span
          id={`${id}-hint`}
          className={fieldStyles.hint}
          style={error === undefined ? undefined : { color: 'var(--color-error)' }}
        >
          {note}
        </span>
      )}
    </div>
  );
}
