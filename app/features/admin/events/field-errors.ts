/**
 * The server's errors by the document's paths (`sections.1.items.0.duration`,
 * schemas/events/event-document.ts `EventDocumentErrors`) and the controls that show them: each
 * control's id comes from its path, so an error finds its field, and the summary at the top links
 * to it.
 */
import type { EventDocumentErrors } from '#schemas/events/event-document.ts';
import type { DocumentPath } from './document-edits.ts';

/** The id of the control at `path` (`scope`: the editor, or a dialog with its own fields). */
export function fieldId(scope: string, path: DocumentPath): string {
  return `${scope}-${path.replaceAll('.', '-') || 'document'}`;
}

/** The id of the error text beside the control at `path` (its `aria-describedby`). */
export function errorId(scope: string, path: DocumentPath): string {
  return `${fieldId(scope, path)}-error`;
}

/**
 * The control an error at `path` belongs to: the field at that path, else the nearest one around
 * it (an error at `sections.1.items` is shown by that list; one at `schedule` by the schedule).
 * `exists` says whether an id is on the page.
 */
export function errorTarget(
  scope: string,
  path: DocumentPath,
  exists: (id: string) => boolean,
): string | undefined {
  const keys = path.split('.');
  for (let length = keys.length; length >= 0; length -= 1) {
    const id = fieldId(scope, keys.slice(0, length).join('.'));
    if (exists(id)) return id;
  }
  return undefined;
}

/** The errors in the order their fields come on the page (the server's order is its schema's). */
export function errorList(errors: EventDocumentErrors): { path: string; message: string }[] {
  return Object.entries(errors).map(([path, message]) => ({ path, message }));
}
