/**
 * What the Guests place shows for its address (admin-params.ts `guestsEventOf`): the events to
 * choose from, or one event's guests. Read by the admin route's loader (admin-loader.ts).
 */
import type { AdminEventList } from '#schemas/admin-events.ts';
import type { EventGuests } from '#schemas/event-guests.ts';
import { AdminRequestError, SignedOutError } from '../admin-api.ts';
import { guestsEventOf } from '../admin-params.ts';
import { listEvents, readGuests } from '../events/event-api.ts';

export type GuestsData =
  /** `list` null: the events could not be read. */
  | { show: 'events'; list: AdminEventList | null }
  /** `guests` null: there is no such event (`missing`) or its guests could not be read. */
  | { show: 'guests'; id: number; guests: EventGuests | null; missing: boolean };

export async function loadGuests(params: URLSearchParams): Promise<GuestsData> {
  const id = guestsEventOf(params);
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
