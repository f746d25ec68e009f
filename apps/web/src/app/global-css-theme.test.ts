import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../features/settings/settings-schema.ts';
import { defaultColorVariables, themeVariables } from '../lib/theme.ts';

/** The custom properties of global.css's first `:root` rule, name -> value. */
function globalRootVariables(): Record<string, string> {
  const css = readFileSync(join(__dirname, 'global.css'), 'utf8');
  const root = /:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
  return Object.fromEntries(
    [...root.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map((m) => [m[1] ?? '', (m[2] ?? '').replace(/\s+/g, ' ').trim()]),
  );
}

describe('global.css’s :root, the theme of a server-rendered page’s first paint (issue 21)', () => {
  it('is the theme the browser applies at start for the default settings in light, on a first visit', () => {
    // A server-rendered page paints with global.css before the app's script writes the theme onto <html>: any
    // variable that differs changes the page under the reader after its first paint (a font stack moves text), and
    // one that differs only in its text (quotes) still makes the browser restyle the whole page.
    const css = globalRootVariables();
    const applied = themeVariables(defaultSettings, 'light', defaultColorVariables.light);
    const differing = Object.entries(applied)
      .filter(([name, value]) => css[name] !== value)
      .map(([name, value]) => `${name}: global.css ${css[name]} / theme ${value}`);
    expect(differing).toEqual([]);
  });
});
