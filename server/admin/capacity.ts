import type { EventRecord } from '#schemas/event-record.ts';
import type { EventCapacity, EventStanding } from '#schemas/review-statuses.ts';
import type { Executor } from '#server/db/database.ts';
import { submissionTable } from '#server/db/submission-table.ts';
import { listEvents } from '#server/events/event-store.ts';

/**
 * Places per event (docs/product/data.md#review-status): approved people against the capacity
 * of the stored event (server/events/event-store.ts), and who is first on the waitlist (by
 * application time).
 */

/** The places of an event: a number, per session or not; none for "limited". */
function placesOf({ document: { capacity } }: EventRecord) {
  return capacity.kind === 'limited'
    ? { places: null, perSession: false }
    : { places: capacity.places, perSession: capacity.kind === 'per-session' };
}

/** The event's places when they are one fixed number (not per session), else undefined. */
export function fixedPlacesOf(event: EventRecord): number | undefined {
  const { places, perSession } = placesOf(event);
  return places === null || perSession ? undefined : places;
}

/** The rows of `event` in its form's table: its table, and every value its form fixes. */
function rowsOf(executor: Executor, event: EventRecord) {
  const { table: formTable, eventName, eventDate } = event.document.form;
  const { db, table } = submissionTable(executor, formTable);
  let query = db
    .selectFrom(table)
    .where('suspected_spam', '=', executor.engine === 'sqlite' ? 0 : false);
  if (eventName !== undefined) query = query.where('event_name', '=', eventName);
  if (eventDate !== undefined) query = query.where('event_date', '=', eventDate);
  return query;
}

export async function approvedCount(executor: Executor, event: EventRecord): Promise<number> {
  const row = await rowsOf(executor, event)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('status', '=', 'approved')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Every event but the drafts (nobody can apply to one yet), by first day. */
export async function eventCapacities(executor: Executor): Promise<EventCapacity[]> {
  const events = (await listEvents(executor)).filter((event) => event.status !== 'draft');
  return Promise.all(events.map((event) => eventCapacity(executor, event)));
}

/** One event's places, approvals and waitlist as they stand. */
export async function eventCapacity(
  executor: Executor,
  event: EventRecord,
): Promise<EventCapacity> {
  const counts = await rowsOf(executor, event)
    .select((eb) => [
      eb.ref('status').$castTo<string>().as('status'),
      eb.fn.countAll<number>().as('count'),
    ])
    .where('status', 'in', ['approved', 'waitlisted'])
    .groupBy('status')
    .execute();
  const countOf = (status: string) =>
    Number(counts.find((row) => row.status === status)?.count ?? 0);
  const head = await firstWaitlisted(executor, event);
  const { places, perSession } = placesOf(event);
  const approved = countOf('approved');
  return {
    slug: event.document.slug,
    title: event.document.title,
    table: event.document.form.table,
    places,
    perSession,
    approved,
    waitlisted: countOf('waitlisted'),
    free: places === null || perSession ? null : Math.max(0, places - approved),
    waitlistHead: head
      ? {
          id: Number(head.id),
          name: String(head.full_name ?? head.name ?? ''),
          email: String(head.email),
        }
      : null,
  };
}

/**
 * An event as a decision finds it (docs/decisions/033-truthful-mails-and-a-moving-waitlist.md):
 * its places, the people approved and the live applications (neither withdrawn nor suspected
 * spam), so its mails say only what is true of it.
 */
export async function eventStanding(
  executor: Executor,
  event: EventRecord,
): Promise<EventStanding> {
  const counts = await rowsOf(executor, event)
    .select((eb) => [
      eb.fn.countAll<number>().as('applications'),
      eb.fn
        .sum<number>(eb.case().when('status', '=', 'approved').then(1).else(0).end())
        .as('approved'),
    ])
    .where('status', '<>', 'withdrawn')
    .executeTakeFirstOrThrow();
  return {
    ...placesOf(event),
    approved: Number(counts.approved ?? 0),
    applications: Number(counts.applications),
  };
}

/** The earliest waitlisted person of `event` (by application time), if anyone waits. */
export async function firstWaitlisted(
  executor: Executor,
  event: EventRecord,
): Promise<Record<string, unknown> | undefined> {
  return (
    (await rowsOf(executor, event)
      .selectAll()
      .where('status', '=', 'waitlisted')
      // An erased person cannot be told of a place (docs/decisions/044-anonymised-rows.md).
      .where('anonymised_at', 'is', null)
      .orderBy('created_at')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst()) as Record<string, unknown> | undefined
  );
}
