import {
  type LinkDirectory,
  type LinkEntry,
  type LinkEntryInput,
  type LinkKind,
  linkEntryInputSchema,
} from '@site/contracts';
import { serverFieldErrors } from '../application-fields.ts';

/**
 * The admin's links manager's pure parts: moving an id in an order, the entries grouped as the manager lists them,
 * and the entry form's state with its conversion to `LinkEntryInput` (contracts `links.ts`), its checks and the
 * server's 400 field errors.
 */

/**
 * `ids` with the id at `index` moved by `delta` places (-1 up, +1 down), or null when that leaves the list (or
 * `index` is not in it). Never changes `ids`.
 */
export function moveAt(ids: readonly number[], index: number, delta: number): number[] | null {
  const target = index + delta;
  if (index < 0 || index >= ids.length || target < 0 || target >= ids.length || delta === 0) return null;
  const next = [...ids];
  const [moved] = next.splice(index, 1);
  next.splice(target, 0, moved as number);
  return next;
}

/** Whether `a` and `b` hold the same ids (any order). */
export function sameIds(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  const set = new Set(a);
  return b.every((id) => set.has(id));
}

/** A group of the manager's entry list: a class (`id`, `name`) or the entries of no class (`id` null). */
export type EntryGroup = { id: number | null; name: string | null; entries: LinkEntry[] };

/** The directory's groups in the order shown: every class in its order (empty ones too), then the entries of no class. */
export function entryGroups(directory: LinkDirectory): EntryGroup[] {
  return [
    ...directory.classes.map((c) => ({ id: c.id, name: c.name, entries: c.entries })),
    { id: null, name: null, entries: directory.unclassified },
  ];
}

/** The entry dialog's fields as its inputs hold them; `class_id` '' is no class. */
export interface EntryForm {
  id?: number;
  name: string;
  avatar: string;
  colour: string;
  description: string;
  link: string;
  kind: LinkKind;
  class_id: string;
  feed_url: string;
}

/** The form of `entry` (editing), or of a new entry of the class `classId` (null: none), of kind "link". */
export function entryFormOf(entry: LinkEntry | undefined, classId: number | null = null): EntryForm {
  return {
    ...(entry !== undefined && { id: entry.id }),
    name: entry?.name ?? '',
    avatar: entry?.avatar_source ?? '',
    colour: entry?.colour ?? '',
    description: entry?.description ?? '',
    link: entry?.link ?? '',
    kind: entry?.kind ?? 'link',
    class_id: String(entry === undefined ? (classId ?? '') : (entry.class_id ?? '')),
    feed_url: entry?.feed_url ?? '',
  };
}

/** What `form` sends as `entry` (before the schema's check): addresses and the colour trimmed, class as a number or null. */
export function inputOfForm(form: EntryForm): Record<string, unknown> {
  return {
    ...(form.id !== undefined && { id: form.id }),
    name: form.name.trim(),
    avatar: form.avatar.trim(),
    colour: form.colour.trim(),
    description: form.description,
    link: form.link.trim(),
    kind: form.kind,
    class_id: form.class_id === '' ? null : Number(form.class_id),
    feed_url: form.feed_url.trim(),
  };
}

/** Field errors by the form's field name (`name`, `link`, `colour` ...): the message ('' when none was given). */
export type FieldErrors = Record<string, string>;

/** The form's field of an input path as the schema or the server names it (`entry.link` and `link` → `link`). */
export function fieldOfPath(path: string): string {
  return path.replace(/^entry\./, '').split('.')[0] ?? '';
}

/** Checks `form` with `linkEntryInputSchema`: the input to send, or the first error of each refused field. */
export function checkEntryForm(
  form: EntryForm,
): { ok: true; entry: LinkEntryInput } | { ok: false; errors: FieldErrors } {
  const result = linkEntryInputSchema.safeParse(inputOfForm(form));
  if (result.success) return { ok: true, entry: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) errors[fieldOfPath(issue.path.map(String).join('.'))] ??= issue.message;
  return { ok: false, errors };
}

/**
 * The field errors of a 400 `invalid_input` answer's data (`{field, issues: [{field, message}]}`, fields like
 * `entry.colour`) by the form's field; `{}` when `data` is not of that shape.
 */
export const entryServerErrors = (data: unknown): FieldErrors => serverFieldErrors(data, 'entry');

/**
 * The `#rrggbb` a colour picker can show for `colour` (`#rgb` expanded, case lowered), or null for any other
 * colour (the picker then keeps its own value and the text field rules).
 */
export function pickerHex(colour: string): string | null {
  const t = colour.trim().toLowerCase();
  if (/^#[0-9a-f]{6}$/.test(t)) return t;
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(t);
  return short ? `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}` : null;
}
