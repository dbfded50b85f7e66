import type { FastifyBaseLogger } from 'fastify';
import { createHash } from 'node:crypto';
import { adminViews } from '#schemas/applications/admin-views.ts';
import type { AdminMailStatus } from '#schemas/mail/admin-mail.ts';
import { applicantKey } from '#schemas/applications/applicant-key.ts';
import { recordAudit } from '#server/db/audit-log.ts';
import {
  type PersonConfirmation,
  type PersonDecision,
  type PersonEntry,
  type PersonErasure,
  type PersonExport,
  type PersonField,
  type PersonMail,
  type PersonRecordsView,
} from '#schemas/privacy/people.ts';
import { newsConsentOf, type SubmissionTable } from '#schemas/submissions/submission-forms.ts';
import { holdTransactionLock, inTransaction, type Database } from '#server/db/database.ts';
import { toBoolean, type StoredBoolean } from '#server/db/schema.ts';
import { eventKeyOf } from '#server/db/submission-rows.ts';
import { storedSentBody } from '#server/mail/outbox.ts';
import { eraseRecords } from '#server/privacy/erase-person.ts';
import { scrubAfterErasure } from '#server/privacy/scrub-after-erasure.ts';
import { findPersonRecords, type PersonRecords } from '#server/privacy/person-records.ts';

/**
 * The admin's People place (docs/decisions/046-the-people-place.md): everything held for one
 * address as the organiser reads it, the file she exports, and the erasure of what she confirmed.
 * Everything starts from `findPersonRecords` (server/privacy/person-records.ts), so what is
 * shown, exported and erased is one set.
 */

/** Shown apart from a row's values: its status and dates. */
const entryColumns = new Set(['status', 'status_changed_at', 'created_at']);

/** An epoch-milliseconds time as ISO-8601 (PostgreSQL answers a bigint as text). */
function isoOfEpoch(value: number | string | null): string | null {
  return value === null ? null : new Date(Number(value)).toISOString();
}

function fieldsOf(table: SubmissionTable, row: Readonly<Record<string, unknown>>): PersonField[] {
  const fields: PersonField[] = adminViews[table].csvColumns
    .filter((column) => !entryColumns.has(column.key))
    .map(({ key, label, kind }) => {
      const value = row[key];
      return {
        key,
        label,
        value:
          kind === 'yes-no'
            ? toBoolean(value as StoredBoolean)
            : value === null || value === undefined
              ? null
              : String(value),
      };
    });
  const news = newsConsentOf(table);
  if (news) {
    const value = row[news.column];
    fields.push({
      key: news.column,
      label: 'News consent given at',
      value: value === null || value === undefined ? null : String(value),
    });
  }
  return fields;
}

function entryOf(
  { table, row }: PersonRecords['rows'][number],
  eventTitles: PersonRecords['eventTitles'],
): PersonEntry {
  const text = (key: string) => {
    const value = row[key];
    return value === null || value === undefined || value === '' ? null : String(value);
  };
  return {
    table,
    form: adminViews[table].title,
    id: Number(row.id),
    // Named by its event's title today; a row of no event by the name it was stored with.
    event: eventTitles.get(eventKeyOf(row) ?? Number.NaN) ?? text('event_name'),
    status: String(row.status),
    suspectedSpam: toBoolean(row.suspected_spam as StoredBoolean),
    createdAt: String(row.created_at),
    statusChangedAt: text('status_changed_at'),
    privacyNoticeVersion: text('privacy_notice_version'),
    privacyNoticeAt: text('privacy_notice_at'),
    fields: fieldsOf(table, row),
  };
}

function decisionOf(change: PersonRecords['history'][number]): PersonDecision {
  return {
    table: change.submission_table as SubmissionTable,
    rowId: Number(change.submission_id),
    from: change.from_status,
    to: change.to_status,
    by: change.admin_email,
    cause: change.cause,
    message: change.message,
    at: change.created_at,
  };
}

function mailOf(mail: PersonRecords['mails'][number]): PersonMail {
  return {
    id: Number(mail.id),
    table: mail.submission_table,
    rowId: Number(mail.submission_id),
    kind: mail.kind,
    recipient: mail.recipient,
    subject: mail.subject,
    status: mail.status as AdminMailStatus,
    attempts: Number(mail.attempts),
    createdAt: mail.created_at,
    sentAt: isoOfEpoch(mail.sent_at),
    lastAttemptAt: isoOfEpoch(mail.last_attempt_at),
  };
}

