import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { apiUrl } from '../../../lib/api-client.ts';
import { copyText } from '../../../lib/clipboard.ts';
import { Button, buttonClassName } from '../../../ui/button.tsx';
import { Placeholder } from '../../../ui/placeholder.tsx';
import { toast } from '../../../ui/toast-store.ts';
import { useWikiSource } from '../api.ts';
import styles from './wiki.module.css';

/**
 * A page's Markdown as stored (the current revision, or `revision`): a copy button, and a download of the raw file
 * (`wiki/get_source.php`, saved as `<last segment>.md`).
 */
export function SourceView({ id, title, revision }: { id: string; title: string; revision: number | null }) {
  const { t } = useTranslation('wiki');
  const source = useWikiSource(id, revision);
  const titleId = useId();
  const fileName = `${id.split('/').at(-1) ?? id}.md`;
  const copy = async () => {
    try {
      await copyText(source.data ?? '');
      toast({ status: 'success', message: t('source.copied') });
    } catch {
      toast({ status: 'error', message: t('source.copy_failed') });
    }
  };
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId}>{t('source.title', { title })}</h2>
      <Placeholder error={source.isError} loading={source.isPending} onRetry={() => source.refetch()}>
        <p className={styles.actions}>
          <Button onClick={copy}>{t('source.copy')}</Button>
          <a
            className={buttonClassName()}
            href={apiUrl('wiki/get_source.php', { id, revision: revision ?? undefined })}
            download={fileName}
          >
            {t('source.download')}
          </a>
        </p>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard to scroll */}
        <pre className={styles.source} tabIndex={0}>
          {source.data}
        </pre>
      </Placeholder>
    </section>
  );
}
