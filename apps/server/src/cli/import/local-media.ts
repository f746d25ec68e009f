import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, extname, join, resolve, sep } from 'node:path';
import { type AddressKinds, rewriteAddresses } from './markdown-addresses.ts';

/** Picture files an imported post may bring with it (the media folder serves these types). */
const pictureExtensions = new Set(['.png', '.jpg', '.jpeg', '.gif', '.webp', '.avif', '.svg']);

/** Images, reference definitions and `<img src>`: where a post shows a picture. */
const pictureAddresses: AddressKinds = {
  nodes: new Set(['image', 'definition']),
  html: { tag: 'img', attribute: 'src' },
};

/**
 * Where a post file lies: the import folder and the post's path inside it (`/`-separated, with its extension);
 * optionally the site it belongs to (`SiteLayout.root` and `.staticDirs` of `detectSite`).
 */
export type PostLocation = {
  root: string;
  relativePath: string;
  /** The site's root folder: no picture is taken from outside it. Without it, the import folder's parent. */
  siteRoot?: string | null;
  /** Folders the generator publishes at the site's root, in its order: where `/images/x.png` is looked for first. */
  staticDirs?: readonly string[];
};

/** What `localPictures` makes of a post's Markdown. */
export type LocalPictures = {
  /** The Markdown with the local pictures' addresses rewritten to their copies. */
  markdown: string;
  /** The copies to make (`copyPictures`). */
  copies: PictureCopy[];
  /**
   * The local picture addresses, as written, that no file was found for (or only outside the site), each once in
   * the order they first appear: the caller reports them (`missing picture: <post> → <address>`).
   */
  missing: string[];
};

/** A picture to copy: from the old blog's files into the article's picture folder, under `name`. */
export type PictureCopy = { from: string; name: string };

/**
 * The post's pictures that are files beside it rather than web addresses, found where Hexo, Hugo and Jekyll keep
 * them: for `posts/my-post.md` and `![a](cat.png)`, in Hexo's asset folder `posts/my-post/cat.png`, then beside the
 * post (`posts/cat.png`, a Hugo page bundle); for `/images/cat.png`, in the site's `staticDirs` (Hugo's `static/`
 * and `assets/`, Hexo's `source/`, the Jekyll root, Node-style `public/` and `static/`), then under the import
 * folder's parent (Hexo's and Jekyll's `source/`, the site root), the import folder, and the `static/` and
 * `public/` folders of either. Only picture files (`pictureExtensions`), never outside the site root (without
 * one, the import folder's parent). Markdown images, reference definitions and `<img src>` in HTML are rewritten
 * to `/media/articles/<article id>/<file name>`; code is left alone (remark's parse decides what code is). A local
 * picture address that finds no file stays as written and is listed in `missing` (web addresses, `data:`, anchors,
 * other file types and template expressions such as `{{ site.baseurl }}/x.png` are not local pictures). Reads the
 * file system, writes nothing, never throws for a missing or unreadable file.
 */
export function localPictures(markdown: string, articleId: string, location: PostLocation): LocalPictures {
  const root = resolve(location.root);
  const top = dirname(root);
  const bound = location.siteRoot ? resolve(location.siteRoot) : top;
  const staticDirs = (location.staticDirs ?? []).map((dir) => resolve(dir));
  const postFile = join(root, ...location.relativePath.split('/'));
  const assetFolder = postFile.replace(/\.[^./\\]+$/, '');
  const folder = dirname(postFile);
  const articleFolder = `articles/${articleId}`;

  const found = new Map<string, string | null>();
  const names = new Set<string>();
  const copies: PictureCopy[] = [];
  const missing = new Set<string>();
  /** The media address for a local picture address as written, or null when it is no local picture file. */
  const mediaAddress = (address: string): string | null => {
    if (found.has(address)) return found.get(address) ?? null;
    const file = locate(address);
    let result: string | null = null;
    if (file === undefined) missing.add(address);
    else if (file) {
      const name = uniqueName(basename(file));
      copies.push({ from: file, name });
      result = `/media/${articleFolder.split('/').map(encodeURIComponent).join('/')}/${encodeURIComponent(name)}`;
    }
    found.set(address, result);
    return result;
  };
  const uniqueName = (name: string) => {
    const extension = extname(name);
    const stem = name.slice(0, name.length - extension.length);
    let candidate = name;
    for (let n = 2; names.has(candidate.toLowerCase()); n++) candidate = `${stem}-${n}${extension}`;
    names.add(candidate.toLowerCase());
    return candidate;
  };
  /** The picture file for an address: a path, null when it is no local picture, undefined when none is found. */
  const locate = (address: string): string | null | undefined => {
    if (/^([a-z][a-z0-9+.-]*:|\/\/|#)/i.test(address) || /\{\{|\{%/.test(address)) return null;
    const raw = address.split(/[?#]/)[0] ?? '';
    if (!pictureExtensions.has(extname(raw).toLowerCase())) return null;
    let path: string;
    try {
      path = decodeURIComponent(raw);
    } catch {
      return undefined;
    }
    const candidates = path.startsWith('/')
      ? [
          ...staticDirs.map((dir) => join(dir, path)),
          join(top, path),
          join(root, path),
          ...['static', 'public'].flatMap((name) => [join(top, name, path), join(root, name, path)]),
        ]
      : [join(assetFolder, path), join(folder, path)];
    for (const candidate of candidates) {
      const file = resolve(candidate);
      if (!file.startsWith(bound + sep)) continue;
      try {
        if (existsSync(file) && statSync(file).isFile()) return file;
      } catch {
        // Unreadable: try the next place.
      }
    }
    return undefined;
  };

  const out = rewriteAddresses(markdown, pictureAddresses, mediaAddress);
  return { markdown: out, copies, missing: [...missing] };
}

/**
 * Makes the article's picture folder, `<mediaDir>/articles/<article id>/`, hold exactly the `copies`
 * `localPictures` asked for: they are copied in (over a file of the same name), then the files there that the post
 * no longer shows are deleted, so a re-import drops them. Only files directly in the folder are touched: the
 * folders of articles whose id continues this one's (`trip` and `trip/day-one`) live inside it. An empty folder is
 * removed. Throws the file system's error (the caller reports the post as failed), or when the id would name a
 * folder outside `<mediaDir>/articles`.
 */
export function copyPictures(mediaDir: string, articleId: string, copies: readonly PictureCopy[]): void {
  const articles = resolve(mediaDir, 'articles');
  const folder = resolve(articles, ...articleId.split('/'));
  if (!folder.startsWith(articles + sep)) throw new Error(`article id cannot name a picture folder: ${articleId}`);
  if (copies.length === 0 && !existsSync(folder)) return;
  mkdirSync(folder, { recursive: true });
  for (const copy of copies) copyFileSync(copy.from, join(folder, copy.name));
  const kept = new Set(copies.map((copy) => copy.name));
  const entries = readdirSync(folder, { withFileTypes: true });
  for (const entry of entries) if (entry.isFile() && !kept.has(entry.name)) rmSync(join(folder, entry.name));
  if (copies.length === 0 && entries.every((entry) => entry.isFile())) rmSync(folder, { recursive: true });
}
