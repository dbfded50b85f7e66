/**
 * What the Guests place shows for its address (schemas/organisers/admin-addresses.ts): the events
 * to choose from (`/admin/guests`), or one event's guests (`/admin/events/<id>/guests`). Read by
 * the Guests place's loader (app/features/admin/places.tsx).
 */
import type { AdminEventList } from '#schemas/events/admin-events.ts';
import type { EventGuests } from '#schemas/events/organising/event-guests.ts';
import { AdminRequestError, SignedOutError } from '#app/features/admin/shared/admin-api.ts';
import { listEvents, readGuests } from '../events/event-api.ts';

export type GuestsData =
  /** `list` null: the events could not be read. */
  | { show: 'events'; list: AdminEventList | null }
  /** `guests` null: there is no such event (`missing`) or its guests could not be read. */
  | { show: 'guests'; id: number; guests: EventGuests | null; missing: boolean };

/** `id` null: the events to choose from. */
export async function loadGuests(id: number | null): Promise<GuestsData> {
  try {
    if (id === null) return { show: 'events', list: await listEvents() };
    return { show: 'guests', id, guests: await readGuests(id), missing: false };
  } catch (error) {
    if (error instanceof SignedOutError) throw error;
    const missing = error instanceof AdminRequestError && error.status === 404;
    return id === null
      ? { show: 'events', list: null }
      : { show: 'guests', id, guests: null, missing };
  }
}
