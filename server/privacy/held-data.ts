import { adminViews } from '#schemas/applications/admin-views.ts';
import { statusLabel } from '#schemas/applications/review-statuses.ts';
import {
  isSubmissionTable,
  submissionForms,
  type SubmissionFormDefinition,
  type SubmissionTable,
} from '#schemas/submissions/submission-forms.ts';
import type {
  HeldArrival,
  HeldData,
  HeldDecision,
  HeldFeedback,
  HeldMail,
  HeldSubmission,
} from '#schemas/privacy/your-data-api.ts';
import { toBoolean, type MailStatus } from '#server/db/schema.ts';
import { storedSentBody } from '#server/mail/outbox.ts';
import type { PersonRecords, PersonRow } from './person-records.ts';

/**
 * What her "Your data" page shows and her download holds (docs/decisions/047-your-data.md): the
 * records `findOwnRecords` finds for exactly her address, in the site's words. Her forms with their
 * labels, the decisions on them with the organiser's messages, her arrivals at the events' doors
 * and her feedback on them, and the mails sent to her; not the organiser's notices about her
 * (they hold what her forms hold) nor the rows' internal columns.
 */

function formName(table: SubmissionTable): string {
  return adminViews[table].title;
}

function textOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return String(value);
  return String(value);
}

function eventOf(row: PersonRow['row']): string | null {
  return typeof row.event_name === 'string' && row.event_name ? row.event_name : null;
}

function heldSubmission({ table, row }: PersonRow): HeldSubmission {
  const { fields } = submissionForms[table] as SubmissionFormDefinition;
  return {
    form: formName(table),
    event: eventOf(row),
    status: statusLabel(String(row.status)),
    sentAt: String(row.created_at),
    statusChangedAt: typeof row.status_changed_at === 'string' ? row.status_changed_at : null,
    privacyNotice:
      typeof row.privacy_notice_version === 'string' ? row.privacy_notice_version : null,
    fields: Object.entries(fields).map(([name, field]) => {
      const value = row[name];
      return {
        label: field.label,
        // better-sqlite3 keeps a checkbox as 0/1.
        value: field.kind === 'checkbox' ? textOf(value === true || value === 1) : textOf(value),
      };
    }),
  };
}

const mailStatusWords: Record<MailStatus, string> = {
  sent: 'Sent',
  queued: 'Waiting to be sent',
  failed: 'Not sent',
  limited: 'Not sent',
  'not-due': 'Not sent',
  erased: 'Not sent',
};

function timeOf(epochMs: number | null): string | null {
  return epochMs === null ? null : new Date(Number(epochMs)).toISOString();
}

export function heldData(records: PersonRecords, erasureDueAt: string | null): HeldData {
  const rowByLink = new Map(records.rows.map((held) => [`${held.table}:${held.row.id}`, held]));
  const decisions: HeldDecision[] = records.history.flatMap((change) => {
    const held = rowByLink.get(`${change.submission_table}:${change.submission_id}`);
    if (!held || !isSubmissionTable(change.submission_table)) return [];
    return [
      {
        form: formName(held.table),
        event: eventOf(held.row),
        from: statusLabel(change.from_status),
        to: statusLabel(change.to_status),
        message: change.message,
        at: change.created_at,
      },
    ];
  });
  // The mails to her address, not the organiser's notices about her forms.
  const mails: HeldMail[] = records.mails
    .filter((mail) => mail.recipient_address === records.address)
    .map((mail) => ({
      subject: mail.subject,
      createdAt: mail.created_at,
      sentAt: timeOf(mail.sent_at),
      status: mailStatusWords[mail.status],
      text: storedSentBody(mail)?.text ?? null,
    }));
  const eventTitle = (id: number) => records.eventTitles.get(id) ?? null;
  const arrivals: HeldArrival[] = records.checkIns.map((checkIn) => ({
    event: eventTitle(checkIn.event_id),
    arrivedAt: checkIn.arrived_at,
    walkIn: toBoolean(checkIn.walk_in),
  }));
  const feedback: HeldFeedback[] = records.feedback.map((answer) => ({
    event: eventTitle(answer.event_id),
    rating: Number(answer.rating),
    question: answer.question,
    answer: answer.answer,
    comment: answer.comment,
    answeredAt: answer.answered_at,
  }));
  return {
    address: records.address,
    submissions: records.rows.map(heldSubmission),
    decisions,
    arrivals,
    feedback,
    mails,
    erasureDueAt,
  };
}

/** Whether anything is held: a form of hers, or a mail to her. */
export function holdsAnything(records: PersonRecords): boolean {
  return records.rows.length > 0 || records.mails.length > 0;
}
