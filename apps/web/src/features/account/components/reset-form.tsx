import { adminPasswordMinLength, passwordSchema } from '@site/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { Button } from '../../../ui/button.tsx';
import { resetPassword } from '../mail-api.ts';
import styles from './account-form.module.css';
import { FormField } from './form-field.tsx';

/**
 * The new-password form of a reset link (issue 23 point 4): `token` comes from the link's fragment (never sent in
 * a URL); the password twice; the server's refusals in words: a used or unknown link, an expired one (30 minutes),
 * an admin's password under 12 characters. On success it points to the login page. Strings: `account_reset`.
 */
export function ResetForm({ token }: { token: string }) {
  const { t } = useTranslation('account_reset');
  const errorText = useErrorText();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<{ password?: string; repeat?: string; link?: string }>({});
  const [done, setDone] = useState(false);
  const [loading, setLoading] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = passwordSchema.safeParse(password);
    if (!checked.success) {
      setErrors({
        password: errorText(
          checked.error.issues[0]?.message === 'password_too_long' ? 'password_too_long' : 'password_too_short',
        ),
      });
      return;
    }
    if (password !== repeat) {
      setErrors({ repeat: t('mismatch') });
      return;
    }
    setErrors({});
    setLoading(true);
    try {
      await resetPassword(token, password);
      setDone(true);
    } catch (failure) {
      const code = failure instanceof ApiRequestError ? failure.code : 'network';
      if (code === 'invalid_token') setErrors({ link: t('link_used') });
      else if (code === 'expired_token') setErrors({ link: t('link_expired') });
      else if (code === 'password_too_short')
        setErrors({ password: t('admin_min', { count: adminPasswordMinLength }) });
      else setErrors({ link: errorText(code) });
    } finally {
      setLoading(false);
    }
  };

  if (done) {
    return (
      <div role="status" className={styles.form}>
        <p>{t('done')}</p>
        <Link to="/account/login">{t('to_login')}</Link>
      </div>
    );
  }
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('reset_title')}>
      {errors.link && (
        <p role="alert" className={styles.error}>
          {errors.link} <Link to="/account/forgot">{t('ask_again')}</Link>
        </p>
      )}
      <FormField
        label={t('new_password')}
        name="password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
        hint={t('password_hint')}
        required
      />
      <FormField
        label={t('repeat_password')}
        name="repeat"
        type="password"
        autoComplete="new-password"
        value={repeat}
        onChange={(e) => setRepeat(e.target.value)}
        error={errors.repeat}
        required
      />
      <Button type="submit" variant="primary" loading={loading}>
        {t('set_password')}
      </Button>
    </form>
  );
}
