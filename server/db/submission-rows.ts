import { applicantKey } from '#schemas/applications/applicant-key.ts';
import { isEventTable } from '#schemas/events/event-document.ts';
import { reviewKinds } from '#schemas/applications/review-statuses.ts';
import {
  formColumns,
  formValuesOf,
  newsConsentOf,
  submissionForms,
  type SubmissionFormDefinition,
  type SubmissionTable,
  type SubmissionValues,
} from '#schemas/submissions/submission-forms.ts';
import type { Engine, Executor } from './database.ts';
import { toBoolean, toStoredRow } from './schema.ts';
import { submissionTable } from './submission-table.ts';

/** A stored submission: its table, its row's id, and the values its form sent. */
export type StoredSubmission<T extends SubmissionTable = SubmissionTable> = {
  table: T;
  id: number;
  values: SubmissionValues<T>;
};

/** A stored submission as it stands: its status with the organiser, and if it is suspected spam. */
export type FoundSubmission<T extends SubmissionTable = SubmissionTable> = StoredSubmission<T> & {
  status: string;
  suspectedSpam: boolean;
  /** Its event's key (migration 030); null for a row of no event. */
  eventId: number | null;
};

/** A stored row's event key (migration 030): null for a row of no event. */
export function eventKeyOf(row: Readonly<Record<string, unknown>>): number | null {
  const key = row.event_id;
  return typeof key === 'number' || typeof key === 'bigint' ? Number(key) : null;
}

/**
 * What storing a submission came to: a new row; the row this same form fill stored before (a
 * retry or a double click); or, for an application, the same person's live application to the
 * same event, which stays the only one (docs/product/data.md#duplicate-applications).
 */
export type StoreOutcome =
  | { outcome: 'stored'; id: number }
  | { outcome: 'stored-before'; id: number }
  | { outcome: 'duplicate'; id: number };

/**
 * The notice a stored form showed, and when it was taken in (schemas/privacy/privacy-consent.ts).
 */
export type PrivacyNoticeShown = { version: string; at: string };

/**
 * What a row holds beside its form's values: the notice it was sent with and, where the form asks
 * for news, when that consent was given (null when the box was left empty)
 * (docs/decisions/042-privacy-notice-and-consent.md).
 */
function consentColumns(
  table: SubmissionTable,
  values: Readonly<Record<string, unknown>>,
  notice: PrivacyNoticeShown,
): Record<string, string | null> {
  const news = newsConsentOf(table);
  return {
    privacy_notice_version: notice.version,
    privacy_notice_at: notice.at,
    ...(news ? { [news.column]: values[news.field] === true ? notice.at : null } : {}),
  };
}

/** What a row is stored with beside its form's values. */
export type StoredWith = {
  suspectedSpam: boolean;
  privacyNotice: PrivacyNoticeShown;
  /** The event the form was served for; none for a form of no event (an enquiry). */
  eventId?: number | null;
};

/**
 * The row a submission is stored as: its form's columns, whether it is suspected spam, the notice
 * it was sent with, its submission key and applicant key, and in an event form's table its
 * event's key. The bench's raw loop inserts the same row (scripts/bench/raw-submissions.ts).
 */
export function submissionRowOf<T extends SubmissionTable>(
  engine: Engine,
  table: T,
  submissionKey: string,
  values: SubmissionValues<T>,
  { suspectedSpam, privacyNotice, eventId }: StoredWith,
) {
  const sent: Readonly<Record<string, unknown>> = values;
  const { email } = sent;
  return {
    ...toStoredRow(engine, { ...formValuesOf(table, sent), suspected_spam: suspectedSpam }),
    ...consentColumns(table, sent, privacyNotice),
    submission_key: submissionKey,
    applicant_key: typeof email === 'string' ? applicantKey(email) : null,
    ...(isEventTable(table) && { event_id: eventId ?? null }),
  };
}

/** Attempts at an insert whose conflicting row was withdrawn or flagged before it could be read. */
const storeAttempts = 3;

