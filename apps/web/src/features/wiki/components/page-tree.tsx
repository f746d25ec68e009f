import type { WikiPageRef } from '@site/contracts';
import { type KeyboardEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buildWikiTree, countPages, visibleTreeNodes, type WikiTreeNode } from '../page-tree.ts';
import { wikiItemPath } from '../wiki-paths.ts';
import styles from './wiki.module.css';

/**
 * The wiki's page tree: folders from the ids' segments, collapsible, as the WAI-ARIA navigation tree view (one tab
 * stop; Up and Down move between the visible items, Right opens a folder or enters it, Left closes it or goes to its
 * parent, Home and End jump, Enter follows a page's link). A folder that is also a page is a link too. Folders start
 * closed except the top level's single folder, so a large wiki stays short.
 */
export function PageTree({ pages, label }: { pages: readonly WikiPageRef[]; label: string }) {
  const { t, i18n } = useTranslation('wiki');
  const tree = useMemo(() => buildWikiTree(pages, i18n.language), [pages, i18n.language]);
  const [open, setOpen] = useState<ReadonlySet<string>>(
    () => new Set(tree.length === 1 && tree[0] ? [tree[0].path] : []),
  );
  const [focused, setFocused] = useState<string | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const visible = visibleTreeNodes(tree, open);
  const current = visible.find((v) => v.node.path === focused) ?? visible[0];

  const toggle = (path: string, to?: boolean) =>
    setOpen((before) => {
      const next = new Set(before);
      if (to ?? !next.has(path)) next.add(path);
      else next.delete(path);
      return next;
    });
  const focus = (path: string) => {
    setFocused(path);
    list.current?.querySelector<HTMLElement>(`[data-path="${CSS.escape(path)}"]`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const path = (event.target as HTMLElement).dataset.path;
    const index = visible.findIndex((v) => v.node.path === path);
    const here = visible[index];
    if (!here) return;
    const isFolder = here.node.children.length > 0;
    const target = (() => {
      switch (event.key) {
        case 'ArrowDown':
          return visible[index + 1]?.node.path;
        case 'ArrowUp':
          return visible[index - 1]?.node.path;
        case 'Home':
          return visible[0]?.node.path;
        case 'End':
          return visible.at(-1)?.node.path;
        case 'Enter':
        case ' ':
          if (here.node.page) return null; // a page's link follows itself
          toggle(here.node.path);
          return here.node.path;
        case 'ArrowRight':
          if (!isFolder) return undefined;
          if (!open.has(here.node.path)) {
            toggle(here.node.path, true);
            return here.node.path;
          }
          return here.node.children[0]?.path;
        case 'ArrowLeft':
          if (isFolder && open.has(here.node.path)) {
            toggle(here.node.path, false);
            return here.node.path;
          }
          return here.parent ?? undefined;
        default:
          return null;
      }
    })();
    if (target === null) return;
    event.preventDefault();
    if (target !== undefined) focus(target);
  };

  const renderNode = (node: WikiTreeNode, depth: number) => {
    const isFolder = node.children.length > 0;
    const expanded = isFolder ? open.has(node.path) : undefined;
    const common = {
      'aria-level': depth,
      'aria-expanded': expanded,
      'data-path': node.path,
      tabIndex: current?.node.path === node.path ? 0 : -1,
      className: styles.treeItem,
      onFocus: () => setFocused(node.path),
    };
    const label = (
      <>
        {isFolder && (
          // A pointer's way to open and close; the keyboard's is Left and Right on the item itself.
          <span
            className={styles.twisty}
            aria-hidden="true"
            onClick={(event) => {
              event.preventDefault();
              event.stopPropagation();
              toggle(node.path);
            }}
          >
            {expanded ? '▾' : '▸'}
          </span>
        )}
        <span>{node.page?.title || node.name}</span>
        {isFolder && <span className={styles.count}>{t('home.folder_pages', { count: countPages(node) })}</span>}
      </>
    );
    return (
      <li role="none" key={node.path}>
        {node.page ? (
          <Link role="treeitem" to={wikiItemPath(node.page.id)} {...common}>
            {label}
          </Link>
        ) : (
          // biome-ignore lint/a11y/useKeyWithClickEvents: Enter, Left and Right open and close it (the tree's onKeyDown)
          <span role="treeitem" {...common} tabIndex={common.tabIndex} onClick={() => toggle(node.path)}>
            {label}
          </span>
        )}
        {isFolder && expanded && (
          // biome-ignore lint/a11y/useSemanticElements: a tree's group of items, not a form's fieldset
          <ul role="group" className={styles.treeGroup}>
            {node.children.map((child) => renderNode(child, depth + 1))}
          </ul>
        )}
      </li>
    );
  };

  return (
    // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA tree pattern; no native element is a tree
    <ul ref={list} role="tree" aria-label={label} className={styles.tree} onKeyDown={onKeyDown}>
      {tree.map((node) => renderNode(node, 1))}
    </ul>
  );
}
