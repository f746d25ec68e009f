import type { CharacterId, Expression } from './settings.ts';

/**
 * Our own characters for the sticker maker (issue 25 point 2), drawn for this page as SVG (no asset of any game,
 * anime or studio): Pip the sprout, Nimbus the little cloud and Bolt the robot, each with four expressions.
 * Every drawing is 200 × 200 user units with transparent corners; the SVG text is made from the constants here only
 * (never from user input), so it is safe to load as an image.
 */

/** The outline colour of the drawings. */
const ink = '#4a2f27';

type FaceStyle = {
  /** The middle between the eyes. */
  cx: number;
  cy: number;
  /** Half the distance between the eyes' centres. */
  gap: number;
  /** The colour of eyes, brows and mouth. */
  colour: string;
  /** Whether to draw cheeks (the robot's screen has none). */
  cheeks: boolean;
};

/** The eyes, brows, mouth and extras (blush, tear, anger mark, sparks) of `expression` on a face at `f`. */
function face(expression: Expression, f: FaceStyle): string {
  const { cx, cy, gap, colour } = f;
  const l = cx - gap;
  const r = cx + gap;
  const line = `fill="none" stroke="${colour}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"`;
  const cheeks = f.cheeks
    ? `<ellipse cx="${l - 10}" cy="${cy + 16}" rx="11" ry="6" fill="#ff9eb5" opacity="0.75"/>` +
      `<ellipse cx="${r + 10}" cy="${cy + 16}" rx="11" ry="6" fill="#ff9eb5" opacity="0.75"/>`
    : '';
  switch (expression) {
    case 'happy':
      return (
        cheeks +
        `<path d="M${l - 9} ${cy + 3} Q${l} ${cy - 10} ${l + 9} ${cy + 3}" ${line}/>` +
        `<path d="M${r - 9} ${cy + 3} Q${r} ${cy - 10} ${r + 9} ${cy + 3}" ${line}/>` +
        `<path d="M${cx - 14} ${cy + 14} Q${cx} ${cy + 40} ${cx + 14} ${cy + 14} Z" fill="${colour}" stroke="${colour}" stroke-width="4" stroke-linejoin="round"/>` +
        `<path d="M${cx - 7} ${cy + 27} Q${cx} ${cy + 21} ${cx + 7} ${cy + 27} Q${cx} ${cy + 33} ${cx - 7} ${cy + 27} Z" fill="#ff7d96"/>`
      );
    case 'sad':
      return (
        `<path d="M${l - 10} ${cy - 12} L${l + 8} ${cy - 18}" ${line}/>` +
        `<path d="M${r + 10} ${cy - 12} L${r - 8} ${cy - 18}" ${line}/>` +
        `<circle cx="${l}" cy="${cy + 2}" r="6" fill="${colour}"/>` +
        `<circle cx="${r}" cy="${cy + 2}" r="6" fill="${colour}"/>` +
        `<path d="M${cx - 12} ${cy + 28} Q${cx} ${cy + 16} ${cx + 12} ${cy + 28}" ${line}/>` +
        `<path d="M${r + 4} ${cy + 10} Q${r + 12} ${cy + 24} ${r + 4} ${cy + 30} Q${r - 4} ${cy + 24} ${r + 4} ${cy + 10} Z" fill="#7cc4ff" stroke="#3d8fd6" stroke-width="2"/>`
      );
    case 'angry':
      return (
        `<path d="M${l - 11} ${cy - 16} L${l + 9} ${cy - 7}" ${line}/>` +
        `<path d="M${r + 11} ${cy - 16} L${r - 9} ${cy - 7}" ${line}/>` +
        `<circle cx="${l}" cy="${cy + 4}" r="5.5" fill="${colour}"/>` +
        `<circle cx="${r}" cy="${cy + 4}" r="5.5" fill="${colour}"/>` +
        `<path d="M${cx - 14} ${cy + 28} L${cx - 7} ${cy + 22} L${cx} ${cy + 28} L${cx + 7} ${cy + 22} L${cx + 14} ${cy + 28}" ${line}/>` +
        `<g transform="translate(${r + 30} ${cy - 40})" fill="none" stroke="#e8344e" stroke-width="5" stroke-linecap="round">` +
        '<path d="M-10 -3 Q-3 -3 -3 -10 M3 -10 Q3 -3 10 -3 M10 3 Q3 3 3 10 M-3 10 Q-3 3 -10 3"/></g>'
      );
    case 'surprised':
      return (
        cheeks +
        `<path d="M${l - 9} ${cy - 20} Q${l} ${cy - 27} ${l + 9} ${cy - 20}" ${line}/>` +
        `<path d="M${r - 9} ${cy - 20} Q${r} ${cy - 27} ${r + 9} ${cy - 20}" ${line}/>` +
        `<circle cx="${l}" cy="${cy}" r="9" fill="${colour}"/><circle cx="${l + 3}" cy="${cy - 3}" r="3" fill="#fff"/>` +
        `<circle cx="${r}" cy="${cy}" r="9" fill="${colour}"/><circle cx="${r + 3}" cy="${cy - 3}" r="3" fill="#fff"/>` +
        `<ellipse cx="${cx}" cy="${cy + 26}" rx="7" ry="9" fill="${colour}"/>` +
        `<g stroke="#ffb020" stroke-width="5" stroke-linecap="round"><path d="M${l - 36} ${cy - 34} l-8 -10"/><path d="M${l - 26} ${cy - 44} l-2 -13"/><path d="M${r + 36} ${cy - 34} l8 -10"/><path d="M${r + 26} ${cy - 44} l2 -13"/></g>`
      );
  }
}

