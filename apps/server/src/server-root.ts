import { resolve } from 'node:path';

/**
 * The server package's folder (`apps/server`), the one anchor for the files it reads beside its code (shipped
 * backgrounds, the root package.json, the built web app). This module sits one level below it both as source
 * (`src/server-root.ts`) and inside the bundle `npm start` runs (`dist/main.mjs`, scripts/server-bundle.mjs).
 */
export const serverRoot = resolve(import.meta.dirname, '..');
