import type { LinkAdminEntry, LinkClass, LinkDirectory, LinkEntry } from '@site/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { ConfirmDialog } from '../../../ui/dialog.tsx';
import { toast } from '../../../ui/toast-store.ts';
import { useDeleteLinkEntry, useReorderLinkEntries } from '../api.ts';
import { EntryDialog } from './entry-dialog.tsx';
import { EntryRow } from './entry-row.tsx';
import styles from './links-admin.module.css';
import { type EntryGroup, entryGroups } from './model.ts';
import { MoveButtons, useMoves, useOrderedIds } from './reorder.tsx';
import { useFailureToast } from './use-failure-toast.ts';

/** Props of `EntriesSection`. */
export interface EntriesSectionProps {
  tokenid: string;
  directory: LinkDirectory;
  /** Every entry's feed and health state by id (absent while loading). */
  states: ReadonlyMap<number, LinkAdminEntry>;
  announce: (text: string) => void;
}

/**
 * Every entry, grouped by class (then those of no class): each with its feed and health state, Edit (the entry
 * dialog), Delete (asks first) and Move up / Move down within its group; "Add entry" opens an empty dialog.
 */
export function EntriesSection({ tokenid, directory, states, announce }: EntriesSectionProps) {
  const { t } = useTranslation('links_admin');
  const failed = useFailureToast();
  const remove = useDeleteLinkEntry();
  const [editing, setEditing] = useState<LinkEntry | 'new' | null>(null);
  const [deleting, setDeleting] = useState<LinkEntry | null>(null);
  const classes: LinkClass[] = directory.classes.map(({ id, name, order }) => ({ id, name, order }));
  const confirmDelete = () => {
    if (deleting === null) return;
    const { id, name } = deleting;
    remove.mutate(
      { tokenid, id },
      { onSuccess: () => toast({ status: 'success', message: t('toast.entry_deleted', { name }) }), onError: failed },
    );
  };
  return (
    <section className={styles.section} aria-labelledby="links-admin-entries">
      <div className={styles.sectionHead}>
        <h3 id="links-admin-entries">{t('entries.title')}</h3>
        <Button size="small" variant="primary" icon="plus" onClick={() => setEditing('new')}>
          {t('entries.add')}
        </Button>
      </div>
      {entryGroups(directory).map((group) => (
        <GroupList
          key={group.id ?? 'none'}
          tokenid={tokenid}
          group={group}
          states={states}
          announce={announce}
          onEdit={setEditing}
          onDelete={setDeleting}
        />
      ))}
      <EntryDialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        tokenid={tokenid}
        entry={editing === 'new' || editing === null ? undefined : editing}
        classes={classes}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        onConfirm={confirmDelete}
        title={t('entries.delete_title')}
        message={deleting === null ? '' : t('entries.delete_text', { name: deleting.name })}
        confirmLabel={t('entries.delete')}
        danger
      />
    </section>
  );
}

/** One group's entries, in their order, each movable within the group. */
function GroupList({
  tokenid,
  group,
  states,
  announce,
  onEdit,
  onDelete,
}: {
  tokenid: string;
  group: EntryGroup;
  states: ReadonlyMap<number, LinkAdminEntry>;
  announce: (text: string) => void;
  onEdit: (entry: LinkEntry) => void;
  onDelete: (entry: LinkEntry) => void;
}) {
  const { t } = useTranslation('links_admin');
  const failed = useFailureToast();
  const reorder = useReorderLinkEntries();
  const byId = new Map(group.entries.map((e) => [e.id, e]));
  const order = useOrderedIds(
    group.entries.map((e) => e.id),
    (ids) => reorder.mutateAsync({ tokenid, ids }),
    failed,
  );
  const moves = useMoves(order, (id) => byId.get(id)?.name ?? '', announce);
  const title = group.name ?? t('no_class');
  const headingId = `links-admin-group-${group.id ?? 'none'}`;
  if (group.id === null && group.entries.length === 0) return null;
  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <h4 id={headingId}>{title}</h4>
      {group.entries.length === 0 ? (
        <p className={styles.muted}>{t('entries.none_in_class')}</p>
      ) : (
        <ol className={styles.list}>
          {order.ids.map((id, index) => {
            const entry = byId.get(id);
            if (entry === undefined) return null;
            return (
              <EntryRow key={id} entry={entry} state={states.get(id)}>
                <MoveButtons
                  name={entry.name}
                  index={index}
                  count={order.ids.length}
                  onMove={(delta) => moves.move(index, delta)}
                  focus={moves.focusOf(id)}
                />
                <Button
                  size="small"
                  onClick={() => onEdit(entry)}
                  aria-label={t('entries.edit_named', { name: entry.name })}
                >
                  {t('entries.edit')}
                </Button>
                <Button
                  size="small"
                  variant="danger"
                  onClick={() => onDelete(entry)}
                  aria-label={t('entries.delete_named', { name: entry.name })}
                >
                  {t('entries.delete')}
                </Button>
              </EntryRow>
            );
          })}
        </ol>
      )}
    </section>
  );
}
