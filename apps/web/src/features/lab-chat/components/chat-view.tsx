import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { type Draft, draftOf, messageOfDraft } from '../draft.ts';
import { type Contact, type Conversation, type Message, meId } from '../model.ts';
import { avatarColour, initialOf } from '../render.ts';
import { stickerUrl } from '../stickers.ts';
import styles from './chat.module.css';
import { MessageFields } from './message-fields.tsx';

/** The drag data type of an entry being dragged to another place (its message id). */
const dragType = 'application/x-lab-chat-message';

/** A contact's round avatar: the uploaded picture or the generated initial on a colour from the name. Decorative. */
export function ContactAvatar({ contact, size = 40 }: { contact: Contact | undefined; size?: number }) {
  const name = contact?.name ?? '';
  return contact?.avatar ? (
    <img className={styles.avatar} src={contact.avatar} alt="" width={size} height={size} />
  ) : (
    <span
      className={styles.avatar}
      style={{ width: size, height: size, background: avatarColour(name), fontSize: Math.round(size * 0.45) }}
      aria-hidden="true"
    >
      {initialOf(name)}
    </span>
  );
}

/** Props of `ChatView`. */
export interface ChatViewProps {
  conversation: Conversation;
  /** Heading text when the conversation has no title. */
  fallbackTitle: string;
  onEdit: (id: string, next: Message) => void;
  onDelete: (id: string) => void;
  onMove: (id: string, delta: number) => void;
}

/**
 * The conversation as the message app shows it (issue 25 point 3): contact bubbles on the left with avatar and name,
 * the player's on the right, pictures, stickers, reply choices, timestamps and the typing indicator; and under each
 * entry its tools: edit (in place), delete, move up and move down, each named with the entry's position (an entry can
 * also be dragged onto another's place). Texts are
 * React text nodes: markup in them shows as text.
 */
