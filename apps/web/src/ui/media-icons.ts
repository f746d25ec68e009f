import type { IconDrawing } from './icon-paths.ts';

/**
 * The player's and the music app's icons (24 × 24 view box, stroked with `currentColor` like the kit's set in
 * `icon-paths.ts`), kept apart from the shell's set so that they load with the player, the music pages and the rhythm
 * game, not with every page's first load (decision 0012). Pass one as an `IconRef`: `<Icon name={mediaIcons.playerPlay} />`.
 */
export const mediaIcons = {
  playerPlay: ['M7 4.5v15l12-7.5z'],
  playerPause: ['M8 5v14', 'M16 5v14'],
  playerPrevious: ['M18 6v12l-9-6z', 'M6 6v12'],
  playerNext: ['M6 6v12l9-6z', 'M18 6v12'],
  playerOrder: ['M4 6h13', 'M4 12h13', 'M4 18h9', 'M17 15v5', 'M15 18l2 2 2-2'],
  playerLoop: ['M17 2l3 3-3 3', 'M4 11V9a4 4 0 0 1 4-4h12', 'M7 22l-3-3 3-3', 'M20 13v2a4 4 0 0 1-4 4H4'],
  playerSingleLoop: [
    'M17 2l3 3-3 3',
    'M4 11V9a4 4 0 0 1 4-4h12',
    'M7 22l-3-3 3-3',
    'M20 13v2a4 4 0 0 1-4 4H4',
    'M11 10h1v4',
  ],
  playerShuffle: ['M16 3h5v5', 'M4 20L21 3', 'M21 16v5h-5', 'M15 15l6 6', 'M4 4l5 5'],
  playerStop: ['M6 6h12v12H6z'],
  playerVolume: ['M11 5L6 9H2v6h4l5 4z', 'M15.5 8.5a5 5 0 0 1 0 7', 'M19 5a10 10 0 0 1 0 14'],
  playerMute: ['M11 5L6 9H2v6h4l5 4z', 'M22 9l-6 6', 'M16 9l6 6'],
  playerExpand: ['M15 3h6v6', 'M9 21H3v-6', 'M21 3l-7 7', 'M3 21l7-7'],
  fplayerLyrics: ['M4 5h16v11H9l-5 4z', 'M8 9h8', 'M8 12h5'],
  fplayerQueue: ['M4 6h12', 'M4 12h12', 'M4 18h8', 'M18 15v6', 'M18 15l3 1'],
  fplayerFile: ['M6 3h8l4 4v14H6z', 'M14 3v4h4', 'M9 12h6', 'M9 16h6'],
  musicPlay: ['M7 4.5v15l12-7.5z'],
  musicQueueAdd: ['M4 6h11', 'M4 12h11', 'M4 18h7', 'M18 14v6', 'M15 17h6'],
  musicLink: ['M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1', 'M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1'],
} as const satisfies Record<string, IconDrawing>;
