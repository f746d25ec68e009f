import type { LinkClassWithEntries } from '@site/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { Button } from '../../../ui/button.tsx';
import { ConfirmDialog, Dialog } from '../../../ui/dialog.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { toast } from '../../../ui/toast-store.ts';
import { useDeleteLinkClass, useReorderLinkClasses, useSaveLinkClass } from '../api.ts';
import styles from './links-admin.module.css';
import { MoveButtons, useMoves, useOrderedIds } from './reorder.tsx';
import { useFailureToast } from './use-failure-toast.ts';

/** Props of `ClassesSection`. */
export interface ClassesSectionProps {
  tokenid: string;
  classes: readonly LinkClassWithEntries[];
  /** Says a text in the manager's polite live region. */
  announce: (text: string) => void;
}

/**
 * The link classes: add, rename (a small dialog), delete (asks first, saying how many entries lose their class)
 * and reorder with Move up / Move down.
 */
export function ClassesSection({ tokenid, classes, announce }: ClassesSectionProps) {
  const { t } = useTranslation('links_admin');
  const failed = useFailureToast();
  const reorder = useReorderLinkClasses();
  const remove = useDeleteLinkClass();
  const [editing, setEditing] = useState<LinkClassWithEntries | 'new' | null>(null);
  const [deleting, setDeleting] = useState<LinkClassWithEntries | null>(null);
  const byId = new Map(classes.map((c) => [c.id, c]));
  const order = useOrderedIds(
    classes.map((c) => c.id),
    (ids) => reorder.mutateAsync({ tokenid, ids }),
    failed,
  );
  const moves = useMoves(order, (id) => byId.get(id)?.name ?? '', announce);

  const confirmDelete = () => {
    if (deleting === null) return;
    const { id, name } = deleting;
    remove.mutate(
      { tokenid, id },
      { onSuccess: () => toast({ status: 'success', message: t('toast.class_deleted', { name }) }), onError: failed },
    );
  };

  return (
    <section className={styles.section} aria-labelledby="links-admin-classes">
      <div className={styles.sectionHead}>
        <h3 id="links-admin-classes">{t('classes.title')}</h3>
        <Button size="small" icon="plus" onClick={() => setEditing('new')}>
          {t('classes.add')}
        </Button>
      </div>
      {classes.length === 0 ? (
        <p className={styles.muted}>{t('classes.none')}</p>
      ) : (
        <ol className={styles.list}>
          {order.ids.map((id, index) => {
            const item = byId.get(id);
            if (item === undefined) return null;
            return (
              <li key={id} className={styles.item}>
                <div className={styles.itemMain}>
                  <span className={styles.itemTitle}>{item.name}</span>
                  <span className={styles.muted}>{t('classes.entries', { count: item.entries.length })}</span>
                </div>
                <span className={styles.actions}>
                  <MoveButtons
                    name={item.name}
                    index={index}
                    count={order.ids.length}
                    onMove={(delta) => moves.move(index, delta)}
                    focus={moves.focusOf(id)}
                  />
                  <Button
                    size="small"
                    onClick={() => setEditing(item)}
                    aria-label={t('classes.rename_named', { name: item.name })}
                  >
                    {t('classes.rename')}
                  </Button>
                  <Button
                    size="small"
                    variant="danger"
                    onClick={() => setDeleting(item)}
                    aria-label={t('classes.delete_named', { name: item.name })}
                  >
                    {t('classes.delete')}
                  </Button>
                </span>
              </li>
            );
          })}
        </ol>
      )}
      <ClassNameDialog
        tokenid={tokenid}
        editing={editing === 'new' ? undefined : (editing ?? undefined)}
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        onConfirm={confirmDelete}
        title={t('classes.delete_title')}
        message={
          deleting === null ? '' : t('classes.delete_text', { name: deleting.name, count: deleting.entries.length })
        }
        confirmLabel={t('classes.delete')}
        danger
      />
    </section>
  );
}

/** The dialog naming a new class, or renaming `editing`. */
function ClassNameDialog({
  tokenid,
  editing,
  open,
  onOpenChange,
}: {
  tokenid: string;
  editing: LinkClassWithEntries | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('links_admin');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing === undefined ? t('classes.new_title') : t('classes.rename_title', { name: editing.name })}
      size="small"
    >
      {open && <ClassNameForm tokenid={tokenid} editing={editing} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function ClassNameForm({
  tokenid,
  editing,
  onDone,
}: {
  tokenid: string;
  editing: LinkClassWithEntries | undefined;
  onDone: () => void;
}) {
  const { t } = useTranslation('links_admin');
  const failed = useFailureToast();
  const save = useSaveLinkClass();
  const [name, setName] = useState(editing?.name ?? '');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') {
      setError(t('classes.name_required'));
      return;
    }
    save.mutate(
      { tokenid, class: { ...(editing && { id: editing.id }), name: name.trim() } },
      {
        onSuccess: (saved) => {
          toast({
            status: 'success',
            message: t(editing ? 'toast.class_renamed' : 'toast.class_added', { name: saved.name }),
          });
          onDone();
        },
        onError: (failure) => {
          if (failure instanceof ApiRequestError && failure.code === 'invalid_input')
            setError(t('classes.name_refused'));
          failed(failure);
        },
      },
    );
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label={t('classes.name')}
        required
        maxLength={100}
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          setError(null);
        }}
        aria-invalid={error !== null || undefined}
        hint={error ?? undefined}
        autoFocus
      />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" loading={save.isPending}>
          {t('classes.save')}
        </Button>
      </div>
    </form>
  );
}
