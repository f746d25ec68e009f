import { type Point, stickerSize } from './layout.ts';

/**
 * The sticker's settings (issue 25 point 2): which of our characters and expressions (or an uploaded picture) and
 * the caption's text and look. Kept in this browser's localStorage under `storageKey` between visits; a stored
 * value that is missing, of the wrong type or out of range falls back to its default, never throws.
 */

/** Our own characters, drawn for this page (see `characters.ts`). */
export const characterIds = ['pip', 'nimbus', 'bolt'] as const;
export type CharacterId = (typeof characterIds)[number];

/** The expressions each character has. */
export const expressions = ['happy', 'sad', 'angry', 'surprised'] as const;
export type Expression = (typeof expressions)[number];

/** The caption's bounds: size in pixels, outline in pixels, rotation and curve in degrees, line spacing × size. */
export const limits = {
  size: { min: 10, max: 80, step: 1 },
  outline: { min: 0, max: 12, step: 1 },
  rotation: { min: -180, max: 180, step: 1 },
  curve: { min: -300, max: 300, step: 5 },
  lineSpacing: { min: 0.8, max: 2.5, step: 0.05 },
  /** The caption's length in characters (UTF-16 code units, as `maxLength` counts). */
  textLength: 200,
} as const;

export type NumberSetting = 'size' | 'outline' | 'rotation' | 'curve' | 'lineSpacing';

/** Everything that is drawn, but the uploaded picture (kept in memory only: it may be megabytes). */
export type StickerSettings = {
  character: CharacterId;
  expression: Expression;
  text: string;
  /** Fill and outline colours as #rrggbb. */
  colour: string;
  outlineColour: string;
  size: number;
  outline: number;
  rotation: number;
  curve: number;
  lineSpacing: number;
  /** The caption's anchor (the middle of its block), sticker pixels from the top left. */
  position: Point;
};

export const defaultSettings: StickerSettings = {
  character: 'pip',
  expression: 'happy',
  text: 'Hello!',
  colour: '#ff5a8a',
  outlineColour: '#ffffff',
  size: 36,
  outline: 5,
  rotation: -8,
  curve: 40,
  lineSpacing: 1.15,
  position: { x: stickerSize.width / 2, y: 40 },
};

/** The localStorage key of the last sticker's settings. */
export const storageKey = 'lab-stickers:last';

const hex = /^#[0-9a-f]{6}$/i;

/** `value` when it is a finite number within the setting's limits, else the default. */
function numberOr(name: NumberSetting, value: unknown): number {
  const { min, max } = limits[name];
  return typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max
    ? value
    : defaultSettings[name];
}

const oneOf = <T extends string>(list: readonly T[], value: unknown, fallback: T): T =>
  list.includes(value as T) ? (value as T) : fallback;

/** Settings made of any parsed JSON `raw`: each field checked on its own, the defaults where it fails. */
export function settingsFrom(raw: unknown): StickerSettings {
  const r = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const position = (typeof r.position === 'object' && r.position !== null ? r.position : {}) as Record<string, unknown>;
  const coordinate = (v: unknown, max: number, fallback: number) =>
    typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= max ? v : fallback;
  return {
    character: oneOf(characterIds, r.character, defaultSettings.character),
    expression: oneOf(expressions, r.expression, defaultSettings.expression),
    text: typeof r.text === 'string' ? r.text.slice(0, limits.textLength) : defaultSettings.text,
    colour: typeof r.colour === 'string' && hex.test(r.colour) ? r.colour : defaultSettings.colour,
    outlineColour:
      typeof r.outlineColour === 'string' && hex.test(r.outlineColour)
        ? r.outlineColour
        : defaultSettings.outlineColour,
    size: numberOr('size', r.size),
    outline: numberOr('outline', r.outline),
    rotation: numberOr('rotation', r.rotation),
    curve: numberOr('curve', r.curve),
    lineSpacing: numberOr('lineSpacing', r.lineSpacing),
    position: {
      x: coordinate(position.x, stickerSize.width, defaultSettings.position.x),
      y: coordinate(position.y, stickerSize.height, defaultSettings.position.y),
    },
  };
}

/** The last sticker's settings from `storage` (undefined where localStorage is blocked), else the defaults. */
export function loadSettings(storage: Storage | undefined): StickerSettings {
  try {
    const text = storage?.getItem(storageKey);
    return settingsFrom(text ? JSON.parse(text) : null);
  } catch {
    return defaultSettings;
  }
}

/** Keeps `settings` in `storage`; a full or blocked storage is ignored (the sticker still works). */
export function saveSettings(storage: Storage | undefined, settings: StickerSettings): void {
  try {
    storage?.setItem(storageKey, JSON.stringify(settings));
  } catch {
    // Quota or privacy mode: the settings are simply not kept.
  }
}
