import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './wiki.module.css';

/**
 * Shown after a save was refused because someone else's overlapping save came first: what happened, and their
 * text (read-only, selectable, to copy from) above the author's own, which stays in the editor.
 */
export function ConflictPanel({ theirs, revision }: { theirs: string; revision: number }) {
  const { t } = useTranslation('wiki');
  const titleId = useId();
  const theirsId = useId();
  return (
    <section className={styles.conflict} role="alert" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('edit.conflict_title')}</h2>
      <p>{t('edit.conflict_text', { revision })}</p>
      <label htmlFor={theirsId} className={styles.label}>
        {t('edit.theirs', { revision })}
      </label>
      <textarea id={theirsId} className={styles.textarea} value={theirs} readOnly />
    </section>
  );
}
