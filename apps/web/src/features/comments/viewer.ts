import type { Comment } from '@site/contracts';

/**
 * Who is reading, as the app's account state knows it; `null` for a guest. The comments feature never reads
 * the account store itself (features do not import each other): the route page passes this in.
 */
export type Viewer = { tokenid: string; cid: number; nickname: string; is_admin: boolean };

/**
 * Whether `viewer` may delete `comment`: the author may delete their own; an admin may delete anyone's
 * [ROLE-12]; a guest deletes nothing (a guest comment has no owner to prove).
 */
export function canDelete(comment: Comment, viewer: Viewer | null): boolean {
  if (viewer === null) return false;
  if (viewer.is_admin) return true;
  return !comment.guest && comment.author.cid !== null && comment.author.cid === viewer.cid;
}
