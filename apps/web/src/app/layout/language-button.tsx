import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { type Language, languageNames } from '../../lib/i18n.ts';
import { Icon } from '../../ui/icon.tsx';
import styles from './footer.module.css';
import { LazyLanguageDialog } from './lazy-dialogs.ts';
import { useDialogSlot } from './use-dialog-slot.ts';

/**
 * The footer's language button [LAYOUT-23]: shows the current interface language by its own name
 * ("English", "简体中文", "繁體中文", "日本語" [I18N-11]) and opens the language dialog [DIALOG-10].
 */
export function LanguageButton() {
  const { t, i18n } = useTranslation('layout');
  const { open, mounted, setOpen } = useDialogSlot();
  const name = languageNames[i18n.language as Language] ?? i18n.language;
  return (
    <>
      <button type="button" className={styles.languageButton} onClick={() => setOpen(true)} aria-haspopup="dialog">
        <Icon name="language" size={18} />
        <span className={styles.srOnly}>{t('footer.language')}: </span>
        <span lang={i18n.language}>{name}</span>
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <LazyLanguageDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
