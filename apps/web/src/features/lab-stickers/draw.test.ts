import { describe, expect, it } from 'vitest';
import { drawSticker } from './draw.ts';
import { defaultSettings } from './settings.ts';

/**
 * A context that records the calls `drawSticker` makes (jsdom has no canvas): the order of outline and fill and
 * the exact strings handed to the text calls.
 */
function recorder() {
  const calls: string[] = [];
  const state = { font: '', fillStyle: '', strokeStyle: '', lineWidth: 0 };
  const context = new Proxy(state as unknown as CanvasRenderingContext2D, {
    get(_target, key) {
      if (key in state) return (state as Record<string, unknown>)[key as string];
      if (key === 'measureText') return (text: string) => ({ width: text.length * 10 });
      return (...args: unknown[]) => {
        if (key === 'fillText' || key === 'strokeText') calls.push(`${String(key)}:${String(args[0])}`);
        else calls.push(String(key));
        return undefined;
      };
    },
    set(_target, key, value) {
      (state as Record<string, unknown>)[key as string] = value;
      calls.push(`${String(key)}=${String(value)}`);
      return true;
    },
  });
  return { context, calls };
}

describe('drawSticker (issue 25 point 2)', () => {
  it('clears to transparent, strokes every outline before any fill, and draws markup as plain text', () => {
    const { context, calls } = recorder();
    const text = '<img src=x onerror=alert(1)>';
    drawSticker(context, null, { ...defaultSettings, text, outline: 4 });
    expect(calls.indexOf('clearRect')).toBeGreaterThanOrEqual(0);
    expect(calls.indexOf('clearRect')).toBeLessThan(calls.findIndex((c) => c.startsWith('strokeText')));
    const strokes = calls.filter((c) => c.startsWith('strokeText:')).map((c) => c.slice('strokeText:'.length));
    const fills = calls.filter((c) => c.startsWith('fillText:')).map((c) => c.slice('fillText:'.length));
    const visible = [...text].filter((c) => c.trim() !== '');
    expect(fills).toEqual(visible);
    expect(strokes).toEqual(visible);
    const lastStroke = calls.map((c) => c.startsWith('strokeText')).lastIndexOf(true);
    const firstFill = calls.findIndex((c) => c.startsWith('fillText'));
    expect(lastStroke).toBeLessThan(firstFill);
    expect(calls).toContain('lineWidth=8');
    expect(calls.some((c) => c.startsWith('font=700 36px '))).toBe(true);
  });

  it('draws no outline at width 0', () => {
    const { context, calls } = recorder();
    drawSticker(context, null, { ...defaultSettings, outline: 0 });
    expect(calls.some((c) => c.startsWith('strokeText'))).toBe(false);
    expect(calls.filter((c) => c.startsWith('fillText'))).toHaveLength('Hello!'.length);
  });
});
