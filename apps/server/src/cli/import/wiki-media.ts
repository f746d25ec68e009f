import { copyFileSync, lstatSync, mkdirSync, realpathSync } from 'node:fs';
import { dirname, posix, resolve, sep } from 'node:path';
import type { Nodes, Root } from 'mdast';
import { buildWikiTargetIndex, parseWikiLinks, resolveWikiTarget } from '../../modules/wiki/wikilinks.ts';
import { isMarkdownFile, parseNoteMarkdown, type VaultFiles } from './wiki-vault.ts';

/** What a note points at besides other notes: the vault files to copy, and what it names that is not there. */
export type NoteAttachments = {
  /** Vault paths (`/`-separated, relative to the vault) of existing files the note embeds or links. */
  found: string[];
  /** Addresses as written that name a file missing from the vault, or one outside it (`../`). */
  missing: { target: string; reason: 'missing' | 'outside the vault' }[];
};

/** Vault files prepared once for `noteAttachments`. */
export type AttachmentIndex = { files: ReadonlySet<string>; byName: ReturnType<typeof buildWikiTargetIndex> };

/** Indexes a vault's non-Markdown files for `noteAttachments`. */
export function attachmentIndex(vault: VaultFiles): AttachmentIndex {
  return { files: new Set(vault.other), byName: buildWikiTargetIndex(vault.other) };
}

/**
 * The files a note embeds or links, found in its Markdown the way the wiki renders them: images, links and
 * reference definitions whose address is a relative path to a file that is no note (`../../assets/images/a.png`,
 * relative to the note's folder; `/a.png` from the vault's root), `<img src>` in raw HTML, and wikilinks whose
 * target has an extension other than `.md` (`![[picture.png]]`, resolved like a page: the full path, else the one
 * file of that name anywhere in the vault). Code is left alone (remark decides what code is). Web addresses and
 * `#anchors` are not files. Only files `listVault` listed count, so a path leaving the vault or through a
 * symbolic link never does. Pure: reads nothing.
 *
 * @param noteFile the note's vault path, with `.md`
 * @param tree `markdown` parsed by `parseNoteMarkdown`, when the caller has it already
 */
export function noteAttachments(
  markdown: string,
  noteFile: string,
  index: AttachmentIndex,
  tree?: Root,
): NoteAttachments {
  const found = new Set<string>();
  const missing = new Map<string, NoteAttachments['missing'][number]>();
  const folder = posix.dirname(noteFile);

  const addAddress = (address: string) => {
    if (address === '' || /^([a-z][a-z0-9+.-]*:|\/\/|#)/i.test(address)) return;
    let path: string;
    try {
      path = decodeURIComponent(address.split(/[?#]/)[0] ?? '');
    } catch {
      return;
    }
    // A link to a note or a folder is a page link, not an attachment.
    if (path === '' || path.endsWith('/') || isMarkdownFile(path) || posix.extname(path) === '') return;
    const joined = posix.normalize(path.startsWith('/') ? path.slice(1) : posix.join(folder, path));
    if (joined === '..' || joined.startsWith('../'))
      missing.set(address, { target: address, reason: 'outside the vault' });
    else if (index.files.has(joined)) found.add(joined);
    else missing.set(address, { target: address, reason: 'missing' });
  };

  const visit = (node: Nodes) => {
    if (node.type === 'image' || node.type === 'link' || node.type === 'definition') addAddress(node.url);
    else if (node.type === 'html') {
      for (const match of node.value.matchAll(/<img\b[^>]*?\ssrc\s*=\s*(["'])(.*?)\1/gi)) addAddress(match[2] ?? '');
    }
    if ('children' in node) for (const child of node.children) visit(child as Nodes);
  };
  visit(tree ?? parseNoteMarkdown(markdown));

  for (const link of parseWikiLinks(markdown)) {
    const target = link.target;
    if (target === '' || isMarkdownFile(target) || posix.extname(target) === '') continue;
    const file = resolveWikiTarget(target, index.byName);
    if (file !== null) found.add(file);
    else missing.set(target, { target, reason: 'missing' });
  }
  return { found: [...found].sort(), missing: [...missing.values()] };
}

/**
 * Copies vault files to `<mediaDir>/wiki/<same path>` (over an older copy), where the wiki serves them as
 * `/media/wiki/<path>`. Each file is checked again just before it is copied: a regular file, not a symbolic link,
 * whose real path lies inside the vault's real path; anything else is skipped and returned. Throws the file
 * system's error when a copy fails.
 *
 * @returns the paths skipped because they were not (or no longer) plain files inside the vault
 */
export function copyVaultFiles(root: string, mediaDir: string, paths: readonly string[]): string[] {
  const vault = realpathSync(root);
  const target = resolve(mediaDir, 'wiki');
  const skipped: string[] = [];
  for (const path of paths) {
    const from = resolve(vault, ...path.split('/'));
    const to = resolve(target, ...path.split('/'));
    let safe = false;
    try {
      safe =
        from.startsWith(vault + sep) &&
        to.startsWith(target + sep) &&
        lstatSync(from).isFile() &&
        realpathSync(from) === from;
    } catch {
      safe = false;
    }
    if (!safe) {
      skipped.push(path);
      continue;
    }
    mkdirSync(dirname(to), { recursive: true });
    copyFileSync(from, to);
  }
  return skipped;
}