/** Everything held for the address, as the People view lists it. */
export function personView(records: PersonRecords): PersonRecordsView {
  return {
    address: records.address,
    entries: records.rows.map((row) => entryOf(row, records.eventTitles)),
    history: records.history.map(decisionOf),
    mails: records.mails.map(mailOf),
  };
}

/**
 * The export's file (schemas/privacy/people.ts `PersonExport`): the view, with each mail's body and
 * attempts.
 */
export function personExport(records: PersonRecords, at: Date): PersonExport {
  const view = personView(records);
  return {
    format: 'wlai-person-export',
    version: 1,
    exportedAt: at.toISOString(),
    address: view.address,
    entries: view.entries,
    history: view.history,
    mails: records.mails.map((mail, index) => {
      const body = storedSentBody(mail);
      return {
        ...view.mails[index]!,
        body: body
          ? { from: body.from, text: body.text, html: body.html, attachments: body.attachments }
          : null,
        attemptLog: records.attempts
          .filter((attempt) => attempt.mail_id === mail.id)
          .map((attempt) => ({
            at: isoOfEpoch(attempt.attempted_at)!,
            outcome: attempt.outcome,
            error: attempt.error,
          })),
      };
    }),
  };
}

/** The export's file name: the day, never the address (a download folder is no safe place). */
export function personExportFileName(at: Date): string {
  return `personal-data-${at.toISOString().slice(0, 10)}.json`;
}

/** Exports what is held for `email`, with its audit entry (counts only, never the address). */
export async function exportPerson(
  database: Database,
  email: string,
  actor: string,
  at: Date = new Date(),
): Promise<PersonExport> {
  return inTransaction(database, async (trx) => {
    const records = await findPersonRecords(trx, email);
    await recordAudit(trx, {
      actor,
      action: 'person.export',
      target: 'people',
      rowCount: records.rows.length,
      details: { mails: records.mails.length },
    });
    return personExport(records, at);
  });
}

/** A row or mail found now that the organiser did not confirm: it arrived after she looked. */
function unconfirmed(records: PersonRecords, confirmation: PersonConfirmation): boolean {
  const rows = new Set(confirmation.rows.map(({ table, id }) => `${table}:${id}`));
  const mails = new Set(confirmation.mails);
  return (
    records.rows.some(({ table, row }) => !rows.has(`${table}:${Number(row.id)}`)) ||
    records.mails.some((mail) => !mails.has(Number(mail.id)))
  );
}

/**
 * The lock two erasures of one person take (database.ts `holdTransactionLock`): a hash of her
 * applicant key, so that no lock name, wait or error on PostgreSQL holds the address.
 */
function personLockName(email: string): string {
  return `person:${createHash('sha256').update(applicantKey(email)).digest('hex')}`;
}

export type ErasureOutcome = { outcome: 'erased'; erased: PersonErasure } | { outcome: 'changed' };

/**
 * Erases what the organiser confirmed, in one transaction with its `person.erase` entry. Found
 * again under the person's lock: anything found that she did not see (a row or mail that
 * arrived since) refuses the whole erasure (`changed`); what she saw and is gone already (a second
 * erasure at the same moment, the retention job) is simply not counted again.
 */
export async function eraseConfirmed(
  database: Database,
  email: string,
  confirmation: PersonConfirmation,
  actor: string,
  log: Pick<FastifyBaseLogger, 'warn'>,
  at: Date = new Date(),
): Promise<ErasureOutcome> {
  const result = await inTransaction(database, async (trx): Promise<ErasureOutcome> => {
    await holdTransactionLock(trx, personLockName(email));
    const records = await findPersonRecords(trx, email);
    if (unconfirmed(records, confirmation)) return { outcome: 'changed' };
    const erased = await eraseRecords(trx, records, at);
    await recordAudit(trx, {
      actor,
      action: 'person.erase',
      target: 'people',
      rowCount: erased.rows,
      details: { tables: erased.tables, mails: erased.mails },
    });
    return { outcome: 'erased', erased };
  });
  if (result.outcome === 'erased') {
    await scrubAfterErasure(database, Object.keys(result.erased.tables), log);
  }
  return result;
}

/** Everything held for the address, as the People view lists it (read only). */
export async function lookUpPerson(database: Database, email: string): Promise<PersonRecordsView> {
  return personView(await findPersonRecords(database, email));
}
