import { describe, expect, it } from 'vitest';
import { adminPasswordBox, openAddressLine } from './start-messages.ts';

/** Issue 19 point 11: what a new owner reads on the first start, apart from the request log. */
describe('start-up messages', () => {
  it('frames the one-time admin password in a box of equal-width lines, set off by blank lines', () => {
    const box = adminPasswordBox('admin', 'Xy7-generated-password-24', 'http://localhost:18181');
    const lines = box.split('\n');
    expect(lines[0]).toBe('');
    expect(lines.at(-1)).toBe('');
    const framed = lines.slice(1, -1);
    expect(framed[0]).toMatch(/^#{20,}$/);
    expect(framed.at(-1)).toBe(framed[0]);
    // Every line of the box is as wide as its frame, and none of it looks like a JSON log line.
    for (const line of framed) expect(line.length).toBe(framed[0]?.length);
    for (const line of framed.slice(1, -1)) expect(line).toMatch(/^## .* ##$/);
    expect(box).toContain('user:     admin');
    expect(box).toContain('password: Xy7-generated-password-24');
    expect(box).toContain('http://localhost:18181/account/login');
    expect(box).not.toContain('{');
  });

  it('ends the start with the address to open, with its trailing slash', () => {
    expect(openAddressLine('http://localhost:18181')).toBe('Site ready: open http://localhost:18181/ in a browser.');
  });
});
