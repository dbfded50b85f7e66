/**
 * What the Events place shows for its address (schemas/organisers/admin-addresses.ts): the list
 * (`/admin/events`), one event in the editor (`/admin/events/<id>`), or a new one
 * (`/admin/events/new`). Read by the Events place's loader (app/features/admin/places.tsx).
 */
import type { AdminEventDetail, AdminEventList } from '#schemas/events/admin-events.ts';
import { AdminRequestError, SignedOutError } from '#app/features/admin/shared/admin-api.ts';
import { listEvents, readEvent } from './event-api.ts';

export type EventsData =
  /** `list` null: the events could not be read. */
  | { show: 'list'; list: AdminEventList | null }
  /** `detail` null: there is no such event (`missing`) or it could not be read. */
  | { show: 'editor'; id: number; detail: AdminEventDetail | null; missing: boolean }
  | { show: 'new' };

async function unlessFailed<T>(load: Promise<T>): Promise<{ value: T | null; missing: boolean }> {
  try {
    return { value: await load, missing: false };
  } catch (error) {
    if (error instanceof SignedOutError) throw error;
    return { value: null, missing: error instanceof AdminRequestError && error.status === 404 };
  }
}

/** `open`: an event's id, `new`, or null for the list. */
export async function loadEvents(open: number | 'new' | null): Promise<EventsData> {
  if (open === 'new') return { show: 'new' };
  if (open === null) {
    const { value } = await unlessFailed(listEvents());
    return { show: 'list', list: value };
  }
  const { value, missing } = await unlessFailed(readEvent(open));
  return { show: 'editor', id: open, detail: value, missing };
}
