import { wikiIdSchema } from '@site/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorTextLoaded, failureCode } from '../../../lib/error-text.ts';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { toast } from '../../../ui/toast-store.ts';
import { useRenameWikiItem } from '../mutations.ts';
import styles from './wiki.module.css';

/**
 * Renames (moves) page `id` to a new id: its history goes along and the old id redirects (the server's part).
 * Then `onRenamed` gets the new id (the edit page opens the page there).
 */
export function RenameForm({
  id,
  tokenid,
  onRenamed,
}: {
  id: string;
  tokenid: string;
  onRenamed: (to: string) => void;
}) {
  const { t } = useTranslation('wiki');
  const rename = useRenameWikiItem();
  const [newId, setNewId] = useState(id);
  const valid = newId !== id && wikiIdSchema.safeParse(newId).success;
  return (
    <details className={styles.rename}>
      <summary>{t('edit.rename')}</summary>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!valid) return;
          rename.mutate(
            { tokenid, id, new_id: newId, summary: '' },
            {
              onSuccess: (to) => {
                toast({ status: 'success', message: t('edit.renamed') });
                onRenamed(to);
              },
              onError: async (error) => toast({ status: 'error', message: await errorTextLoaded(failureCode(error)) }),
            },
          );
        }}
      >
        <TextField label={t('edit.rename_id')} value={newId} onChange={(event) => setNewId(event.target.value)} />
        <Button type="submit" disabled={!valid} loading={rename.isPending}>
          {t('edit.rename_submit')}
        </Button>
      </form>
    </details>
  );
}
