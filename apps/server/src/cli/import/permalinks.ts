import { createHash } from 'node:crypto';
import type { ParsedPost } from './post-file.ts';
import type { SiteLayout } from './site-layout.ts';

/** What of a post its old address is made of. */
export type PermalinkPost = Pick<
  ParsedPost,
  'file' | 'title' | 'date' | 'slug' | 'url' | 'front' | 'section' | 'sourceKey' | 'lang' | 'categories'
>;

/**
 * The addresses a post had on the site it came from, computed by its generator's own rules (issue 20 point 3):
 * - Jekyll: posts (`_posts/`) by the `permalink` setting, a built-in style (`date`, the default, `pretty`,
 *   `ordinal`, `weekdate`, `none`) or a template of `:categories :year :month :i_month :day :i_day :y_day
 *   :short_year :week :short_day :hour :minute :second :title :slug :output_ext`; `:categories` from the folders
 *   above `_posts` and the front matter (`categories` list or space-separated text, `category`), lower-cased;
 *   collections (`_name/`) by their `permalink` or `/:collection/:path:output_ext`; pages by their path.
 * - Hugo: `/<folders>/<slug, else file name, else bundle folder>/`, lower-cased unless `disablePathToLower`, or
 *   the section's `permalinks` pattern (`permalinks.page.<section>` or `permalinks.<section>`; `:year :month
 *   :monthname :day :weekday :weekdayname :yearday :section :sections :sections[a:b] :title :slug :filename
 *   :slugorfilename :contentbasename :slugorcontentbasename`); `uglyURLs` gives `.html`; a language other than
 *   `defaultContentLanguage` (or any, with `defaultContentLanguageInSubdir`) is prefixed `/<lang>`.
 * - Hexo: posts (`_posts/`) by `permalink` (default `:year/:month/:day/:title/`; `:i_month :i_day :hour :minute
 *   :second :title :name :post_title :id :category :hash`), pages by their path (`.html`, or the folder of an
 *   `index` page), under `root`.
 * A post's own `url` (Hugo `url`, Jekyll/Hexo `permalink`) replaces the computed one (Jekyll's placeholders in it
 * filled). Date parts are the date as written in the front matter (its own offset), else the file name's date,
 * else the post's date in UTC. Each address is given as the old site served it (under `baseurl`, `baseURL`'s
 * path or `root`) and, when that differs, without that prefix (the new site may be served at the root). Empty
 * for a folder of no known generator. Pure: never reads files, never throws.
 */
