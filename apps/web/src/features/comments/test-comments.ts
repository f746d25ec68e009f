import type { Comment } from '@site/contracts';

/** A comment for tests: a user's by default; `over` replaces any field. */
export function makeComment(id: number, over: Partial<Comment> = {}): Comment {
  return {
    id,
    target: '/about/message_board',
    reply_to: null,
    guest: false,
    author: { ctype: 'user', uid: `user${id}`, cid: 100 + id, nickname: `User ${id}`, avatar_url: '', website: '' },
    html: `<p>comment ${id}</p>`,
    created_at: new Date(Date.UTC(2026, 0, 1, 0, 0, id)).toISOString(),
    ...over,
  };
}
