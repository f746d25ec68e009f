import { z } from 'zod/mini';
import { inspectPicture, PictureFileError } from '../../lib/picture-file.ts';
import { stickerIds } from './stickers.ts';

/**
 * The chat mock-up maker's model (issue 25 point 3): a conversation of contacts and messages, kept in this browser
 * and exported as JSON that the page imports back. Every change is a pure function answering a new conversation
 * (the old one is never mutated), so the page's undo-free state and the tests see the same rules.
 */

/** The sender id of the player ("me"): bubbles on the right, no avatar. Contacts have any other id. */
export const meId = 'me';

/** Limits of one conversation (the JSON import refuses more; the page's fields enforce the same). */
export const chatLimits = {
  title: 60,
  name: 40,
  contacts: 12,
  messages: 400,
  text: 2000,
  time: 40,
  choices: 4,
  choice: 120,
  /** A `data:` URL of a picture, in characters (about 3 MB of bytes): localStorage holds about 5 MB in all. */
  dataUrl: 4_000_000,
} as const;

/** A picture's `data:` URL of one of the four picture types; its bytes are checked again by `importConversation`. */
const dataUrlSchema = z
  .string()
  .check(
    z.maxLength(chatLimits.dataUrl),
    z.regex(/^data:image\/(png|jpeg|webp|gif);base64,[A-Za-z0-9+/]+={0,2}$/, 'not a picture data URL'),
  );

const idSchema = z.string().check(z.minLength(1), z.maxLength(40), z.regex(/^[A-Za-z0-9_-]+$/));

/** A text of 1 to `max` characters. */
const textOf = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));

/** A contact: a name and an uploaded avatar (`data:` URL) or null for the generated initial avatar. */
export const contactSchema = z.strictObject({
  id: idSchema.check(z.refine((id) => id !== meId, 'reserved for the player')),
  name: z.string().check(z.maxLength(chatLimits.name)),
  avatar: z.nullable(dataUrlSchema),
});

const senderSchema = idSchema;

/** A picture's side in pixels. */
const sideSchema = z.int().check(z.minimum(1), z.maximum(20000));

/** One entry of the conversation, by kind: a bubble (text, picture, sticker), reply choices, a timestamp, typing. */
export const messageSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    id: idSchema,
    kind: z.literal('text'),
    from: senderSchema,
    text: textOf(chatLimits.text),
  }),
  z.strictObject({
    id: idSchema,
    kind: z.literal('picture'),
    from: senderSchema,
    src: dataUrlSchema,
    width: sideSchema,
    height: sideSchema,
  }),
  z.strictObject({ id: idSchema, kind: z.literal('sticker'), from: senderSchema, sticker: z.enum(stickerIds) }),
  z.strictObject({
    id: idSchema,
    kind: z.literal('choices'),
    options: z.array(textOf(chatLimits.choice)).check(z.minLength(1), z.maxLength(chatLimits.choices)),
  }),
  z.strictObject({ id: idSchema, kind: z.literal('time'), text: textOf(chatLimits.time) }),
  z.strictObject({ id: idSchema, kind: z.literal('typing'), from: senderSchema }),
]);

/** The whole conversation as kept and exported (`format` and `version` name the file; version 1). */
export const conversationSchema = z
  .strictObject({
    format: z.literal('site-chat-mockup'),
    version: z.literal(1),
    title: z.string().check(z.maxLength(chatLimits.title)),
    contacts: z.array(contactSchema).check(z.maxLength(chatLimits.contacts)),
    messages: z.array(messageSchema).check(z.maxLength(chatLimits.messages)),
  })
  .check(
    z.superRefine((c, ctx) => {
      const contactIds = new Set<string>();
      c.contacts.forEach((contact, i) => {
        if (contactIds.has(contact.id))
          ctx.addIssue({ code: 'custom', path: ['contacts', i, 'id'], message: 'duplicate contact id', input: c });
        contactIds.add(contact.id);
      });
      const messageIds = new Set<string>();
      c.messages.forEach((m, i) => {
        if (messageIds.has(m.id))
          ctx.addIssue({ code: 'custom', path: ['messages', i, 'id'], message: 'duplicate message id', input: c });
        messageIds.add(m.id);
        if ('from' in m && m.from !== meId && !contactIds.has(m.from))
          ctx.addIssue({ code: 'custom', path: ['messages', i, 'from'], message: 'no such contact', input: c });
      });
    }),
  );

export type Contact = z.infer<typeof contactSchema>;
export type Message = z.infer<typeof messageSchema>;
export type MessageKind = Message['kind'];
export type Conversation = z.infer<typeof conversationSchema>;

/** A conversation with nothing in it (what "clear" leaves). */
export function emptyConversation(title = ''): Conversation {
  return { format: 'site-chat-mockup', version: 1, title, contacts: [], messages: [] };
}

