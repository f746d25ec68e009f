import { type ArchiveItem, type ArchiveKind, archiveItemPath } from '@site/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { errorTextLoaded, failureCode } from '../../../lib/error-text.ts';
import { Button } from '../../../ui/button.tsx';
import { toast } from '../../../ui/toast-store.ts';
import { downloadArchiveExport } from '../mutations.ts';
import styles from './editor.module.css';
import { ArchiveItemEditor } from './item-editor.tsx';

/** The search parameter that opens the new-item editor on a list page (`?new=1`), and the edit one on a detail page. */
export const newItemParam = 'new';
export const editItemParam = 'edit';

/** Props of `ArchiveNewItemDialog`. */
export interface ArchiveNewItemDialogProps {
  /** The kind the new item starts as (the list page's). */
  kind: ArchiveKind;
  /** The admin's token, or null for anyone else (then nothing renders). */
  tokenid: string | null;
  /** Runs with the new item; default: movies and games open their detail page, a product is selected (`?item=`). */
  onCreated?: (item: ArchiveItem) => void;
  /** Whether to render the "Add" button too (default true); false: only the dialog, for a page with its own button. */
  button?: boolean;
}

/**
 * The admin's "New item" on a list page: a button that sets `?new=1`, and the editor dialog that this parameter
 * opens (so the dialog has its own address, and Back closes it). Closing removes the parameter. Renders nothing for
 * anyone but the admin [ROLE-01].
 *
 * @example <ArchiveNewItemDialog kind="movie" tokenid={viewer?.is_admin ? viewer.tokenid : null} />
 * @example <ArchiveNewItemDialog kind="game" tokenid={adminToken} button={false} /> // the page has its own "Add" (`?new=1`)
 */
export function ArchiveNewItemDialog({ kind, tokenid, onCreated, button = true }: ArchiveNewItemDialogProps) {
  const { t } = useTranslation('archive_item');
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  if (tokenid === null) return null;
  const open = params.get(newItemParam) === '1';
  const setOpen = (next: boolean) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next) copy.set(newItemParam, '1');
        else copy.delete(newItemParam);
        return copy;
      },
      { replace: !next },
    );
  const created = (item: ArchiveItem) => {
    if (onCreated) onCreated(item);
    else if (item.kind === 'product')
      setParams((current) => {
        const copy = new URLSearchParams(current);
        copy.delete(newItemParam);
        copy.set('item', item.id);
        return copy;
      });
    else navigate(archiveItemPath(item.kind, item.id));
  };
  return (
    <>
      {button && (
        <Button variant="primary" icon="plus" onClick={() => setOpen(true)}>
          {t('admin.new', { context: kind })}
        </Button>
      )}
      <ArchiveItemEditor open={open} onOpenChange={setOpen} tokenid={tokenid} kind={kind} onSaved={created} />
    </>
  );
}

/**
 * The admin's export of the whole archive, as JSON (the format `npm run import -- --archive` reads back) and as
 * CSV, each a file download. Renders nothing for anyone but the admin.
 */
export function ArchiveExportButtons({ tokenid }: { tokenid: string | null }) {
  const { t } = useTranslation('archive_item');
  const [busy, setBusy] = useState<'json' | 'csv' | null>(null);
  if (tokenid === null) return null;
  const run = async (format: 'json' | 'csv') => {
    setBusy(format);
    try {
      const name = await downloadArchiveExport(tokenid, format);
      toast({ status: 'success', message: t('toast.exported', { name }) });
    } catch (error) {
      toast({ status: 'error', message: await errorTextLoaded(failureCode(error)) });
    } finally {
      setBusy(null);
    }
  };
  return (
    <fieldset className={`${styles.actions} ${styles.plain}`} aria-label={t('admin.export')}>
      <Button size="small" loading={busy === 'json'} disabled={busy !== null} onClick={() => void run('json')}>
        {t('admin.export_json')}
      </Button>
      <Button size="small" loading={busy === 'csv'} disabled={busy !== null} onClick={() => void run('csv')}>
        {t('admin.export_csv')}
      </Button>
    </fieldset>
  );
}
