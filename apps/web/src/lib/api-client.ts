import { apiBasePath, type Envelope, type ErrorCode, envelopeSchema, isErrorCode, isRealToken } from '@site/contracts';
import { z } from 'zod/mini';

/**
 * The only caller of `fetch` (STYLE.md "Boundaries"; its sibling `api-client-upload.ts` the only user of
 * XMLHttpRequest); spec section 7.
 *
 * - The base address is the `api_address` setting (default `/api/`), set with `setApiBase` [SET-19].
 * - GET sends query parameters; POST sends a form-urlencoded body.
 * - A network failure calls the network-error listener (the app shows the "Cannot connect to the server"
 *   toast [ERR-01]) and the call yields `false`.
 * - No timeout by default (spec section 7); pass `signal` to cancel.
 */

/** Default api address: the same origin's `/api/` (the contracts' `apiBasePath`, which the server's page hints use too). */
export const defaultApiAddress = apiBasePath;

let apiBase = defaultApiAddress;
/** How calls reach the server: the browser's `fetch`, or on the server the app's own handlers (`setServerTransport`). */
let transport: typeof fetch = (input, init) => fetch(input, init);
/** The origin relative addresses resolve against: the page's, or on the server the one `setServerTransport` gave. */
let serverOrigin: string | undefined;
let onNetworkError: (error: unknown) => void = () => {};

/** Sets the base address every later call uses [SET-19]. */
export function setApiBase(address: string): void {
  apiBase = address.endsWith('/') ? address : `${address}/`;
}

/**
 * Server rendering (docs/decisions/0029): every later call goes to `call` (a `fetch` of the same shape that answers
 * from the server's own route handlers, in the same process, without a socket), relative addresses against `origin`
 * (e.g. `http://localhost:8080`). The browser never calls it.
 */
export function setServerTransport(call: typeof fetch, origin: string): void {
  transport = call;
  serverOrigin = origin;
}

/**
 * The page's origin (`https://example.org`): on the server the visitor's, as `setServerTransport` gave it, in the
 * browser the page's own; so a page that shows its own address renders the same text on both (issue 24, the
 * card maker's link).
 */
export function pageOrigin(): string {
  return serverOrigin ?? window.location.origin;
}

/** The current base address. */
export function getApiBase(): string {
  return apiBase;
}

/**
 * The codes of failures the client gives itself, not the server: `network` (no answer, or one that is not an
 * envelope), `unknown` (an envelope whose `message` is not a code of the contracts' catalogue) and `bad_answer`
 * (a pass-through answer of a shape its contract does not describe). With the contracts' `ErrorCode` they are
 * every code an `ApiRequestError` carries; each has its text in `errorText` (`lib/error-text.ts`).
 */
export const callFailureCodes = ['network', 'unknown', 'bad_answer'] as const;
export type CallFailureCode = (typeof callFailureCodes)[number];

/** The envelope codes that mean "this token is no longer good": the holder must be logged out. */
export const rejectedTokenCodes = [
  'invalid_token',
  'expired_token',
  'logout_token',
] as const satisfies readonly ErrorCode[];
export type RejectedTokenCode = (typeof rejectedTokenCodes)[number];

/** Whether `code` (an envelope's `message`, or an `ApiRequestError`'s `code`) is one of `rejectedTokenCodes`. */
export function isRejectedTokenCode(code: string): code is RejectedTokenCode {
  return (rejectedTokenCodes as readonly string[]).includes(code);
}

type TokenRejectedListener = (rejection: { tokenid: string; code: string }) => void;
const tokenRejectedListeners = new Set<TokenRejectedListener>();

/**
 * Subscribes to "token rejected": called, synchronously and before the caller sees the answer, whenever a
 * call that sent a real `tokenid` (the contracts' `isRealToken`: not empty, `guest_tokenid` or `no_tokenid`)
 * is answered with one of
 * `rejectedTokenCodes` (`invalid_token`, `expired_token`, `logout_token`). Lets the account store log the
 * visitor out whichever feature made the call (features may not import each other). Returns the unsubscribe.
 */