export function oldPostUrls(post: PermalinkPost, layout: SiteLayout): string[] {
  const config = layout.config;
  let path: string | null = null;
  let base = '';
  if (layout.generator === 'jekyll') {
    path = jekyllUrl(post, config);
    base = text(config.baseurl) ?? '';
  } else if (layout.generator === 'hugo') {
    path = hugoUrl(post, config);
    base = basePath(text(config.baseURL) ?? text(config.baseurl) ?? '');
  } else if (layout.generator === 'hexo') {
    path = hexoUrl(post, config);
    base = text(config.root) ?? '';
  }
  if (path === null) return [];
  path = `/${path}`.replace(/\/{2,}/g, '/');
  const prefix = base.replace(/^\/*/, '/').replace(/\/+$/, '');
  return prefix === '' || prefix === '/' || path.startsWith(`${prefix}/`) ? [path] : [`${prefix}${path}`, path];
}

/** The path of an absolute or root-relative base address (`https://example.org/docs/` → `/docs`). */
function basePath(address: string): string {
  const match = /^[a-z][a-z0-9+.-]*:\/\/[^/]*(.*)$/i.exec(address);
  return match ? (match[1] ?? '') : address;
}

const jekyllStyles: Record<string, string> = {
  date: '/:categories/:year/:month/:day/:title:output_ext',
  pretty: '/:categories/:year/:month/:day/:title/',
  ordinal: '/:categories/:year/:y_day/:title:output_ext',
  weekdate: '/:categories/:year/W:week/:short_day/:title:output_ext',
  none: '/:categories/:title:output_ext',
};

/**
 * The posts' own permalink setting, which wins over the site's `permalink` (Jekyll's docs, "Permalinks" and
 * "Front Matter Defaults"): a front matter default whose scope is the posts (`type: posts`, or a `path` of `''` or
 * `_posts`) giving `permalink`, the last one winning as in Jekyll, else `collections.posts.permalink`
 * (jekyllrb.com's own `/news/:year/:month/:day/:title/`). Undefined when neither is set.
 */
function jekyllPostsPermalink(config: Record<string, unknown>): string | undefined {
  let found: string | undefined;
  for (const entry of Array.isArray(config.defaults) ? config.defaults : []) {
    const scope = record(record(entry).scope);
    const path = typeof scope.path === 'string' ? scope.path.replace(/^\/+|\/+$/g, '') : '';
    const type = text(scope.type);
    const forPosts = (type === undefined || type === 'posts') && (path === '' || path === '_posts');
    const permalink = text(record(record(entry).values).permalink);
    if (forPosts && permalink) found = permalink;
  }
  return found ?? text(record(record(config.collections).posts).permalink);
}

function jekyllUrl(post: PermalinkPost, config: Record<string, unknown>): string {
  const parts = post.sourceKey.split('/');
  const fileName = (parts.pop() ?? '').replace(/\.[^.]+$/, '');
  const postsAt = parts.indexOf('_posts');
  const setting = jekyllPostsPermalink(config) ?? text(config.permalink) ?? 'date';
  const pretty = setting === 'pretty' || (!(setting in jekyllStyles) && setting.endsWith('/'));
  if (postsAt < 0) {
    const collection = parts[0]?.startsWith('_') ? parts[0].slice(1) : null;
    if (collection) {
      const settings = record(record(config.collections)[collection]);
      const rest = [...parts.slice(1), fileName].join('/');
      const template = post.url ?? text(settings.permalink) ?? '/:collection/:path:output_ext';
      return fill(template, { collection, path: rest, name: fileName, title: fileName, output_ext: '.html' });
    }
    if (post.url) return post.url;
    const folder = parts.length > 0 ? `/${parts.join('/')}` : '';
    if (fileName.toLowerCase() === 'index') return `${folder}/`;
    return pretty ? `${folder}/${fileName}/` : `${folder}/${fileName}.html`;
  }
  const fromFolders = parts.slice(0, postsAt).filter((p) => p !== '_drafts');
  const front = [...words(post.front.categories), ...words(post.front.category)];
  const categories = [...new Set([...fromFolders, ...front].map((c) => c.toLowerCase()))].join('/');
  const named = fileName.replace(/^\d{4}-\d{1,2}-\d{1,2}-/, '');
  const slugSource = post.slug ?? named;
  const d = writtenDate(post.front.date, post.date, text(config.timezone), fileName);
  const template = post.url ?? jekyllStyles[setting] ?? setting;
  return fill(template, {
    categories,
    year: d.year,
    month: pad(d.month),
    i_month: String(d.month),
    day: pad(d.day),
    i_day: String(d.day),
    y_day: String(d.yday).padStart(3, '0'),
    short_year: d.year.slice(2),
    week: pad(d.week),
    short_day: d.shortDay,
    long_day: d.longDay,
    hour: pad(d.hour),
    minute: pad(d.minute),
    second: pad(d.second),
    title: slugify(slugSource, 'pretty', true),
    slug: slugify(slugSource, 'default', false),
    name: named,
    output_ext: '.html',
  });
}

/** Jekyll's `Utils.slugify`: `pretty` keeps `._~!$&'()+,;=@`, `default` keeps letters and digits only. */
function slugify(value: string, mode: 'pretty' | 'default', cased: boolean): string {
  const kept = mode === 'pretty' ? /[^\p{L}\p{N}._~!$&'()+,;=@]+/gu : /[^\p{L}\p{N}]+/gu;
  const slug = value.replace(kept, '-').replace(/^-+|-+$/g, '');
  return cased ? slug : slug.toLowerCase();
}

function hugoUrl(post: PermalinkPost, config: Record<string, unknown>): string {
  const parts = post.sourceKey.split('/');
  const file = parts.pop() ?? '';
  let name = file.replace(/\.[^.]+$/, '');
  if (post.lang && name.toLowerCase().endsWith(`.${post.lang.toLowerCase()}`))
    name = name.slice(0, -post.lang.length - 1);
  if (name.toLowerCase() === 'index' && parts.length > 0) name = parts.pop() ?? name;
  const section = post.section ?? (parts[0] || null);
  const toLower = config.disablePathToLower !== true;
  const clean = (value: string) => urlize(value, toLower);
  const language = hugoLanguagePrefix(post.lang, config);
  if (post.url) return `${language}/${post.url.replace(/^\/+/, '')}`;
  const permalinks = record(config.permalinks);
  const pattern = section ? (text(record(permalinks.page)[section]) ?? text(permalinks[section])) : undefined;
  const ugly = config.uglyURLs === true || (section !== null && record(config.uglyURLs)[section] === true);
  let path: string;
  if (pattern) {
    const d = writtenDate(post.front.date, post.date, text(config.timeZone) ?? text(config.timezone), '');
    const slug = post.slug ? clean(post.slug) : null;
    const title = clean(post.title);
    path = pattern.replace(/:sections\[(\d*):(\d*)\]|:sections\[(last|\d+)\]/g, (_, from, to, one) => {
      if (one !== undefined) return parts.at(one === 'last' ? -1 : Number(one)) ?? '';
      return parts.slice(from ? Number(from) : 0, to ? Number(to) : undefined).join('/');
    });
    path = fill(path, {
      year: d.year,
      month: pad(d.month),
      monthname: d.monthName,
      day: pad(d.day),
      weekday: String(d.weekday),
      weekdayname: d.longDay,
      yearday: String(d.yday),
      section: section ?? '',
      sections: parts.join('/'),
      title,
      slug: slug ?? title,
      filename: clean(name),
      contentbasename: clean(name),
      slugorfilename: slug ?? clean(name),
      slugorcontentbasename: slug ?? clean(name),
    });
    if (toLower) path = path.toLowerCase();
  } else {
    path = [...parts, post.slug ?? name].map(clean).join('/');
    path = `/${path}/`;
  }
  if (ugly) path = path.endsWith('/') ? `${path.slice(0, -1)}.html` : path;
  return language + (path.startsWith('/') ? path : `/${path}`);
}

/** `/<lang>` for a page in a language other than the default (or in any, with `defaultContentLanguageInSubdir`). */
function hugoLanguagePrefix(lang: string | null, config: Record<string, unknown>): string {
  const fallback = (text(config.defaultContentLanguage) ?? 'en').toLowerCase();
  const language = (lang ?? fallback).toLowerCase();
  return language !== fallback || config.defaultContentLanguageInSubdir === true ? `/${language}` : '';
}

/** Hugo's `urlize` of a path part: whitespace to `-`, only letters, digits, marks and `%.-/_#+~` kept. */
function urlize(value: string, toLower: boolean): string {
  const cleaned = value
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^\p{L}\p{N}\p{M}%.\-/_#+~]/gu, '');
  return toLower ? cleaned.toLowerCase() : cleaned;
}

function hexoUrl(post: PermalinkPost, config: Record<string, unknown>): string {
  const parts = post.sourceKey.split('/');
  const file = parts.pop() ?? '';
  const name = file.replace(/\.[^.]+$/, '');
  if (parts[0] !== '_posts' && parts[0] !== '_drafts') {
    if (post.url) return post.url;
    const folder = parts.length > 0 ? `/${parts.join('/')}` : '';
    return name.toLowerCase() === 'index' ? `${folder}/` : `${folder}/${name}.html`;
  }
  const under = [...parts.slice(1), name].join('/');
  const newPostName = text(config.new_post_name) ?? ':title.md';
  const slug =
    post.slug ?? (/^:year-:month-:day-/.test(newPostName) ? under.replace(/(^|\/)\d{4}-\d{2}-\d{2}-/, '$1') : under);
  const d = writtenDate(post.front.date, post.date, null, name);
  const map = record(config.category_map);
  const category =
    post.categories[0]?.map((c) => hexoSlugize(text(map[c]) ?? c, config)).join('/') ??
    text(config.default_category) ??
    'uncategorized';
  const template = post.url ?? text(config.permalink) ?? ':year/:month/:day/:title/';
  const unix = Math.floor(Date.parse(post.date) / 1000);
  return fill(template, {
    year: d.year,
    month: pad(d.month),
    i_month: String(d.month),
    day: pad(d.day),
    i_day: String(d.day),
    hour: pad(d.hour),
    minute: pad(d.minute),
    second: pad(d.second),
    timestamp: String(unix),
    title: slug,
    name: slug.split('/').at(-1) ?? slug,
    post_title: hexoSlugize(post.title, config),
    id: text(post.front.id) ?? '',
    category,
    hash: createHash('sha1').update(`${slug}${unix}`).digest('hex').slice(0, 12),
  });
}

/** Hexo's `slugize`: whitespace and `~!@#$%^&*()=+[]{}\|;:'",.<>/?` to `-`, `filename_case` 1 lower, 2 upper. */
function hexoSlugize(value: string, config: Record<string, unknown>): string {
  const slug = value.replace(/[\s~`!@#$%^&*()\-_+=[\]{}|\\;:"'<>,.?/]+/g, '-').replace(/^-+|-+$/g, '');
  return config.filename_case === 1 ? slug.toLowerCase() : config.filename_case === 2 ? slug.toUpperCase() : slug;
}

/** `:name` placeholders of `template` replaced from `values` (longest names first); unknown ones kept. */
function fill(template: string, values: Record<string, string>): string {
  const names = Object.keys(values).sort((a, b) => b.length - a.length);
  return template.replace(new RegExp(`:(${names.join('|')})`, 'g'), (_, name: string) => values[name] ?? '');
}

type DateParts = {
  year: string;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  yday: number;
  week: number;
  weekday: number;
  shortDay: string;
  longDay: string;
  monthName: string;
};
const dayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const monthNames = 'January February March April May June July August September October November December'.split(' ');

/**
 * The calendar parts of a post's date as its generator saw them: the front matter's text as written (its wall
 * clock, whatever its offset), else a YAML/TOML date in `timeZone` (UTC without one), else the file name's
 * `YYYY-MM-DD-` prefix, else `iso` in UTC.
 */
function writtenDate(front: unknown, iso: string, timeZone: string | null | undefined, fileName: string): DateParts {
  const written =
    typeof front === 'string'
      ? /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ]+(\d{1,2}):(\d{2})(?::(\d{2}))?)?/.exec(front.trim())
      : null;
  const prefix = /^(\d{4})-(\d{1,2})-(\d{1,2})-/.exec(fileName);
  let numbers: number[];
  if (written) numbers = written.slice(1).map((n) => Number(n ?? 0));
  else if (front instanceof Date && !Number.isNaN(front.getTime())) numbers = zonedNumbers(front, timeZone);
  else if (prefix && front === undefined) numbers = [...prefix.slice(1).map(Number), 0, 0, 0];
  else numbers = zonedNumbers(new Date(iso), null);
  const [year = 1970, month = 1, day = 1, hour = 0, minute = 0, second = 0] = numbers;
  const utc = new Date(Date.UTC(year, month - 1, day));
  const weekday = utc.getUTCDay();
  const yday = Math.round((utc.getTime() - Date.UTC(year, 0, 1)) / 86_400_000) + 1;
  // ISO 8601 week: the week holding the Thursday of this date's week.
  const thursday = new Date(utc.getTime() + (3 - ((weekday + 6) % 7)) * 86_400_000);
  const week = Math.floor((thursday.getTime() - Date.UTC(thursday.getUTCFullYear(), 0, 1)) / 604_800_000) + 1;
  const longDay = dayNames[weekday] ?? '';
  return {
    year: String(year).padStart(4, '0'),
    month,
    day,
    hour,
    minute,
    second,
    yday,
    week,
    weekday,
    shortDay: longDay.slice(0, 3),
    longDay,
    monthName: monthNames[month - 1] ?? '',
  };
}

/** Year, month, day, hour, minute, second of `date` in `timeZone` (an IANA name; UTC when none or unknown). */
function zonedNumbers(date: Date, timeZone: string | null | undefined): number[] {
  if (timeZone) {
    try {
      const parts = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      }).formatToParts(date);
      const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
      return [get('year'), get('month'), get('day'), get('hour'), get('minute'), get('second')];
    } catch {
      // An unknown zone name: UTC below.
    }
  }
  return [
    date.getUTCFullYear(),
    date.getUTCMonth() + 1,
    date.getUTCDate(),
    date.getUTCHours(),
    date.getUTCMinutes(),
    date.getUTCSeconds(),
  ];
}

const pad = (n: number) => String(n).padStart(2, '0');

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** A front matter list or space-separated text (Jekyll's `categories: team community`) as words. */
function words(value: unknown): string[] {
  if (Array.isArray(value))
    return value.flatMap((v) => (typeof v === 'string' || typeof v === 'number' ? [String(v)] : []));
  return typeof value === 'string' ? value.split(/\s+/).filter(Boolean) : [];
}
