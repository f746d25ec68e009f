import { describe, expect, it } from 'vitest';
import { makeComment } from './test-comments.ts';
import { buildThread, type CommentNode, countReplies } from './thread.ts';

/** The tree as nested ids: `[[1, [[2, []]]]]`. */
type Shape = [number, Shape[]];
const shape = (nodes: CommentNode[]): Shape[] => nodes.map((n) => [n.comment.id, shape(n.replies)]);

describe('buildThread', () => {
  it('[CMT-02] hangs each reply under the comment it replies to, at any depth', () => {
    const thread = buildThread([
      makeComment(1),
      makeComment(2, { reply_to: 1 }),
      makeComment(3, { reply_to: 2 }),
      makeComment(4, { reply_to: 1 }),
    ]);
    expect(shape(thread)).toEqual([
      [
        1,
        [
          [2, [[3, []]]],
          [4, []],
        ],
      ],
    ]);
  });

  it('[CMT-04] lists top-level comments newest first and replies oldest first', () => {
    const thread = buildThread([
      makeComment(1),
      makeComment(2),
      makeComment(3, { reply_to: 1 }),
      makeComment(4, { reply_to: 1 }),
      makeComment(5),
    ]);
    expect(shape(thread)).toEqual([
      [5, []],
      [2, []],
      [
        1,
        [
          [3, []],
          [4, []],
        ],
      ],
    ]);
  });

  it('[CMT-02] orders by time, not by the order of the list', () => {
    const thread = buildThread([makeComment(4, { reply_to: 1 }), makeComment(3, { reply_to: 1 }), makeComment(1)]);
    expect(shape(thread)).toEqual([
      [
        1,
        [
          [3, []],
          [4, []],
        ],
      ],
    ]);
  });

  it('[CMT-04] never drops a comment: a reply to a missing comment and a reply loop become top-level', () => {
    const thread = buildThread([
      makeComment(1, { reply_to: 2 }),
      makeComment(2, { reply_to: 1 }),
      makeComment(3, { reply_to: 3 }),
      makeComment(4, { reply_to: 99 }),
      makeComment(5, { reply_to: 1 }),
    ]);
    expect(shape(thread)).toEqual([
      [4, []],
      [3, []],
      [2, []],
      [1, [[5, []]]],
    ]);
  });

  it('is empty for no comments', () => {
    expect(buildThread([])).toEqual([]);
  });
});

describe('countReplies', () => {
  it('[CMT-10] counts every reply under a comment, at every depth (what a delete removes with it)', () => {
    const [root] = buildThread([
      makeComment(1),
      makeComment(2, { reply_to: 1 }),
      makeComment(3, { reply_to: 2 }),
      makeComment(4, { reply_to: 1 }),
    ]);
    expect(root && countReplies(root)).toBe(3);
    expect(root?.replies[1] && countReplies(root.replies[1])).toBe(0);
  });
});
