import { type Contact, type Conversation, type Message, meId } from './model.ts';
import { stickerUrl } from './stickers.ts';
import { wrapText } from './wrap.ts';

/**
 * The chat export as a PNG (issue 25 point 3; docs/decisions/0044): the conversation is laid out here from the
 * model (never a screenshot of the page), its text measured with the canvas's text metrics and wrapped by
 * `wrapText`, then drawn on a canvas of `exportWidth` CSS pixels at `exportScale`. All sizes below are CSS pixels.
 *
 * Browsers cap a canvas's height (Chromium and Firefox at 32 767 px, Safari by area): a conversation taller than
 * `maxPartHeight` device pixels is split between messages into several PNGs ("part 1 of n"), each at full scale,
 * rather than shrunk until the text is unreadable.
 */

/** The export's width in CSS pixels. */
export const exportWidth = 720;
/** Device pixels per CSS pixel of the export (the PNG is `exportWidth * exportScale` = 1440 px wide). */
export const exportScale = 2;
/** The tallest PNG written, in device pixels (under every browser's canvas height cap). */
export const maxPartHeight = 32000;

/** The export's colours: our own dark message-app look (no game's palette or assets). */
export const palette = {
  background: '#20233a',
  header: '#2c3052',
  title: '#ffffff',
  name: '#c7cbe6',
  contactBubble: '#eef0f7',
  contactText: '#1b1d2e',
  meBubble: '#f0c766',
  meText: '#2a2110',
  timePill: '#383d63',
  timeText: '#dfe2f5',
  choiceBorder: '#f0c766',
  choiceText: '#ffffff',
  choiceFill: '#2c3052',
} as const;

const font = (size: number, weight = 400) =>
  `${weight} ${size}px system-ui, -apple-system, "Segoe UI", "Noto Sans CJK SC", "Hiragino Sans", "Microsoft YaHei", sans-serif`;

const pad = 24;
const headerHeight = 64;
const avatarSize = 40;
const gap = 16;
const textSize = 16;
const lineHeight = 24;
const nameHeight = 20;
const bubblePadX = 14;
const bubblePadY = 10;
const pictureMax = 300;
const stickerSize = 120;
const choiceHeight = 44;
const choiceGap = 8;
const timeHeight = 28;
/** The widest bubble's text, leaving room for the avatar and a margin on the other side. */
export const bubbleTextWidth = exportWidth - 2 * pad - avatarSize - 12 - 72 - 2 * bubblePadX;

/** One laid-out entry: its message, top `y` and `height`, and its text lines when it has text. */
export type LaidOut = { message: Message; y: number; height: number; lines: string[][]; width: number };

/** A whole layout: the entries and the total height (CSS pixels). */
export type Layout = { items: LaidOut[]; height: number };

/** The size a picture of `w` × `h` is drawn at (fit in 300 × 300, never enlarged). */
export function pictureBox(w: number, h: number): { w: number; h: number } {
  const k = Math.min(1, pictureMax / w, pictureMax / h);
  return { w: Math.max(1, Math.round(w * k)), h: Math.max(1, Math.round(h * k)) };
}

/**
 * Lays `c` out for the export: `measure(text, font)` answers a text's width in CSS pixels (the canvas's
 * `measureText`). Pure: the tests lay out with a fixed-width measure.
 */
export function layoutConversation(c: Conversation, measure: (text: string, font: string) => number): Layout {
  let y = headerHeight + pad;
  const items: LaidOut[] = [];
  const body = font(textSize);
  const fromContact = (m: Message) => 'from' in m && m.from !== meId;
  for (const m of c.messages) {
    let height = 0;
    let width = 0;
    let lines: string[][] = [];
    const nameRow = fromContact(m) ? nameHeight : 0;
    switch (m.kind) {
      case 'text': {
        const wrapped = wrapText(m.text, bubbleTextWidth, (s) => measure(s, body));
        lines = [wrapped];
        width = Math.max(...wrapped.map((l) => measure(l, body)), 8) + 2 * bubblePadX;
        height = nameRow + wrapped.length * lineHeight + 2 * bubblePadY;
        break;
      }
      case 'picture': {
        const box = pictureBox(m.width, m.height);
        width = box.w;
        height = nameRow + box.h;
        break;
      }
      case 'sticker':
        width = stickerSize;
        height = nameRow + stickerSize;
        break;
      case 'typing':
        width = 64;
        height = nameRow + lineHeight + 2 * bubblePadY;
        break;
      case 'time':
        width = measure(m.text, font(13)) + 24;
        height = timeHeight;
        break;
      case 'choices': {
        const optionWidth = exportWidth - 2 * pad - 120 - 2 * bubblePadX - 24;
        lines = m.options.map((o) => wrapText(o, optionWidth, (s) => measure(s, body)));
        width = exportWidth - 2 * pad - 120;
        height =
          lines.reduce((sum, l) => sum + Math.max(choiceHeight, l.length * lineHeight + 20), 0) +
          choiceGap * (lines.length - 1);
        break;
      }
    }
    items.push({ message: m, y, height, lines, width });
    y += height + gap;
  }
  return { items, height: y - gap + pad + (items.length === 0 ? gap : 0) };
}

