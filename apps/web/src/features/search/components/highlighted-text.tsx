import type { SearchTextPart } from '@site/contracts';
import { mergeParts } from '../highlight-parts.ts';
import styles from './search.module.css';

/**
 * A title or snippet of a search result with what the query matched in `<mark>` (issue 22 point 3): text only,
 * never HTML (the parts are plain text by contract and React escapes them; no `dangerouslySetInnerHTML`).
 */
export function HighlightedText({ parts }: { parts: readonly SearchTextPart[] }) {
  return (
    <>
      {mergeParts(parts).map((part, index) =>
        part.hit ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts are a fixed sequence of one answer.
          <mark key={index} className={styles.hit}>
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
