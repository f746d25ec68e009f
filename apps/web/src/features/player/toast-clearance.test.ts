import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FULL_PLAYER_ATTRIBUTE } from './keyboard.ts';
import {
  TOAST_CLEARANCE_GAP_PX,
  TOAST_CLEARANCE_PROPERTY,
  toastClearance,
  updateToastClearance,
} from './toast-clearance.ts';

// Issue 19, point 3: the toasts stand above the player's controls (the e2e check is e2e/music-toasts.spec.ts).

/** An element whose box is `top`..`bottom` (px), 300 px wide. */
function boxed(top: number, bottom: number, parent: HTMLElement = document.body): HTMLElement {
  const element = document.createElement('div');
  element.setAttribute('data-toast-clear', '');
  element.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: top, width: 300, height: bottom - top });
  parent.append(element);
  return element;
}

afterEach(() => {
  document.body.replaceChildren();
  document.documentElement.style.removeProperty(TOAST_CLEARANCE_PROPERTY);
});

describe('toastClearance', () => {
  it('clears the mini player at the bottom: its top plus the gap', () => {
    expect(toastClearance([boxed(700, 800)], 800)).toBe(100 + TOAST_CLEARANCE_GAP_PX);
  });

  it('takes the highest of several elements in the lower half', () => {
    expect(toastClearance([boxed(700, 800), boxed(500, 640)], 800)).toBe(300 + TOAST_CLEARANCE_GAP_PX);
  });

  it('ignores elements in the upper half, below the window, or not shown', () => {
    expect(toastClearance([boxed(10, 300), boxed(900, 1000), boxed(0, 0)], 800)).toBe(0);
  });

  it('measures the full player where it rests, not where its slide-in has it', () => {
    const layer = document.createElement('div');
    layer.setAttribute(FULL_PLAYER_ATTRIBUTE, '');
    layer.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 400, width: 300, height: 800 });
    document.body.append(layer);
    // Slid 400 px down: the controls show at 1000..1100, their resting place is 600..700.
    expect(toastClearance([boxed(1000, 1100, layer)], 800)).toBe(200 + TOAST_CLEARANCE_GAP_PX);
  });

  it('sets the variable the toaster reads, and removes it with nothing to clear', () => {
    boxed(700, 800);
    window.innerHeight = 800;
    updateToastClearance();
    expect(document.documentElement.style.getPropertyValue(TOAST_CLEARANCE_PROPERTY)).toBe(
      `${100 + TOAST_CLEARANCE_GAP_PX}px`,
    );
    document.body.replaceChildren();
    updateToastClearance();
    expect(document.documentElement.style.getPropertyValue(TOAST_CLEARANCE_PROPERTY)).toBe('');
  });

  it('the toaster stands at least --toast-clearance above the bottom', () => {
    const css = readFileSync(resolve(__dirname, '../../ui/toaster.module.css'), 'utf8');
    expect(css).toMatch(/bottom:\s*max\([^;]*var\(--toast-clearance, 0px\)\);/);
  });
});