/** A part of the export: the entries `[from, to)` and the CSS-pixel band `[top, top + height)` they cover. */
export type Part = { from: number; to: number; top: number; height: number };

/**
 * Splits a layout into parts no taller than `maxHeight` CSS pixels, between entries (the first part keeps the
 * header). One part when it all fits.
 */
export function splitLayout(layout: Layout, maxHeight: number): Part[] {
  const parts: Part[] = [];
  let from = 0;
  let top = 0;
  for (let i = 0; i < layout.items.length; i++) {
    const item = layout.items[i] as LaidOut;
    const bottom = item.y + item.height + pad;
    if (bottom - top > maxHeight && i > from) {
      const prev = layout.items[i - 1] as LaidOut;
      parts.push({ from, to: i, top, height: prev.y + prev.height + pad - top });
      from = i;
      top = item.y - pad;
    }
  }
  parts.push({ from, to: layout.items.length, top, height: layout.height - top });
  return parts;
}

/** Loads `src` as a decoded image (a `data:` URL: no network). */
async function loadImage(src: string): Promise<HTMLImageElement> {
  const img = new Image();
  img.src = src;
  await img.decode();
  return img;
}

/** A contact's colour for its initial avatar, from its name (same in the page and the export). */
export function avatarColour(name: string): string {
  let h = 0;
  for (const ch of name) h = (h * 31 + (ch.codePointAt(0) ?? 0)) % 360;
  return `hsl(${h} 45% 38%)`;
}

/** The first grapheme of `name`, upper-cased ("?" when empty). */
export function initialOf(name: string): string {
  const first = name.trim()
    ? [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(name.trim())][0]
    : undefined;
  return first ? first.segment.toLocaleUpperCase() : '?';
}

function roundRect(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number): void {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
}

/**
 * Draws `c` as PNG files (one, or several for a very tall conversation: see `splitLayout`), `title` being the header
 * text when the conversation has none. Answers the PNG blobs in order.
 * @throws Error when the browser cannot make a PNG of the canvas (out of memory).
 */
export async function renderConversationPng(c: Conversation, title: string): Promise<Blob[]> {
  const probe = document.createElement('canvas').getContext('2d');
  if (!probe) throw new Error('no 2D canvas');
  const measure = (text: string, f: string) => {
    probe.font = f;
    return probe.measureText(text).width;
  };
  const layout = layoutConversation(c, measure);
  const contacts = new Map<string, Contact>(c.contacts.map((x) => [x.id, x]));
  const images = new Map<string, HTMLImageElement>();
  const want = new Set<string>();
  for (const x of c.contacts) if (x.avatar) want.add(x.avatar);
  for (const m of c.messages) {
    if (m.kind === 'picture') want.add(m.src);
    if (m.kind === 'sticker') want.add(stickerUrl(m.sticker));
  }
  await Promise.all([...want].map(async (src) => images.set(src, await loadImage(src))));

  const blobs: Blob[] = [];
  for (const part of splitLayout(layout, Math.floor(maxPartHeight / exportScale))) {
    const canvas = document.createElement('canvas');
    canvas.width = exportWidth * exportScale;
    canvas.height = Math.ceil(part.height * exportScale);
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no 2D canvas');
    ctx.scale(exportScale, exportScale);
    ctx.translate(0, -part.top);
    ctx.fillStyle = palette.background;
    ctx.fillRect(0, part.top, exportWidth, part.height);
    ctx.textBaseline = 'middle';
    if (part.from === 0) {
      ctx.fillStyle = palette.header;
      ctx.fillRect(0, 0, exportWidth, headerHeight);
      ctx.fillStyle = palette.title;
      ctx.font = font(20, 700);
      const head = wrapText(c.title || title, exportWidth - 2 * pad, (s) => measure(s, font(20, 700)))[0] ?? '';
      ctx.fillText(head, pad, headerHeight / 2);
    }
    for (const item of layout.items.slice(part.from, part.to)) drawItem(ctx, item, contacts, images);
    blobs.push(
      await new Promise<Blob>((resolve, reject) =>
        canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('the PNG could not be made'))), 'image/png'),
      ),
    );
  }
  return blobs;
}

