import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../ui/dialog.tsx';
import { setShortcutsHelpOpen, shortcutList, useShortcutsHelp } from '../shortcuts-help.ts';
import styles from './dialogs.module.css';

/**
 * The keyboard shortcut help (issue 19): the full player's keys of spec section 9 [PLAY-59..68] in the reader's
 * language, in the UI kit's dialog (focus trapped and returned, Esc closes). Opened by `?` and by the full
 * player's "?" button; `PlayerDialogs` mounts it.
 */
export function ShortcutsDialog() {
  const { t } = useTranslation('fullplayer');
  const open = useShortcutsHelp((s) => s.open);
  return (
    <Dialog open={open} onOpenChange={setShortcutsHelpOpen} title={t('shortcuts.title')} size="small">
      <p className={styles.hint}>{t('shortcuts.where')}</p>
      <dl className={styles.shortcuts}>
        {shortcutList.map(({ keys, action }) => (
          <div key={action} className={styles.shortcut}>
            <dt>
              {keys.map((key, i) => (
                <span key={key}>
                  {i > 0 && ' / '}
                  <kbd>{key === 'Space' ? t('shortcuts.space') : key}</kbd>
                </span>
              ))}
            </dt>
            <dd>{t(`shortcuts.${action}`)}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
