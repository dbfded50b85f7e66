import { isDeepStrictEqual } from 'node:util';
import type { AdminEventChange } from '#schemas/events/admin-events.ts';
import type { Executor } from '#server/db/database.ts';
import { eventChanges } from './event-store.ts';

/**
 * An event's history as the editor shows it (docs/decisions/037-the-event-editor.md): each
 * `event_changes` row with who, when, what, and the paths that differ between before and after.
 */

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The paths at which two kept states differ, down to the first value that is not an object:
 * `document.title`, `document.sections.1` (an array's item is one value: a reordered agenda is
 * a changed item), `status`.
 */
export function changedPaths(before: unknown, after: unknown, prefix = ''): string[] {
  if (isDeepStrictEqual(before, after)) return [];
  if (!isObject(before) || !isObject(after)) {
    if (Array.isArray(before) && Array.isArray(after)) {
      const length = Math.max(before.length, after.length);
      return Array.from({ length }, (_, index) => index)
        .filter((index) => !isDeepStrictEqual(before[index], after[index]))
        .map((index) => `${prefix}${index}`);
    }
    return [prefix.replace(/\.$/, '')];
  }
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys.flatMap((key) => changedPaths(before[key], after[key], `${prefix}${key}.`));
}

/**
 * A kept state with what the seed's lines do not hold (they were kept before the editor kept
 * more than the status and document) at the values every seeded event had.
 */
function withLifecycle(state: unknown): unknown {
  if (!isObject(state)) return {};
  return {
    applicationsClosedAt: null,
    cancelledAt: null,
    cancellationMessage: null,
    calendarSequence: 0,
    ...state,
  };
}

/** The event's changes, newest first, each with what changed. */
export async function eventHistory(
  executor: Executor,
  eventId: number,
): Promise<AdminEventChange[]> {
  return (await eventChanges(executor, eventId)).map(({ id, at, by, action, before, after }) => ({
    id,
    at,
    by,
    action,
    changed:
      before === null
        ? changedPaths({}, after)
        : changedPaths(withLifecycle(before), withLifecycle(after)),
  }));
}
