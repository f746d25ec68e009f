import { resolve } from 'node:path';
import { uploadCapsBytes } from '@site/contracts';
import { z } from 'zod';
import { serverRoot } from './server-root.ts';

/** An upstream's base address (NCM_API_BASE, METING_API_BASE): an http(s) URL; empty = unset. */
const upstreamBase = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z
    .string()
    .url()
    .regex(/^https?:\/\//, 'must be an http(s) URL')
    .optional(),
);

/** A timeout in milliseconds: 1 ms to 10 minutes. */
const timeoutMs = z.coerce.number().int().min(1).max(600_000);

/**
 * The server's configuration, read from the environment with a default for every value (DESIGN.md
 * "Configuration"). `loadConfig` throws a `ConfigError` naming every bad variable.
 */
const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
    SITE_URL: z.string().url().optional(),
    SITE_LANGUAGE: z
      .string()
      .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/, 'must be a BCP 47 language tag such as zh, zh-TW, en or ja')
      .default('zh'),
    WEB_DIST: z.string().min(1).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: z.enum(['true', 'false']).default('false'),
    SEED: z.enum(['true', 'false']).default('true'),
    ADMIN_UID: z
      .string()
      .regex(/^[A-Za-z0-9_]{1,32}$/, 'must be 1-32 letters, digits or _')
      .default('admin'),
    ADMIN_PASSWORD: z.string().min(3).max(1024).optional(),
    PASSWORD_SCRYPT_N: z.coerce
      .number()
      .int()
      .min(2)
      .max(2 ** 20)
      .refine((n) => (n & (n - 1)) === 0, 'must be a power of two')
      .default(2 ** 17),
    RATE_LIMIT_LOGIN: z.coerce.number().int().min(0).default(10),
    RATE_LIMIT_REGISTER: z.coerce.number().int().min(0).default(5),
    RATE_LIMIT_COMMENT: z.coerce.number().int().min(0).default(10),
    RATE_LIMIT_FEEDBACK: z.coerce.number().int().min(0).default(5),
    NCM_API_BASE: upstreamBase,
    METING_API_BASE: upstreamBase,
    NCM_TIMEOUT_MS: z.coerce.number().int().min(1).max(120000).default(8000),
    UPLOAD_MAX_BYTES: z.coerce.number().int().min(1024).default(uploadCapsBytes.audio),
    // Slow clients (README "Configuration"): every timeout in milliseconds.
    HEADERS_TIMEOUT_MS: timeoutMs.default(10_000),
    BODY_TIMEOUT_MS: timeoutMs.default(15_000),
    BODY_MIN_BYTES_PER_S: z.coerce
      .number()
      .int()
      .min(1024)
      .default(64 * 1024),
    IDLE_TIMEOUT_MS: timeoutMs.default(30_000),
    KEEP_ALIVE_TIMEOUT_MS: timeoutMs.default(5_000),
    // The links section's feed collection and link checks (docs/decisions/0025-links-feeds.md).
    LINKS_REFRESH_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(7 * 24 * 60)
      .default(60),
    LINKS_REFRESH_JITTER_MINUTES: z.coerce
      .number()
      .int()
      .min(0)
      .max(24 * 60)
      .default(5),
    LINKS_FETCH_TIMEOUT_MS: timeoutMs.default(10_000),
    LINKS_FETCH_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .max(100 * 1024 * 1024)
      .default(2 * 1024 * 1024),
    AVATAR_BASE: z.string().url().default('https://www.gravatar.com/avatar'),
    AVATAR_FETCH_TIMEOUT_MS: timeoutMs.default(5_000),
    LINKS_MAX_REDIRECTS: z.coerce.number().int().min(0).max(10).default(3),
    LINKS_ALLOW_PRIVATE_ADDRESSES: z.enum(['true', 'false']).default('false'),
    RATE_LIMIT_LINK_APPLY: z.coerce.number().int().min(0).default(3),
    // Mail (issue 23 points 4 and 5; decision 0034): unset SMTP_URL = no mail at all.
    SMTP_URL: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z
        .string()
        .url()
        .regex(/^smtps?:\/\/[^\s/]+/, 'must be an smtp:// or smtps:// URL with a host')
        .optional(),
    ),
    MAIL_FROM: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z
        .string()
        .max(254)
        .regex(/^[^\r\n]+$/, 'must be one line')
        .optional(),
    ),
    MAIL_POLL_MS: timeoutMs.default(5_000),
    MAIL_RETRY_BASE_MS: timeoutMs.default(30_000),
    RATE_LIMIT_PASSWORD_RESET: z.coerce.number().int().min(0).default(5),
    MAX_CONNECTIONS_PER_ADDRESS: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.coerce.number().int().min(0).max(1_000_000).optional(),
    ),
  })
  .superRefine((e, ctx) => {
    // A request waiting for its upstream sends nothing: a shorter idle timeout would cut it before its 504.
    if (e.IDLE_TIMEOUT_MS <= e.NCM_TIMEOUT_MS) {
      ctx.addIssue({ code: 'custom', path: ['IDLE_TIMEOUT_MS'], message: 'must be longer than NCM_TIMEOUT_MS' });
    }
  });

