/**
 * Device orientation maths, pure (issue 24 point 6): the spirit level, the compass heading and the CSS transform of
 * the 3D phone from the W3C angles. Angles in degrees: alpha 0..360 about the screen's normal (z), beta -180..180
 * about the screen's x axis (top edge up is positive), gamma -90..90 about its y axis (right edge down is positive).
 */

/** One orientation reading in degrees; null where the sensor does not give the angle. */
export type Orientation = { alpha: number | null; beta: number | null; gamma: number | null };

/** What the spirit level shows. */
export type Level = {
  /** The bubble's offset from the centre, -1..1 on each axis (x right, y down), as a fraction of the vial's radius. */
  x: number;
  y: number;
  /** The angle (degrees, 0..180) between the screen's normal and the vertical: 0 when lying flat, face up. */
  tilt: number;
  /** Whether the tilt is within `levelTolerance` degrees. */
  level: boolean;
};

/** Within this many degrees of flat the level says "level". */
export const levelTolerance = 1;

/** The bubble moves to its rim at this tilt, in degrees, on either axis. */
export const levelRange = 45;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
const rad = (deg: number) => (deg * Math.PI) / 180;

/**
 * The spirit level of `beta` and `gamma` (degrees; null reads as 0). The bubble floats to the raised side: raising the
 * top edge (beta > 0) sends it up (y < 0), lowering the right edge (gamma > 0) sends it left (x < 0); it reaches the
 * rim at `levelRange` degrees. The tilt is acos(cos beta · cos gamma), exact for the W3C Z-X'-Y'' angles.
 */
export function spiritLevel(beta: number | null, gamma: number | null): Level {
  const b = beta ?? 0;
  const g = gamma ?? 0;
  let x = clamp(-g / levelRange, -1, 1);
  let y = clamp(-b / levelRange, -1, 1);
  // Keep the bubble inside the round vial.
  const r = Math.hypot(x, y);
  if (r > 1) {
    x /= r;
    y /= r;
  }
  const cosTilt = clamp(Math.cos(rad(b)) * Math.cos(rad(g)), -1, 1);
  const tilt = (Math.acos(cosTilt) * 180) / Math.PI;
  return { x, y, tilt, level: tilt <= levelTolerance };
}

/**
 * Where the compass heading comes from: `webkit`, Safari's `webkitCompassHeading` (true north); `absolute`, 360 -
 * alpha of an absolute reading (`deviceorientationabsolute` or `absolute: true`, magnetic north); `relative`,
 * 360 - alpha of a relative reading (the direction at the page's start, not north); `simulated`, the sliders'.
 */
export type HeadingSource = 'webkit' | 'absolute' | 'relative' | 'simulated';

/** A reading the heading is taken from: the angles, whether they are absolute, and Safari's own heading if any. */
export type HeadingInput = {
  alpha: number | null;
  absolute: boolean;
  webkitCompassHeading?: number | null;
  simulated?: boolean;
};

/** `degrees` brought into [0, 360). */
export function normaliseDegrees(degrees: number): number {
  const d = degrees % 360;
  return d < 0 ? d + 360 : d === 0 ? 0 : d;
}

/**
 * The compass heading in degrees clockwise from north, [0, 360), and its source (see `HeadingSource`), or null when
 * the reading has none (no alpha, no webkit heading). Safari's `webkitCompassHeading` wins where it is a number;
 * else 360 - alpha (alpha turns counter-clockwise, a heading clockwise).
 */
export function compassHeading(input: HeadingInput): { heading: number; source: HeadingSource } | null {
  const webkit = input.webkitCompassHeading;
  if (typeof webkit === 'number' && Number.isFinite(webkit) && webkit >= 0)
    return { heading: normaliseDegrees(webkit), source: 'webkit' };
  if (input.alpha === null || !Number.isFinite(input.alpha)) return null;
  const source: HeadingSource = input.simulated ? 'simulated' : input.absolute ? 'absolute' : 'relative';
  return { heading: normaliseDegrees(360 - input.alpha), source };
}

/** The eight compass points, clockwise from north. */
export const compassPoints = ['n', 'ne', 'e', 'se', 's', 'sw', 'w', 'nw'] as const;
export type CompassPoint = (typeof compassPoints)[number];

/** The nearest of the eight compass points to `heading` (degrees): 22.5° either side of each. */
export function compassPoint(heading: number): CompassPoint {
  return compassPoints[Math.round(normaliseDegrees(heading) / 45) % 8] ?? 'n';
}

/**
 * The CSS transform turning a phone drawn face-up on the screen as the device turns: the W3C intrinsic rotations
 * Z(alpha) X'(beta) Y''(gamma) in CSS's axes (y points down, so the z and x turns change sign).
 */
export function phoneTransform({ alpha, beta, gamma }: Orientation): string {
  const f = (n: number | null) => Number((n ?? 0).toFixed(2));
  return `rotateZ(${f(-(alpha ?? 0))}deg) rotateX(${f(-(beta ?? 0))}deg) rotateY(${f(gamma)}deg)`;
}
