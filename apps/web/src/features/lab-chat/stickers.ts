/**
 * The chat maker's own stickers (issue 25 point 3): five small SVG drawings made for this page (a round cat-like
 * blob in five moods), no asset of any game. Each is a complete SVG document of 120 × 120 units, shown in the page as
 * an `<img>` of its `data:` URL (never as markup) and drawn on the export's canvas from the same URL.
 */

/** The sticker ids, in the order the picker shows them. */
export const stickerIds = ['happy', 'love', 'puzzled', 'sleepy', 'cheer'] as const;
export type StickerId = (typeof stickerIds)[number];

/** The blob's body, ears and cheeks, shared by every mood; `fill` is its colour. */
const body = (fill: string) =>
  `<path d="M24 40 L30 14 L48 30 Z M96 40 L90 14 L72 30 Z" fill="${fill}" stroke="#3a2c4a" stroke-width="4" stroke-linejoin="round"/>` +
  `<ellipse cx="60" cy="66" rx="44" ry="40" fill="${fill}" stroke="#3a2c4a" stroke-width="4"/>` +
  '<ellipse cx="34" cy="76" rx="7" ry="4" fill="#f49aa8"/><ellipse cx="86" cy="76" rx="7" ry="4" fill="#f49aa8"/>';

const faces: Record<StickerId, string> = {
  happy:
    body('#ffd36e') +
    '<path d="M40 62 q6 -8 12 0 M68 62 q6 -8 12 0" fill="none" stroke="#3a2c4a" stroke-width="4" stroke-linecap="round"/>' +
    '<path d="M48 78 q12 14 24 0 z" fill="#3a2c4a"/>',
  love:
    body('#ffb3c4') +
    '<path d="M46 58 c-6 -8 -16 0 0 12 c16 -12 6 -20 0 -12 z M74 58 c-6 -8 -16 0 0 12 c16 -12 6 -20 0 -12 z" fill="#e0405e"/>' +
    '<path d="M52 82 q8 6 16 0" fill="none" stroke="#3a2c4a" stroke-width="4" stroke-linecap="round"/>' +
    '<path d="M98 18 c-4 -6 -12 0 0 9 c12 -9 4 -15 0 -9 z" fill="#e0405e"/>',
  puzzled:
    body('#a9d8ff') +
    '<circle cx="46" cy="62" r="5" fill="#3a2c4a"/><circle cx="74" cy="62" r="5" fill="#3a2c4a"/>' +
    '<path d="M50 84 q5 -5 10 0 q5 5 10 0" fill="none" stroke="#3a2c4a" stroke-width="4" stroke-linecap="round"/>' +
    '<path d="M96 10 q12 0 12 10 q0 8 -10 10 v6" fill="none" stroke="#5a3c9a" stroke-width="5" stroke-linecap="round"/><circle cx="98" cy="44" r="3.5" fill="#5a3c9a"/>',
  sleepy:
    body('#c9b8f0') +
    '<path d="M38 64 h14 M68 64 h14" stroke="#3a2c4a" stroke-width="4" stroke-linecap="round"/>' +
    '<ellipse cx="60" cy="84" rx="5" ry="6" fill="#3a2c4a"/>' +
    '<text x="92" y="30" font-family="sans-serif" font-size="22" font-weight="700" fill="#5a3c9a">z</text><text x="104" y="16" font-family="sans-serif" font-size="14" font-weight="700" fill="#5a3c9a">z</text>',
  cheer:
    body('#9fe3b4') +
    '<path d="M40 60 l8 6 l-8 6 M80 60 l-8 6 l8 6" fill="none" stroke="#3a2c4a" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>' +
    '<path d="M46 78 q14 16 28 0 z" fill="#3a2c4a"/>' +
    '<path d="M8 30 l6 -2 l-2 6 z M104 60 l8 -4 l-2 8 z M14 96 l6 2 l-5 4 z" fill="#f2a23a"/>',
};

/** The SVG document of sticker `id` (120 × 120). */
export function stickerSvg(id: StickerId): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120">${faces[id]}</svg>`;
}

/** The `data:` URL of sticker `id`, for an `<img>` or a canvas. */
export function stickerUrl(id: StickerId): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(stickerSvg(id))}`;
}
