import {
  approvalOverflow,
  capacityOf,
  countedPlaces,
  placesLeft,
  placesLine,
} from '#schemas/applications/event-capacity.ts';
import type { EventPlaces } from '#schemas/events/event-places.ts';
import type { EventRecord } from '#schemas/events/event-record.ts';
import type { EventCapacity, EventStanding } from '#schemas/applications/review-statuses.ts';
import type { Executor } from '#server/db/database.ts';
import { reviewedRowsOf } from './event-applications.ts';
import { listEvents } from './event-store.ts';

/**
 * An event's places as they stand (docs/product/rules.md#places-and-the-waitlist): the people
 * approved for it, counted by its key, against its capacity by the one policy
 * (schemas/applications/event-capacity.ts), and who is first on its waitlist (by application time).
 * The page's places line, the approval check, the waitlist, the admin and the mails ask here.
 */

/** Thrown when approving would take an event past its places; the organiser must confirm it. */
export class OverCapacity extends Error {
  override name = 'OverCapacity';
  constructor(
    readonly event: string,
    readonly places: number,
    readonly over: number,
  ) {
    super(
      `This approves ${over} more ${over === 1 ? 'person' : 'people'} than the ${places} places of ${event}.`,
    );
  }
}

/** The people approved for the event (not suspected spam). */
export async function approvedCount(executor: Executor, event: EventRecord): Promise<number> {
  const row = await reviewedRowsOf(executor, event)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('status', '=', 'approved')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The page's places line: `12 of 35 places left`, `Waitlist open`, … */
export async function placesLineOf(executor: Executor, event: EventRecord): Promise<EventPlaces> {
  return placesLine(capacityOf(event.document), await approvedCount(executor, event));
}

/** Whether the event counts its places against its approvals (one fixed number). */
export function countsPlaces(event: EventRecord): boolean {
  return countedPlaces(capacityOf(event.document)) !== undefined;
}

/** A place is free: the event gives no fixed number, counts per session, or has one left. */
export async function hasFreePlace(executor: Executor, event: EventRecord): Promise<boolean> {
  const left = placesLeft(capacityOf(event.document), await approvedCount(executor, event));
  return left === null || left > 0;
}

/** Throws OverCapacity when approving `adding` more people would take `event` past its places. */
export async function checkApprovalFits(
  executor: Executor,
  event: EventRecord,
  adding: number,
): Promise<void> {
  const capacity = capacityOf(event.document);
  const places = countedPlaces(capacity);
  if (places === undefined) return;
  const over = approvalOverflow(capacity, await approvedCount(executor, event), adding);
  if (over > 0) throw new OverCapacity(event.document.title, places, over);
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
  const counts = await reviewedRowsOf(executor, event)
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
  const capacity = capacityOf(event.document);
  const approved = countOf('approved');
  return {
    id: event.id,
    slug: event.document.slug,
    title: event.document.title,
    table: event.document.form.table,
    eventName: event.document.form.eventName ?? null,
    ...capacity,
    approved,
    waitlisted: countOf('waitlisted'),
    free: placesLeft(capacity, approved),
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
  const counts = await reviewedRowsOf(executor, event)
    .select((eb) => [
      eb.fn.countAll<number>().as('applications'),
      eb.fn
        .sum<number>(eb.case().when('status', '=', 'approved').then(1).else(0).end())
        .as('approved'),
    ])
    .where('status', '<>', 'withdrawn')
    .executeTakeFirstOrThrow();
  return {
    ...capacityOf(event.document),
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
    (await reviewedRowsOf(executor, event)
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
