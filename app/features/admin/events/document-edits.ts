/**
 * The editor's changes to an event's document (schemas/events/event-document.ts), by the paths the
 * server answers its errors at (`sections.1.items.0.duration`): read, write, and the structured
 * editors' add, remove and move. Each returns a new document and leaves the one given as it was.
 */

/** A dotted path into the document; array indexes are numbers (`sections.1.title`). */
export type DocumentPath = string;

type Container = Record<string, unknown> | unknown[];

function segments(path: DocumentPath): string[] {
  return path === '' ? [] : path.split('.');
}

function isContainer(value: unknown): value is Container {
  return typeof value === 'object' && value !== null;
}

export function getAt(document: unknown, path: DocumentPath): unknown {
  let value = document;
  for (const key of segments(path)) {
    if (!isContainer(value)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

function copyOf(value: Container): Container {
  return Array.isArray(value) ? [...value] : { ...value };
}

/**
 * The document with `value` at `path`. `undefined` takes an object's key away (an optional
 * field left empty is absent, as the schema wants it, not an empty string).
 */
export function setAt<T>(document: T, path: DocumentPath, value: unknown): T {
  const keys = segments(path);
  if (keys.length === 0) return value as T;
  const [key, ...rest] = keys as [string, ...string[]];
  const container = isContainer(document) ? copyOf(document) : {};
  const record = container as Record<string, unknown>;
  const next = rest.length === 0 ? value : setAt(record[key], rest.join('.'), value);
  if (next === undefined && !Array.isArray(container)) delete record[key];
  else record[key] = next;
  return container as T;
}

function arrayAt(document: unknown, path: DocumentPath): unknown[] {
  const value = getAt(document, path);
  return Array.isArray(value) ? value : [];
}

/** Adds `item` at the end of the list at `path`. */
export function addItem<T>(document: T, path: DocumentPath, item: unknown): T {
  return setAt(document, path, [...arrayAt(document, path), item]);
}

export function removeItem<T>(document: T, path: DocumentPath, index: number): T {
  return setAt(
    document,
    path,
    arrayAt(document, path).filter((_, at) => at !== index),
  );
}

/** Moves item `index` of the list at `path` one place up (-1) or down (+1); at an end, nothing. */
export function moveItem<T>(document: T, path: DocumentPath, index: number, by: -1 | 1): T {
  const list = [...arrayAt(document, path)];
  const to = index + by;
  if (to < 0 || to >= list.length) return document;
  [list[index], list[to]] = [list[to], list[index]];
  return setAt(document, path, list);
}

/** The same JSON whatever the order of keys: what tells an edited document from a saved one. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (!isContainer(value)) return value;
  return Object.fromEntries(
    Object.keys(value)
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .sort()
      .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
  );
}

export function sameDocument(a: unknown, b: unknown): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

/**
 * The paths at which two documents differ, as the event's history lists them
 * (docs/decisions/037-the-event-editor.md): an array's item counts as one value, so a moved
 * agenda block names the items whose place changed.
 */
export function changedPaths(before: unknown, after: unknown, prefix = ''): string[] {
  const join = (key: string) => (prefix ? `${prefix}.${key}` : key);
  if (Array.isArray(before) && Array.isArray(after)) {
    const length = Math.max(before.length, after.length);
    return Array.from({ length }, (_, index) => index).flatMap((index) =>
      sameDocument(before[index], after[index]) ? [] : [join(String(index))],
    );
  }
  if (
    isContainer(before) &&
    isContainer(after) &&
    !Array.isArray(before) &&
    !Array.isArray(after)
  ) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    return keys.flatMap((key) => changedPaths(before[key], after[key], join(key)));
  }
  return sameDocument(before, after) ? [] : [prefix];
}
