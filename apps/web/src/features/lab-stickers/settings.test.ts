import { describe, expect, it } from 'vitest';
import { characterSvg } from './characters.ts';
import {
  characterIds,
  defaultSettings,
  expressions,
  loadSettings,
  saveSettings,
  settingsFrom,
  storageKey,
} from './settings.ts';

describe('the kept settings (issue 25 point 2)', () => {
  it('round-trip through localStorage', () => {
    const settings = {
      ...defaultSettings,
      character: 'bolt' as const,
      expression: 'angry' as const,
      text: 'two\nlines <b>',
      curve: -120,
      position: { x: 10, y: 250 },
    };
    saveSettings(window.localStorage, settings);
    expect(loadSettings(window.localStorage)).toEqual(settings);
  });

  it('fall back field by field on stored junk, never throw', () => {
    window.localStorage.setItem(storageKey, '{not json');
    expect(loadSettings(window.localStorage)).toEqual(defaultSettings);
    const mixed = settingsFrom({
      character: 'mallory',
      expression: 'happy',
      text: 42,
      colour: 'red; background: url(x)',
      outlineColour: '#00FF00',
      size: 1e9,
      outline: Number.NaN,
      rotation: -90,
      lineSpacing: '2',
      position: { x: -1, y: 10 },
    });
    expect(mixed).toEqual({
      ...defaultSettings,
      outlineColour: '#00FF00',
      rotation: -90,
      position: { x: defaultSettings.position.x, y: 10 },
    });
    expect(settingsFrom({ text: 'x'.repeat(500) }).text).toHaveLength(200);
    expect(loadSettings(undefined)).toEqual(defaultSettings);
  });
});

describe('our characters', () => {
  it('are well-formed SVG documents for every expression, each expression a different drawing', () => {
    for (const c of characterIds) {
      const drawings = new Set<string>();
      for (const e of expressions) {
        const svg = characterSvg(c, e);
        const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
        expect(doc.querySelector('parsererror')).toBeNull();
        expect(doc.documentElement.getAttribute('viewBox')).toBe('0 0 200 200');
        expect(svg).not.toMatch(/NaN|undefined/);
        drawings.add(svg);
      }
      expect(drawings.size).toBe(expressions.length);
    }
  });
});