export function ChatView({ conversation, fallbackTitle, onEdit, onDelete, onMove }: ChatViewProps) {
  const { t } = useTranslation('lab_chat');
  const [editing, setEditing] = useState<{ id: string; draft: Draft } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [pictureError, setPictureError] = useState<string | null>(null);
  const contacts = new Map(conversation.contacts.map((c) => [c.id, c]));
  const count = conversation.messages.length;
  const listRef = useRef<HTMLOListElement>(null);
  /** Puts the focus on the first tool of the entry at `index` after React has drawn the change (keyboard users). */
  const focusEntry = (index: number) =>
    requestAnimationFrame(() => {
      const items = listRef.current?.querySelectorAll<HTMLLIElement>(':scope > li');
      if (!items || items.length === 0) return;
      items[Math.max(0, Math.min(index, items.length - 1))]
        ?.querySelector<HTMLElement>('button, textarea, input, select')
        ?.focus();
    });

  const save = () => {
    if (!editing) return;
    setPictureError(null);
    const known = conversation.contacts.some((c) => c.id === editing.draft.from);
    const made = messageOfDraft(known ? editing.draft : { ...editing.draft, from: meId }, editing.id);
    if ('problem' in made) {
      setProblem(t(`problem.${made.problem}`));
      return;
    }
    onEdit(editing.id, made.message);
    focusEntry(conversation.messages.findIndex((m) => m.id === editing.id));
    setEditing(null);
    setProblem(null);
    setPictureError(null);
  };

  const body = (m: Message): ReactNode => {
    switch (m.kind) {
      case 'text':
        return <p className={styles.bubbleText}>{m.text}</p>;
      case 'picture':
        return <img className={styles.picture} src={m.src} alt={t('picture_alt')} width={m.width} height={m.height} />;
      case 'sticker':
        return (
          <img
            className={styles.sticker}
            src={stickerUrl(m.sticker)}
            alt={t(`stickers.${m.sticker}`)}
            width={120}
            height={120}
          />
        );
      case 'typing':
        return (
          <span className={styles.typing} role="img" aria-label={t('typing_alt')}>
            <span />
            <span />
            <span />
          </span>
        );
      case 'time':
        return <span className={styles.time}>{m.text}</span>;
      case 'choices':
        return (
          <ul className={styles.choices} aria-label={t('choices_alt')}>
            {m.options.map((o, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: options are plain strings that may repeat
              <li key={i} className={styles.choice}>
                {o}
              </li>
            ))}
          </ul>
        );
    }
  };

  return (
    <div className={styles.phone}>
      <div className={styles.phoneHeader}>{conversation.title.trim() || fallbackTitle}</div>
      {count === 0 ? (
        <p className={styles.empty}>{t('empty')}</p>
      ) : (
        <ol ref={listRef} className={styles.messages} aria-label={t('messages_label')}>
          {conversation.messages.map((m, i) => {
            const n = i + 1;
            const from = 'from' in m ? m.from : undefined;
            const mine = from === meId;
            const contact = from && !mine ? contacts.get(from) : undefined;
            const side = m.kind === 'time' ? styles.center : m.kind === 'choices' || mine ? styles.right : styles.left;
            const who = m.kind === 'time' || m.kind === 'choices' ? '' : mine ? t('me') : contact?.name || t('unnamed');
            return (
              <li
                key={m.id}
                className={`${styles.entry} ${side}`}
                data-kind={m.kind}
                // Dragging is the pointer's shortcut for the move buttons (optional, issue 25 point 3).
                draggable={editing === null}
                onDragStart={(e) => {
                  e.dataTransfer.setData(dragType, m.id);
                  e.dataTransfer.effectAllowed = 'move';
                }}
                onDragOver={(e) => {
                  if (e.dataTransfer.types.includes(dragType)) e.preventDefault();
                }}
                onDrop={(e) => {
                  const dragged = e.dataTransfer.getData(dragType);
                  const from = conversation.messages.findIndex((x) => x.id === dragged);
                  if (from < 0) return;
                  e.preventDefault();
                  onMove(dragged, i - from);
                }}
              >
                <span className="visually-hidden">{t('entry_label', { n, who, kind: t(`kind.${m.kind}`) })}</span>
                {editing?.id === m.id ? (
                  <form
                    className={styles.editor}
                    aria-label={t('edit_form', { n })}
                    onSubmit={(e) => {
                      e.preventDefault();
                      save();
                    }}
                  >
                    <MessageFields
                      draft={editing.draft}
                      onChange={(draft) => setEditing({ id: m.id, draft })}
                      contacts={conversation.contacts}
                      onPictureError={setPictureError}
                    />
                    <p role="alert" className={styles.problem}>
                      {pictureError ?? problem}
                    </p>
                    <div className={styles.tools}>
                      <Button type="submit" size="small" variant="primary">
                        {t('save')}
                      </Button>
                      <Button
                        size="small"
                        onClick={() => {
                          focusEntry(i);
                          setEditing(null);
                          setProblem(null);
                          setPictureError(null);
                        }}
                      >
                        {t('cancel')}
                      </Button>
                    </div>
                  </form>
                ) : (
                  <>
                    <div className={styles.row}>
                      {contact && m.kind !== 'time' && m.kind !== 'choices' && <ContactAvatar contact={contact} />}
                      <div className={styles.column}>
                        {contact && <span className={styles.name}>{who}</span>}
                        <div
                          className={
                            m.kind === 'text' || m.kind === 'typing'
                              ? `${styles.bubble} ${mine ? styles.mine : styles.theirs}`
                              : styles.bare
                          }
                        >
                          {body(m)}
                        </div>
                      </div>
                    </div>
                    <div className={styles.tools}>
                      <Button
                        size="small"
                        variant="ghost"
                        onClick={() => {
                          setEditing({ id: m.id, draft: draftOf(m) });
                          setProblem(null);
                          focusEntry(i);
                        }}
                        aria-label={t('edit_n', { n })}
                      >
                        {t('edit')}
                      </Button>
                      <Button
                        size="small"
                        variant="ghost"
                        onClick={() => {
                          onDelete(m.id);
                          focusEntry(i);
                        }}
                        aria-label={t('delete_n', { n })}
                      >
                        {t('delete')}
                      </Button>
                      <Button
                        size="small"
                        variant="ghost"
                        icon="chevron-up"
                        aria-disabled={i === 0}
                        onClick={() => onMove(m.id, -1)}
                        aria-label={t('up_n', { n })}
                      />
                      <Button
                        size="small"
                        variant="ghost"
                        icon="chevron-down"
                        aria-disabled={i === count - 1}
                        onClick={() => onMove(m.id, 1)}
                        aria-label={t('down_n', { n })}
                      />
                    </div>
                  </>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