/** A fresh id not used by any contact or message of `c` (letters and digits; `prefix` says what it names). */
export function newId(c: Conversation, prefix: 'c' | 'm'): string {
  const used = new Set([...c.contacts.map((x) => x.id), ...c.messages.map((x) => x.id)]);
  for (let n = used.size + 1; ; n++) {
    const id = `${prefix}${n}`;
    if (!used.has(id)) return id;
  }
}

/** `c` with `message` appended (refused: undefined when the conversation is full). */
export function addMessage(c: Conversation, message: Message): Conversation | undefined {
  if (c.messages.length >= chatLimits.messages) return undefined;
  return { ...c, messages: [...c.messages, message] };
}

/**
 * `c` with the message `id` replaced by `next` (same id, any kind). Unchanged when there is no such message.
 */
export function editMessage(c: Conversation, id: string, next: Message): Conversation {
  return { ...c, messages: c.messages.map((m) => (m.id === id ? { ...next, id } : m)) };
}

/** `c` without the message `id`. */
export function deleteMessage(c: Conversation, id: string): Conversation {
  return { ...c, messages: c.messages.filter((m) => m.id !== id) };
}

/**
 * `c` with the message `id` moved by `delta` places (-1 up, +1 down), clamped to the ends; unchanged when there is
 * no such message or it is already at that end.
 */
export function moveMessage(c: Conversation, id: string, delta: number): Conversation {
  const from = c.messages.findIndex((m) => m.id === id);
  if (from < 0) return c;
  const to = Math.max(0, Math.min(c.messages.length - 1, from + Math.trunc(delta)));
  if (to === from) return c;
  const messages = [...c.messages];
  const [moved] = messages.splice(from, 1);
  messages.splice(to, 0, moved as Message);
  return { ...c, messages };
}

/** `c` with `contact` added, or replacing the contact of the same id (undefined when a new one would be too many). */
export function putContact(c: Conversation, contact: Contact): Conversation | undefined {
  if (c.contacts.some((x) => x.id === contact.id))
    return { ...c, contacts: c.contacts.map((x) => (x.id === contact.id ? contact : x)) };
  if (c.contacts.length >= chatLimits.contacts) return undefined;
  return { ...c, contacts: [...c.contacts, contact] };
}

/** `c` without the contact `id` and without the messages it sent (their bubbles would have no sender). */
export function removeContact(c: Conversation, id: string): Conversation {
  return {
    ...c,
    contacts: c.contacts.filter((x) => x.id !== id),
    messages: c.messages.filter((m) => !('from' in m) || m.from !== id),
  };
}

/** The conversation as the JSON file the page exports (two-space indented, UTF-8 text). */
export function exportConversation(c: Conversation): string {
  return `${JSON.stringify(c, null, 2)}\n`;
}

/** Why an import was refused: not JSON, the wrong shape (with the first bad field's path), or a broken picture. */
export type ImportError =
  | { code: 'bad_json' }
  | { code: 'bad_shape'; path: string }
  | { code: 'bad_picture'; path: string };

/** The bytes of a base64 `data:` URL. */
function bytesOfDataUrl(url: string): Uint8Array {
  const base64 = url.slice(url.indexOf(',') + 1);
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** A zod issue path as text: `messages[3].text`. */
function pathText(path: readonly PropertyKey[]): string {
  return (
    path.map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i === 0 ? '' : '.'}${String(p)}`)).join('') || '(root)'
  );
}

/**
 * Reads an exported conversation back (issue 25 point 3): `text` must be JSON of `conversationSchema`, and every
 * picture in it (avatars, picture messages) a PNG, JPEG, WebP or GIF of at most 40 megapixels by its bytes
 * (`inspectPicture`). Never throws: answers the conversation, or why it was refused (the caller changes nothing).
 */
export function importConversation(
  text: string,
): { ok: true; conversation: Conversation } | { ok: false; error: ImportError } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, error: { code: 'bad_json' } };
  }
  const parsed = conversationSchema.safeParse(raw);
  if (!parsed.success)
    return { ok: false, error: { code: 'bad_shape', path: pathText(parsed.error.issues[0]?.path ?? []) } };
  const c = parsed.data;
  const pictures: [string, string][] = [
    ...c.contacts.flatMap((x, i): [string, string][] => (x.avatar ? [[`contacts[${i}].avatar`, x.avatar]] : [])),
    ...c.messages.flatMap((m, i): [string, string][] => (m.kind === 'picture' ? [[`messages[${i}].src`, m.src]] : [])),
  ];
  for (const [path, url] of pictures) {
    try {
      inspectPicture(bytesOfDataUrl(url));
    } catch (e) {
      if (e instanceof PictureFileError || e instanceof DOMException)
        return { ok: false, error: { code: 'bad_picture', path } };
      throw e;
    }
  }
  return { ok: true, conversation: c };
}
