import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import type { ApiWrites } from './api-writes.ts';

/**
 * What every module's routes receive from the composition root (`app.ts`, `buildApp`): the typed config, the
 * open database, and the API's writes as events (api-writes.ts: a module's cache of answers that other modules'
 * writes change listens there). Its own file so a module's `routes.ts` never imports the composition root.
 */
export type AppDeps = {
  config: Config;
  db: Db;
  writes: ApiWrites;
  /** The mail sender's `wake` (src/mail/sender.ts): look for due mails now; does nothing without SMTP_URL. */
  wakeMailer?: () => void;
};
