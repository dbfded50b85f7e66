import SqliteDatabase from 'better-sqlite3';
import { eventNames } from '#content/event-names.ts';
import { eventFormTables } from '#schemas/events/event-document.ts';
import type { SubmissionTable } from '#schemas/submissions/submission-forms.ts';
import { newSubmissionKey } from '#tests/fixtures/submissions.ts';
import { e2eDatabasePath } from '../../../playwright.config.ts';

export type StoredRow = Record<string, unknown>;

const columnName = /^[a-z_]+$/;

/**
 * Reads the server's own SQLite file (read-only; the server keeps it open in WAL mode).
 * Tests share one database, so they always select by values they made unique.
 */
function read<T>(query: (connection: SqliteDatabase.Database) => T): T {
  const connection = new SqliteDatabase(e2eDatabasePath, { readonly: true, fileMustExist: true });
  try {
    return query(connection);
  } finally {
    connection.close();
  }
}

/** The rows of `table` whose `column` equals `value`, oldest first. */
export function storedRows(table: SubmissionTable, column: string, value: string): StoredRow[] {
  if (!columnName.test(column)) throw new Error(`Not a column name: ${column}`);
  return read(
    (connection) =>
      connection
        .prepare(`select * from "${table}" where "${column}" = ? order by id`)
        .all(value) as StoredRow[],
  );
}

/** The tables whose rows belong to an event by key (migration 030). */
const eventTables: readonly string[] = eventFormTables;

/**
 * `values` with the key of the event whose form stores them, as the intake gives it
 * (docs/decisions/061-applications-by-event-key.md): the first event, by id, of the table that
 * stores their event name (and date); unless they name one, or the table is no event's.
 */
function withEventKey(
  connection: SqliteDatabase.Database,
  table: SubmissionTable,
  values: Record<string, string | number>,
): Record<string, string | number> {
  if (!eventTables.includes(table) || Object.hasOwn(values, 'event_id')) return values;
  const found = connection
    .prepare(
      `select id from events where form_table = ?
         and (form_event_name is null or form_event_name = ?)
         and (form_event_date is null or form_event_date = ?)
       order by id limit 1`,
    )
    .get(table, values.event_name ?? null, values.event_date ?? null) as { id: number } | undefined;
  if (!found) throw new Error(`No event of ${table} stores ${JSON.stringify(values.event_name)}`);
  return { ...values, event_id: found.id };
}

/**
 * Stores a row straight into the server's database, past the API's validation: for values the
 * forms refuse (a `javascript:` URL, say) that an imported or older row might still hold.
 */
export function storeDirectly(table: SubmissionTable, given: Record<string, string | number>) {
  const connection = new SqliteDatabase(e2eDatabasePath, { fileMustExist: true });
  try {
    connection.pragma('busy_timeout = 5000');
    insertRows(connection, table, [given]);
  } finally {
    connection.close();
  }
}

/** Inserts `rows` (each a complete set of the same columns) in one transaction. */
function insertRows(
  connection: SqliteDatabase.Database,
  table: SubmissionTable,
  given: readonly Record<string, string | number>[],
) {
  const rows = given.map((values) => withEventKey(connection, table, values));
  const columns = Object.keys(rows[0] ?? {});
  for (const column of columns) {
    if (!columnName.test(column)) throw new Error(`Not a column name: ${column}`);
  }
  const insert = connection.prepare(
    `insert into "${table}" (${columns.map((column) => `"${column}"`).join(', ')})
     values (${columns.map(() => '?').join(', ')})`,
  );
  connection.transaction(() => {
    for (const row of rows) insert.run(...columns.map((column) => row[column]!));
  })();
}

/**
 * A pending boat-party registration for `storeManyDirectly`: person `index` of `token`, at
 * Lumen Analytics (tests find their rows by that company and the token).
 */
export function boatRegistration(token: string, index: number): Record<string, string | number> {
  const email = `${token}-${index}@example.com`;
  return {
    submission_key: newSubmissionKey(),
    full_name: `${token} Person ${index}`,
    job_title: 'Head of Data',
    company: 'Lumen Analytics',
    email,
    applicant_key: email,
    linkedin_url: `https://www.linkedin.com/in/${token}-${index}`,
    why_attend: 'To meet peers.',
    lead_session: 0,
    event_name: eventNames.summerBoat,
    status: 'pending',
  };
}

/** Many rows at once through one connection (each a complete set of columns). */
export function storeManyDirectly(
  table: SubmissionTable,
  rows: readonly Record<string, string | number>[],
) {
  const connection = new SqliteDatabase(e2eDatabasePath, { fileMustExist: true });
  try {
    connection.pragma('busy_timeout = 5000');
    insertRows(connection, table, rows);
  } finally {
    connection.close();
  }
}

/** The review status of rows of `table`, by id. */
export function storedStatuses(table: SubmissionTable, ids: readonly number[]): string[] {
  return read((connection) =>
    ids.map(
      (id) =>
        (
          connection.prepare(`select status from "${table}" where id = ?`).get(id) as {
            status: string;
          }
        ).status,
    ),
  );
}

/**
 * The stat cards of docs/product/screens.md#event-registrations-view, counted over the whole
 * event_registrations table.
 */
export function registrationStats(): {
  total: number;
  speakerInterest: number;
  uniqueCompanies: number;
} {
  return read(
    (connection) =>
      connection
        .prepare(
          `select count(*) as total,
                  coalesce(sum(lead_session), 0) as speakerInterest,
                  count(distinct company) as uniqueCompanies
           from event_registrations`,
        )
        .get() as { total: number; speakerInterest: number; uniqueCompanies: number },
  );
}

/** The distinct event names of event_registrations, sorted. */
export function registeredEventNames(): string[] {
  return read((connection) =>
    (
      connection
        .prepare('select distinct event_name from event_registrations order by event_name')
        .all() as { event_name: string }[]
    ).map((row) => row.event_name),
  );
}

export type StoredMail = {
  id: number;
  kind: string;
  recipient: string;
  subject: string;
  status: 'queued' | 'sent' | 'failed';
  attempts: number;
  last_error: string | null;
};

/** The outbox rows one stored row caused, oldest first. */
export function storedMails(table: SubmissionTable, id: number): StoredMail[] {
  return read(
    (connection) =>
      connection
        .prepare(
          `select id, kind, recipient, subject, status, attempts, last_error from mail_outbox
           where submission_table = ? and submission_id = ? order by id`,
        )
        .all(table, id) as StoredMail[],
  );
}

/**
 * Marks a mail failed as the worker would after its last attempt (the e2e server writes mail to
 * files, so a real failure cannot be arranged).
 */
export function markMailFailed(id: number, lastError: string, attempts = 8) {
  const connection = new SqliteDatabase(e2eDatabasePath, { fileMustExist: true });
  try {
    connection.pragma('busy_timeout = 5000');
    connection
      .prepare(
        `update mail_outbox set status = 'failed', attempts = ?, last_error = ?,
           last_attempt_at = ?, sent_at = null
         where id = ?`,
      )
      .run(attempts, lastError, Date.now(), id);
  } finally {
    connection.close();
  }
}
