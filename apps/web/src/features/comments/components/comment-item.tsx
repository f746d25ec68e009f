import type { Comment } from '@site/contracts';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { RelativeTime } from '../../../ui/relative-time.tsx';
import type { CommentNode } from '../thread.ts';
import { canDelete, type Viewer } from '../viewer.ts';
import { CommentAuthor } from './comment-author.tsx';
import { CommentAvatar } from './comment-avatar.tsx';
import { CommentForm } from './comment-form.tsx';
import styles from './comments.module.css';

/** The element id of a comment on its page: `#comment-<id>` links to it. */
export const commentAnchor = (id: number) => `comment-${id}`;

/** Nesting deeper than this is drawn at this depth, so a long exchange stays readable on a phone. */
const MAX_INDENT_DEPTH = 4;

/** Props of `CommentItem`: the node to show and what the thread around it knows. */
export type CommentItemProps = {
  node: CommentNode;
  /** The comment this one replies to, when it is in the thread [CMT-02]. */
  parent: Comment | undefined;
  depth: number;
  target: string;
  viewer: Viewer | null;
  /** The id of the comment whose reply form is open, if any. */
  replyingTo: number | null;
  onReply: (id: number | null) => void;
  onDelete: (node: CommentNode) => void;
};

/**
 * One comment and, nested under it, its replies: author (avatar, name, guest flag [CMT-03]), the time posted as
 * a relative time [CMT-01][CONST-02][CONST-03], for a reply a link to the comment it answers [CMT-02], the text,
 * and the actions "Reply" and, for its author or an admin, "Delete" [ROLE-12].
 */
export function CommentItem(props: CommentItemProps) {
  const { node, parent, depth, target, viewer, replyingTo, onReply, onDelete } = props;
  const { t } = useTranslation('comments');
  const { comment } = node;
  const jumpToParent = (event: MouseEvent<HTMLAnchorElement>) => {
    const element = document.getElementById(commentAnchor(comment.reply_to ?? 0));
    if (element === null) return;
    // In-page jump without a router navigation; the element's scroll-margin keeps it clear of the header.
    event.preventDefault();
    element.scrollIntoView({ block: 'start' });
    element.focus({ preventScroll: true });
  };
  return (
    <li className={styles.item} data-depth={Math.min(depth, MAX_INDENT_DEPTH)}>
      <article
        id={commentAnchor(comment.id)}
        className={styles.comment}
        tabIndex={-1}
        aria-label={comment.author.nickname}
      >
        <CommentAvatar url={comment.author.avatar_url} nickname={comment.author.nickname} />
        <div className={styles.main}>
          <header className={styles.meta}>
            <CommentAuthor comment={comment} />
            <RelativeTime date={comment.created_at} className={styles.time} />
            {comment.reply_to !== null && (
              <a className={styles.replyTo} href={`#${commentAnchor(comment.reply_to)}`} onClick={jumpToParent}>
                {parent === undefined
                  ? t('item.reply_to_unknown')
                  : t('item.reply_to', { nickname: parent.author.nickname })}
              </a>
            )}
          </header>
          <div
            className={styles.text}
            // Safe: `html` is the server's rendering of the Markdown through rehype-sanitize before storing it (no
            // raw HTML, no script, style or event-handler attributes, only http(s) links; contract
            // packages/contracts/src/comments.ts), and the CSP forbids inline script on top. The browser never
            // turns a comment's source into HTML itself.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised comment HTML, see above
            dangerouslySetInnerHTML={{ __html: comment.html }}
          />
          <div className={styles.actions}>
            <Button
              size="small"
              variant="ghost"
              onClick={() => onReply(replyingTo === comment.id ? null : comment.id)}
              aria-expanded={replyingTo === comment.id}
            >
              {t('item.reply')}
            </Button>
            {canDelete(comment, viewer) && (
              <Button size="small" variant="ghost" onClick={() => onDelete(node)}>
                {t('item.delete')}
              </Button>
            )}
          </div>
          {replyingTo === comment.id && (
            <CommentForm target={target} viewer={viewer} replyTo={comment} onDone={() => onReply(null)} />
          )}
        </div>
      </article>
      {node.replies.length > 0 && (
        <ol className={styles.replies}>
          {node.replies.map((reply) => (
            <CommentItem key={reply.comment.id} {...props} node={reply} parent={comment} depth={depth + 1} />
          ))}
        </ol>
      )}
    </li>
  );
}
