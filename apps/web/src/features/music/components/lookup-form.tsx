import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../ui/button.tsx';
import { mediaIcons } from '../../../ui/media-icons.ts';
import { TextField } from '../../../ui/text-field.tsx';
import styles from './music-forms.module.css';

/** Props of `LookupForm`. */
export interface LookupFormProps {
  /** The field's visible label ("NCM song id or link"). */
  label: string;
  /** The help under the field while the input is fine. */
  hint: string;
  /** The address of the page the text points at (e.g. `parseNcmInput` then `musicPaths.ncmSong`), or null. */
  resolve: (text: string) => string | null;
  /** Shown under the field, and announced, when `resolve` gives null. */
  invalidText: string;
}

/**
 * "Open by id or link" (ROUTE-27, ROUTE-30..33): a text field and an Open button. Submitting resolves the text to
 * a page address and navigates there; text that points nowhere marks the field invalid with `invalidText`.
 */
export function LookupForm({ label, hint, resolve, invalidText }: LookupFormProps) {
  const { t } = useTranslation('music');
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const path = resolve(text);
    if (path === null) {
      setInvalid(true);
      return;
    }
    void navigate(path);
  };
  return (
    <form className={styles.lookup} onSubmit={submit} noValidate>
      <TextField
        className={styles.grow}
        label={label}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setInvalid(false);
        }}
        hint={invalid ? <span role="alert">{invalidText}</span> : hint}
        aria-invalid={invalid || undefined}
        autoComplete="off"
        spellCheck={false}
        inputMode="url"
      />
      <Button type="submit" variant="primary" icon={mediaIcons.musicLink} className={styles.submit}>
        {t('actions.open')}
      </Button>
    </form>
  );
}
