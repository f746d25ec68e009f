import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { NeedsJavaScript } from '../../../ui/needs-javascript.tsx';
import { Switch } from '../../../ui/switch.tsx';
import { register } from '../store.ts';
import { checkRegisterForm } from '../validation.ts';
import styles from './account-form.module.css';
import { FormField } from './form-field.tsx';
import { SwitchFormLine } from './switch-form-line.tsx';
import { useAccountForm } from './use-account-form.ts';

const FIELDS = ['uid', 'password', 'repeat'] as const;

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
  const [agree, setAgree] = useState(false);
  const form = useAccountForm({
    fields: FIELDS,
    dialog: 'register',
    check: checkRegisterForm,
    send: ({ uid, password }, remember) => register(uid, password, remember),
    canSend: agree,
    onSuccess,
  });

  return (
    <form className={styles.form} onSubmit={form.submit} noValidate aria-label={t('create_account')}>
      <NeedsJavaScript part="account" />
      <FormField
        {...form.field('uid')}
        label={t('fields.uid')}
        autoComplete="username"
        maxLength={64}
        required
        hint={t('hints.uid')}
      />
      <FormField
        {...form.field('password')}
        label={t('fields.password')}
        type="password"
        autoComplete="new-password"
        required
      />
      <FormField
        {...form.field('repeat')}
        label={t('fields.repeat_password')}
        type="password"
        autoComplete="new-password"
        required
      />
      <Switch
        checked={form.remember}
        onCheckedChange={form.setRemember}
        label={t('remember')}
        description={t('remember_hint')}
      />
      <label className={styles.check}>
        <input type="checkbox" checked={agree} onChange={(e) => setAgree(e.target.checked)} />
        <span>{t('agree')}</span>
      </label>
      <a href="/about/terms" target="_blank" rel="noopener">
        {t('terms_link')} <span className="visually-hidden">{t('new_tab')}</span>
      </a>
      <Button type="submit" variant="primary" loading={form.loading} disabled={!agree}>
        {agree ? t('create_account') : t('agree_first')}
      </Button>
      <SwitchFormLine question={t('have_account')} action={t('login')} to="/account/login" onSwitch={onSwitch} />
    </form>
  );
}
