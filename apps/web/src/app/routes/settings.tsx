import { useTranslation } from 'react-i18next';
import { SettingsPanel } from '../../features/settings/components/settings-panel.tsx';
import { NeedsJavaScript } from '../../ui/needs-javascript.tsx';
import styles from './settings.module.css';

/** The /settings page [ROUTE-07]: the settings panel on its own page, the same as the settings dialog. */
export default function SettingsPage() {
  const { t } = useTranslation('settings');
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      <NeedsJavaScript part="settings" />
      <SettingsPanel />
    </div>
  );
}
