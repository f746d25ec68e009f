import { wikiIdSchema } from '@site/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorTextLoaded, failureCode } from '../../../lib/error-text.ts';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { toast } from '../../../ui/toast-store.ts';
import { useRenameWikiItem } from '../mutations.ts';
import { wikiItemPath } from '../wiki-paths.ts';
import styles from './wiki.module.css';

/**
 * Renames (moves) page `id` to a new id: its history goes along and the old id redirects (the server's part).
 * Opens the page at its new address.
 */
export function RenameForm({ id, tokenid }: { id: string; tokenid: string }) {
  const { t } = useTranslation('wiki');
  const navigate = useNavigate();
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
                navigate(wikiItemPath(to));
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
