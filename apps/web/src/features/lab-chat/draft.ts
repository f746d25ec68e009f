import { chatLimits, type Message, type MessageKind, meId } from './model.ts';
import type { StickerId } from './stickers.ts';

/**
 * The form state of one message while it is written or edited (issue 25 point 3): every kind's fields at once, so
 * switching the kind keeps what was typed. `messageOfDraft` turns it into a message or says which field is missing.
 */
export type Draft = {
  kind: MessageKind;
  from: string;
  text: string;
  /** Reply choices, one per line. */
  options: string;
  time: string;
  sticker: StickerId;
  picture: { src: string; width: number; height: number } | null;
};

/** An empty draft of `kind` from `from`. */
export function emptyDraft(from: string = meId, kind: MessageKind = 'text'): Draft {
  return { kind, from, text: '', options: '', time: '', sticker: 'happy', picture: null };
}

/** The draft that edits `m`. */
export function draftOf(m: Message): Draft {
  const d = emptyDraft('from' in m ? m.from : meId, m.kind);
  if (m.kind === 'text') d.text = m.text;
  if (m.kind === 'choices') d.options = m.options.join('\n');
  if (m.kind === 'time') d.time = m.text;
  if (m.kind === 'sticker') d.sticker = m.sticker;
  if (m.kind === 'picture') d.picture = { src: m.src, width: m.width, height: m.height };
  return d;
}

/** What a draft lacks: no text, no choice, no time or no picture. */
export type DraftProblem = 'need_text' | 'need_choices' | 'need_time' | 'need_picture';

/** The reply choices of a draft: its non-blank lines, trimmed, at most four of at most 120 characters. */
export const choicesOf = (options: string): string[] =>
  options
    .split('\n')
    .map((o) => o.trim().slice(0, chatLimits.choice))
    .filter(Boolean)
    .slice(0, chatLimits.choices);

/** The message `id` the draft describes, or the problem that stops it. */
export function messageOfDraft(d: Draft, id: string): { message: Message } | { problem: DraftProblem } {
  switch (d.kind) {
    case 'text': {
      if (d.text.trim() === '') return { problem: 'need_text' };
      return { message: { id, kind: 'text', from: d.from, text: d.text.slice(0, chatLimits.text) } };
    }
    case 'choices': {
      const options = choicesOf(d.options);
      return options.length ? { message: { id, kind: 'choices', options } } : { problem: 'need_choices' };
    }
    case 'time': {
      const text = d.time.trim().slice(0, chatLimits.time);
      return text ? { message: { id, kind: 'time', text } } : { problem: 'need_time' };
    }
    case 'picture':
      return d.picture ? { message: { id, kind: 'picture', from: d.from, ...d.picture } } : { problem: 'need_picture' };
    case 'sticker':
      return { message: { id, kind: 'sticker', from: d.from, sticker: d.sticker } };
    case 'typing':
      return { message: { id, kind: 'typing', from: d.from } };
  }
}
