import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';

/**
 * What every module's routes receive from the composition root (`app.ts`, `buildApp`): the typed config and the
 * open database. Its own file so a module's `routes.ts` never imports the composition root.
 */
export type AppDeps = { config: Config; db: Db };
