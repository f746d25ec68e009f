import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../ui/button.tsx';
import { NeedsJavaScript } from '../../../ui/needs-javascript.tsx';
import { Switch } from '../../../ui/switch.tsx';
import { login } from '../store.ts';
import { checkPassword, checkUid } from '../validation.ts';
import styles from './account-form.module.css';
import { FormField } from './form-field.tsx';
import { SwitchFormLine } from './switch-form-line.tsx';
import { useAccountForm } from './use-account-form.ts';

const FIELDS = ['uid', 'password'] as const;

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
  const form = useAccountForm({
    fields: FIELDS,
    dialog: 'login',
    check: ({ uid, password }) => ({ uid: checkUid(uid), password: checkPassword(password) }),
    send: ({ uid, password }, remember) => login(uid, password, remember),
    onSuccess,
  });

  return (
    <form className={styles.form} onSubmit={form.submit} noValidate aria-label={t('login')}>
      <NeedsJavaScript part="account" />
      <FormField {...form.field('uid')} label={t('fields.uid')} autoComplete="username" maxLength={64} required />
      <FormField
        {...form.field('password')}
        label={t('fields.password')}
        type="password"
        autoComplete="current-password"
        required
      />
      <Switch
        checked={form.remember}
        onCheckedChange={form.setRemember}
        label={t('remember')}
        description={t('remember_hint')}
      />
      <Button type="submit" variant="primary" loading={form.loading}>
        {t('login')}
      </Button>
      <div className={styles.row}>
        <SwitchFormLine question={t('no_account')} action={t('register')} to="/account/register" onSwitch={onSwitch} />
        <Link to="/account/forgot" className={styles.switchLine}>
          {t('forgot_link')}
        </Link>
      </div>
    </form>
  );
}
