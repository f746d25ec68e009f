import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localStore } from '../../../lib/browser-storage.ts';
import { PictureFileError, readPictureFile } from '../../../lib/picture-file.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { Button } from '../../../ui/button.tsx';
import { ConfirmDialog } from '../../../ui/dialog.tsx';
import panel from '../../../ui/panel.module.css';
import { TextField } from '../../../ui/text-field.tsx';
import { emptyDraft, messageOfDraft } from '../draft.ts';
import {
  addMessage,
  type Contact,
  type Conversation,
  chatLimits,
  deleteMessage,
  editMessage,
  emptyConversation,
  exportConversation,
  importConversation,
  meId,
  moveMessage,
  newId,
  putContact,
  removeContact,
} from '../model.ts';
import { renderConversationPng } from '../render.ts';
import { loadConversation, type SaveResult, saveConversation } from '../storage.ts';
import styles from './chat.module.css';
import { ChatView, ContactAvatar } from './chat-view.tsx';
import { MessageFields } from './message-fields.tsx';

/** The largest JSON file read back, in bytes (the conversation's own limits keep an export far below it). */
const maxImportBytes = 40 * 1024 * 1024;

type T = (key: string, options?: Record<string, unknown>) => string;

/** The example conversation shown until the user changes anything, in the page's language. */
function demoConversation(t: T): Conversation {
  return {
    ...emptyConversation(t('demo.title')),
    contacts: [{ id: 'c1', name: t('demo.contact'), avatar: null }],
    messages: [
      { id: 'm1', kind: 'time', text: '21:04' },
      { id: 'm2', kind: 'text', from: 'c1', text: t('demo.line1') },
      { id: 'm3', kind: 'sticker', from: 'c1', sticker: 'happy' },
      { id: 'm4', kind: 'choices', options: [t('demo.choice1'), t('demo.choice2')] },
      { id: 'm5', kind: 'text', from: meId, text: t('demo.choice1') },
      { id: 'm6', kind: 'typing', from: 'c1' },
    ],
  };
}

/**
 * The chat mock-up maker of "/laboratory/honkai_star_rail_message" (issue 25 point 3): contacts (name, uploaded
 * or initial avatar), a new-message form, the conversation with edit / delete / move tools, and the exports (PNG
 * drawn from the model by `render.ts`, JSON read back by `importConversation`). The conversation is kept in this
 * browser's localStorage after every change; a full quota is said in an alert and nothing else is lost.
 */
