import type { EventRecord } from '#schemas/events/event-record.ts';
import type { SubmissionTable, SubmissionValues } from '#schemas/submissions/submission-forms.ts';
import type { MailDraft } from '#server/mail/mail-envelope.ts';
import {
  confirmationBody,
  organiserNoticeBody,
  submissionEnvelopes,
} from '#server/mail/submission-mails.ts';
import { seededEventOf } from './seeded-events.ts';

export type SubmissionMailSettings = { organiserEmail: string | undefined; siteUrl: string };

/**
 * A submission's mails as the server sends them, envelope and body together, without the outbox:
 * the confirmation (with no withdraw link) and, with an organiser's address, her notice. The
 * event is the seeded one the values belong to, unless the test gives its own.
 */
export function submissionMailDrafts<T extends SubmissionTable>(
  table: T,
  id: number,
  values: SubmissionValues<T>,
  { organiserEmail, siteUrl }: SubmissionMailSettings,
  event: EventRecord | undefined = seededEventOf(table, values),
): MailDraft[] {
  const submission = { table, id, values };
  return submissionEnvelopes(submission, organiserEmail, event).map((envelope) => ({
    ...envelope,
    ...(envelope.kind === 'confirmation'
      ? confirmationBody(submission, { siteUrl, withdrawUrl: undefined, event })
      : organiserNoticeBody(submission, { siteUrl, event })),
  }));
}
