import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';

/** A row of a CSV file by its header's column names, and its line in the file (1 is the header). */
export type CsvRow = { line: number; cells: Record<string, string> };

/** A row an import did not take, and why. */
export type SkippedRow = { file: string; line: number; reason: string };

/**
 * The rows of CSV file `path` (RFC 4180 by csv-parse: quoted commas, doubled quotes and line breaks inside a
 * field; a UTF-8 byte order mark is dropped). Throws when a column of `required` is missing from the header, or
 * when the file is not CSV.
 */
export function readCsv(path: string, required: readonly string[]): CsvRow[] {
  const records = parse(readFileSync(path, 'utf8'), {
    bom: true,
    columns: true,
    skip_empty_lines: true,
    relax_column_count: true,
    info: true,
  }) as { record: Record<string, string>; info: { lines: number } }[];
  const header = records[0] ? Object.keys(records[0].record) : required;
  const missing = required.filter((c) => !header.includes(c));
  if (missing.length > 0) throw new Error(`${path}: no column ${missing.map((m) => JSON.stringify(m)).join(', ')}`);
  return records.map(({ record, info }) => ({ line: info.lines, cells: record }));
}

/** A year in 1850–2200 from a cell, or null. */
export function yearOf(cell: string | undefined): number | null {
  const year = Number(cell?.trim());
  return Number.isInteger(year) && year >= 1850 && year <= 2200 ? year : null;
}

/** A real day `YYYY-MM-DD` from a cell, or null. */
export function dayOf(cell: string | undefined): string | null {
  const day = cell?.trim() ?? '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const time = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day) ? day : null;
}

/** A title cell cleaned for storing: control characters dropped, trimmed, at most 500 characters. */
export function titleOf(cell: string | undefined): string {
  return (cell ?? '')
    .replace(/\p{Cc}/gu, ' ')
    .trim()
    .slice(0, 500);
}
