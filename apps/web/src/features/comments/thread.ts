import type { Comment } from '@site/contracts';

/** A comment with its direct replies, each a node of the same shape. */
export type CommentNode = { comment: Comment; replies: CommentNode[] };

const byTime = (a: Comment, b: Comment) => a.created_at.localeCompare(b.created_at) || a.id - b.id;

/**
 * The thread of a target from its flat comment list (`comments/get_comments.php` answers oldest first, replies
 * linked by `reply_to`) [CMT-02]. Top-level comments come newest first; replies under their comment oldest
 * first, so a conversation reads downwards. A reply whose comment is not in the list (deleted, or on another
 * page) becomes a top-level comment, and so does a `reply_to` that would make a loop: nothing is ever dropped.
 *
 * @example buildThread([{id: 1, reply_to: null, ...}, {id: 2, reply_to: 1, ...}])
 *   // [{comment: #1, replies: [{comment: #2, replies: []}]}]
 */
export function buildThread(comments: readonly Comment[]): CommentNode[] {
  const byId = new Map(comments.map((comment) => [comment.id, comment]));
  const nodes = new Map(comments.map((comment) => [comment.id, { comment, replies: [] } as CommentNode]));
  const roots: CommentNode[] = [];
  for (const comment of [...comments].sort(byTime)) {
    const node = nodes.get(comment.id);
    if (node === undefined) continue;
    const parent = parentOf(comment, byId);
    const parentNode = parent === null ? undefined : nodes.get(parent);
    if (parentNode === undefined) roots.push(node);
    else parentNode.replies.push(node);
  }
  return roots.reverse();
}

/** The id this comment hangs under, or `null` when it is top-level (no parent, parent missing, or a loop). */
function parentOf(comment: Comment, byId: ReadonlyMap<number, Comment>): number | null {
  const parent = comment.reply_to;
  if (parent === null || !byId.has(parent)) return null;
  // Walk up the ancestors: coming back to this comment is a loop. A loop further up is broken where it starts
  // (its own members become top-level), so hanging under it is safe.
  const seen = new Set<number>();
  for (let id: number | null = parent; id !== null && !seen.has(id); id = byId.get(id)?.reply_to ?? null) {
    if (id === comment.id) return null;
    seen.add(id);
  }
  return parent;
}

/** How many replies hang under `node`, at every depth (what a delete removes with it [CMT-10]). */
export function countReplies(node: CommentNode): number {
  return node.replies.reduce((sum, reply) => sum + 1 + countReplies(reply), 0);
}
