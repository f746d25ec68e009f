import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../ui/button.tsx';
import { Switch } from '../../../ui/switch.tsx';
import { register, useAccountStore } from '../store.ts';
import { checkRegisterForm } from '../validation.ts';
import styles from './account-form.module.css';
import { FormField } from './form-field.tsx';

/** Props of `RegisterForm`. */
export interface RegisterFormProps {
  onSuccess?: () => void;
  /** Switches to logging in (see `LoginFormProps.onSwitch`) [DIALOG-09]. */
  onSwitch?: () => void;
}

/**
 * The register form [ACCT-22]: uid, password, repeat password and the agree flag. The create button stays
 * disabled, labelled "Please read the terms first", until the terms are agreed [ACCT-35][ACCT-36]; the terms
 * open in a new tab [DIALOG-08]. Only uid and password are sent [API-07].
 */
export function RegisterForm({ onSuccess, onSwitch }: RegisterFormProps) {
  const { t } = useTranslation('account');
  const [uid, setUid] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [agree, setAgree] = useState(false);
  const [remember, setRemember] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<'uid' | 'password' | 'repeat', string>>>({});
  const loading = useAccountStore((s) => s.dialogs.register.loading);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!agree) return;
    const keys = checkRegisterForm({ uid, password, repeat });
    if (Object.keys(keys).length > 0) {
      setErrors(Object.fromEntries(Object.entries(keys).map(([field, key]) => [field, t(key)])));
      return;
    }
    setErrors({});
    const result = await register(uid, password, remember);
    if (result.ok) onSuccess?.();
    else if (result.field !== null) setErrors({ [result.field]: result.message });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('create_account')}>
      <FormField
        label={t('fields.uid')}
        name="uid"
        value={uid}
        onChange={(e) => setUid(e.target.value)}
        autoComplete="username"
        maxLength={64}
        required
        hint={t('hints.uid')}
        error={errors.uid}
      />
      <FormField
        label={t('fields.password')}
        name="password"
        type="password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        autoComplete="new-password"
        required
        error={errors.password}
      />
      <FormField
        label={t('fields.repeat_password')}
        name="repeat"
        type="password"
        value={repeat}
        onChange={(e) => setRepeat(e.target.value)}
        autoComplete="new-password"
        required
        error={errors.repeat}
      />
      <Switch checked={remember} onCheckedChange={setRemember} label={t('remember')} />
      <label className={styles.check}>
        <input type="checkbox" checked={agree} onChange={(e) => setAgree(e.target.checked)} />
        <span>{t('agree')}</span>
      </label>
      <a href="/about/terms" target="_blank" rel="noopener">
        {t('terms_link')} <span className="visually-hidden">{t('new_tab')}</span>
      </a>
      <Button type="submit" variant="primary" loading={loading} disabled={!agree}>
        {agree ? t('create_account') : t('agree_first')}
      </Button>
      <span className={styles.switchLine}>
        {t('have_account')}{' '}
        {onSwitch ? (
          <button type="button" className={styles.linkButton} onClick={onSwitch}>
            {t('login')}
          </button>
        ) : (
          <Link to="/account/login">{t('login')}</Link>
        )}
      </span>
    </form>
  );
}
