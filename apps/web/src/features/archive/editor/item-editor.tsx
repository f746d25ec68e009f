import {
  type ArchiveItem,
  type ArchiveKind,
  archiveKinds,
  archiveRatingSources,
  archiveStatuses,
  archiveTitleLanguages,
} from '@site/contracts';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { errorTextLoaded, failureCode } from '../../../lib/error-text.ts';
import type { Language } from '../../../lib/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { Select } from '../../../ui/select.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { toast } from '../../../ui/toast-store.ts';
import { archiveLevels, intlLocale, levelNameKey, statusKey } from '../labels.ts';
import { useSaveArchiveItem } from '../mutations.ts';
import { CoverField } from './cover-field.tsx';
import styles from './editor.module.css';
import { type ArchiveForm, type FieldErrors, formFromItem, serverFieldErrors, validateForm } from './form.ts';
import { KindFields } from './kind-fields.tsx';
import { LinksField, ViewingsField } from './list-fields.tsx';
import { TextArea } from './text-area.tsx';

/** Props of `ArchiveItemEditor`. */
export interface ArchiveItemEditorProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The admin's token. */
  tokenid: string;
  /** The item edited; absent: a new item of `kind` (whose kind can still be changed in the form). */
  item?: ArchiveItem;
  kind: ArchiveKind;
  /** Runs with the stored item after a save (the dialog has closed, the toast shows). */
  onSaved?: (item: ArchiveItem) => void;
}

/**
 * The admin's editor of one archive item, in the kit's dialog (focus trapped, Esc closes, closing with unsaved
 * changes asks first [DIALOG-03]): every field of `archiveItemInputSchema`, checked with that schema before
 * sending; the fields the schema or the server's 400 refuse show their error next to them. A save refreshes every
 * archive answer and says so in a toast.
 */
