/**
 * The icon set's drawings: 24 × 24 view box, stroked with `currentColor` (width 2, round caps), so an icon takes
 * the colour of its text. Each entry is a list of SVG path `d` strings; circles are written as two arcs.
 */
export const iconPaths = {
  menu: ['M4 6h16', 'M4 12h16', 'M4 18h16'],
  close: ['M6 6l12 12', 'M18 6L6 18'],
  sun: [
    'M12 8a4 4 0 1 0 0 8a4 4 0 1 0 0-8z',
    'M12 2v2',
    'M12 20v2',
    'M4.93 4.93l1.41 1.41',
    'M17.66 17.66l1.41 1.41',
    'M2 12h2',
    'M20 12h2',
    'M4.93 19.07l1.41-1.41',
    'M17.66 6.34l1.41-1.41',
  ],
  moon: ['M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5z'],
  settings: [
    'M12 9a3 3 0 1 0 0 6a3 3 0 1 0 0-6z',
    'M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z',
  ],
  music: ['M9 18V5l12-2v13', 'M6 15a3 3 0 1 0 0 6a3 3 0 1 0 0-6z', 'M18 13a3 3 0 1 0 0 6a3 3 0 1 0 0-6z'],
  language: [
    'M4 5h8',
    'M8 3v2',
    'M10 5c-1 4-3.5 7-6 8.5',
    'M6 9c1.2 2 3 3.5 5 4.5',
    'M12 21l4.5-10 4.5 10',
    'M13.5 18h6',
  ],
  'chevron-down': ['M6 9l6 6 6-6'],
  'chevron-up': ['M6 15l6-6 6 6'],
  'chevron-left': ['M15 18l-6-6 6-6'],
  'chevron-right': ['M9 18l6-6-6-6'],
  external: ['M14 4h6v6', 'M20 4l-9 9', 'M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5'],
  rss: ['M4 11a9 9 0 0 1 9 9', 'M4 4a16 16 0 0 1 16 16', 'M5 18a1 1 0 1 0 0 2a1 1 0 1 0 0-2z'],
  search: ['M11 4a7 7 0 1 0 0 14a7 7 0 1 0 0-14z', 'M20 20l-4-4'],
  home: ['M3 11l9-7 9 7', 'M5 10v10h5v-6h4v6h5V10'],
  blog: ['M4 20h4L19 9l-4-4L4 16z', 'M13.5 6.5l4 4', 'M12 20h8'],
  archive: ['M3 4h18v4H3z', 'M5 8v12h14V8', 'M10 12h4'],
  links: [
    'M10 14a4 4 0 0 0 5.66 0l3-3a4 4 0 0 0-5.66-5.66l-1 1',
    'M14 10a4 4 0 0 0-5.66 0l-3 3a4 4 0 0 0 5.66 5.66l1-1',
  ],
  about: ['M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z', 'M8.5 14a4 4 0 0 0 7 0', 'M9 9.5v.5', 'M15 9.5v.5'],
  user: ['M12 4a4 4 0 1 0 0 8a4 4 0 1 0 0-8z', 'M4 21a8 8 0 0 1 16 0'],
  logout: ['M9 21H5a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h4', 'M16 17l5-5-5-5', 'M21 12H9'],
  plus: ['M12 5v14', 'M5 12h14'],
  minus: ['M5 12h14'],
  check: ['M5 12.5l4.5 4.5L19 7'],
  info: ['M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z', 'M12 11v6', 'M12 7.5v.5'],
  warning: ['M12 3L2 20h20z', 'M12 10v4', 'M12 17v.5'],
  error: ['M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z', 'M9 9l6 6', 'M15 9l-6 6'],
  loading: ['M12 3a9 9 0 1 0 9 9'],
  // Full player
  // Music pages
} as const satisfies Record<string, readonly string[]>;

/** The name of an icon of the set. */
export type IconName = keyof typeof iconPaths;

/** An icon's drawing: its SVG path `d` strings in the set's 24 × 24 view box (e.g. one of `mediaIcons`). */
export type IconDrawing = readonly string[];

/**
 * An icon as the kit's components take it: a name of this set (the shell's icons, on every page's first load) or a
 * drawing from a set of its own that loads with the pages using it (`ui/media-icons.ts`, the player's and the music
 * app's), so the home page's JS does not carry the player's drawings (decision 0012).
 */
export type IconRef = IconName | IconDrawing;

/** Every icon name, in the set's order (the icon demo page lists them). */
export const iconNames = Object.keys(iconPaths) as IconName[];
