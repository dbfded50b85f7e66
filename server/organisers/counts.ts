import { sql } from 'kysely';
import type { AdminCounts } from '#schemas/organisers/admin-counts.ts';
import { initialStatus } from '#schemas/applications/review-statuses.ts';
import { submissionTables, type SubmissionTable } from '#schemas/submissions/submission-forms.ts';
import type { Database } from '#server/db/database.ts';
import { submissionTable } from '#server/db/submission-table.ts';

/** One table's entries awaiting the organiser, named by its table. */
function pendingOf(database: Database, table: SubmissionTable) {
  const { db, table: from } = submissionTable(database, table);
  return db
    .selectFrom(from)
    .select((eb) => [
      sql<string>`${sql.lit(table)}`.as('place'),
      eb.fn.countAll<number>().as('count'),
    ])
    .where('status', '=', initialStatus(table))
    .where('suspected_spam', '=', database.engine === 'sqlite' ? 0 : false);
}

/**
 * What waits for the organiser in every place of the admin
 * (docs/decisions/031-admin-frame-and-pending-counts.md): each table's entries at a new row's
 * status, all tables in one query, the mails that failed and the erasure requests waiting.
 */
export async function pendingCounts(database: Database): Promise<AdminCounts> {
  const [first, ...others] = submissionTables;
  let query = pendingOf(database, first!);
  for (const table of others) query = query.unionAll(pendingOf(database, table));
  const rows = await query.execute();
  const failed = await database.db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('status', '=', 'failed')
    .executeTakeFirstOrThrow();
  const tables = Object.fromEntries(submissionTables.map((table) => [table, 0])) as Record<
    SubmissionTable,
    number
  >;
  for (const row of rows) tables[row.place as SubmissionTable] = Number(row.count);
  const erasures = await database.db
    .selectFrom('erasure_requests')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return { tables, failedMails: Number(failed.count), erasureRequests: Number(erasures.count) };
}