export function ArchiveItemEditor({ open, onOpenChange, ...rest }: ArchiveItemEditorProps) {
  const { t } = useTranslation('archive_item');
  const [dirty, setDirty] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) setDirty(false);
      }}
      title={rest.item === undefined ? t('editor.new_title') : t('editor.edit_title', { title: rest.item.title })}
      size="large"
      confirmClose={dirty}
    >
      {open && <EditorForm {...rest} onDirtyChange={setDirty} onClose={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function EditorForm({
  tokenid,
  item,
  kind,
  onSaved,
  onDirtyChange,
  onClose,
}: Omit<ArchiveItemEditorProps, 'open' | 'onOpenChange'> & {
  onDirtyChange: (dirty: boolean) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(['archive_item', 'archive']);
  const id = useId();
  const initial = useMemo(() => formFromItem(item, kind), [item, kind]);
  const [form, setForm] = useState<ArchiveForm>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [uploading, setUploading] = useState(false);
  const save = useSaveArchiveItem();
  const languageNames = useMemo(
    () => new Intl.DisplayNames([intlLocale(i18n.language as Language)], { type: 'language' }),
    [i18n.language],
  );

  const update = (change: (current: ArchiveForm) => ArchiveForm) =>
    setForm((current) => {
      const next = change(current);
      onDirtyChange(JSON.stringify(next) !== JSON.stringify(initial));
      return next;
    });
  const set = <K extends keyof ArchiveForm>(key: K, value: ArchiveForm[K]) => update((f) => ({ ...f, [key]: value }));
  const errorOf = (field: string) =>
    field in errors ? t('editor.field_error', { detail: errors[field] || t('editor.refused') }) : undefined;
  const invalid = (field: string) => ({ 'aria-invalid': field in errors || undefined, hint: errorOf(field) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateForm(form);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstError(id);
      return;
    }
    setErrors({});
    save.mutate(
      { tokenid, item: checked.item },
      {
        onSuccess: (saved) => {
          toast({
            status: 'success',
            message: t(item === undefined ? 'toast.created' : 'toast.saved', { title: saved.title }),
          });
          onDirtyChange(false);
          onClose();
          onSaved?.(saved);
        },
        onError: async (error) => {
          if (error instanceof ApiRequestError && error.code === 'invalid_input') {
            setErrors(serverFieldErrors(error.data));
            focusFirstError(id);
          }
          toast({ status: 'error', message: await errorTextLoaded(failureCode(error)) });
        },
      },
    );
  };

  const errorCount = Object.keys(errors).length;
  return (
    <form id={id} className={styles.form} onSubmit={submit} noValidate>
      {item === undefined && (
        <Select
          label={t('field.kind')}
          value={form.kind}
          onValueChange={(value) => set('kind', value)}
          options={archiveKinds.map((value) => ({ value, label: t(`archive:kind_one.${value}`) }))}
        />
      )}
      <TextField
        label={t('field.title')}
        required
        value={form.title}
        onChange={(e) => set('title', e.target.value)}
        {...invalid('title')}
      />
      <fieldset className={styles.section}>
        <legend>{t('field.titles')}</legend>
        <div className={styles.row}>
          {archiveTitleLanguages.map((lang) => (
            <TextField
              key={lang}
              lang={lang}
              label={t('field.title_in', { language: languageNames.of(intlLocale(lang)) })}
              value={form.titles[lang]}
              onChange={(e) => set('titles', { ...form.titles, [lang]: e.target.value })}
              {...invalid('titles')}
            />
          ))}
        </div>
      </fieldset>
      <div className={styles.row}>
        <TextField
          label={t('field.year')}
          inputMode="numeric"
          value={form.year}
          onChange={(e) => set('year', e.target.value)}
          {...invalid('year')}
        />
        <TextField
          label={t('field.release_date')}
          type="date"
          value={form.release_date}
          onChange={(e) => set('release_date', e.target.value)}
          {...invalid('release_date')}
        />
        <Select
          label={t('field.status')}
          value={form.status}
          onValueChange={(value) => set('status', value)}
          options={archiveStatuses.map((value) => ({ value, label: t(statusKey(form.kind, value)) }))}
        />
      </div>
      <CoverField
        value={form.cover_url}
        onChange={(url) => set('cover_url', url)}
        tokenid={tokenid}
        error={errorOf('cover_url')}
        onBusyChange={setUploading}
      />
      <div className={styles.row}>
        <TextField
          label={t('field.regions')}
          placeholder="JP, US"
          value={form.regions}
          onChange={(e) => set('regions', e.target.value)}
          {...invalid('regions')}
          hint={errorOf('regions') ?? t('field.regions_hint')}
        />
        <TextField
          label={t('field.tags')}
          value={form.tags}
          onChange={(e) => set('tags', e.target.value)}
          {...invalid('tags')}
          hint={errorOf('tags') ?? t('field.tags_hint')}
        />
      </div>
      <KindFields form={form} update={update} errors={errors} errorOf={errorOf} />
      <fieldset className={styles.section}>
        <legend>{t('editor.rating')}</legend>
        <Select
          label={t('field.level')}
          value={form.level}
          onValueChange={(value) => set('level', value)}
          options={[
            { value: '', label: t(levelNameKey(null)) },
            ...archiveLevels.map((level) => ({ value: String(level), label: `${level} ${t(levelNameKey(level))}` })),
          ]}
        />
        <div className={styles.row}>
          <Select
            label={t('field.source')}
            value={form.source}
            onValueChange={(value) => set('source', value)}
            options={[
              { value: '' as const, label: t('field.source_none') },
              ...archiveRatingSources.map((value) => ({ value, label: t(`site.${value}`) })),
            ]}
          />
          <TextField
            label={t('field.source_score')}
            inputMode="decimal"
            disabled={form.source === ''}
            value={form.source_score}
            onChange={(e) => set('source_score', e.target.value)}
            {...invalid('source_rating')}
          />
          <TextField
            label={t('field.source_scale')}
            inputMode="numeric"
            disabled={form.source === ''}
            value={form.source_scale}
            onChange={(e) => set('source_scale', e.target.value)}
          />
        </div>
        <TextArea
          label={t('field.comment')}
          rows={2}
          maxLength={2000}
          value={form.comment}
          onChange={(e) => set('comment', e.target.value)}
          error={errorOf('comment')}
        />
        <TextArea
          label={t('field.review')}
          hint={t('field.review_hint')}
          rows={6}
          value={form.review}
          onChange={(e) => set('review', e.target.value)}
          error={errorOf('review')}
        />
      </fieldset>
      <ViewingsField value={form.viewings} onChange={(rows) => set('viewings', rows)} error={errorOf('viewings')} />
      <LinksField value={form.links} onChange={(rows) => set('links', rows)} error={errorOf('links')} />
      {errorCount > 0 && (
        <p className={styles.error} role="alert">
          {t('editor.errors', { count: errorCount })}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" variant="primary" loading={save.isPending} disabled={uploading}>
          {t('editor.save')}
        </Button>
      </div>
    </form>
  );
}

/** Moves focus to the form's first field marked invalid, once React has rendered the marks. */
function focusFirstError(formId: string): void {
  requestAnimationFrame(() => {
    const form = document.getElementById(formId);
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}
