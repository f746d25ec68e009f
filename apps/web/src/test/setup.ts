import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

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
