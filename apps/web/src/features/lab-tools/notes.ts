/**
 * The scratch pad's notes (issue 24 point 7): kept in this browser's localStorage under `notesKey` only, never
 * sent to the server.
 */

/** One note: its id, its Markdown and when it last changed (milliseconds since the epoch). */
export type Note = { id: string; body: string; updated: number };

/** The pad: its notes (newest first as created) and the id of the one open. */
export type NotePad = { notes: Note[]; current: string };

/** The localStorage key of the pad. */
export const notesKey = 'lab_temp_notes';

/** How long the pad waits after the last keystroke before it saves, in milliseconds. */
export const autosaveDelayMs = 400;

/** A new empty note changed at `now` (milliseconds), with a random id. */
export function newNote(now: number = Date.now()): Note {
  const id =
    typeof crypto?.randomUUID === 'function' ? crypto.randomUUID() : `${now}-${Math.random().toString(36).slice(2)}`;
  return { id, body: '', updated: now };
}

function isNote(value: unknown): value is Note {
  const n = value as Note;
  return (
    typeof n === 'object' &&
    n !== null &&
    typeof n.id === 'string' &&
    typeof n.body === 'string' &&
    Number.isFinite(n.updated)
  );
}

/**
 * The pad stored in `storage`, or a pad of one empty note when there is none or it cannot be read (edited by
 * hand, or storage blocked): notes of the wrong shape are dropped, and `current` falls back to the first note.
 */
export function loadPad(storage: Storage | undefined, now: number = Date.now()): NotePad {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage?.getItem(notesKey) ?? 'null');
  } catch {
    parsed = null;
  }
  const stored = parsed as Partial<NotePad> | null;
  const notes = Array.isArray(stored?.notes) ? stored.notes.filter(isNote) : [];
  if (notes.length === 0) {
    const note = newNote(now);
    return { notes: [note], current: note.id };
  }
  const current = notes.some((n) => n.id === stored?.current) ? (stored?.current as string) : (notes[0] as Note).id;
  return { notes, current };
}

/**
 * Writes `pad` to `storage`. Returns false when the browser refuses (quota exceeded, storage blocked), so the page
 * can say the note is not saved.
 */
export function savePad(storage: Storage | undefined, pad: NotePad): boolean {
  try {
    if (!storage) return false;
    storage.setItem(notesKey, JSON.stringify(pad));
    return true;
  } catch {
    return false;
  }
}

/**
 * A note's title: its first line that has text, without Markdown's heading, list and quote marks, cut to 60
 * characters; '' for an empty note (the page shows "Untitled").
 */
export function noteTitle(body: string): string {
  const line = body
    .split('\n')
    .map((l) => l.replace(/^\s*(#{1,6}\s+|[-*+]\s+|>\s*|\d+[.)]\s+)*/, '').trim())
    .find((l) => l !== '');
  if (line === undefined) return '';
  const chars = Array.from(line);
  return chars.length > 60 ? `${chars.slice(0, 59).join('')}…` : line;
}

/** A file name for a note's export: its title's letters, digits, CJK and dashes, else `note`, plus `.md`. */
export function noteFileName(body: string): string {
  const base = noteTitle(body)
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50);
  return `${base === '' ? 'note' : base}.md`;
}
