import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../http/envelope.ts';
import { lastSegmentOf, recordHead, siteHead } from '../../http/record-head.ts';
import type { PageHead } from '../../http/spa.ts';
import type { UpstreamJson } from '../../upstream/upstream.ts';
import { ncmServiceFor } from './service.ts';

/** An NCM id as the pages read the address (apps/web features/music/music-link.ts `ncmIdOf`). */
const ncmIdPattern = /^\d{1,20}$/;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;

/**
 * The name (else `id`) of the record in an NCM answer at `key` (`playlist`, a radio's `data`) when the upstream
 * found it, else undefined.
 */
function nameIn(answer: UpstreamJson, key: string, id: string): string | undefined {
  if (answer.status !== 200 || !isObject(answer.body) || answer.body.code !== 200) return undefined;
  const record = answer.body[key];
  return isObject(record) ? String(record.name || id) : undefined;
}

/**
 * The `<head>` of an NCM playlist's or radio's page (`/archive/music/playlist/:id`, `/archive/music/radio/:id`),
 * from the same lookup the page makes (ncm/playlist/, ncm/radio/, through the shared cache of `ncmServiceFor`):
 * "<name> - <site name>"; `found: false` (HTTP 404) when the id is not an NCM id or the upstream has no such
 * playlist or radio (a code other than 200, no record), as the page then says "not found". An upstream that is not
 * set up, down or too slow is no answer about the record: the site's head, `found: true` (the page shows its error
 * and a retry). Undefined for any other pattern. Throws on a database error.
 */
export async function ncmPageHead(
  db: Kysely<Database>,
  config: Config,
  pattern: string,
  path: string,
): Promise<PageHead | undefined> {
  const kind =
    pattern === '/archive/music/playlist/:id' ? 'playlist' : pattern === '/archive/music/radio/:id' ? 'radio' : null;
  if (kind === null) return undefined;
  const id = lastSegmentOf(path, ncmIdPattern);
  if (id === null) return recordHead(db, undefined);
  const ncm = ncmServiceFor(config);
  let answer: UpstreamJson;
  try {
    answer = kind === 'playlist' ? await ncm.playlist(id) : await ncm.radio(id);
  } catch (error) {
    if (error instanceof ApiError) return siteHead(db, true);
    throw error;
  }
  return recordHead(db, nameIn(answer, kind === 'playlist' ? 'playlist' : 'data', id));
}
