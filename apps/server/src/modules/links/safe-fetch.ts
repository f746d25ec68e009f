import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * The one way the links module reaches other sites (feeds, link checks, avatars): http(s) only, every address the
 * host name resolves to checked against private, loopback, link-local and other non-public ranges (ipaddr.js)
 * before connecting, and the connection made to the checked address (no second lookup to rebind); a deadline over
 * the whole fetch, redirects included; the body read as a stream and cut at a size cap; at most `maxRedirects`
 * redirects, each new address checked again; conditional requests. Never decompresses (asks for `identity`), so
 * the cap counts the bytes a parser gets.
 */

/** Why a fetch failed: a short code (stored in the admin's feed state) and a sentence. */
export class FetchError extends Error {
  constructor(
    readonly code:
      | 'bad_address'
      | 'private_address'
      | 'timeout'
      | 'too_large'
      | 'too_many_redirects'
      | 'http_status'
      | 'network',
    message: string,
  ) {
    super(message);
  }
}

export type SafeFetchOptions = {
  /** The whole fetch's deadline, redirects included, in ms. */
  timeoutMs: number;
  /** Largest body in bytes; a longer one is cut and refused (`too_large`). */
  maxBytes: number;
  /** Redirects followed at most; one more is refused (`too_many_redirects`). */
  maxRedirects: number;
  /** Allow private, loopback and link-local addresses (tests' fake sites). */
  allowPrivate: boolean;
  /** `If-None-Match` / `If-Modified-Since` validators of the last answer. */
  etag?: string | null;
  lastModified?: string | null;
  /** `Accept` header. */
  accept?: string;
  /** Read only the status and headers, not the body (a link check). */
  headOnly?: boolean;
  /** Cancels the fetch (the scheduler's stop). */
  signal?: AbortSignal;
};

/** A fetched answer: `status` 200–299 or 304; `url` is the address after redirects. */
export type SafeFetchResult = { status: number; url: string; headers: IncomingHttpHeaders; body: Buffer };

const userAgent = 'site-links/1.0 (+feed reader; one request per hour)';

/** Whether `address` (an IP literal) is a public unicast address: anything ipaddr.js ranges otherwise is refused. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

/** A `lookup` for http(s).request that resolves every address and refuses the request when any is not public. */
function checkedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const refused = addresses.find((a) => !allowPrivate && !isPublicAddress(a.address));
      if (refused || addresses.length === 0) {
        const reason = refused ? `${hostname} resolves to a non-public address (${refused.address})` : 'no address';
        return callback(new FetchError('private_address', reason), '', 0);
      }
      if (options.all) return callback(null, addresses);
      const first = addresses[0] as LookupAddress;
      return callback(null, first.address, first.family);
    });
  };
}

/** Parses `text` as an http(s) address; a literal IP host is checked here (Node skips `lookup` for it). */
function checkedUrl(text: string, allowPrivate: boolean): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new FetchError('bad_address', `not an address: ${text.slice(0, 200)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new FetchError('bad_address', `only http(s) addresses are fetched, not ${url.protocol}`);
  if (url.username || url.password) throw new FetchError('bad_address', 'addresses with credentials are refused');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !allowPrivate && !isPublicAddress(host))
    throw new FetchError('private_address', `${host} is not a public address`);
  return url;
}

/**
 * Fetches `address` under `options` (see `SafeFetchOptions`). Answers 2xx and 304 (a 304 has an empty body);
 * throws `FetchError`: `bad_address`, `private_address`, `timeout`, `too_large`, `too_many_redirects`,
 * `http_status` (any other status), `network`.
 */
export async function safeFetch(address: string, options: SafeFetchOptions): Promise<SafeFetchResult> {
  const deadline = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([deadline, options.signal]) : deadline;
  let url = checkedUrl(address, options.allowPrivate);
  for (let redirects = 0; ; redirects += 1) {
    const answer = await requestOnce(url, options, signal);
    const location = answer.headers.location;
    if ([301, 302, 303, 307, 308].includes(answer.status) && location) {
      if (redirects >= options.maxRedirects)
        throw new FetchError('too_many_redirects', `more than ${options.maxRedirects} redirects`);
      url = checkedUrl(new URL(location, url).toString(), options.allowPrivate);
      continue;
    }
    if (answer.status === 304 || (answer.status >= 200 && answer.status < 300)) return { ...answer, url: url.href };
    throw new FetchError('http_status', `HTTP ${answer.status}`);
  }
}

/** One request without following redirects; reads the body of a 2xx (unless `headOnly`) under the cap. */
function requestOnce(url: URL, options: SafeFetchOptions, signal: AbortSignal): Promise<Omit<SafeFetchResult, 'url'>> {
  const headers: Record<string, string> = {
    'user-agent': userAgent,
    accept: options.accept ?? '*/*',
    'accept-encoding': 'identity',
  };
  if (options.etag) headers['if-none-match'] = options.etag;
  if (options.lastModified) headers['if-modified-since'] = options.lastModified;
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const fail = (error: unknown) => reject(asFetchError(error, signal, options.timeoutMs));
    if (signal.aborted) return fail(signal.reason);
    const request = client.request(url, { headers, lookup: checkedLookup(options.allowPrivate), signal }, (res) => {
      const status = res.statusCode ?? 0;
      const done = (body: Buffer) => resolve({ status, headers: res.headers, body });
      if (options.headOnly || status < 200 || status >= 300) {
        res.destroy();
        return done(Buffer.alloc(0));
      }
      const declared = Number(res.headers['content-length']);
      if (Number.isFinite(declared) && declared > options.maxBytes) {
        res.destroy();
        return reject(new FetchError('too_large', `body of ${declared} bytes over the cap of ${options.maxBytes}`));
      }
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > options.maxBytes) {
          res.destroy();
          reject(new FetchError('too_large', `body over the cap of ${options.maxBytes} bytes`));
          return;
        }
        chunks.push(chunk);
      });
      res.on('end', () => done(Buffer.concat(chunks)));
      res.on('error', fail);
    });
    request.on('error', fail);
    request.end();
  });
}

function asFetchError(error: unknown, signal: AbortSignal, timeoutMs: number): FetchError {
  if (error instanceof FetchError) return error;
  const cause = (error as { cause?: unknown })?.cause;
  if (cause instanceof FetchError) return cause;
  if (signal.aborted && (signal.reason as Error)?.name === 'TimeoutError')
    return new FetchError('timeout', `no complete answer within ${timeoutMs} ms`);
  if (signal.aborted) return new FetchError('network', 'cancelled');
  return new FetchError('network', error instanceof Error ? error.message : String(error));
}
