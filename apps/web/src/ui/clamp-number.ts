/** Limits of a number input. Defaults (spec section 5): min 0, max 100, step 1, no overflow [WIDGET-12]. */
export interface NumberLimits {
  min?: number;
  max?: number;
  step?: number;
  /** Allow values outside min..max [WIDGET-11]. */
  overflow?: boolean;
}

/** Decimal places of `step` as written: 1 -> 0, 0.5 -> 1, 0.01 -> 2, 1e-3 -> 3. */
export function stepDecimals(step: number): number {
  const text = String(step);
  const exponent = /e-(\d+)$/.exec(text);
  if (exponent) return Number(exponent[1]);
  const dot = text.indexOf('.');
  return dot === -1 ? 0 : text.length - dot - 1;
}

/**
 * The value a number input keeps for `input` (spec section 5 "Number input"):
 * non-numeric input becomes 0 [WIDGET-13]; the value is rounded to as many decimals as `step` has [WIDGET-14];
 * then clamped to min..max [WIDGET-10] unless `overflow` [WIDGET-11]. Defaults min 0, max 100, step 1 [WIDGET-12].
 *
 * @example clampNumber('abc') === 0; clampNumber(150) === 100; clampNumber('0.456', { max: 1, step: 0.01 }) === 0.46
 */
export function clampNumber(
  input: unknown,
  { min = 0, max = 100, step = 1, overflow = false }: NumberLimits = {},
): number {
  const parsed = typeof input === 'number' ? input : typeof input === 'string' ? Number(input.trim()) : Number.NaN;
  const numeric = Number.isFinite(parsed) ? parsed : 0;
  const rounded = Number(numeric.toFixed(stepDecimals(step)));
  const value = overflow ? rounded : Math.min(max, Math.max(min, rounded));
  // Normalise -0 (e.g. from rounding -0.001) so it shows as "0".
  return value === 0 ? 0 : value;
}
