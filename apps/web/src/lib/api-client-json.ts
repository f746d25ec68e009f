import { z } from 'zod/mini';
import { ApiRequestError, apiUrl, parseEnvelope, refusalError } from './api-client.ts';

/**
 * The api client's JSON-body calls, apart from `api-client.ts` so the app shell does not carry them (the home
 * page's JS budget, decision 0012): the archive's writes, whose input nests arrays and objects (a form-urlencoded
 * body cannot), and its export, whose answer is a file. Answers are read with the api client's `parseEnvelope`, so
 * a refused token logs the holder out as for any other call.
 */

/**
 * Tells the api client's network-error listener (the app's "cannot connect" toast): `parseEnvelope` does so for
 * anything that is not an envelope, so the shell's client needs no extra export for this transport.
 */
const reportNetworkError = (): void => void parseEnvelope(null, z.unknown());

/** POSTs `json` to `path` as a JSON body; the fetch's outcome, or null after a network failure (the listener is told). */
async function postJson(path: string, json: Record<string, unknown>): Promise<Response | null> {
  try {
    return await fetch(apiUrl(path), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(json),
    });
  } catch {
    reportNetworkError();
    return null;
  }
}

/** The token `json` carries, as `parseEnvelope` reads it to tell the "token rejected" listeners. */
const sentToken = (json: Record<string, unknown>) =>
  typeof json.tokenid === 'string' ? { tokenid: json.tokenid } : {};

/**
 * `apiData` with a JSON body: POSTs `json` to `path` and resolves with the envelope's `data` parsed by `data`;
 * throws `ApiRequestError` otherwise (the envelope's code, e.g. `invalid_input` with `{field, issues}` as its data,
 * or `network`).
 *
 * @example const item = await apiPostJson('archive/save_item.php', { tokenid, item }, archiveItemSchema);
 */
export async function apiPostJson<S extends z.ZodMiniType>(
  path: string,
  json: Record<string, unknown>,
  data: S,
): Promise<z.infer<S>> {
  const response = await postJson(path, json);
  let answer: unknown;
  try {
    answer = response === null ? undefined : await response.json();
  } catch {
    reportNetworkError();
  }
  const envelope = answer === undefined ? false : parseEnvelope(answer, data, sentToken(json));
  if (envelope === false) throw new ApiRequestError('network', 'network');
  if (envelope.status !== 'success') throw refusalError(envelope.message, envelope.data);
  return envelope.data;
}

/**
 * A JSON POST whose 2xx answer is a file, not an envelope (the archive's export). Resolves with the file's bytes
 * and the name its `Content-Disposition` gives (`fallbackName` when none); throws `ApiRequestError` otherwise: the
 * refusal's code when the server answered with an envelope (`forbidden`), `network` when nothing came back.
 */
export async function apiDownload(
  path: string,
  json: Record<string, unknown>,
  fallbackName: string,
): Promise<{ blob: Blob; name: string }> {
  const response = await postJson(path, json);
  if (response === null) throw new ApiRequestError('network', 'network');
  if (!response.ok) {
    let answer: unknown;
    try {
      answer = await response.json();
    } catch {
      throw new ApiRequestError('network', 'network');
    }
    const envelope = parseEnvelope(answer, z.unknown(), sentToken(json));
    if (envelope === false || envelope.status === 'success') throw new ApiRequestError('network', 'network');
    throw refusalError(envelope.message, envelope.data);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? fallbackName;
  return { blob: await response.blob(), name };
}