function drawItem(
  ctx: CanvasRenderingContext2D,
  { message: m, y, height, lines, width }: LaidOut,
  contacts: Map<string, Contact>,
  images: Map<string, HTMLImageElement>,
): void {
  if (m.kind === 'time') {
    const x = (exportWidth - width) / 2;
    ctx.fillStyle = palette.timePill;
    roundRect(ctx, x, y, width, height, height / 2);
    ctx.fill();
    ctx.fillStyle = palette.timeText;
    ctx.font = font(13);
    ctx.textAlign = 'center';
    ctx.fillText(m.text, exportWidth / 2, y + height / 2);
    ctx.textAlign = 'left';
    return;
  }
  if (m.kind === 'choices') {
    const x = exportWidth - pad - width;
    let top = y;
    ctx.font = font(textSize);
    for (const option of lines) {
      const h = Math.max(choiceHeight, option.length * lineHeight + 20);
      ctx.fillStyle = palette.choiceFill;
      roundRect(ctx, x, top, width, h, 6);
      ctx.fill();
      ctx.strokeStyle = palette.choiceBorder;
      ctx.lineWidth = 1.5;
      ctx.stroke();
      // A small diamond marks each choice.
      ctx.fillStyle = palette.choiceBorder;
      ctx.beginPath();
      const cx = x + 16;
      const cy = top + h / 2;
      ctx.moveTo(cx, cy - 5);
      ctx.lineTo(cx + 5, cy);
      ctx.lineTo(cx, cy + 5);
      ctx.lineTo(cx - 5, cy);
      ctx.fill();
      ctx.fillStyle = palette.choiceText;
      for (const [i, line] of option.entries())
        ctx.fillText(line, x + 30, top + h / 2 + (i - (option.length - 1) / 2) * lineHeight);
      top += h + choiceGap;
    }
    return;
  }
  const mine = m.from === meId;
  const contact = contacts.get(m.from);
  let top = y;
  let x = mine ? exportWidth - pad - width : pad + avatarSize + 12;
  if (!mine) {
    // Avatar and name.
    ctx.save();
    ctx.beginPath();
    ctx.arc(pad + avatarSize / 2, y + avatarSize / 2, avatarSize / 2, 0, Math.PI * 2);
    ctx.clip();
    const avatar = contact?.avatar ? images.get(contact.avatar) : undefined;
    if (avatar) {
      const k = Math.max(avatarSize / avatar.naturalWidth, avatarSize / avatar.naturalHeight);
      const w = avatar.naturalWidth * k;
      const h = avatar.naturalHeight * k;
      ctx.drawImage(avatar, pad + (avatarSize - w) / 2, y + (avatarSize - h) / 2, w, h);
    } else {
      ctx.fillStyle = avatarColour(contact?.name ?? '');
      ctx.fillRect(pad, y, avatarSize, avatarSize);
      ctx.fillStyle = '#ffffff';
      ctx.font = font(18, 700);
      ctx.textAlign = 'center';
      ctx.fillText(initialOf(contact?.name ?? ''), pad + avatarSize / 2, y + avatarSize / 2 + 1);
      ctx.textAlign = 'left';
    }
    ctx.restore();
    ctx.fillStyle = palette.name;
    ctx.font = font(13);
    ctx.fillText(contact?.name ?? '', x, y + nameHeight / 2 - 2);
    top += nameHeight;
  }
  const h = height - (top - y);
  if (m.kind === 'text' || m.kind === 'typing') {
    ctx.fillStyle = mine ? palette.meBubble : palette.contactBubble;
    roundRect(ctx, x, top, width, h, 12);
    ctx.fill();
    ctx.fillStyle = mine ? palette.meText : palette.contactText;
    if (m.kind === 'text') {
      ctx.font = font(textSize);
      for (const [i, line] of (lines[0] ?? []).entries())
        ctx.fillText(line, x + bubblePadX, top + bubblePadY + (i + 0.5) * lineHeight);
    } else
      for (let i = 0; i < 3; i++) {
        ctx.beginPath();
        ctx.arc(x + 20 + i * 12, top + h / 2, 4, 0, Math.PI * 2);
        ctx.fill();
      }
    return;
  }
  const src = m.kind === 'picture' ? m.src : stickerUrl(m.sticker);
  const img = images.get(src);
  if (!img) return;
  if (m.kind === 'picture') {
    ctx.save();
    roundRect(ctx, x, top, width, h, 10);
    ctx.clip();
    ctx.drawImage(img, x, top, width, h);
    ctx.restore();
  } else {
    x = mine ? exportWidth - pad - stickerSize : x;
    ctx.drawImage(img, x, top, stickerSize, stickerSize);
  }
}
