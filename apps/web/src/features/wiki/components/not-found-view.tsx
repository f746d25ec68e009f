import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorText } from '../../../lib/error-text.ts';
import { buttonClassName } from '../../../ui/button.tsx';
import { wikiEditPath } from '../wiki-paths.ts';
import styles from './wiki.module.css';

/**
 * What an item address that finds no page shows: "Wiki Item Not Found" as the h1 [ERR-04] (the words of the
 * `wiki_item_not_found` code, one text in each language), the name asked for, a way back to the wiki, and for
 * those allowed to edit, "Create this page" (the edit route of the same id creates it). `id` null: an address that
 * cannot name a page (no create action then).
 */
export function WikiNotFound({ id, canEdit }: { id: string | null; canEdit: boolean }) {
  const { t } = useTranslation('wiki');
  const errorText = useErrorText();
  const titleId = useId();
  return (
    <section className={styles.notFound} aria-labelledby={titleId}>
      <h1 id={titleId}>{errorText('wiki_item_not_found')}</h1>
      {id !== null && <p>{t('item.not_found_text', { id })}</p>}
      <p className={styles.actions}>
        {canEdit && id !== null && (
          <Link className={buttonClassName('primary')} to={wikiEditPath(id)}>
            {t('item.create')}
          </Link>
        )}
        <Link to="/wiki">{t('item.back_home')}</Link>
      </p>
    </section>
  );
}
