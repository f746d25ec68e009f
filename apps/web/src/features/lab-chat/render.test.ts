import { describe, expect, it } from 'vitest';
import { type Conversation, emptyConversation, meId } from './model.ts';
import { layoutConversation, pictureBox, splitLayout } from './render.ts';

/** 9 px per character: a fixed measure in place of the canvas's. */
const measure = (s: string) => [...s].length * 9;

function withTexts(
  n: number,
  text = 'A line of text that is long enough to wrap over more than one line here.',
): Conversation {
  return {
    ...emptyConversation('t'),
    contacts: [{ id: 'c1', name: 'Mira', avatar: null }],
    messages: Array.from({ length: n }, (_, i) => ({
      id: `m${i}`,
      kind: 'text' as const,
      from: i % 2 ? meId : 'c1',
      text,
    })),
  };
}

describe('the PNG layout (issue 25 point 3)', () => {
  it('grows with every message and wraps long text into more lines', () => {
    const heights = [0, 1, 5, 20].map((n) => layoutConversation(withTexts(n), measure).height);
    for (let i = 1; i < heights.length; i++) expect(heights[i]).toBeGreaterThan(heights[i - 1] as number);
    const short = layoutConversation(withTexts(1, 'Hi'), measure).items[0];
    const long = layoutConversation(withTexts(1, 'word '.repeat(200)), measure).items[0];
    expect(short?.lines[0]).toEqual(['Hi']);
    expect((long?.lines[0] ?? []).length).toBeGreaterThan(10);
    expect(long?.height).toBeGreaterThan(short?.height ?? 0);
  });

  it('splits a very tall conversation between messages into parts under the cap', () => {
    const layout = layoutConversation(withTexts(400, 'word '.repeat(300)), measure);
    expect(layout.height).toBeGreaterThan(16000);
    const parts = splitLayout(layout, 16000);
    expect(parts.length).toBeGreaterThan(1);
    expect(parts[0]?.from).toBe(0);
    expect(parts.at(-1)?.to).toBe(400);
    for (const [i, part] of parts.entries()) {
      expect(part.height).toBeLessThanOrEqual(16000);
      if (i > 0) expect(part.from).toBe(parts[i - 1]?.to);
    }
    expect(splitLayout(layoutConversation(withTexts(3), measure), 16000)).toHaveLength(1);
  });

  it('fits pictures in 300 × 300 without enlarging them', () => {
    expect(pictureBox(1200, 600)).toEqual({ w: 300, h: 150 });
    expect(pictureBox(100, 50)).toEqual({ w: 100, h: 50 });
    expect(pictureBox(10, 4000)).toEqual({ w: 1, h: 300 });
  });
});
