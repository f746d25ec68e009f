import { useTranslation } from 'react-i18next';

/**
 * The admin's editor of the links' classes and entries, shown on `/links?manage=1` (issue 18 point 5). Mount point
 * only: the editor itself is built on another branch and replaces this file at merge.
 */
export default function LinksManager({ tokenid }: { tokenid: string }) {
  const { t } = useTranslation('links');
  return (
    <section aria-label={t('index.manage')} data-tokenid-set={tokenid !== '' || undefined}>
      <p>{t('index.manage')}</p>
    </section>
  );
}