export type Config = {
  port: number;
  host: string;
  /** Absolute path of the data folder (SQLite file, media). */
  dataDir: string;
  /** PostgreSQL connection string, or undefined for the embedded SQLite database. */
  databaseUrl: string | undefined;
  /** Public base URL of the site, used in feeds. No trailing slash. */
  siteUrl: string;
  /** BCP 47 tag of the language the articles and wiki pages are written in, which the feeds declare (`zh`). */
  siteLanguage: string;
  /** Absolute path of the built web app (`apps/web/dist`). */
  webDist: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  trustProxy: boolean;
  /** Fill an empty database with demo content at start. */
  seed: boolean;
  /** The admin account created on the first start. */
  adminUid: string;
  /** Its password; undefined = generate one and print it once. */
  adminPassword: string | undefined;
  /** scrypt cost N for new password hashes (OWASP: 2^17; tests lower it). */
  scryptN: number;
  /** Requests allowed per window, per client address and per uid; 0 = no limit (see http/rate-limit.ts). */
  rateLimits: { login: number; register: number; comment: number; feedback: number };
  /** A NeteaseCloudMusicApi server for the ncm/ calls; undefined = they answer 503 `source_unavailable`. */
  ncmApiBase: string | undefined;
  /** A Meting-API server (its API address) for the meting/ call; undefined = 503 `source_unavailable`. */
  metingApiBase: string | undefined;
  /** How long the ncm/ and meting/ calls wait for their upstream, in ms (then 504 `upstream_timeout`). */
  upstreamTimeoutMs: number;
  /** Largest admin media upload in bytes (audio; covers and lyric files have smaller caps, see modules/music/upload.ts). */
  uploadMaxBytes: number;
  /**
   * How long slow or idle clients may hold a socket, all in milliseconds, and how many sockets one client address
   * may hold (README "Configuration"; http/connection-guard.ts applies them).
   */
  connections: {
    /** From a request's first byte until its headers are complete (Node's `headersTimeout`); then 408. */
    headersTimeoutMs: number;
    /** From a request's headers until its body is complete, before the credit of `bodyMinBytesPerS`; then 408. */
    bodyTimeoutMs: number;
    /** A body that keeps arriving at this rate (bytes per second) is never cut: each byte received adds time. */
    bodyMinBytesPerS: number;
    /** A socket with no bytes in or out for this long is closed (Fastify's `connectionTimeout`). */
    idleTimeoutMs: number;
    /** A kept-alive socket waits this long for its next request. */
    keepAliveTimeoutMs: number;
    /** Open sockets per client socket address; 0 = no cap (the default behind a proxy, TRUST_PROXY=true). */
    maxPerAddress: number;
    /** How often Node checks the header and request deadlines (not an environment variable; tests lower it). */
    checkIntervalMs: number;
  };
  /**
   * The links section's collection of other sites' feeds, link checks and avatars (modules/links; decision 0025).
   */
  /** Commenters' avatars, fetched and cached by the server (`modules/avatars`). */
  avatars: {
    /** The Gravatar-compatible service, `<base>/<sha-256 of the e-mail>` (AVATAR_BASE, default Gravatar's). */
    base: string;
    /** One fetch's whole time in ms (AVATAR_FETCH_TIMEOUT_MS, default 5 s). */
    fetchTimeoutMs: number;
  };
  links: {
    /** Time between two refresh rounds, in ms (LINKS_REFRESH_MINUTES, default 60 minutes). */
    refreshIntervalMs: number;
    /** Each wait is the interval plus a random 0 to this many ms (LINKS_REFRESH_JITTER_MINUTES, default 5). */
    refreshJitterMs: number;
    /** One fetch's whole time, redirects included, in ms (LINKS_FETCH_TIMEOUT_MS, default 10 s). */
    fetchTimeoutMs: number;
    /** Largest feed body in bytes (LINKS_FETCH_MAX_BYTES, default 2 MiB); avatars have their own smaller cap. */
    fetchMaxBytes: number;
    /** Redirects followed at most per fetch, each re-checked (LINKS_MAX_REDIRECTS, default 3). */
    maxRedirects: number;
    /** Allow private, loopback and link-local addresses (LINKS_ALLOW_PRIVATE_ADDRESSES; tests only, default false). */
    allowPrivateAddresses: boolean;
    /** Friend-link requests per hour, per client address and per uid or e-mail (RATE_LIMIT_LINK_APPLY, default 3; 0 = no limit). */
    applicationsPerHour: number;
  };
  /**
   * Outgoing mail (issue 23 points 4 and 5; src/mail/): undefined `smtpUrl` = the site sends no mail, the forgot
   * page points to the admin, who hands out reset links.
   */
  mail: {
    /** SMTP_URL, e.g. `smtps://user:pass@mail.example.org:465`; undefined = no mail. */
    smtpUrl: string | undefined;
    /** MAIL_FROM, the sender address (default `noreply@<SITE_URL's host>`). */
    from: string;
    /** How often the sender looks for due mails, in ms (MAIL_POLL_MS, default 5 s). */
    pollIntervalMs: number;
    /** The first retry's wait after a failed send, in ms, doubled each time up to 6 hours (MAIL_RETRY_BASE_MS, default 30 s). */
    retryBaseMs: number;
    /** Forgot-password requests per hour, per client address and per e-mail (RATE_LIMIT_PASSWORD_RESET, default 5; 0 = no limit). */
    resetRequestsPerHour: number;
  };
  /** The clock, in milliseconds since the epoch (tests inject one). */
  now: () => number;
  /** Where the logger writes (tests capture it); undefined = stdout. */
  logStream?: { write: (line: string) => void } | undefined;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
}