/**
 * Stores one submission exactly once per form fill and, for an application, once per person and
 * event. The database decides both (the unique submission key, and migration 012's unique index
 * over the applicant key and the event): the insert does nothing on either conflict, and only then
 * is the row it met read. So any number of identical sends at once, on any instance, store one
 * row. `executor` may be an open transaction.
 */
export async function storeSubmission<T extends SubmissionTable>(
  executor: Executor,
  table: T,
  submissionKey: string,
  values: SubmissionValues<T>,
  {
    suspectedSpam = false,
    privacyNotice,
    eventId = null,
  }: Omit<StoredWith, 'suspectedSpam'> & { suspectedSpam?: boolean },
): Promise<StoreOutcome> {
  if (isEventTable(table) && eventId === null) {
    throw new Error(`${table}: a row of an event form is stored with its event's key`);
  }
  const { db, table: name } = submissionTable(executor, table);
  const row = submissionRowOf(executor.engine, table, submissionKey, values, {
    suspectedSpam,
    privacyNotice,
    eventId,
  });
  for (let attempt = 0; attempt < storeAttempts; attempt++) {
    const inserted = await db
      .insertInto(name)
      .values(row)
      .onConflict((conflict) => conflict.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) return { outcome: 'stored', id: inserted.id };
    const sameFill = await db
      .selectFrom(name)
      .select('id')
      .where('submission_key', '=', submissionKey)
      .executeTakeFirst();
    if (sameFill) return { outcome: 'stored-before', id: sameFill.id };
    const earlier = await earlierApplication(executor, table, values, eventId);
    if (earlier) return { outcome: 'duplicate', id: earlier.id };
  }
  throw new Error(`${table}: the insert kept conflicting with a row that could not be read`);
}

/** A stored row's form values as the form sent them (booleans back from 0/1 on SQLite). */
export function submissionValuesOf<T extends SubmissionTable>(
  table: T,
  row: Readonly<Record<string, unknown>>,
): SubmissionValues<T> {
  const { fields }: SubmissionFormDefinition = submissionForms[table];
  // NOTE: the one place a row read back becomes typed values: the table's columns are its form's.
  return Object.fromEntries(
    formColumns(table).map((column) => [
      column,
      fields[column]?.kind === 'checkbox' ? toBoolean(row[column] as number) : row[column],
    ]),
  ) as SubmissionValues<T>;
}

/** Row `id` of `table`, or undefined when there is none. */
export async function findSubmission<T extends SubmissionTable>(
  executor: Executor,
  table: T,
  id: number,
): Promise<FoundSubmission<T> | undefined> {
  const { db, table: name } = submissionTable(executor, table);
  const row = await db.selectFrom(name).selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  return {
    table,
    id,
    values: submissionValuesOf(table, row),
    status: String(row.status),
    suspectedSpam: toBoolean(row.suspected_spam as number),
    eventId: eventKeyOf(row),
  };
}

/**
 * The person's live application to the same event, if there is one
 * (docs/product/data.md#duplicate-applications): same table, same event (`eventId`, the key),
 * same applicant key, not kept as suspected spam, not withdrawn, not itself kept as a duplicate:
 * the row migration 030's unique index holds. Enquiries have none.
 */
export async function earlierApplication<T extends SubmissionTable>(
  executor: Executor,
  table: T,
  values: SubmissionValues<T>,
  eventId: number | null,
): Promise<{ id: number } | undefined> {
  const sent: Readonly<Record<string, unknown>> = values;
  const { email } = sent;
  if (reviewKinds[table] !== 'application' || typeof email !== 'string') return undefined;
  const { db, table: name } = submissionTable(executor, table);
  return (
    db
      .selectFrom(name)
      .select('id')
      .where('event_id', eventId === null ? 'is' : '=', eventId)
      .where('applicant_key', '=', applicantKey(email))
      .where('suspected_spam', '=', executor.engine === 'sqlite' ? 0 : false)
      // Withdrawn, she may apply again: the withdraw page tells her so.
      .where('status', '!=', 'withdrawn')
      .where('duplicate_of', 'is', null)
      .orderBy('id')
      .limit(1)
      .executeTakeFirst()
  );
}
