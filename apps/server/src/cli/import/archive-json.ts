import { readFileSync } from 'node:fs';
import { archiveItemInputSchema } from '@site/contracts';
import { z } from 'zod/mini';
import type { ImportEntry } from '../../modules/archive/write-service.ts';
import type { SourceRead } from './archive-letterboxd.ts';

const keysSchema = z.object({
  id: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,40}$/)),
  source_key: z._default(z.nullable(z.string().check(z.minLength(1), z.maxLength(2000))), null),
});

/**
 * Reads an archive export (`npm run export -- --archive`: `{format: 'site-archive', items: [...]}`) back: each
 * element of `items` with its `id` and `source_key`, validated like `save_item.php`'s item; an invalid element is
 * skipped with the field that is wrong (its line is its index in `items`). Throws when the file is not JSON or
 * has no `items` array.
 */
export function readArchiveJson(path: string): SourceRead {
  const data: unknown = JSON.parse(readFileSync(path, 'utf8'));
  const items = data !== null && typeof data === 'object' ? (data as { items?: unknown }).items : undefined;
  if (!Array.isArray(items)) throw new Error(`${path}: no "items" array`);
  const entries: ImportEntry[] = [];
  const skipped: SourceRead['skipped'] = [];
  items.forEach((element: unknown, index) => {
    const item = archiveItemInputSchema.safeParse(element);
    const keys = keysSchema.safeParse(element);
    const issue = !item.success ? item.error.issues[0] : !keys.success ? keys.error.issues[0] : undefined;
    if (issue || !item.success || !keys.success) {
      skipped.push({
        file: 'items',
        line: index,
        reason: `${issue?.path.join('.') || '(item)'}: ${issue?.message ?? 'invalid'}`,
      });
      return;
    }
    entries.push({ id: keys.data.id, sourceKey: keys.data.source_key, item: { ...item.data, id: keys.data.id } });
  });
  return { entries, skipped, rows: items.length };
}
