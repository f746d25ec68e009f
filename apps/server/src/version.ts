import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { serverRoot } from './server-root.ts';

/** The build version from the root package.json [SITE-04]. */
export const version: string = (
  JSON.parse(readFileSync(resolve(serverRoot, '../../package.json'), 'utf8')) as { version: string }
).version;
