import { eventPhase } from '#schemas/events/event-availability.ts';
import { formatEventDate } from '#schemas/events/event-schedule.ts';
import { roleAllows, type DoorEvent } from '#schemas/organisers/organisers.ts';
import type { Executor } from '#server/db/database.ts';
import { listEvents } from '#server/events/event-store.ts';
import type { EventRecord } from '#schemas/events/event-record.ts';
import type { AdminSession } from './sessions.ts';

/**
 * The doors an account may work (schemas/organisers/organisers.ts, the `door` access): an owner or
 * an organiser, every published event held in person; a `door` account, only the events an owner
 * gave her (`door_events`, migration 035), and nothing else of the admin.
 */

type Worker = Pick<AdminSession, 'userId' | 'role'>;

/** Each `door` account's events, by account id. */
export async function doorsByAccount(executor: Executor): Promise<Map<number, number[]>> {
  const rows = await executor.db
    .selectFrom('door_events')
    .select(['admin_user_id', 'event_id'])
    .orderBy('event_id')
    .execute();
  const doors = new Map<number, number[]>();
  for (const row of rows) {
    const account = Number(row.admin_user_id);
    doors.set(account, [...(doors.get(account) ?? []), Number(row.event_id)]);
  }
  return doors;
}

/** Whether she may work the door of event `eventId` (the route has checked her `door` access). */
export async function mayWorkDoor(
  executor: Executor,
  worker: Worker,
  eventId: number,
): Promise<boolean> {
  if (!roleAllows(worker.role, 'door')) return false;
  if (worker.role !== 'door') return true;
  const given = await executor.db
    .selectFrom('door_events')
    .select('event_id')
    .where('admin_user_id', '=', worker.userId)
    .where('event_id', '=', eventId)
    .executeTakeFirst();
  return given !== undefined;
}

function doorEvent(event: EventRecord): DoorEvent {
  return {
    id: event.id,
    title: event.document.title,
    date: formatEventDate(event.document.schedule),
  };
}

/**
 * The doors she may work, soonest first: a `door` account's given events while published; for
 * the others every published event held in person that is not over.
 */
export async function doorEvents(
  executor: Executor,
  worker: Worker,
  now: Date,
): Promise<DoorEvent[]> {
  const published = await listEvents(executor, { status: 'published' });
  if (worker.role === 'door') {
    const given = new Set((await doorsByAccount(executor)).get(worker.userId) ?? []);
    return published.filter((event) => given.has(event.id)).map(doorEvent);
  }
  return published
    .filter(
      (event) => event.document.attendance === 'in-person' && eventPhase(event, now) !== 'past',
    )
    .map(doorEvent);
}
