import type { ArchiveItem } from '@site/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorTextLoaded, failureCode } from '../../../lib/error-text.ts';
import { Button } from '../../../ui/button.tsx';
import { ConfirmDialog } from '../../../ui/dialog.tsx';
import { toast } from '../../../ui/toast-store.ts';
import { useAddArchiveViewing, useDeleteArchiveItem } from '../mutations.ts';
import styles from './editor.module.css';
import { ArchiveItemEditor } from './item-editor.tsx';
import { ArchiveExportButtons, editItemParam } from './new-item-dialog.tsx';

/** Props of `ArchiveItemAdmin`: the item, the admin's token, what happens once it is deleted (leave its page). */
export interface ArchiveItemAdminProps {
  item: ArchiveItem;
  tokenid: string;
  onDeleted: () => void;
}

/**
 * The admin's actions on one item: Edit (the editor dialog, opened by the search parameter `?edit=1` so it has its
 * own address), "Watched today" / "Played today" / "Used today" (one viewing today, the status becomes done),
 * Delete (asks first, naming the item; its viewings go too), and the archive's export. Only rendered for the admin.
 */
export function ArchiveItemAdmin({ item, tokenid, onDeleted }: ArchiveItemAdminProps) {
  const { t } = useTranslation('archive_item');
  const [params, setParams] = useSearchParams();
  const remove = useDeleteArchiveItem();
  const view = useAddArchiveViewing();
  const [asking, setAsking] = useState(false);
  const editing = params.get(editItemParam) === '1';
  const setEditing = (next: boolean) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next) copy.set(editItemParam, '1');
        else copy.delete(editItemParam);
        return copy;
      },
      { replace: !next },
    );
  const failed = async (error: unknown) =>
    toast({ status: 'error', message: await errorTextLoaded(failureCode(error)) });

  const viewedToday = () =>
    view.mutate(
      { tokenid, id: item.id, rewatch: item.viewings.length > 0 },
      {
        onSuccess: (saved) =>
          toast({
            status: 'success',
            message: t(`toast.viewed_${item.kind}`, { title: saved.title, date: saved.finished_on }),
          }),
        onError: failed,
      },
    );
  const confirmDelete = () =>
    remove.mutate(
      { tokenid, id: item.id },
      {
        onSuccess: () => {
          toast({ status: 'success', message: t('toast.deleted', { title: item.title }) });
          onDeleted();
        },
        onError: failed,
      },
    );

  return (
    <section className={styles.actions} aria-label={t('admin.title')}>
      <Button size="small" variant="primary" onClick={() => setEditing(true)}>
        {t('admin.edit')}
      </Button>
      <Button size="small" icon="check" loading={view.isPending} onClick={viewedToday}>
        {t(`admin.viewed_today_${item.kind}`)}
      </Button>
      <Button size="small" variant="danger" loading={remove.isPending} onClick={() => setAsking(true)}>
        {t('admin.delete')}
      </Button>
      <ArchiveExportButtons tokenid={tokenid} />
      <ArchiveItemEditor open={editing} onOpenChange={setEditing} tokenid={tokenid} item={item} kind={item.kind} />
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        onConfirm={confirmDelete}
        title={t('admin.delete_title')}
        message={t('admin.delete_text', { title: item.title })}
        confirmLabel={t('admin.delete')}
        danger
      />
    </section>
  );
}
