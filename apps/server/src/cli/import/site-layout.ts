import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import yaml from 'js-yaml';
import { parse as parseToml } from 'smol-toml';

/** The static site generators whose sources the blog import understands (issue 20). */
export type Generator = 'jekyll' | 'hugo' | 'hexo' | 'unknown';

/**
 * Where an imported folder sits in the site it came from, and that site's own configuration.
 *
 * - `generator`: which generator the site is for, from its configuration file and folders.
 * - `root`: the site's root folder (holding its configuration); null when none was found above the folder.
 * - `config`: the parsed configuration (Jekyll's and Hexo's `_config.yml`, Hugo's `hugo.toml|yaml|json` or
 *   `config.toml|yaml|json`, or `config/_default/` of either name); `{}` when none or unreadable.
 * - `contentDir`: the folder the generator reads pages from: the Jekyll root, Hugo's `content/` (`contentDir`),
 *   Hexo's `source/` (`source_dir`); null without a root.
 * - `staticDirs`: folders whose files the generator publishes at the site's root, in its order of precedence:
 *   Jekyll's root, Hugo's `static/` (`staticDir`, string or list) and `assets/` (`assetDir`), Hexo's `source/`
 *   and the `public/` and `static/` folders Node-based generators use; only the ones that exist.
 */
export type SiteLayout = {
  generator: Generator;
  root: string | null;
  config: Record<string, unknown>;
  contentDir: string | null;
  staticDirs: string[];
};

const hugoConfigNames = [
  'hugo.toml',
  'hugo.yaml',
  'hugo.yml',
  'hugo.json',
  'config.toml',
  'config.yaml',
  'config.yml',
  'config.json',
];

/** How many folders above the imported folder are searched for a site root (`content/posts/2024/` is 3 deep). */
const maxLevelsUp = 4;

/**
 * Finds the site `folder` belongs to: `folder` itself, then up to four folders above it, the first that holds a
 * generator's configuration (Hugo: one of `hugo.*`/`config.*` with a `content/` folder or a `baseURL`; Hexo: a
 * `_config.yml` with a `source/` folder, or Hexo's own keys `new_post_name`/`source_dir`; Jekyll: a `_config.yml`
 * with a `_posts`/`_layouts` folder or a Gemfile naming jekyll). Reads the file system; never throws (an
 * unreadable configuration is `{}`); a folder with no site above it gives `generator: 'unknown'`, `root: null`.
 */
export function detectSite(folder: string): SiteLayout {
  let dir = resolve(folder);
  for (let level = 0; level <= maxLevelsUp; level++) {
    const found = siteAt(dir);
    if (found) return found;
    const parent = dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  return { generator: 'unknown', root: null, config: {}, contentDir: null, staticDirs: [] };
}

function siteAt(dir: string): SiteLayout | null {
  const hugo =
    hugoConfigNames.map((name) => join(dir, name)).find(isFile) ??
    hugoConfigNames.map((name) => join(dir, 'config', '_default', name)).find(isFile);
  if (hugo) {
    const config = readConfig(hugo);
    const contentDir = join(dir, asString(config.contentDir) ?? 'content');
    if (isDir(contentDir) || 'baseURL' in config || 'baseurl' in config) {
      const staticNames = [config.staticDir, config.assetDir ?? 'assets'].flatMap((value) =>
        Array.isArray(value) ? value.map(String) : [asString(value) ?? 'static'],
      );
      return {
        generator: 'hugo',
        root: dir,
        config,
        contentDir,
        staticDirs: existingDirs(dir, [...new Set(['static', ...staticNames])]),
      };
    }
  }
  const yml = join(dir, '_config.yml');
  if (isFile(yml)) {
    const config = readConfig(yml);
    const sourceDir = join(dir, asString(config.source_dir) ?? 'source');
    const hexo = isDir(join(sourceDir, '_posts')) || 'new_post_name' in config || 'source_dir' in config;
    if (hexo)
      return {
        generator: 'hexo',
        root: dir,
        config,
        contentDir: sourceDir,
        staticDirs: existingDirs(dir, [asString(config.source_dir) ?? 'source', 'public', 'static']),
      };
    const gemfile = join(dir, 'Gemfile');
    const jekyll =
      isDir(join(dir, '_posts')) ||
      isDir(join(dir, '_layouts')) ||
      (isFile(gemfile) && /jekyll/i.test(readFileSync(gemfile, 'utf8')));
    if (jekyll) return { generator: 'jekyll', root: dir, config, contentDir: dir, staticDirs: [dir] };
  }
  return null;
}

/** A configuration file parsed by its extension; `{}` when it cannot be read or is not a mapping. */
function readConfig(file: string): Record<string, unknown> {
  try {
    const text = readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
    let value: unknown;
    if (file.endsWith('.toml')) value = parseToml(text);
    else if (file.endsWith('.json')) value = JSON.parse(text);
    // A configuration file may open with a `---` document marker, as Jekyll's own does: js-yaml reads it as one.
    else value = yaml.safeLoad(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function asString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

function existingDirs(root: string, names: string[]): string[] {
  return names.map((name) => join(root, name)).filter(isDir);
}

function isFile(path: string): boolean {
  return existsSync(path) && statSync(path).isFile();
}

function isDir(path: string): boolean {
  return existsSync(path) && statSync(path).isDirectory();
}
