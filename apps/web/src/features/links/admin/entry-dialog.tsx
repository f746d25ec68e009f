import { isCssColour, type LinkClass, type LinkEntry, linkKinds } from '@site/contracts';
import { type CSSProperties, type FormEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { errorTextLoaded, failureCode } from '../../../lib/error-text.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import fieldStyles from '../../../ui/field.module.css';
import { Select } from '../../../ui/select.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { toast } from '../../../ui/toast-store.ts';
import { accentOf } from '../accent.ts';
import { useSaveLinkEntry } from '../api.ts';
import styles from './links-admin.module.css';
import {
  checkEntryForm,
  type EntryForm,
  entryFormOf,
  entryServerErrors,
  type FieldErrors,
  pickerHex,
} from './model.ts';

/** Props of `EntryDialog`. */
export interface EntryDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tokenid: string;
  /** The entry edited; absent: a new entry. */
  entry?: LinkEntry;
  classes: readonly LinkClass[];
}

/**
 * The admin's editor of one link entry, in the kit's dialog (focus trapped, Esc closes, closing with unsaved
 * changes asks first): every field of `LinkEntryInput`, checked with `linkEntryInputSchema` before sending; a field
 * the check or the server's 400 refuses shows its error under it and takes focus. A save says so in a toast.
 */
export function EntryDialog({ open, onOpenChange, entry, ...rest }: EntryDialogProps) {
  const { t } = useTranslation('links_admin');
  const [dirty, setDirty] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) setDirty(false);
      }}
      title={entry === undefined ? t('entry.new_title') : t('entry.edit_title', { name: entry.name })}
      size="large"
      confirmClose={dirty}
    >
      {open && <EntryFormView {...rest} entry={entry} onDirtyChange={setDirty} onClose={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function EntryFormView({
  tokenid,
  entry,
  classes,
  onDirtyChange,
  onClose,
}: Omit<EntryDialogProps, 'open' | 'onOpenChange'> & { onDirtyChange: (dirty: boolean) => void; onClose: () => void }) {
  const { t } = useTranslation('links_admin');
  const id = useId();
  const initial = useMemo(() => entryFormOf(entry), [entry]);
  const [form, setForm] = useState<EntryForm>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveLinkEntry();

  const set = <K extends keyof EntryForm>(key: K, value: EntryForm[K]) =>
    setForm((current) => {
      const next = { ...current, [key]: value };
      onDirtyChange(JSON.stringify(next) !== JSON.stringify(initial));
      return next;
    });
  const hints: Partial<Record<keyof EntryForm, string>> = {
    link: t('entry.hint.link'),
    avatar: t('entry.hint.avatar'),
    feed_url: t('entry.hint.feed_url'),
    colour: t('entry.hint.colour'),
  };
  const field = (name: keyof EntryForm) => ({
    value: String(form[name] ?? ''),
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
    'aria-invalid': name in errors || undefined,
    hint: name in errors ? t('entry.field_error', { detail: errors[name] || t('entry.refused') }) : hints[name],
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkEntryForm(form);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstError(id);
      return;
    }
    setErrors({});
    save.mutate(
      { tokenid, entry: checked.entry },
      {
        onSuccess: (saved) => {
          toast({
            status: 'success',
            message: t(entry === undefined ? 'toast.entry_added' : 'toast.entry_saved', { name: saved.name }),
          });
          onDirtyChange(false);
          onClose();
        },
        onError: async (error) => {
          if (error instanceof ApiRequestError && error.code === 'invalid_input') {
            setErrors(entryServerErrors(error.data));
            focusFirstError(id);
          }
          toast({ status: 'error', message: await errorTextLoaded(failureCode(error)) });
        },
      },
    );
  };

  const colour = form.colour.trim();
  const accent = isCssColour(colour) ? accentOf(colour)?.colour : undefined;
  const errorCount = Object.keys(errors).length;
  return (
    <form id={id} className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.row}>
        <TextField label={t('entry.name')} required maxLength={100} {...field('name')} />
        <TextField label={t('entry.link')} required type="url" inputMode="url" {...field('link')} />
      </div>
      <TextField label={t('entry.description')} maxLength={500} {...field('description')} />
      <div className={styles.row}>
        <TextField label={t('entry.avatar')} type="url" inputMode="url" {...field('avatar')} />
        <TextField label={t('entry.feed_url')} type="url" inputMode="url" {...field('feed_url')} />
      </div>
      <div className={styles.colour}>
        <div className={fieldStyles.field}>
          <label className={fieldStyles.label} htmlFor={`${id}-picker`}>
            {t('entry.colour_picker')}
          </label>
          <input
            id={`${id}-picker`}
            type="color"
            className={styles.picker}
            value={pickerHex(form.colour) ?? '#888888'}
            onChange={(event) => set('colour', event.target.value)}
          />
        </div>
        <TextField label={t('entry.colour')} placeholder="#3b82f6" maxLength={64} {...field('colour')} />
        <output
          className={styles.preview}
          aria-label={t('entry.preview')}
          style={accent === undefined ? undefined : ({ '--accent': accent } as CSSProperties)}
        >
          {form.name.trim() || t('entry.preview')}
          {accent === undefined && <span className={styles.muted}>{t('entry.no_colour')}</span>}
        </output>
      </div>
      <div className={styles.row}>
        <Select
          label={t('entry.kind')}
          value={form.kind}
          onValueChange={(value) => set('kind', value)}
          options={linkKinds.map((value) => ({ value, label: t(`kind.${value}`) }))}
        />
        <Select
          label={t('entry.class')}
          value={form.class_id}
          onValueChange={(value) => set('class_id', value)}
          options={[
            { value: '', label: t('no_class') },
            ...classes.map((c) => ({ value: String(c.id), label: c.name })),
          ]}
        />
      </div>
      {'class_id' in errors && (
        <p className={styles.error}>{t('entry.field_error', { detail: errors.class_id || t('entry.refused') })}</p>
      )}
      {errorCount > 0 && (
        <p className={styles.error} role="alert">
          {t('entry.errors', { count: errorCount })}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" variant="primary" loading={save.isPending}>
          {t('entry.save')}
        </Button>
      </div>
    </form>
  );
}

/** Moves focus to the form's first field marked invalid, once React has rendered the marks. */
function focusFirstError(formId: string): void {
  requestAnimationFrame(() => {
    document.getElementById(formId)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}
