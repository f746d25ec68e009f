import {
  type WikiDiffRow,
  type WikiDiffSkipRow,
  wikiDiffContextDefault,
  wikiDiffContextMax,
  wikiDiffQuerySchema,
} from '@site/contracts';

/** How a diff is laid out: two columns (old, new) or one column of removed and added lines. */
export type DiffLayout = 'side-by-side' | 'inline';

/** The narrowest window, in CSS pixels, that shows a diff side by side (two columns of ~45 characters). */
export const SIDE_BY_SIDE_MIN_WIDTH_PX = 900;

/** The layout for a window `width_px` wide: side by side from `SIDE_BY_SIDE_MIN_WIDTH_PX`, else inline. */
export function diffLayoutFor(width_px: number): DiffLayout {
  return width_px >= SIDE_BY_SIDE_MIN_WIDTH_PX ? 'side-by-side' : 'inline';
}

/**
 * One line of an inline diff: kept, removed (old line number) or added (new line number), with its parts; or a
 * run of unchanged lines the answer skipped, as it came.
 */
export type InlineDiffLine =
  | {
      kind: 'same' | 'removed' | 'added';
      old_line: number | null;
      new_line: number | null;
      parts: { kind: 'same' | 'removed' | 'added'; text: string }[];
    }
  | WikiDiffSkipRow;

/**
 * The rows of a line diff as one column: a changed row becomes its old line (removed, with its word-level
 * removals marked) followed by its new line (added, with its insertions marked), the way `git diff` reads; a
 * skipped run stays one line.
 */
export function inlineDiffLines(rows: readonly WikiDiffRow[]): InlineDiffLine[] {
  return rows.flatMap((row): InlineDiffLine[] => {
    if (row.kind === 'skipped') return [row];
    const old = row.old;
    const next = row.new;
    if (row.kind === 'same' && old && next)
      return [{ kind: 'same', old_line: old.line, new_line: next.line, parts: next.parts }];
    const lines: InlineDiffLine[] = [];
    if (old)
      lines.push({
        kind: 'removed',
        old_line: old.line,
        new_line: null,
        parts: old.parts.filter((p) => p.kind !== 'added'),
      });
    if (next)
      lines.push({
        kind: 'added',
        old_line: null,
        new_line: next.line,
        parts: next.parts.filter((p) => p.kind !== 'removed'),
      });
    return lines;
  });
}

/**
 * The `context` a diff's address asks for (`&context=N`), read with the server's own rule (`wikiDiffQuerySchema`:
 * decimal digits within 0–`wikiDiffContextMax`), else `wikiDiffContextDefault`.
 */
export function diffContextParam(search: URLSearchParams): number {
  const parsed = wikiDiffQuerySchema.shape.context.safeParse(search.get('context') ?? undefined);
  return parsed.success ? parsed.data : wikiDiffContextDefault;
}

/**
 * The smallest `context` that shows every line of the skipped row `rows[index]` of a diff answered with
 * `context`: a run before the first change or after the last one is one change's context plus the skipped lines;
 * a run between two changes is shared by both, so each needs half of it. At most `wikiDiffContextMax`.
 */
export function contextToShow(rows: readonly WikiDiffRow[], index: number, context: number): number {
  const row = rows[index];
  if (row?.kind !== 'skipped') return context;
  const atEdge = index === 0 || index === rows.length - 1;
  const needed = atEdge ? context + row.count : context + Math.ceil(row.count / 2);
  return Math.min(needed, wikiDiffContextMax);
}
