import { isRealToken } from '@site/contracts';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { isLoginPending, openAccountDialog, useAccountStore } from '../../features/account/store.ts';
import { useUnreadCount } from '../../features/account/unread.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { preloadDialog } from '../../ui/dialog-preload.ts';
import { Dropdown } from '../../ui/dropdown.tsx';
import { DropdownItem } from '../../ui/dropdown-item.tsx';
import styles from './header.module.css';
import badgeStyles from './header-account.module.css';

const loadDialogs = () => import('../../features/account/components/account-dialogs.tsx');
// The login, register and logout dialogs load on first open (or when the pointer or focus reaches the menu).
const AccountDialogs = lazy(loadDialogs);

const preload = () => {
  void loadDialogs();
  preloadDialog();
};

/** The account menu's pages, in the spec's order, then logout [LAYOUT-06]. */
export const accountMenuPaths = [
  { path: '/account/overview', key: 'account.overview' },
  { path: '/account/edit', key: 'account.edit' },
  { path: '/account/messages', key: 'account.messages' },
  { path: '/account/comments', key: 'account.comments' },
] as const;

/**
 * The header's account entry. A guest gets "log in" and "register", which open their dialogs
 * [ROLE-05][LAYOUT-13]; a user (with an active character) gets the account menu instead: overview, edit,
 * messages, comments and logout, which asks first [ROLE-06][LAYOUT-06][ACCT-16]; the admin also gets the owner's
 * tools (`/admin`, issue 23) before logout. The trigger shows the avatar
 * (a silhouette while logged out [ACCT-41]) and, for a user with unread messages, a badge with their number
 * (99+ above 99), also said in the trigger's name ("Account menu: Alice, 3 unread messages"); none at 0.
 */
export function HeaderAccount() {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const character = useAccountStore((s) => s.active_character);
  const pending = useAccountStore((s) => isLoginPending(s) || (isRealToken(s.tokenid) && s.user_loading));
  const anyOpen = useAccountStore((s) => s.dialogs.login.open || s.dialogs.register.open || s.dialogs.logout.open);
  const unread = useUnreadCount(pathname);
  const isAdmin = useAccountStore((s) => s.is_admin);
  const [mounted, setMounted] = useState(false);
  if (anyOpen && !mounted) setMounted(true);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: only preloads code; the menu inside is the control.
    <span className={styles.account} onPointerEnter={preload} onFocus={preload}>
      {character === null ? (
        <Dropdown
          label={t('account.nav')}
          triggerLabel={t('account.nav')}
          trigger={<Avatar name={null} size={28} />}
          triggerClassName={styles.iconButton}
          placement="bottom-end"
        >
          <DropdownItem onSelect={() => openAccountDialog('login')} disabled={pending}>
            {t('account.login')}
          </DropdownItem>
          <DropdownItem onSelect={() => openAccountDialog('register')} disabled={pending}>
            {t('account.register')}
          </DropdownItem>
        </Dropdown>
      ) : (
        <Dropdown
          label={t('account.menu')}
          triggerLabel={
            unread > 0
              ? t('account.menu_of_unread', { name: character.nickname, count: unread })
              : t('account.menu_of', { name: character.nickname })
          }
          trigger={
            <span className={badgeStyles.avatar}>
              <Avatar src={character.avatar_url} name={character.nickname} size={28} />
              {unread > 0 && (
                <span className={badgeStyles.badge} aria-hidden="true">
                  {unread > 99 ? '99+' : unread}
                </span>
              )}
            </span>
          }
          triggerClassName={styles.iconButton}
          placement="bottom-end"
        >
          {accountMenuPaths.map((item) => (
            <DropdownItem key={item.path} to={item.path} current={pathname === item.path}>
              {t(item.key)}
            </DropdownItem>
          ))}
          {isAdmin && (
            <DropdownItem to="/admin" current={pathname.startsWith('/admin')}>
              {t('account.admin')}
            </DropdownItem>
          )}
          <DropdownItem onSelect={() => openAccountDialog('logout')}>{t('account.logout')}</DropdownItem>
        </Dropdown>
      )}
      {mounted && (
        <Suspense fallback={null}>
          <AccountDialogs />
        </Suspense>
      )}
    </span>
  );
}
