import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (/work/main); fixtures are read in place from `../shared/fixtures/lyrics`. */
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
export const fixturesDir = resolve(repoRoot, '../shared/fixtures/lyrics');

export function fixture(name: string): string {
  return readFileSync(resolve(fixturesDir, name), 'utf8');
}

/** The three real songs of amll-db, each as TTML, YRC, QRC and LRC. */
export const songs = ['2122308128', '459717345', '1361348080'] as const;

/** Whitespace normalisation for comparing texts across formats. */
export function norm(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
