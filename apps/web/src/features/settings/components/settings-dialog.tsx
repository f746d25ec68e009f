import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../ui/dialog.tsx';
import { SettingsPanel } from './settings-panel.tsx';

/** Props of `SettingsDialog`. */
export type SettingsDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * The settings dialog: the same `SettingsPanel` as the /settings page, in a modal dialog (focus trapped,
 * Esc closes). Settings apply at once, so closing needs no confirmation. Load it lazily (see
 * app/layout/lazy-dialogs.ts).
 */
export function SettingsDialog({ open, onOpenChange }: SettingsDialogProps) {
  const { t } = useTranslation('settings');
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('title')} size="medium">
      <SettingsPanel />
    </Dialog>
  );
}
