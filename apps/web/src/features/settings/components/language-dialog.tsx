import { useTranslation } from 'react-i18next';
import { type Language, languageNames, languages } from '../../../lib/i18n.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { useSettingsStore } from '../store.ts';
import styles from './language-dialog.module.css';

/** Props of `LanguageDialog`. */
export type LanguageDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * The language dialog [DIALOG-10]: one button per interface language, each named in its own language
 * ("English", "简体中文", "繁體中文", "日本語" [I18N-11]) and marked with its `lang`. Choosing one sets the
 * `language` setting (which switches the interface and shows "Language has changed") and closes the dialog.
 * The current choice is `aria-pressed`.
 */
export function LanguageDialog({ open, onOpenChange }: LanguageDialogProps) {
  const { t } = useTranslation('settings');
  const current = useSettingsStore((s) => s.settings.language);
  const choose = (language: Language) => {
    useSettingsStore.getState().set('language', language);
    onOpenChange(false);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('language_dialog.title')}
      description={t('language_dialog.description')}
      size="small"
    >
      <ul className={styles.list}>
        {languages.map((language) => (
          <li key={language}>
            <button
              type="button"
              lang={language}
              className={styles.option}
              aria-pressed={current === language}
              onClick={() => choose(language)}
            >
              {languageNames[language]}
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
