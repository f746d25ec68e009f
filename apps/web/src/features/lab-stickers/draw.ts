import { containBox, layoutCaption, stickerSize } from './layout.ts';
import type { StickerSettings } from './settings.ts';

/** The caption's font family: bold, rounded where the system has one. */
export const captionFont =
  '"Arial Rounded MT Bold", "Hiragino Maru Gothic ProN", "Yu Gothic UI", system-ui, sans-serif';

/** The picture under the caption: a loaded image and its natural size in pixels. */
export type StickerPicture = { image: CanvasImageSource; width: number; height: number };

/**
 * Draws the whole sticker on `context` (a 296 × 256 canvas, `stickerSize`) (issue 25 point 2): clears it to
 * transparent, draws `picture` fitted inside it whole and centred, then the caption of `settings` at its anchor,
 * turned by its rotation, each character placed by `layoutCaption` (straight or on its arc), the outline stroked
 * under every letter first (round joins, `outline` px wide outside the letter) and the fill on top. The preview
 * and the export are the same canvas drawn by this one function, so the PNG is exactly what the page shows. The
 * caption is drawn with `fillText` only: whatever it holds (markup, scripts) is pixels, never HTML.
 */
export function drawSticker(
  context: CanvasRenderingContext2D,
  picture: StickerPicture | null,
  settings: StickerSettings,
): void {
  const { width, height } = stickerSize;
  context.save();
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.clearRect(0, 0, width, height);
  if (picture) {
    const box = containBox(picture.width, picture.height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(picture.image, box.x, box.y, box.width, box.height);
  }
  context.font = `700 ${settings.size}px ${captionFont}`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  const widths = new Map<string, number>();
  const measure = (c: string) => {
    let w = widths.get(c);
    if (w === undefined) {
      w = context.measureText(c).width;
      widths.set(c, w);
    }
    return w;
  };
  const placed = layoutCaption(settings.text, settings, measure).filter((p) => p.text.trim() !== '');
  context.translate(settings.position.x, settings.position.y);
  context.rotate((settings.rotation * Math.PI) / 180);
  const each = (paint: (text: string) => void) => {
    for (const p of placed) {
      context.save();
      context.translate(p.x, p.y);
      context.rotate(p.angle);
      paint(p.text);
      context.restore();
    }
  };
  if (settings.outline > 0) {
    context.lineJoin = 'round';
    context.miterLimit = 2;
    context.lineWidth = settings.outline * 2;
    context.strokeStyle = settings.outlineColour;
    each((text) => context.strokeText(text, 0, 0));
  }
  context.fillStyle = settings.colour;
  each((text) => context.fillText(text, 0, 0));
  context.restore();
}

/** The canvas's drawing as a PNG blob. Rejects when the browser cannot encode it. */
export function canvasPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the canvas gave no PNG'))), 'image/png'),
  );
}

/** Loads the image at `src` (a `data:` URL: a character or a checked upload); rejects when it does not decode. */
export function loadPicture(src: string): Promise<StickerPicture> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve({ image, width: image.naturalWidth || 200, height: image.naturalHeight || 200 });
    image.onerror = () => reject(new Error('the picture did not decode'));
    image.src = src;
  });
}