export function ChatMaker() {
  const { t } = useTranslation('lab_chat');
  const { t: te } = useTranslation('picture_file');
  const id = useId();
  // null: nothing made or kept yet, the example is shown (in the current language, so it follows a language change).
  const [own, setConversation] = useState<Conversation | null>(null);
  const conversation = own ?? demoConversation(t as T);
  const [saved, setSaved] = useState<SaveResult>('saved');
  const [draft, setDraft] = useState(() => emptyDraft());
  const [problem, setProblem] = useState<string | null>(null);
  const [pictureError, setPictureError] = useState<string | null>(null);
  const [draftPictureError, setDraftPictureError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [askClear, setAskClear] = useState(false);

  // The kept conversation is read after hydration: the server's render shows the example.
  useEffect(() => {
    const kept = loadConversation(localStore());
    if (kept) setConversation(kept);
  }, []);

  const update = (next: Conversation) => {
    setConversation(next);
    const result = saveConversation(localStore(), next);
    setSaved(result);
  };

  const add = () => {
    setDraftPictureError(null);
    const known = conversation.contacts.some((c) => c.id === draft.from);
    const made = messageOfDraft(known ? draft : { ...draft, from: meId }, newId(conversation, 'm'));
    if ('problem' in made) {
      setProblem(t(`problem.${made.problem}`));
      return;
    }
    const next = addMessage(conversation, made.message);
    if (!next) {
      setProblem(t('problem.too_many', { max: chatLimits.messages }));
      return;
    }
    setProblem(null);
    setDraftPictureError(null);
    update(next);
    setDraft({ ...emptyDraft(draft.from, draft.kind), sticker: draft.sticker, time: draft.time });
    setStatus(t('added', { n: next.messages.length }));
  };

  const addContact = () => {
    const contact: Contact = {
      id: newId(conversation, 'c'),
      name: t('new_contact', { n: conversation.contacts.length + 1 }),
      avatar: null,
    };
    const next = putContact(conversation, contact);
    if (next) update(next);
    else setStatus(t('too_many_contacts', { max: chatLimits.contacts }));
  };

  const uploadAvatar = async (contact: Contact, event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      const picture = await readPictureFile(file);
      setPictureError(null);
      const next = putContact(conversation, { ...contact, avatar: picture.dataUrl });
      if (next) update(next);
    } catch (e) {
      setPictureError(te(e instanceof PictureFileError ? e.code : 'not_picture'));
    }
  };

  const exportPng = async () => {
    setBusy(true);
    setStatus('');
    setFileError(null);
    try {
      const blobs = await renderConversationPng(conversation, t('title'));
      for (const [i, blob] of blobs.entries()) saveFile(blobs.length === 1 ? 'chat.png' : `chat-${i + 1}.png`, blob);
      setStatus(t('exported_png', { count: blobs.length }));
    } catch {
      setFileError(t('export_failed'));
    } finally {
      setBusy(false);
    }
  };

  const exportJson = () => {
    saveFile('chat.json', new Blob([exportConversation(conversation)], { type: 'application/json' }));
    setStatus(t('exported_json'));
  };

  const importJson = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // An export is at most a few MB (pictures are capped): a bigger file is refused before it is read.
    if (file.size > maxImportBytes) {
      setFileError(t('import_error.too_large', { mb: maxImportBytes / 1024 / 1024 }));
      return;
    }
    const result = importConversation(await file.text());
    if (!result.ok) {
      const e = result.error;
      setFileError(t(`import_error.${e.code}`, { path: 'path' in e ? e.path : '' }));
      return;
    }
    setFileError(null);
    update(result.conversation);
    setDraft(emptyDraft());
    setStatus(t('imported', { count: result.conversation.messages.length }));
  };

  return (
    <div className={styles.maker}>
      <div className={styles.controls}>
        <section className={panel.panel} aria-labelledby={`${id}-setup`}>
          <h2 id={`${id}-setup`} className={panel.panelTitle}>
            {t('contacts')}
          </h2>
          <TextField
            label={t('title_label')}
            maxLength={chatLimits.title}
            value={conversation.title}
            onChange={(e) => update({ ...conversation, title: e.target.value })}
          />
          <ul className={styles.contacts}>
            {conversation.contacts.map((c, i) => (
              <li key={c.id} className={styles.contact}>
                <ContactAvatar contact={c} size={44} />
                <div className={styles.contactFields}>
                  <TextField
                    label={t('contact_name', { n: i + 1 })}
                    maxLength={chatLimits.name}
                    value={c.name}
                    onChange={(e) => {
                      const next = putContact(conversation, { ...c, name: e.target.value });
                      if (next) update(next);
                    }}
                  />
                  <div className={styles.tools}>
                    <label className={styles.fileButton}>
                      <input
                        type="file"
                        className="visually-hidden"
                        accept="image/png,image/jpeg,image/webp,image/gif"
                        aria-label={t('avatar_upload', { name: c.name || t('unnamed') })}
                        onChange={(e) => void uploadAvatar(c, e)}
                      />
                      <span aria-hidden="true">{t('avatar_button')}</span>
                    </label>
                    {c.avatar && (
                      <Button
                        size="small"
                        variant="ghost"
                        onClick={() => {
                          const next = putContact(conversation, { ...c, avatar: null });
                          if (next) update(next);
                        }}
                        aria-label={t('avatar_remove', { name: c.name || t('unnamed') })}
                      >
                        {t('avatar_remove_short')}
                      </Button>
                    )}
                    <Button
                      size="small"
                      variant="ghost"
                      onClick={() => update(removeContact(conversation, c.id))}
                      aria-label={t('contact_delete', { name: c.name || t('unnamed') })}
                    >
                      {t('delete')}
                    </Button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
          <Button size="small" icon="plus" onClick={addContact}>
            {t('add_contact')}
          </Button>
          <p role="alert" className={styles.problem}>
            {pictureError}
          </p>
        </section>

        <section className={panel.panel} aria-labelledby={`${id}-new`}>
          <h2 id={`${id}-new`} className={panel.panelTitle}>
            {t('new_message')}
          </h2>
          <form
            className={styles.fields}
            onSubmit={(e) => {
              e.preventDefault();
              add();
            }}
          >
            <MessageFields
              draft={draft}
              onChange={setDraft}
              contacts={conversation.contacts}
              onPictureError={setDraftPictureError}
            />
            <p role="alert" className={styles.problem}>
              {draftPictureError ?? problem}
            </p>
            <Button type="submit" variant="primary" icon="plus">
              {t('add_message')}
            </Button>
          </form>
        </section>

        <section className={panel.panel} aria-labelledby={`${id}-files`}>
          <h2 id={`${id}-files`} className={panel.panelTitle}>
            {t('files')}
          </h2>
          <div className={styles.tools}>
            <Button onClick={() => void exportPng()} loading={busy}>
              {t('export_png')}
            </Button>
            <Button onClick={exportJson}>{t('export_json')}</Button>
            <label className={styles.fileButton}>
              <input
                type="file"
                className="visually-hidden"
                accept="application/json,.json"
                aria-label={t('import_json')}
                onChange={(e) => void importJson(e)}
              />
              <span aria-hidden="true">{t('import_json')}</span>
            </label>
            <Button variant="danger" onClick={() => setAskClear(true)}>
              {t('clear')}
            </Button>
          </div>
          <p className={styles.hint}>{t('png_note')}</p>
          <p role="status" className={styles.status}>
            {status}
          </p>
          <p role="alert" className={styles.problem}>
            {fileError ?? (saved === 'quota' ? t('quota') : saved === 'blocked' ? t('blocked') : null)}
          </p>
        </section>
      </div>

      <section className={panel.panel} aria-labelledby={`${id}-chat`}>
        <h2 id={`${id}-chat`} className={panel.panelTitle}>
          {t('conversation')}
        </h2>
        <ChatView
          conversation={conversation}
          fallbackTitle={t('title')}
          onEdit={(mid, next) => update(editMessage(conversation, mid, next))}
          onDelete={(mid) => {
            update(deleteMessage(conversation, mid));
            setStatus(t('deleted'));
          }}
          onMove={(mid, delta) => {
            const next = moveMessage(conversation, mid, delta);
            if (next === conversation) return;
            update(next);
            setStatus(t('moved', { n: next.messages.findIndex((m) => m.id === mid) + 1 }));
          }}
        />
      </section>

      <ConfirmDialog
        open={askClear}
        onOpenChange={setAskClear}
        title={t('clear')}
        message={t('clear_question')}
        confirmLabel={t('clear')}
        danger
        onConfirm={() => {
          update(emptyConversation());
          setDraft(emptyDraft());
          setStatus(t('cleared'));
        }}
      />
    </div>
  );
}
