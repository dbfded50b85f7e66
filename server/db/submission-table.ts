import type { ExpressionBuilder, Generated, Kysely } from 'kysely';
import type { SubmissionTable } from '#schemas/submissions/submission-forms.ts';
import type { Executor } from './database.ts';

/** Any one submission table: the columns they all have, and the others by name. */
type SomeSubmissionRow = {
  id: Generated<number>;
  submission_key: string;
  created_at: Generated<string>;
  [column: string]: unknown;
};

type OneSubmissionTable = { submission_table: SomeSubmissionRow };

/** What a WHERE callback on such a query gets. */
export type SubmissionTableBuilder = ExpressionBuilder<OneSubmissionTable, 'submission_table'>;

/**
 * A submission table chosen at run time, for the queries that serve every form and every admin
 * view alike (server/db/submission-rows.ts, server/applications/listing.ts).
 *
 * NOTE: this is the one place a table's name is hidden from the type checker. Kysely types a
 * query by a table it knows when compiling; these queries learn theirs from the URL (checked
 * against the definitions first). So they are typed against the columns every submission table
 * has, and name any other column as a string. Those names come from definitions the compiler
 * has already checked against the table's own row: an admin view names only columns of its table
 * (schemas/applications/admin-views.ts), and a form's values are its fields
 * (schemas/submissions/submission-forms.ts).
 */
export function submissionTable(
  executor: Executor,
  table: SubmissionTable,
): { db: Kysely<OneSubmissionTable>; table: 'submission_table' } {
  return {
    db: executor.db as unknown as Kysely<OneSubmissionTable>,
    // The real name at run time: the SQL names the chosen table.
    table: table as unknown as 'submission_table',
  };
}
