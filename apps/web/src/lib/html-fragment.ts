/**
 * An HTML fragment to change before it is shown (the wiki's prepared HTML): parsed inert (a `<template>` in the
 * browser: no script runs, no picture loads), changed with the DOM, serialised back. Server rendering
 * (docs/decisions/0029) has no `document`: the server entry gives one (`setServerDocument`, linkedom), where the
 * fragment lives in a detached `<div>` of a document that never renders.
 */
export type HtmlFragment = {
  /** The fragment's nodes, to query and change. */
  root: DocumentFragment | Element;
  /** Makes an element of the fragment's document. */
  createElement: (tag: string) => HTMLElement;
  /** The fragment's HTML now. */
  serialize: () => string;
};

let serverDocument: Document | undefined;

/** Server rendering: the document fragments are parsed in (the browser uses its own `document`). */
export function setServerDocument(doc: Document): void {
  serverDocument = doc;
}

/** Parses `html` into a fragment (see `HtmlFragment`). Throws on the server when no document was given. */
export function htmlFragment(html: string): HtmlFragment {
  if (typeof document !== 'undefined') {
    const template = document.createElement('template');
    template.innerHTML = html;
    return {
      root: template.content,
      createElement: (tag) => document.createElement(tag),
      serialize: () => template.innerHTML,
    };
  }
  const doc = serverDocument;
  if (!doc) throw new Error('htmlFragment: no document on the server (setServerDocument)');
  const container = doc.createElement('div');
  container.innerHTML = html;
  return { root: container, createElement: (tag) => doc.createElement(tag), serialize: () => container.innerHTML };
}
