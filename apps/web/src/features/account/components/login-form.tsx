import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../ui/button.tsx';
import { Switch } from '../../../ui/switch.tsx';
import { login, useAccountStore } from '../store.ts';
import { checkPassword, checkUid } from '../validation.ts';
import styles from './account-form.module.css';
import { FormField } from './form-field.tsx';

/** Props of `LoginForm`. */
export interface LoginFormProps {
  /** Runs after a successful login. */
  onSuccess?: () => void;
  /** Switches to registering: in a dialog, closes this one and opens the register dialog [DIALOG-09]; else a link. */
  onSwitch?: () => void;
}

/**
 * The login form [ACCT-21]: uid, password and remember me. Checks the fields before sending (section 5); a
 * server answer naming the uid or the password marks that field [ACCT-37][ACCT-38].
 */
export function LoginForm({ onSuccess, onSwitch }: LoginFormProps) {
  const { t } = useTranslation('account');
  const [uid, setUid] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [errors, setErrors] = useState<{ uid?: string | null; password?: string | null }>({});
  const loading = useAccountStore((s) => s.dialogs.login.loading);
  const uidRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const uidKey = checkUid(uid);
    const passwordKey = checkPassword(password);
    if (uidKey || passwordKey) {
      setErrors({ uid: uidKey && t(uidKey), password: passwordKey && t(passwordKey) });
      (uidKey ? uidRef : passwordRef).current?.focus();
      return;
    }
    setErrors({});
    const result = await login(uid, password, remember);
    if (result.ok) {
      onSuccess?.();
      return;
    }
    if (result.field === 'uid') {
      setErrors({ uid: result.message });
      uidRef.current?.focus();
    } else if (result.field === 'password') {
      setErrors({ password: result.message });
      passwordRef.current?.focus();
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('login')}>
      <FormField
        ref={uidRef}
        label={t('fields.uid')}
        name="uid"
        value={uid}
        onChange={(e) => setUid(e.target.value)}
        autoComplete="username"
        maxLength={64}
        required
        error={errors.uid}
      />
      <FormField
        ref={passwordRef}
        label={t('fields.password')}
        name="password"
        type="password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        autoComplete="current-password"
        required
        error={errors.password}
      />
      <Switch checked={remember} onCheckedChange={setRemember} label={t('remember')} />
      <Button type="submit" variant="primary" loading={loading}>
        {t('login')}
      </Button>
      <div className={styles.row}>
        <span className={styles.switchLine}>
          {t('no_account')}{' '}
          {onSwitch ? (
            <button type="button" className={styles.linkButton} onClick={onSwitch}>
              {t('register')}
            </button>
          ) : (
            <Link to="/account/register">{t('register')}</Link>
          )}
        </span>
        <Link to="/account/forgot" className={styles.switchLine}>
          {t('forgot_link')}
        </Link>
      </div>
    </form>
  );
}
