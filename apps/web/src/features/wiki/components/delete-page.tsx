import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorTextLoaded, failureCode } from '../../../lib/error-text.ts';
import { Button } from '../../../ui/button.tsx';
import { ConfirmDialog } from '../../../ui/dialog.tsx';
import { toast } from '../../../ui/toast-store.ts';
import { useDeleteWikiItem } from '../mutations.ts';
import admin from './admin.module.css';

/** Props of `DeletePageButton`: the page, its title as shown, the editor's token. */
export type DeletePageButtonProps = { id: string; title: string; tokenid: string };

/**
 * An editor's "Delete" of page `id`: asks first (an alert dialog naming the page: its history goes too, links to
 * it turn red), then deletes it and opens the wiki's home, where the page is gone from the tree, with a toast
 * saying so. Only rendered for editors [ROLE-01].
 */
export function DeletePageButton({ id, title, tokenid }: DeletePageButtonProps) {
  const { t } = useTranslation('wiki');
  const navigate = useNavigate();
  const remove = useDeleteWikiItem();
  const [asking, setAsking] = useState(false);
  const onConfirm = () =>
    remove.mutate(
      { tokenid, id },
      {
        onSuccess: () => {
          toast({ status: 'success', message: t('item.deleted', { title }) });
          navigate('/wiki');
        },
        onError: async (error) => toast({ status: 'error', message: await errorTextLoaded(failureCode(error)) }),
      },
    );
  return (
    <>
      <Button
        className={admin.delete}
        size="small"
        variant="danger"
        loading={remove.isPending}
        onClick={() => setAsking(true)}
      >
        {t('item.delete')}
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        onConfirm={onConfirm}
        title={t('item.delete_title')}
        message={t('item.delete_text', { title })}
        confirmLabel={t('item.delete_confirm')}
        danger
      />
    </>
  );
}
