import {
  isReviewStatus,
  organiserStatusesOf,
  type ReviewStatus,
  type StatusChange,
  type StatusChangeResult,
} from '#schemas/review-statuses.ts';
import type { SubmissionTable } from '#schemas/submission-forms.ts';
import { eventPageOf, type EventPage } from '#content/event-pages.ts';
import { inTransaction, type Database, type Executor } from '#server/db/database.ts';
import { submissionTable } from '#server/db/submission-table.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { approvedCount } from './capacity.ts';
import type { AdminSession } from './sessions.ts';

/**
 * The organiser's decisions on rows (issue 19): a status change of one or many rows, each kept in
 * `status_changes` with who made it and the message for the person, in one transaction.
 */

export class StatusNotAllowed extends Error {
  override name = 'StatusNotAllowed';
}

/** Approving would take an event past its places; the organiser must confirm it. */
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

/**
 * Throws OverCapacity when approving `changing` would take one of their events past its places
 * (a series' places are per session: not counted here).
 */
async function checkCapacity(
  executor: Executor,
  table: SubmissionTable,
  changing: readonly Record<string, unknown>[],
) {
  const byPage = new Map<EventPage, number>();
  for (const row of changing) {
    const page = eventPageOf(table, row);
    if (page?.capacity && !page.capacity.perSession) {
      byPage.set(page, (byPage.get(page) ?? 0) + 1);
    }
  }
  for (const [page, adding] of byPage) {
    const places = page.capacity!.places;
    const after = (await approvedCount(executor, page)) + adding;
    if (after > places) throw new OverCapacity(page.title, places, after - places);
  }
}

/** Throws StatusNotAllowed unless the organiser may set `status` on rows of `table`. */
export function assertOrganiserStatus(table: SubmissionTable, status: string): void {
  if (!isReviewStatus(table, status) || !organiserStatusesOf(table).includes(status)) {
    throw new StatusNotAllowed(
      `The status must be one of: ${organiserStatusesOf(table).join(', ')}.`,
    );
  }
}

/**
 * Sets `status` on the rows `ids` of `table` and queues the decision mails (approval, waitlist,
 * decline) in the same transaction; throws StatusNotAllowed for a status it cannot set.
 */
export async function changeStatus(
  { database, mailer }: { database: Database; mailer: Pick<Mailer, 'queueDecisionMails' | 'wake'> },
  admin: AdminSession,
  table: SubmissionTable,
  ids: readonly number[],
  status: string,
  message: string | null = null,
  { confirmOverCapacity = false }: { confirmOverCapacity?: boolean } = {},
): Promise<StatusChangeResult> {
  assertOrganiserStatus(table, status);
  const wanted = [...new Set(ids)];
  let mailed = 0;
  const result = await inTransaction(database, async (trx) => {
    const { db, table: name } = submissionTable(trx, table);
    const rows = (await db
      .selectFrom(name)
      .selectAll()
      .where('id', 'in', wanted)
      .where('suspected_spam', '=', database.engine === 'sqlite' ? 0 : false)
      .execute()) as ({ id: number; status: ReviewStatus } & Record<string, unknown>)[];
    const found = new Map(rows.map((row) => [row.id, row.status]));
    const changing = rows.filter((row) => row.status !== status);
    if (status === 'approved' && !confirmOverCapacity) {
      await checkCapacity(trx, table, changing);
    }
    if (changing.length > 0) {
      const at = new Date().toISOString();
      await db
        .updateTable(name)
        .set({ status, status_changed_at: at })
        .where(
          'id',
          'in',
          changing.map((row) => row.id),
        )
        .execute();
      const history = await trx.db
        .insertInto('status_changes')
        .values(
          changing.map((row) => ({
            submission_table: table,
            submission_id: row.id,
            from_status: row.status,
            to_status: status,
            admin_email: admin.email,
            message,
            created_at: at,
          })),
        )
        .returning(['id', 'submission_id'])
        .execute();
      const changeIds = new Map(history.map((entry) => [entry.submission_id, Number(entry.id)]));
      mailed = await mailer.queueDecisionMails(
        trx,
        table,
        changing.map((row) => ({
          id: row.id,
          row,
          status,
          statusChangeId: changeIds.get(row.id)!,
        })),
      );
    }
    return {
      changed: changing.map((row) => row.id).sort((a, b) => a - b),
      unchanged: rows
        .filter((row) => row.status === status)
        .map((row) => row.id)
        .sort((a, b) => a - b),
      missing: wanted.filter((id) => !found.has(id)).sort((a, b) => a - b),
      mailed,
    };
  });
  if (mailed > 0) mailer.wake();
  return result;
}

/** A row's status changes, oldest first. */
export async function statusHistory(
  database: Database,
  table: SubmissionTable,
  id: number,
): Promise<StatusChange[]> {
  const rows = await database.db
    .selectFrom('status_changes')
    .select(['from_status', 'to_status', 'admin_email', 'message', 'created_at'])
    .where('submission_table', '=', table)
    .where('submission_id', '=', id)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    from: row.from_status,
    to: row.to_status,
    by: row.admin_email,
    message: row.message,
    at: row.created_at,
  }));
}
