import { describe, expect, it } from 'vitest';
import { compassHeading, compassPoint, normaliseDegrees, phoneTransform, spiritLevel } from './orientation.ts';

describe('the spirit level (issue 24 point 6)', () => {
  it('centres the bubble and says level when lying flat', () => {
    const level = spiritLevel(0, 0);
    expect(level.x).toBeCloseTo(0);
    expect(level.y).toBeCloseTo(0);
    expect(level).toMatchObject({ tilt: 0, level: true });
    expect(spiritLevel(null, null).level).toBe(true);
  });

  it('floats the bubble to the raised side and reaches the rim at 45°', () => {
    expect(spiritLevel(45, 0)).toMatchObject({ x: -0, y: -1 });
    expect(spiritLevel(0, 22.5).x).toBeCloseTo(-0.5);
    expect(spiritLevel(-90, 0).y).toBe(1);
  });

  it('keeps the bubble inside the round vial', () => {
    const { x, y } = spiritLevel(60, 60);
    expect(Math.hypot(x, y)).toBeCloseTo(1);
  });

  it('gives the true tilt of the screen: acos(cos beta cos gamma)', () => {
    expect(spiritLevel(30, 0).tilt).toBeCloseTo(30);
    expect(spiritLevel(0, -30).tilt).toBeCloseTo(30);
    expect(spiritLevel(60, 60).tilt).toBeCloseTo((Math.acos(0.25) * 180) / Math.PI);
    expect(spiritLevel(0.5, 0.5).level).toBe(true);
    expect(spiritLevel(2, 0).level).toBe(false);
    expect(spiritLevel(180, 0).tilt).toBeCloseTo(180);
  });
});

describe('the compass heading (issue 24 point 6)', () => {
  it("prefers Safari's webkitCompassHeading", () => {
    expect(compassHeading({ alpha: 10, absolute: true, webkitCompassHeading: 123 })).toEqual({
      heading: 123,
      source: 'webkit',
    });
  });

  it('else takes 360 - alpha, saying whether the reading was absolute', () => {
    expect(compassHeading({ alpha: 90, absolute: true })).toEqual({ heading: 270, source: 'absolute' });
    expect(compassHeading({ alpha: 90, absolute: false })).toEqual({ heading: 270, source: 'relative' });
    expect(compassHeading({ alpha: 0, absolute: true })).toEqual({ heading: 0, source: 'absolute' });
    expect(compassHeading({ alpha: 45, absolute: false, simulated: true })).toEqual({
      heading: 315,
      source: 'simulated',
    });
  });

  it('has none without alpha, and ignores a webkit heading of -1 (uncalibrated)', () => {
    expect(compassHeading({ alpha: null, absolute: false })).toBeNull();
    expect(compassHeading({ alpha: 100, absolute: false, webkitCompassHeading: -1 })?.source).toBe('relative');
  });

  it('names the nearest of eight points and normalises degrees', () => {
    expect(normaliseDegrees(-90)).toBe(270);
    expect(normaliseDegrees(720)).toBe(0);
    expect(compassPoint(0)).toBe('n');
    expect(compassPoint(22)).toBe('n');
    expect(compassPoint(23)).toBe('ne');
    expect(compassPoint(180)).toBe('s');
    expect(compassPoint(350)).toBe('n');
    expect(compassPoint(-90)).toBe('w');
  });
});

describe("the 3D phone's transform", () => {
  it('turns z and x the other way in CSS axes and keeps y', () => {
    expect(phoneTransform({ alpha: 30, beta: 20, gamma: -10 })).toBe('rotateZ(-30deg) rotateX(-20deg) rotateY(-10deg)');
    expect(phoneTransform({ alpha: null, beta: null, gamma: null })).toBe('rotateZ(0deg) rotateX(0deg) rotateY(0deg)');
  });
});
