import { Context, Liquid, type Template } from 'liquidjs';
import { escapeHtml } from './output.ts';

/**
 * The Liquid engine (liquidjs, MIT) Jekyll's templates in a post are evaluated with at import, and Jekyll's own
 * filters it lacks. What a template may read is decided in `liquid.ts`; this file only evaluates. Pure: the
 * engine reads no file (`include`, `render` and `layout` find no template) and every render is capped.
 */

/**
 * Caps of one render (liquidjs's own DoS limits): a post's template is small, so a loop over a huge range or a
 * string grown without end is cut off and the template is shown as code instead.
 * - `parseLimit`: characters parsed in one call (a post is far below it).
 * - `renderLimit`: milliseconds one render may take.
 * - `memoryLimit`: objects (array items, string pieces) one render may create.
 */
export const liquidLimits = { parseLimit: 1_000_000, renderLimit: 500, memoryLimit: 10_000_000 };

/** The tags liquidjs evaluates; any other tag in a template (Jekyll's `include`, `post_url`, …) stays as text. */
export const liquidCoreTags = new Set([
  'assign',
  'capture',
  'case',
  'when',
  'else',
  'elsif',
  'comment',
  'if',
  'unless',
  'for',
  'break',
  'continue',
  'raw',
  'tablerow',
  'cycle',
  'increment',
  'decrement',
  'echo',
  'liquid',
]);

/** An output value as Jekyll prints it: nil is empty, a list is its items run together; a map or date is no text. */
function plainOutput(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(plainOutput).join('');
  if (typeof value === 'object') throw new Error('a map or date has no text form here');
  return String(value);
}

/** The site configuration the filters read (`site.url`, `site.baseurl`), from the render's scope. */
function siteValue(filter: FilterImpl, key: string): unknown {
  const site = filter.context.environments as { site?: Record<string, unknown> };
  return site.site?.[key];
}

/** What a filter sees of the render it runs in (liquidjs's `FilterImpl`). */
type FilterImpl = { context: Context };

const hasScheme = /^[a-z][a-z\d+.-]*:/i;

/**
 * Jekyll's `relative_url`: `site.baseurl` (without its trailing slash) before the path, each with a leading slash;
 * an absolute URL stays; nil stays nil. A path only, so an old address keeps resolving through the redirects.
 */
function relativeUrl(this: FilterImpl, input: unknown): unknown {
  if (input === null || input === undefined) return input;
  const text = String(input);
  if (hasScheme.test(text)) return text;
  const base = String(siteValue(this, 'baseurl') ?? '').replace(/\/$/, '');
  const slash = (part: string) => (part === '' || part.startsWith('/') ? part : `/${part}`);
  return (slash(base) + slash(text)).replaceAll(' ', '%20');
}

/** Jekyll's `absolute_url`: `site.url` before `relative_url`'s result (that result alone without `site.url`). */
function absoluteUrl(this: FilterImpl, input: unknown): unknown {
  if (input === null || input === undefined) return input;
  const relative = relativeUrl.call(this, input);
  if (hasScheme.test(String(input))) return relative;
  const url = String(siteValue(this, 'url') ?? '').replace(/\/$/, '');
  return url ? url + String(relative) : relative;
}

const engines = new Map<string, Liquid>();

/**
 * The engine for dates in `timezone` (the site's `timezone` setting, an IANA name, else UTC), built once per time
 * zone: strict filters (an unknown filter makes the template unreadable), dates keep an offset written in them.
 */
export function liquidEngine(timezone: string | null): Liquid {
  const key = timezone ?? 'UTC';
  let engine = engines.get(key);
  if (engine) return engine;
  const options = {
    ...liquidLimits,
    strictFilters: true,
    strictVariables: false,
    ownPropertyOnly: true,
    preserveTimezones: true,
    outputEscape: plainOutput,
    templates: {},
  };
  try {
    engine = new Liquid({ ...options, timezoneOffset: timezone ?? 0 });
  } catch {
    engine = new Liquid({ ...options, timezoneOffset: 0 });
  }
  engine.registerFilter('relative_url', relativeUrl);
  engine.registerFilter('absolute_url', absoluteUrl);
  engine.registerFilter('xml_escape', (value: unknown) => escapeHtml(String(value ?? '')).replaceAll("'", '&#39;'));
  engine.registerFilter('jsonify', (value: unknown) => JSON.stringify(value ?? null));
  engine.registerFilter('cgi_escape', (value: unknown) => encodeURIComponent(String(value ?? '')).replace(/%20/g, '+'));
  engine.registerFilter('uri_escape', (value: unknown) => encodeURI(String(value ?? '')));
  engine.registerFilter('normalize_whitespace', (value: unknown) => String(value ?? '').replace(/\s+/g, ' '));
  engines.set(key, engine);
  return engine;
}

/** `text` parsed as Liquid, or null when it is none (an unknown filter, a broken tag). Never throws. */
export function parseLiquid(engine: Liquid, text: string): Template[] | null {
  try {
    return engine.parse(text);
  } catch {
    return null;
  }
}

/**
 * Every variable path `templates` read from outside themselves (`site.url` → `['site', 'url']`; a computed part
 * is a nested path), or null when they cannot be analysed. Never throws.
 */
export function liquidReads(engine: Liquid, templates: Template[]): unknown[][] | null {
  try {
    return engine.globalVariableSegmentsSync(templates);
  } catch {
    return null;
  }
}

/**
 * Renders parsed Liquid `templates` with `scope` (`site`, `page`) and `assigned` (the variables earlier templates
 * of the post assigned, updated with this one's), or null when rendering fails (a limit hit, a map printed as
 * text). Never throws.
 */
export function renderLiquid(
  engine: Liquid,
  templates: Template[],
  scope: Record<string, unknown>,
  assigned: Record<string, unknown>,
): string | null {
  try {
    const context = new Context(scope, engine.options);
    Object.assign(context.bottom(), assigned);
    const rendered = String(engine.renderSync(templates, context));
    Object.assign(assigned, context.bottom());
    return rendered;
  } catch {
    return null;
  }
}
