import { useTranslation } from 'react-i18next';
import { ConfirmDialog, Dialog } from '../../../ui/dialog.tsx';
import { closeAccountDialog, logout, openAccountDialog, useAccountStore } from '../store.ts';
import { LoginForm } from './login-form.tsx';
import { RegisterForm } from './register-form.tsx';

/**
 * The header's account dialogs, driven by the store's open flags [ACCT-20]: login, titled with the account
 * nav label [DIALOG-06]; register, titled "create account" [DIALOG-07]; switching between them closes the one
 * and opens the other [DIALOG-09]; and the logout confirmation [ACCT-16]. Loaded on first open.
 */
export default function AccountDialogs() {
  const { t } = useTranslation('account');
  const loginOpen = useAccountStore((s) => s.dialogs.login.open);
  const registerOpen = useAccountStore((s) => s.dialogs.register.open);
  const logoutOpen = useAccountStore((s) => s.dialogs.logout.open);
  return (
    <>
      <Dialog
        open={loginOpen}
        onOpenChange={(open) => (open ? openAccountDialog('login') : closeAccountDialog('login'))}
        title={t('nav')}
        size="small"
      >
        <LoginForm onSuccess={() => closeAccountDialog('login')} onSwitch={() => openAccountDialog('register')} />
      </Dialog>
      <Dialog
        open={registerOpen}
        onOpenChange={(open) => (open ? openAccountDialog('register') : closeAccountDialog('register'))}
        title={t('create_account')}
        size="small"
      >
        <RegisterForm onSuccess={() => closeAccountDialog('register')} onSwitch={() => openAccountDialog('login')} />
      </Dialog>
      <ConfirmDialog
        open={logoutOpen}
        onOpenChange={(open) => (open ? openAccountDialog('logout') : closeAccountDialog('logout'))}
        title={t('logout_dialog.title')}
        message={t('logout_dialog.text')}
        confirmLabel={t('logout')}
        danger
        onConfirm={() => void logout()}
      />
    </>
  );
}
