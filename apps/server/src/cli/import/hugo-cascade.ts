/**
 * Hugo's front matter `cascade` (https://gohugo.io/content-management/front-matter/#cascade): a section's
 * `_index.md` (or the site configuration) gives values to the pages below it. `cascade` is a map, or a list of
 * maps; each may carry a `target` (older Hugo: `_target`) whose `path`, `kind`, `lang` and `environment` globs
 * choose the pages it applies to. A page's own front matter wins over cascaded values, and a closer ancestor's
 * cascade over a farther one's (for the same top-level key).
 */

/** One cascade entry: the values it gives and the globs that choose its pages (null: every page below). */
export type CascadeEntry = {
  values: Record<string, unknown>;
  target: { path?: RegExp; kind?: RegExp; lang?: RegExp; environment?: RegExp } | null;
};

/** The page a cascade is applied to: its logical path (`/docs/guide/intro`, lower case) and language. */
export type CascadePage = { path: string; lang: string };

/** The entries of a front matter's or configuration's `cascade` value; `[]` when none or not a map/list of maps. */
export function cascadeEntries(cascade: unknown): CascadeEntry[] {
  const items = Array.isArray(cascade) ? cascade : cascade === undefined || cascade === null ? [] : [cascade];
  const entries: CascadeEntry[] = [];
  for (const item of items) {
    if (!isMap(item)) continue;
    const { target, _target, ...values } = item;
    const chosen = isMap(target) ? target : isMap(_target) ? _target : null;
    entries.push({ values, target: chosen === null ? null : compileTarget(chosen) });
  }
  return entries;
}

/**
 * The values the `levels` of cascade give `page`, nearest level first (the page's parent section's `_index.md`,
 * …, the content root's, then the site configuration's): for each top-level key the nearest matching entry wins.
 * Pages are of Hugo's kind `page`, built for the `production` environment (`hugo build`'s default).
 */
export function applyCascade(levels: readonly CascadeEntry[][], page: CascadePage): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const entries of levels)
    for (const entry of entries) {
      if (!matches(entry, page)) continue;
      for (const [key, value] of Object.entries(entry.values)) if (!(key in result)) result[key] = value;
    }
  return result;
}

function matches(entry: CascadeEntry, page: CascadePage): boolean {
  const target = entry.target;
  if (target === null) return true;
  return (
    (target.path?.test(page.path) ?? true) &&
    (target.kind?.test('page') ?? true) &&
    (target.lang?.test(page.lang) ?? true) &&
    (target.environment?.test('production') ?? true)
  );
}

function compileTarget(target: Record<string, unknown>): NonNullable<CascadeEntry['target']> {
  const compiled: NonNullable<CascadeEntry['target']> = {};
  for (const key of ['path', 'kind', 'lang', 'environment'] as const) {
    const glob = target[key];
    if (typeof glob === 'string' && glob.trim()) compiled[key] = globToRegExp(glob.trim());
  }
  return compiled;
}

/**
 * A Hugo glob (gobwas/glob with `/` as separator, as Hugo uses it) as an anchored, case-insensitive RegExp:
 * `**` matches anything, `/` included (`/s1**` matches `/s1/p1`); `*` anything but `/`; `?` one character but
 * `/`; `{a,b}` either; `[abc]`, `[!abc]`, `[a-z]` a character class; `\x` the character x.
 */
export function globToRegExp(glob: string): RegExp {
  let out = '';
  let depth = 0;
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i] as string;
    if (c === '*') {
      if (glob[i + 1] === '*') {
        out += '.*';
        i++;
      } else out += '[^/]*';
    } else if (c === '?') out += '[^/]';
    else if (c === '{') {
      out += '(?:';
      depth++;
    } else if (c === '}' && depth > 0) {
      out += ')';
      depth--;
    } else if (c === ',' && depth > 0) out += '|';
    else if (c === '[') {
      const end = glob.indexOf(']', i + 2);
      if (end < 0) out += '\\[';
      else {
        const body = glob.slice(i + 1, end);
        out += body.startsWith('!') ? `[^${escapeClass(body.slice(1))}]` : `[${escapeClass(body)}]`;
        i = end;
      }
    } else if (c === '\\' && i + 1 < glob.length) out += escapeChar(glob[++i] as string);
    else out += escapeChar(c);
  }
  return new RegExp(`^${out}${')'.repeat(depth)}$`, 'i');
}

function escapeChar(c: string): string {
  return /[.*+?^${}()|[\]\\/]/.test(c) ? `\\${c}` : c;
}

function escapeClass(body: string): string {
  return body.replace(/[\\\]^]/g, '\\$&');
}

function isMap(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}
