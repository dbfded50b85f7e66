import { eventPages, type EventPage } from '#content/event-pages.ts';
import type { EventCapacity, EventStanding } from '#schemas/review-statuses.ts';
import type { Executor } from '#server/db/database.ts';
import { submissionTable } from '#server/db/submission-table.ts';

/**
 * Places per event (docs/product/data.md#review-status): approved people against the capacity
 * the event page gives (content/event-pages.ts), and who is first on the waitlist (by application
 * time).
 */

/** The rows of `page`'s event in its table: its table, and every value the page fixes. */
function rowsOf(executor: Executor, page: EventPage) {
  const { db, table } = submissionTable(executor, page.form.submission.table);
  let query = db
    .selectFrom(table)
    .where('suspected_spam', '=', executor.engine === 'sqlite' ? 0 : false);
  for (const [column, value] of Object.entries(page.form.submission.context ?? {})) {
    query = query.where(column, '=', value);
  }
  return query;
}

export async function approvedCount(executor: Executor, page: EventPage): Promise<number> {
  const row = await rowsOf(executor, page)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('status', '=', 'approved')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function eventCapacities(executor: Executor): Promise<EventCapacity[]> {
  return Promise.all(eventPages.map((page) => eventCapacity(executor, page)));
}

/** One event's places, approvals and waitlist as they stand. */
export async function eventCapacity(executor: Executor, page: EventPage): Promise<EventCapacity> {
  const counts = await rowsOf(executor, page)
    .select((eb) => [
      eb.ref('status').$castTo<string>().as('status'),
      eb.fn.countAll<number>().as('count'),
    ])
    .where('status', 'in', ['approved', 'waitlisted'])
    .groupBy('status')
    .execute();
  const countOf = (status: string) =>
    Number(counts.find((row) => row.status === status)?.count ?? 0);
  const head = await firstWaitlisted(executor, page);
  const places = page.capacity?.places ?? null;
  const perSession = page.capacity?.perSession === true;
  const approved = countOf('approved');
  return {
    slug: page.slug,
    title: page.title,
    table: page.form.submission.table,
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
export async function eventStanding(executor: Executor, page: EventPage): Promise<EventStanding> {
  const counts = await rowsOf(executor, page)
    .select((eb) => [
      eb.fn.countAll<number>().as('applications'),
      eb.fn
        .sum<number>(eb.case().when('status', '=', 'approved').then(1).else(0).end())
        .as('approved'),
    ])
    .where('status', '<>', 'withdrawn')
    .executeTakeFirstOrThrow();
  return {
    places: page.capacity?.places ?? null,
    perSession: page.capacity?.perSession === true,
    approved: Number(counts.approved ?? 0),
    applications: Number(counts.applications),
  };
}

/** The earliest waitlisted person of `page`'s event (by application time), if anyone waits. */
export async function firstWaitlisted(
  executor: Executor,
  page: EventPage,
): Promise<Record<string, unknown> | undefined> {
  return (await rowsOf(executor, page)
    .selectAll()
    .where('status', '=', 'waitlisted')
    .orderBy('created_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst()) as Record<string, unknown> | undefined;
}
