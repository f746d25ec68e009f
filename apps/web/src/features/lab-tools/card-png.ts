import type { Palette } from '../../lib/theme-palette.ts';
import type { CardFields } from './card-formats.ts';

/** The PNG's size in CSS pixels (drawn at twice that for sharp text): a links card's width and height. */
export const cardPngSize = { width: 480, height: 140 } as const;

function loadImage(src: string): Promise<HTMLImageElement | null> {
  if (src.trim() === '') return Promise.resolve(null);
  return new Promise((resolve) => {
    const img = new Image();
    // Only an avatar served with CORS leaves the canvas exportable; any other draws the initial instead.
    img.crossOrigin = 'anonymous';
    img.onload = () => resolve(img);
    img.onerror = () => resolve(null);
    img.src = src.trim();
  });
}

/** `text` cut with an ellipsis to fit `width` pixels in the context's font. */
function fit(context: CanvasRenderingContext2D, text: string, width: number): string {
  if (context.measureText(text).width <= width) return text;
  const chars = Array.from(text);
  while (chars.length > 0 && context.measureText(`${chars.join('')}…`).width > width) chars.pop();
  return `${chars.join('')}…`;
}

/**
 * Draws the card as the links pages show it [SITE-08] (surface, accent stripe, round avatar or the name's initial
 * on the accent, name, description, host) in `palette`'s colours and returns it as a PNG blob, 960 × 280 pixels
 * (`cardPngSize` at scale 2). An avatar without CORS headers would taint the canvas, so it is loaded anonymously
 * and replaced by the initial when it does not load. Rejects when the browser cannot make the PNG.
 */
export async function cardPng(
  card: CardFields,
  accent: { colour: string; text: string } | null,
  palette: Palette,
  host: string,
): Promise<Blob> {
  const scale = 2;
  const { width, height } = cardPngSize;
  const canvas = document.createElement('canvas');
  canvas.width = width * scale;
  canvas.height = height * scale;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2D canvas');
  context.scale(scale, scale);
  const font = getComputedStyle(document.body).fontFamily || 'sans-serif';
  context.fillStyle = palette.surface;
  context.beginPath();
  context.roundRect(0, 0, width, height, 16);
  context.fill();
  context.save();
  context.clip();
  context.fillStyle = accent?.colour ?? palette.border;
  context.fillRect(0, 0, 6, height);
  context.restore();

  const avatar = await loadImage(card.avatar);
  const [ax, ay, size] = [24, 24, 56];
  context.save();
  context.beginPath();
  context.arc(ax + size / 2, ay + size / 2, size / 2, 0, Math.PI * 2);
  context.clip();
  if (avatar) context.drawImage(avatar, ax, ay, size, size);
  else {
    context.fillStyle = accent?.colour ?? palette.surface2;
    context.fillRect(ax, ay, size, size);
    context.fillStyle = accent?.text ?? palette.text;
    context.font = `700 26px ${font}`;
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    context.fillText((Array.from(card.name.trim())[0] ?? '').toUpperCase(), ax + size / 2, ay + size / 2 + 1);
  }
  context.restore();

  const x = ax + size + 16;
  const textWidth = width - x - 20;
  context.textBaseline = 'alphabetic';
  context.fillStyle = palette.text;
  context.font = `700 19px ${font}`;
  context.fillText(fit(context, card.name.trim(), textWidth), x, 44);
  context.font = `15px ${font}`;
  context.fillText(fit(context, card.description.trim().replace(/\s+/g, ' '), textWidth), x, 74);
  context.fillStyle = palette.textMuted;
  context.font = `13px ${font}`;
  context.fillText(fit(context, host, textWidth), x, 104);

  try {
    return await toBlob(canvas);
  } catch {
    // A tainted canvas (an avatar that loaded without CORS after all): draw again without the picture.
    if (avatar) return cardPng({ ...card, avatar: '' }, accent, palette, host);
    throw new Error('the browser could not make the PNG');
  }
}

function toBlob(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    try {
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no PNG'))), 'image/png');
    } catch (error) {
      reject(error);
    }
  });
}