const defaultWebDist = resolve(serverRoot, '../web/dist');

/** Reads `env` (default `process.env`) into a `Config`. Throws `ConfigError` listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  const siteUrl = (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    // Unset: the address this server answers on itself, so a start on another PORT links to itself.
    siteUrl,
    siteLanguage: e.SITE_LANGUAGE,
    webDist: resolve(e.WEB_DIST ?? defaultWebDist),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY === 'true',
    seed: e.SEED === 'true',
    adminUid: e.ADMIN_UID,
    adminPassword: e.ADMIN_PASSWORD,
    scryptN: e.PASSWORD_SCRYPT_N,
    rateLimits: {
      login: e.RATE_LIMIT_LOGIN,
      register: e.RATE_LIMIT_REGISTER,
      comment: e.RATE_LIMIT_COMMENT,
      feedback: e.RATE_LIMIT_FEEDBACK,
    },
    ncmApiBase: e.NCM_API_BASE,
    metingApiBase: e.METING_API_BASE,
    upstreamTimeoutMs: e.NCM_TIMEOUT_MS,
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    connections: {
      headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
      bodyTimeoutMs: e.BODY_TIMEOUT_MS,
      bodyMinBytesPerS: e.BODY_MIN_BYTES_PER_S,
      idleTimeoutMs: e.IDLE_TIMEOUT_MS,
      keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
      // Behind a proxy every socket comes from the proxy's address: a cap there would cap the whole site.
      maxPerAddress: e.MAX_CONNECTIONS_PER_ADDRESS ?? (e.TRUST_PROXY === 'true' ? 0 : 128),
      checkIntervalMs: 1000,
    },
    avatars: { base: e.AVATAR_BASE.replace(/\/+$/, ''), fetchTimeoutMs: e.AVATAR_FETCH_TIMEOUT_MS },
    links: {
      refreshIntervalMs: e.LINKS_REFRESH_MINUTES * 60_000,
      refreshJitterMs: e.LINKS_REFRESH_JITTER_MINUTES * 60_000,
      fetchTimeoutMs: e.LINKS_FETCH_TIMEOUT_MS,
      fetchMaxBytes: e.LINKS_FETCH_MAX_BYTES,
      maxRedirects: e.LINKS_MAX_REDIRECTS,
      allowPrivateAddresses: e.LINKS_ALLOW_PRIVATE_ADDRESSES === 'true',
      applicationsPerHour: e.RATE_LIMIT_LINK_APPLY,
    },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `noreply@${new URL(siteUrl).hostname}`,
      pollIntervalMs: e.MAIL_POLL_MS,
      retryBaseMs: e.MAIL_RETRY_BASE_MS,
      resetRequestsPerHour: e.RATE_LIMIT_PASSWORD_RESET,
    },
    now: Date.now,
  };
}

/**
 * `loadConfig` for the command-line entry points: on a `ConfigError` prints the bad variables to stderr and
 * returns undefined, so the caller exits with its own code. Other errors are thrown.
 */
export function loadConfigOrReport(env: NodeJS.ProcessEnv = process.env): Config | undefined {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    return undefined;
  }
}
