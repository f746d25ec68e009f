import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { Button } from '../../../ui/button.tsx';
import { requestPasswordReset } from '../mail-api.ts';
import styles from './account-form.module.css';
import { FormField } from './form-field.tsx';

/**
 * The forgot-password form (issue 23 point 4), shown when the site sends mail: an e-mail address; after sending,
 * the same words whether or not an account has it ("if an account has this address, a link is on its way").
 * Strings: `account_reset`.
 */
export function ForgotForm() {
  const { t, i18n } = useTranslation('account_reset');
  const errorText = useErrorText();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [loading, setLoading] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!/^[^\s@<>"'`]+@[^\s@<>"'`]+\.[^\s@<>"'`]+$/.test(email.trim())) {
      setError(t('email_invalid'));
      return;
    }
    setError(null);
    setLoading(true);
    try {
      await requestPasswordReset(email.trim(), i18n.language);
      setSent(true);
    } catch (failure) {
      setError(failure instanceof ApiRequestError ? errorText(failure.code) : t('failed'));
    } finally {
      setLoading(false);
    }
  };

  if (sent) {
    return (
      <p role="status" className={styles.form}>
        {t('sent')}
      </p>
    );
  }
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('forgot_form')}>
      <p>{t('forgot_intro')}</p>
      <FormField
        label={t('email')}
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={error}
        maxLength={254}
        required
      />
      <Button type="submit" variant="primary" loading={loading}>
        {t('send')}
      </Button>
    </form>
  );
}