/** Pip, a round sprout with two leaves. */
function pip(expression: Expression): string {
  return (
    `<path d="M100 62 Q98 44 100 30" fill="none" stroke="${ink}" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="M100 36 Q76 10 56 26 Q74 48 100 36 Z" fill="#7cc96a" stroke="${ink}" stroke-width="5" stroke-linejoin="round"/>` +
    `<path d="M100 32 Q126 4 148 22 Q128 46 100 32 Z" fill="#9bdc7c" stroke="${ink}" stroke-width="5" stroke-linejoin="round"/>` +
    `<ellipse cx="74" cy="178" rx="16" ry="9" fill="#f3c980" stroke="${ink}" stroke-width="5"/>` +
    `<ellipse cx="126" cy="178" rx="16" ry="9" fill="#f3c980" stroke="${ink}" stroke-width="5"/>` +
    `<path d="M100 58 C150 58 172 96 170 126 C168 160 140 176 100 176 C60 176 32 160 30 126 C28 96 50 58 100 58 Z" fill="#ffe7a3" stroke="${ink}" stroke-width="6"/>` +
    `<path d="M58 92 Q66 76 82 70" fill="none" stroke="#fff8dc" stroke-width="7" stroke-linecap="round"/>` +
    face(expression, { cx: 100, cy: 112, gap: 26, colour: ink, cheeks: true })
  );
}

/** Nimbus, a small puffy cloud with a star clip low on its right (the marks of the expressions go above). */
function nimbus(expression: Expression): string {
  const puffs: [number, number, number][] = [
    [62, 118, 34],
    [100, 92, 44],
    [140, 114, 36],
    [48, 146, 26],
    [152, 146, 26],
    [100, 146, 40],
  ];
  const outline = puffs.map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r + 3}" fill="${ink}"/>`).join('');
  const fill = puffs.map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r - 3}" fill="#e6f3ff"/>`).join('');
  return (
    outline +
    fill +
    '<path d="M86 70 Q96 58 112 58" fill="none" stroke="#ffffff" stroke-width="7" stroke-linecap="round"/>' +
    `<path d="M158 134 l6 12 13 2 -9 9 2 13 -12 -6 -12 6 2 -13 -9 -9 13 -2 Z" fill="#ffd84d" stroke="${ink}" stroke-width="4" stroke-linejoin="round"/>` +
    face(expression, { cx: 100, cy: 118, gap: 24, colour: ink, cheeks: true })
  );
}

/** Bolt, a boxy little robot with a screen for a face and an antenna. */
function bolt(expression: Expression): string {
  return (
    `<path d="M100 44 V24" stroke="${ink}" stroke-width="5" stroke-linecap="round"/>` +
    `<circle cx="100" cy="20" r="10" fill="#ff7a59" stroke="${ink}" stroke-width="5"/>` +
    `<rect x="58" y="150" width="84" height="36" rx="12" fill="#8fb8de" stroke="${ink}" stroke-width="5"/>` +
    `<circle cx="100" cy="168" r="7" fill="#ffd84d" stroke="${ink}" stroke-width="4"/>` +
    `<rect x="22" y="96" width="16" height="34" rx="8" fill="#8fb8de" stroke="${ink}" stroke-width="5"/>` +
    `<rect x="162" y="96" width="16" height="34" rx="8" fill="#8fb8de" stroke="${ink}" stroke-width="5"/>` +
    `<rect x="34" y="44" width="132" height="112" rx="28" fill="#a9d8c8" stroke="${ink}" stroke-width="6"/>` +
    `<rect x="48" y="60" width="104" height="80" rx="18" fill="#27363d" stroke="${ink}" stroke-width="4"/>` +
    face(expression, { cx: 100, cy: 92, gap: 24, colour: '#7ff5e8', cheeks: false })
  );
}

const drawings: Record<CharacterId, (expression: Expression) => string> = { pip, nimbus, bolt };

/** The SVG document of `character` with `expression`: 200 × 200 px, transparent where nothing is drawn. */
export function characterSvg(character: CharacterId, expression: Expression): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">${drawings[character](expression)}</svg>`;
}

/** `characterSvg` as a `data:` URL, for an `<img>` or for drawing on a canvas. */
export function characterUrl(character: CharacterId, expression: Expression): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(characterSvg(character, expression))}`;
}
