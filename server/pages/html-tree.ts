import { defaultTreeAdapter as tree, type DefaultTreeAdapterTypes } from 'parse5';

/**
 * Reading and changing a prerendered page's tree (parse5), for the page the server answers
 * without scripts from its prerendered states: the feedback page (server/feedback/feedback-page.ts). The page's markup is the app's own, rendered at build;
 * these find it by its attributes and change only text and attributes.
 */

export type Element = DefaultTreeAdapterTypes.Element;
export type ParentNode = DefaultTreeAdapterTypes.ParentNode;
type ChildNode = DefaultTreeAdapterTypes.ChildNode;

export function isElement(node: ChildNode | ParentNode): node is Element {
  return 'tagName' in node;
}

export function attribute(element: Element, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value;
}

export function setAttribute(element: Element, name: string, value: string) {
  const existing = element.attrs.find((attr) => attr.name === name);
  if (existing) existing.value = value;
  else element.attrs.push({ name, value });
}

export function removeAttribute(element: Element, name: string) {
  element.attrs = element.attrs.filter((attr) => attr.name !== name);
}

/** Every element under `root` (document order) that `matches`. */
export function findAll(root: ParentNode, matches: (element: Element) => boolean): Element[] {
  const found: Element[] = [];
  const visit = (node: ParentNode) => {
    for (const child of node.childNodes) {
      if (!isElement(child)) continue;
      if (matches(child)) found.push(child);
      visit(child);
    }
  };
  visit(root);
  return found;
}

export function find(
  root: ParentNode,
  matches: (element: Element) => boolean,
): Element | undefined {
  return findAll(root, matches)[0];
}

export function setText(element: Element, text: string) {
  for (const child of [...element.childNodes]) tree.detachNode(child);
  tree.insertText(element, text);
}

/** A deep copy of `element`, not yet in the page. */
export function copyOf(element: Element): Element {
  const copy = tree.createElement(
    element.tagName,
    element.namespaceURI,
    element.attrs.map((attr) => ({ ...attr })),
  );
  for (const child of element.childNodes) {
    if (isElement(child)) tree.appendChild(copy, copyOf(child));
    else if (child.nodeName === '#text') tree.insertText(copy, child.value);
  }
  return copy;
}

export function replace(old: Element, replacement: Element) {
  tree.insertBefore(old.parentNode!, replacement, old);
  tree.detachNode(old);
}

/**
 * Removes what would run: scripts, and the module preloads that only scripts use. With
 * `keepHeadInline`, the inline scripts of the <head> stay: they run before the first paint and
 * load nothing (the theme's).
 */
export function withoutScripts(page: ParentNode, { keepHeadInline = false } = {}) {
  const head = keepHeadInline ? find(page, (element) => element.tagName === 'head') : undefined;
  const kept = new Set(
    head
      ? findAll(
          head,
          (element) => element.tagName === 'script' && attribute(element, 'src') === undefined,
        )
      : [],
  );
  const scripted = findAll(
    page,
    (element) =>
      (element.tagName === 'script' && !kept.has(element)) ||
      (element.tagName === 'link' && attribute(element, 'rel') === 'modulepreload'),
  );
  for (const element of scripted) tree.detachNode(element);
}
