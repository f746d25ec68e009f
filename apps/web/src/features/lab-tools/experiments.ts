import { appRoutePatterns } from '@site/contracts';

/** The groups of the laboratory home, in the order it shows them (issue 24 point 1). */
export const experimentGroups = ['tools', 'toys', 'device', 'components'] as const;
export type ExperimentGroup = (typeof experimentGroups)[number];

/** What an experiment needs of the device or the browser, shown on its card. */
export type ExperimentNeed = 'motion' | 'camera' | 'audio';

/**
 * One experiment of the laboratory: its page's address, its group, what it needs, and its card's strings
 * (`lab_tools:experiments.<id>.name` / `.summary`).
 */
export type Experiment = { id: string; path: string; group: ExperimentGroup; needs: readonly ExperimentNeed[] };

/**
 * Every experiment the laboratory home knows of (issue 24 point 1), built here or on other branches. The home
 * shows only those whose page exists in the route table (`availableExperiments`), so no card ever leads to Not
 * Found whichever pages are merged.
 */
export const experiments: readonly Experiment[] = [
  { id: 'upload', path: '/laboratory/upload', group: 'tools', needs: [] },
  { id: 'temp', path: '/laboratory/temp', group: 'tools', needs: [] },
  { id: 'card', path: '/laboratory/card', group: 'tools', needs: [] },
  { id: 'compatibility', path: '/laboratory/compatibility', group: 'tools', needs: [] },
  { id: 'animefes', path: '/laboratory/animefes', group: 'tools', needs: [] },
  { id: 'sekai_stickers', path: '/laboratory/sekai_stickers', group: 'tools', needs: [] },
  { id: 'honkai_star_rail_message', path: '/laboratory/honkai_star_rail_message', group: 'tools', needs: [] },
  { id: 'madoka', path: '/laboratory/madoka', group: 'toys', needs: [] },
  { id: 'qidong', path: '/laboratory/qidong', group: 'toys', needs: ['audio'] },
  { id: 'music_game', path: '/laboratory/music_game', group: 'toys', needs: ['audio'] },
  { id: 'shake', path: '/laboratory/shake', group: 'device', needs: ['motion'] },
  { id: 'deviceorientation', path: '/laboratory/deviceorientation', group: 'device', needs: ['motion'] },
  { id: 'components', path: '/laboratory/components', group: 'components', needs: [] },
];

/**
 * The experiments of `all` whose `path` is one of `patterns` (by default the app's route table), grouped in the
 * order of `experimentGroups`; a group with none is left out.
 */
export function availableExperiments(
  patterns: readonly string[] = appRoutePatterns,
  all: readonly Experiment[] = experiments,
): { group: ExperimentGroup; items: Experiment[] }[] {
  const known = new Set(patterns);
  return experimentGroups
    .map((group) => ({ group, items: all.filter((e) => e.group === group && known.has(e.path)) }))
    .filter(({ items }) => items.length > 0);
}
