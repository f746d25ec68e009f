import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { errorTextLoaded, failureCode } from '../../../lib/error-text.ts';
import { Button } from '../../../ui/button.tsx';
import { toast } from '../../../ui/toast-store.ts';
import { useRestoreWikiRevision } from '../mutations.ts';
import { wikiItemPath } from '../wiki-paths.ts';
import styles from './wiki.module.css';

/** Props of `OldRevisionNotice`: the page, the old revision shown, and the editor's token (null: no restore). */
export type OldRevisionNoticeProps = { id: string; revision: number; tokenid: string | null };

/**
 * Says that an old revision is shown, links to the current text and, for editors, restores it: the restore is a
 * new revision saying which one it brings back; the page's current text then shows.
 */
export function OldRevisionNotice({ id, revision, tokenid }: OldRevisionNoticeProps) {
  const { t } = useTranslation('wiki');
  const navigate = useNavigate();
  const restore = useRestoreWikiRevision();
  const onRestore = () => {
    if (tokenid === null) return;
    restore.mutate(
      { tokenid, id, revision, summary: t('item.restore_summary', { revision }) },
      {
        onSuccess: (result) => {
          toast({ status: 'success', message: t('item.restored', { revision, new: result.revision }) });
          navigate(wikiItemPath(result.id));
        },
        onError: async (error) => toast({ status: 'error', message: await errorTextLoaded(failureCode(error)) }),
      },
    );
  };
  return (
    <div className={styles.notice} role="note">
      <p>{t('item.old_revision', { revision })}</p>
      <p className={styles.actions}>
        <Link to={wikiItemPath(id)}>{t('item.to_current')}</Link>
        {tokenid !== null && (
          <Button variant="primary" loading={restore.isPending} onClick={onRestore}>
            {t('item.restore')}
          </Button>
        )}
      </p>
    </div>
  );
}
