import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PictureFileError, readPictureFile } from '../../../lib/picture-file.ts';
import field from '../../../ui/field.module.css';
import { Select } from '../../../ui/select.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import type { Draft } from '../draft.ts';
import { type Contact, chatLimits, type MessageKind, meId } from '../model.ts';
import { stickerIds, stickerUrl } from '../stickers.ts';
import styles from './chat.module.css';

const kinds: readonly MessageKind[] = ['text', 'picture', 'sticker', 'choices', 'time', 'typing'];

/** Props of `MessageFields`: the draft, its setter, the contacts to pick a sender from, and a name prefix. */
export interface MessageFieldsProps {
  draft: Draft;
  onChange: (next: Draft) => void;
  contacts: readonly Contact[];
  /** Shows a picture error (`picture_file:<code>` text) or clears it (null). */
  onPictureError: (text: string | null) => void;
}

/**
 * The fields of one message (issue 25 point 3), for the new message and for editing one: its kind, its sender (for
 * bubbles), and the kind's own fields (text, picture upload through `readPictureFile`, sticker, reply choices one
 * per line, timestamp text). Every field has a visible label.
 */
export function MessageFields({ draft, onChange, contacts, onPictureError }: MessageFieldsProps) {
  const { t } = useTranslation('lab_chat');
  const { t: te } = useTranslation('picture_file');
  const id = useId();
  const [reading, setReading] = useState(false);
  const set = (patch: Partial<Draft>) => onChange({ ...draft, ...patch });
  const hasSender = draft.kind !== 'choices' && draft.kind !== 'time';
  const senders = [
    { value: meId, label: t('me') },
    ...contacts.map((c) => ({ value: c.id, label: c.name.trim() || t('unnamed') })),
  ];

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setReading(true);
    try {
      const p = await readPictureFile(file);
      onPictureError(null);
      set({ picture: { src: p.dataUrl, width: p.width, height: p.height } });
    } catch (e) {
      onPictureError(te(e instanceof PictureFileError ? e.code : 'not_picture'));
    } finally {
      setReading(false);
    }
  };

  return (
    <div className={styles.fields}>
      <div className={styles.fieldRow}>
        <Select
          label={t('kind_label')}
          value={draft.kind}
          onValueChange={(kind) => set({ kind })}
          options={kinds.map((k) => ({ value: k, label: t(`kind.${k}`) }))}
        />
        {hasSender && (
          <Select
            label={t('from_label')}
            value={senders.some((s) => s.value === draft.from) ? draft.from : meId}
            onValueChange={(from) => set({ from })}
            options={senders}
          />
        )}
      </div>
      {draft.kind === 'text' && (
        <div className={field.field}>
          <label htmlFor={`${id}-text`} className={field.label}>
            {t('text_label')}
          </label>
          <textarea
            id={`${id}-text`}
            className={`${field.input} ${field.textarea}`}
            rows={3}
            maxLength={chatLimits.text}
            value={draft.text}
            onChange={(e) => set({ text: e.target.value })}
          />
        </div>
      )}
      {draft.kind === 'choices' && (
        <div className={field.field}>
          <label htmlFor={`${id}-choices`} className={field.label}>
            {t('choices_label')}
          </label>
          <textarea
            id={`${id}-choices`}
            className={`${field.input} ${field.textarea}`}
            rows={3}
            value={draft.options}
            aria-describedby={`${id}-choices-hint`}
            onChange={(e) => set({ options: e.target.value })}
          />
          <span id={`${id}-choices-hint`} className={field.hint}>
            {t('choices_hint', { max: chatLimits.choices })}
          </span>
        </div>
      )}
      {draft.kind === 'time' && (
        <TextField
          label={t('time_label')}
          maxLength={chatLimits.time}
          value={draft.time}
          placeholder="21:04"
          onChange={(e) => set({ time: e.target.value })}
        />
      )}
      {draft.kind === 'picture' && (
        <div className={field.field}>
          <label htmlFor={`${id}-picture`} className={field.label}>
            {t('picture_label')}
          </label>
          <input
            id={`${id}-picture`}
            className={styles.file}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            disabled={reading}
            onChange={(e) => {
              void pick(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          {draft.picture && <img className={styles.pictureThumb} src={draft.picture.src} alt={t('picture_chosen')} />}
        </div>
      )}
      {draft.kind === 'sticker' && (
        <fieldset className={styles.stickerPicker}>
          <legend>{t('sticker_label')}</legend>
          {stickerIds.map((s) => (
            <label key={s} className={styles.stickerOption}>
              <input
                type="radio"
                name={`${id}-sticker`}
                value={s}
                checked={draft.sticker === s}
                onChange={() => set({ sticker: s })}
              />
              <img src={stickerUrl(s)} alt="" width={48} height={48} />
              <span>{t(`stickers.${s}`)}</span>
            </label>
          ))}
        </fieldset>
      )}
    </div>
  );
}
