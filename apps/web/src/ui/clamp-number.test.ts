import { describe, expect, it } from 'vitest';
import { clampNumber, stepDecimals } from './clamp-number.ts';

describe('clampNumber', () => {
  it('[WIDGET-10] clamps to min and max', () => {
    expect(clampNumber(150)).toBe(100);
    expect(clampNumber(-3)).toBe(0);
    expect(clampNumber(25, { min: -2, max: 20 })).toBe(20);
    expect(clampNumber(-5, { min: -2, max: 2, step: 0.01 })).toBe(-2);
  });

  it('[WIDGET-11] does not clamp when overflow is allowed', () => {
    expect(clampNumber(150, { overflow: true })).toBe(150);
    expect(clampNumber(-7.5, { min: -2, max: 2, step: 0.5, overflow: true })).toBe(-7.5);
  });

  it('[WIDGET-12] defaults to min 0, max 100, step 1', () => {
    expect(clampNumber(101)).toBe(100);
    expect(clampNumber(-1)).toBe(0);
    expect(clampNumber(42.6)).toBe(43);
  });

  it('[WIDGET-13] turns non-numeric input into 0', () => {
    expect(clampNumber('abc')).toBe(0);
    expect(clampNumber('abc', { min: -5, max: 5 })).toBe(0);
    expect(clampNumber(Number.NaN)).toBe(0);
    expect(clampNumber(undefined)).toBe(0);
    expect(clampNumber('')).toBe(0);
    expect(clampNumber(' 12 ')).toBe(12);
  });

  it('[WIDGET-14] rounds to the step decimals', () => {
    expect(clampNumber(3.4)).toBe(3);
    expect(clampNumber('0.456', { max: 1, step: 0.01 })).toBe(0.46);
    expect(clampNumber(0.123456, { max: 1, step: 0.001 })).toBe(0.123);
    expect(clampNumber(-0.001, { min: -2, max: 2, step: 0.01 })).toBe(0);
    expect(stepDecimals(1)).toBe(0);
    expect(stepDecimals(0.05)).toBe(2);
    expect(stepDecimals(1e-7)).toBe(7);
  });
});