export function onTokenRejected(listener: TokenRejectedListener): () => void {
  tokenRejectedListeners.add(listener);
  return () => tokenRejectedListeners.delete(listener);
}

function reportRejectedToken(body: CallOptions<z.ZodMiniType>['body'], code: string): void {
  const tokenid = body?.tokenid;
  if (!isRejectedTokenCode(code) || typeof tokenid !== 'string' || !isRealToken(tokenid)) return;
  for (const listener of [...tokenRejectedListeners]) listener({ tokenid, code });
}

/** Registers what happens on a network failure (the app shows a toast). */
export function setNetworkErrorListener(listener: (error: unknown) => void): void {
  onNetworkError = listener;
}

type Query = Record<string, string | number | boolean | undefined>;

/** Resolves `path` (e.g. `blog/get_article.php`) against the base address, with `query` appended. */
export function apiUrl(path: string, query: Query = {}, base = apiBase): string {
  const url = new URL(path.replace(/^\//, ''), new URL(base, serverOrigin ?? window.location.origin));
  for (const [key, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(key, String(value));
  return url.toString();
}

type CallOptions<S extends z.ZodMiniType> = {
  method?: 'GET' | 'POST';
  query?: Query;
  /** POST body, sent form-urlencoded. */
  body?: Record<string, string | number | boolean | undefined>;
  /** Schema of the envelope's `data`; the answer is parsed with it (on success only). */
  data: S;
  signal?: AbortSignal;
  base?: string;
};

/**
 * Calls the API and parses the envelope. Returns the envelope (success or error as the server answered), or
 * `false` after a network failure or an answer that is not an envelope (the listener is told).
 */
export async function apiCall<S extends z.ZodMiniType>(
  path: string,
  options: CallOptions<S>,
): Promise<Envelope<z.infer<S>> | false> {
  const method = options.method ?? 'GET';
  let response: Response;
  try {
    response = await transport(apiUrl(path, method === 'GET' ? options.query : {}, options.base), {
      method,
      headers: method === 'POST' ? { 'Content-Type': 'application/x-www-form-urlencoded' } : undefined,
      body: method === 'POST' ? formBody(options.body ?? {}) : undefined,
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name !== 'AbortError') onNetworkError(error);
    return false;
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch (error) {
    onNetworkError(error);
    return false;
  }
  return parseEnvelope(json, options.data, method === 'POST' ? options.body : undefined);
}

/**
 * Reads a parsed JSON answer as an envelope, as `apiCall` does (exported for the other transport of the client,
 * the upload's XMLHttpRequest): an error envelope is returned as the server answered (`data` unparsed), after
 * the "token rejected" listeners are told when `sentBody` carried a real `tokenid` that the answer's code
 * refuses (`onTokenRejected`); a success envelope is returned with `data` parsed by `data`. Anything that is not
 * an envelope, or a success whose data does not fit `data`, tells the network-error listener and yields `false`.
 */
export function parseEnvelope<S extends z.ZodMiniType>(
  json: unknown,
  data: S,
  sentBody?: CallOptions<S>['body'],
): Envelope<z.infer<S>> | false {
  const loose = envelopeSchema(envelopeDataAny).safeParse(json);
  if (!loose.success) {
    onNetworkError(loose.error);
    return false;
  }
  if (loose.data.status !== 'success') {
    reportRejectedToken(sentBody, loose.data.message);
    return loose.data as Envelope<z.infer<S>>;
  }
  const strict = envelopeSchema(data).safeParse(json);
  if (!strict.success) {
    onNetworkError(strict.error);
    return false;
  }
  return strict.data as Envelope<z.infer<S>>;
}

/**
 * Thrown by `apiData` so TanStack Query sees the failure. `code` is the envelope's message when it is a code of
 * the contracts' catalogue, else `unknown` (the message itself is then the error's `message`), or `network`;
 * `data` the envelope's data (a 400's `{field, issues}` names the field at fault), `null` after a network
 * failure. `errorText(code)` (`lib/error-text.ts`) gives its words.
 */
export class ApiRequestError extends Error {
  constructor(
    readonly code: ErrorCode | CallFailureCode,
    readonly status: 'error' | 'network',
    readonly data: unknown = null,
    message: string = code,
  ) {
    super(message);
  }
}

/**
 * The `ApiRequestError` of a server's refusal: `message` (an error envelope's) as its code when catalogued, else
 * `unknown` with `message` kept as the error's message; `data` the envelope's data.
 */
export function refusalError(message: string, data: unknown = null): ApiRequestError {
  return new ApiRequestError(isErrorCode(message) ? message : 'unknown', 'error', data, message);
}

/**
 * `apiCall` for query hooks: resolves with `data` on success, throws `ApiRequestError` otherwise
 * (`code` = the envelope's message, e.g. `article_not_found`, `unknown` for one outside the catalogue, or
 * `network`).
 */
export async function apiData<S extends z.ZodMiniType>(path: string, options: CallOptions<S>): Promise<z.infer<S>> {
  const envelope = await apiCall(path, options);
  if (envelope === false) throw new ApiRequestError('network', 'network');
  if (envelope.status !== 'success') throw refusalError(envelope.message, envelope.data);
  return envelope.data;
}

/**
 * GET of an answer that is not an envelope (the NCM and Meting pass-throughs answer in their upstream's own
 * format, DESIGN.md): `target` is a path against the base address, or an absolute `http(s)://` URL fetched as
 * is (a Meting song's lyric address). Resolves with the parsed JSON, whatever its shape (parse it with a
 * schema), or `false` after a network failure or an answer that is not JSON (the network-error listener is
 * told of a network failure only). A cancelled call yields `false` silently.
 */
export async function apiJson(
  target: string,
  options: { query?: Query; signal?: AbortSignal; base?: string } = {},
): Promise<unknown> {
  const url = /^https?:\/\//i.test(target) ? target : apiUrl(target, options.query, options.base);
  let response: Response;
  try {
    response = await transport(url, { signal: options.signal });
  } catch (error) {
    if ((error as Error).name !== 'AbortError') onNetworkError(error);
    return false;
  }
  try {
    return (await response.json()) as unknown;
  } catch {
    return false;
  }
}

/**
 * GET of an answer that is plain text, not an envelope (a wiki page's Markdown source, `text/markdown`): `path`
 * against the base address with `query`. Resolves with the text of a 2xx answer; throws `ApiRequestError`
 * otherwise: the refusal's code when the server answered with an envelope (`wiki_item_not_found`), `network` when
 * nothing came back (the network-error listener is told; not for a cancelled call).
 */
export async function apiText(path: string, options: { query?: Query; signal?: AbortSignal } = {}): Promise<string> {
  let response: Response;
  try {
    response = await transport(apiUrl(path, options.query), { signal: options.signal });
  } catch (error) {
    if ((error as Error).name !== 'AbortError') onNetworkError(error);
    throw new ApiRequestError('network', 'network');
  }
  const text = await response.text();
  if (response.ok) return text;
  let message = 'unknown';
  let data: unknown = null;
  try {
    const envelope = JSON.parse(text) as { message?: unknown; data?: unknown };
    if (typeof envelope.message === 'string') message = envelope.message;
    data = envelope.data ?? null;
  } catch {
    // not an envelope: an unknown failure
  }
  throw refusalError(message, data);
}

function formBody(body: Record<string, string | number | boolean | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) if (value !== undefined) params.set(key, String(value));
  return params;
}

const envelopeDataAny = z.unknown();
