import { type APIRequestContext, expect } from './test.ts';

/** Helpers of the wiki specs: pages written and editors made through the API (their own specs drive the forms). */

/** `/wiki/items/<id>` with each segment percent-encoded (the contracts' `wikiItemPath`, spelled out from the spec). */
export const itemPath = (id: string): string => `/wiki/items/${id.split('/').map(encodeURIComponent).join('/')}`;

/** `/wiki/edit/<id>`, as `itemPath`. */
export const editPath = (id: string): string => `/wiki/edit/${id.split('/').map(encodeURIComponent).join('/')}`;

/**
 * Saves page `id` with `source` through save_item.php as the holder of `tokenid`, based on `base` (0 creates it);
 * answers the new revision's number. Fails the test on any refusal.
 */
export async function savePage(
  request: APIRequestContext,
  tokenid: string,
  id: string,
  source: string,
  base = 0,
  summary = '',
): Promise<number> {
  const answer = await request.post('/api/wiki/save_item.php', {
    form: { tokenid, id, source, summary, base_revision: String(base) },
  });
  const body = await answer.json();
  expect(answer.ok(), JSON.stringify(body)).toBe(true);
  return body.data.revision as number;
}

/** Makes `uid` a wiki editor (the admin's set_editor.php). */
export async function makeEditor(request: APIRequestContext, adminTokenid: string, uid: string): Promise<void> {
  const answer = await request.post('/api/wiki/set_editor.php', {
    form: { tokenid: adminTokenid, uid, editor: 'true' },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}
