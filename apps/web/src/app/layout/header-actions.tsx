import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettingsStore } from '../../features/settings/store.ts';
import { useResolvedAppearance } from '../../lib/theme.ts';
import { Icon } from '../../ui/icon.tsx';
import styles from './header.module.css';
import { HeaderAccount } from './header-account.tsx';
import { LazySettingsDialog } from './lazy-dialogs.ts';
import { MusicButton } from './music-button.tsx';
import { SearchButton } from './search-button.tsx';
import { useSiteInfo } from './site-info.ts';
import { useDialogSlot } from './use-dialog-slot.ts';

/**
 * The header's action buttons: the two webrings' random-blog links [LAYOUT-10], the site search (issue 22), the
 * music button
 * [LAYOUT-16], the light/dark toggle [LAYOUT-11], the settings button [LAYOUT-12] and the account entry
 * (login and register for guests, the account menu for users [LAYOUT-06][LAYOUT-13][ROLE-05][ROLE-06]).
 */
export function HeaderActions() {
  const { t } = useTranslation('layout');
  const webrings = useSiteInfo().data?.webrings ?? [];
  const shown = useResolvedAppearance();
  const settings = useDialogSlot();
  return (
    <div className={styles.actions}>
      {webrings.map((ring, index) => (
        <a
          key={ring.random_url}
          className={`${styles.iconButton} ${styles.webring}`}
          href={ring.random_url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('header.webring_random', { name: ring.name })}
          title={t('header.webring_random', { name: ring.name })}
        >
          <Icon name={index === 0 ? 'links' : 'external'} />
        </a>
      ))}
      <SearchButton />
      <MusicButton />
      <button
        type="button"
        className={styles.iconButton}
        // [LAYOUT-11] the opposite of what is shown, whatever the appearance setting was (system, time...).
        onClick={() => useSettingsStore.getState().set('appearance', shown === 'dark' ? 'light' : 'dark')}
        aria-label={shown === 'dark' ? t('header.to_light') : t('header.to_dark')}
        title={shown === 'dark' ? t('header.to_light') : t('header.to_dark')}
      >
        <Icon name={shown === 'dark' ? 'sun' : 'moon'} />
      </button>
      <button
        type="button"
        className={styles.iconButton}
        onClick={() => settings.setOpen(true)}
        aria-label={t('header.settings')}
        title={t('header.settings')}
        aria-haspopup="dialog"
      >
        <Icon name="settings" />
      </button>
      <HeaderAccount />
      {settings.mounted && (
        <Suspense fallback={null}>
          <LazySettingsDialog open={settings.open} onOpenChange={settings.setOpen} />
        </Suspense>
      )}
    </div>
  );
}
