import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// findBy* and waitFor wait up to 5 s, not Testing Library's 1 s: a layout's first render (its strings, its lazy
// pieces) took 1.2-1.8 s on the 2-core CI machine under load, and [LAYOUT-07] failed there now and then.
configure({ asyncUtilTimeout: 5000 });

// The browser of the unit tests prefers a language that is none of ours, so a first visit gets the spec's default
// language, zh (issue 19 point 6: an English browser would start in English). Tests of that choice stub it.
Object.defineProperty(window.navigator, 'languages', { value: ['de-DE', 'de'], configurable: true });
Object.defineProperty(window.navigator, 'language', { value: 'de-DE', configurable: true });

// A test fails on an unexpected console.error (STYLE.md "Tests"): silent errors are bugs.
// A test that expects one spies on console.error itself (vi.spyOn replaces this one).
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  const seen = errors;
  errors = [];
  if (seen.length > 0)
    throw new Error(`unexpected console.error: ${seen.map((a) => a.map(String).join(' ')).join('\n')}`);
});
