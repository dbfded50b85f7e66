import type { EventRecord } from '#schemas/events/event-record.ts';
import { isMailedDecision, type EventCapacity } from '#schemas/applications/review-statuses.ts';
import { isSubmissionTable } from '#schemas/submissions/submission-forms.ts';
import type { Executor } from '#server/db/database.ts';
import { findSubmission, type FoundSubmission } from '#server/db/submission-rows.ts';
import { eventOfSubmission } from '#server/events/event-store.ts';
import { withdrawUrl } from '#server/applications/withdraw-link.ts';
import { yourDataUrl } from '#server/privacy/your-data-link.ts';
import { feedbackUrl } from '#server/feedback/feedback-link.ts';
import { isEventTable } from '#schemas/events/event-document.ts';
import { eventById } from '#server/events/event-store.ts';
import { checkInMailPart } from './check-in-mail-part.ts';
import { decisionMailBody } from './decision-mails.ts';
import { cancellationMailBody } from './event-cancellation-mails.ts';
import { messageMailBody } from './event-message-mails.ts';
import { reminderMailBody } from './event-reminder-mails.ts';
import { updateMailBody } from './event-update-mails.ts';
import { thanksMailBody } from './event-thanks-mails.ts';
import type { MessageAudience } from '#schemas/events/organising/event-messages.ts';
import type { MailBody, MailDraft, MailEnvelope, MailKind } from './mail-envelope.ts';
import { storedEnvelope, type OutboxRow } from './outbox.ts';
import { invitationMailBody } from './invitation-mail.ts';
import { confirmationBody, organiserNoticeBody } from './submission-mails.ts';
import { MailNoLongerDue, MailNotRenderable } from './worker.ts';
import { withdrawalNoticeBody } from './withdrawal-notice.ts';
import { yourDataMailBody } from './your-data-mail.ts';

/**
 * A queued mail rendered from its row as it is now
 * (docs/decisions/017-mail-outbox-in-the-database.md): to the addresses and under the subject it
 * was queued with, so a changed ORGANISER_EMAIL does not redirect a queued notice; its body by
 * the renderer of its kind.
 */

/** What rendering a queued mail takes beside the database. */
export type RenderContext = {
  siteUrl: string;
  /** Signs the withdraw links and the check-in codes (server/app-secret.ts). */
  appSecret: string;
  /** An event's places as they stand now, for the withdrawal notice. */
  eventCapacity: (executor: Executor, event: EventRecord) => Promise<EventCapacity>;
};

/**
 * A queued mail, the submission it belongs to and that submission's stored event as the worker
 * found them: the mail tells of the event as it is when it is sent (its date, place, calendar).
 */
type QueuedMail = {
  envelope: MailEnvelope;
  submission: FoundSubmission;
  event: EventRecord | undefined;
  queuedAt: number;
};

type RenderBody = (
  executor: Executor,
  mail: QueuedMail,
  context: RenderContext,
) => Promise<MailBody>;

/**
 * The link that withdraws the application (server/applications/withdraw-link.ts), expiring a fixed
 * time after its mail was queued whichever attempt sends it; none for a row that cannot be
 * withdrawn.
 */
function withdrawLinkOf({ submission, queuedAt }: QueuedMail, context: RenderContext) {
  return withdrawUrl(context.appSecret, context.siteUrl, submission, queuedAt);
}

/** The `status_changes` row a decision or withdrawal mail tells of. */
async function statusChangeOf(executor: Executor, { statusChangeId }: MailEnvelope) {
  const change =
    statusChangeId === undefined
      ? undefined
      : await executor.db
          .selectFrom('status_changes')
          .select(['from_status', 'to_status', 'message'])
          .where('id', '=', statusChangeId)
          .executeTakeFirst();
  if (!change) throw new MailNotRenderable('The status change this mail tells of is not kept.');
  return change;
}

async function renderConfirmation(_executor: Executor, mail: QueuedMail, context: RenderContext) {
  return confirmationBody(mail.submission, {
    siteUrl: context.siteUrl,
    withdrawUrl: await withdrawLinkOf(mail, context),
    event: mail.event,
  });
}

async function renderOrganiserNotice(
  _executor: Executor,
  mail: QueuedMail,
  context: RenderContext,
) {
  return organiserNoticeBody(mail.submission, { siteUrl: context.siteUrl, event: mail.event });
}

async function renderDecisionMail(executor: Executor, mail: QueuedMail, context: RenderContext) {
  const change = await statusChangeOf(executor, mail.envelope);
  if (!isMailedDecision(mail.submission.table, change.to_status)) {
    throw new MailNotRenderable(`A ${change.to_status} change gives no decision mail.`);
  }
  return decisionMailBody(mail.submission, {
    decision: change.to_status,
    message: change.message,
    siteUrl: context.siteUrl,
    withdrawUrl: await withdrawLinkOf(mail, context),
    standing: mail.envelope.standing,
    event: mail.event,
    checkIn:
      change.to_status === 'approved' && mail.event
        ? await checkInMailPart(context.appSecret, mail.event, mail.submission)
        : undefined,
  });
}

async function renderWithdrawalNotice(
  executor: Executor,
  mail: QueuedMail,
  context: RenderContext,
) {
  const change = await statusChangeOf(executor, mail.envelope);
  const { event } = mail;
  return withdrawalNoticeBody(mail.submission, {
    was: change.from_status,
    capacity: event ? await context.eventCapacity(executor, event) : undefined,
    promoted: mail.envelope.promoted,
    siteUrl: context.siteUrl,
    event,
  });
}

/** The cancelled event a cancellation mail tells of, as it was cancelled. */
async function renderCancellation(executor: Executor, mail: QueuedMail, context: RenderContext) {
  const { eventId } = mail.envelope;
  const event = eventId === undefined ? undefined : await eventById(executor, eventId);
  if (event?.status !== 'cancelled') {
    throw new MailNotRenderable('The cancelled event this mail tells of is not kept.');
  }
  return cancellationMailBody(mail.submission, event, { siteUrl: context.siteUrl });
}

/** An organiser's message to the guests, in the words she kept, of the event as it is now. */
async function renderEventMessage(executor: Executor, mail: QueuedMail, context: RenderContext) {
  const { eventMessageId } = mail.envelope;
  const message =
    eventMessageId === undefined
      ? undefined
      : await executor.db
          .selectFrom('event_messages')
          .select(['id', 'event_id', 'subject', 'body', 'audience'])
          .where('id', '=', eventMessageId)
          .executeTakeFirst();
  const event = message && (await eventById(executor, Number(message.event_id)));
  if (!message || !event) throw new MailNotRenderable('The message this mail carries is not kept.');
  return messageMailBody(
    mail.submission,
    event,
    {
      id: Number(message.id),
      subject: message.subject,
      body: message.body,
      audience: message.audience as MessageAudience,
    },
    { siteUrl: context.siteUrl },
  );
}

/**
 * A guest's mail about her place (a reminder, an update): only while she holds it and the event
 * is on. One that finds her withdrawn, or the event cancelled, before it was sent goes no more:
 * it is kept as not due (worker.ts `MailNoLongerDue`), not as a failure to act on.
 */
function heldPlaceEvent(mail: QueuedMail): EventRecord {
  const { event } = mail;
  if (event?.status !== 'published') {
    throw new MailNoLongerDue('Not sent: the event is no longer published.');
  }
  if (mail.submission.status !== 'approved') {
    throw new MailNoLongerDue('Not sent: her place is no longer approved.');
  }
  return event;
}

/** A reminder, of the session and at the moment its row keeps. */
async function renderReminder(executor: Executor, mail: QueuedMail, context: RenderContext) {
  const event = heldPlaceEvent(mail);
  const { eventReminderId } = mail.envelope;
  const reminder =
    eventReminderId === undefined
      ? undefined
      : await executor.db
          .selectFrom('event_reminders')
          .select(['id', 'session_start', 'offset_minutes'])
          .where('id', '=', eventReminderId)
          .executeTakeFirst();
  if (!reminder) throw new MailNotRenderable('The reminder this mail tells of is not kept.');
  return reminderMailBody(
    mail.submission,
    event,
    {
      id: Number(reminder.id),
      sessionStart: new Date(reminder.session_start),
      offset: Number(reminder.offset_minutes),
    },
    {
      siteUrl: context.siteUrl,
      withdrawUrl: await withdrawLinkOf(mail, context),
      checkIn: await checkInMailPart(context.appSecret, event, mail.submission),
    },
  );
}

/** The changed event, as it stands when the update is sent. */
async function renderUpdate(_executor: Executor, mail: QueuedMail, context: RenderContext) {
  return updateMailBody(mail.submission, heldPlaceEvent(mail), {
    siteUrl: context.siteUrl,
    withdrawUrl: await withdrawLinkOf(mail, context),
  });
}

/**
 * A thank-you to a guest who came, with the question its row keeps and her feedback link
 * (server/feedback/feedback-link.ts), expiring a set time after the mail was queued.
 */
async function renderThanks(executor: Executor, mail: QueuedMail, context: RenderContext) {
  const { eventThanksId } = mail.envelope;
  const thanks =
    eventThanksId === undefined
      ? undefined
      : await executor.db
          .selectFrom('event_thanks')
          .select(['event_id', 'question'])
          .where('id', '=', eventThanksId)
          .executeTakeFirst();
  const event = thanks && (await eventById(executor, Number(thanks.event_id)));
  const { table, id } = mail.submission;
  if (!thanks || !event || !isEventTable(table)) {
    throw new MailNotRenderable('The thank-you this mail carries is not kept.');
  }
  return thanksMailBody(mail.submission, event, thanks, {
    siteUrl: context.siteUrl,
    feedbackUrl: await feedbackUrl(
      context.appSecret,
      context.siteUrl,
      { table, id },
      mail.queuedAt,
    ),
  });
}

/** Her "Your data" link, to the address she asked for, expiring a set time after it was queued. */
async function renderYourDataLink(_executor: Executor, mail: QueuedMail, context: RenderContext) {
  return yourDataMailBody({
    siteUrl: context.siteUrl,
    link: await yourDataUrl(
      context.appSecret,
      context.siteUrl,
      mail.envelope.to.address,
      mail.queuedAt,
    ),
  });
}

/** The mails of a submission, by kind; an invitation's is rendered from its own row (below). */
const bodyRenderers: Record<Exclude<MailKind, 'organiser-invitation'>, RenderBody> = {
  confirmation: renderConfirmation,
  'organiser-notice': renderOrganiserNotice,
  approval: renderDecisionMail,
  waitlist: renderDecisionMail,
  decline: renderDecisionMail,
  'withdrawal-notice': renderWithdrawalNotice,
  'event-cancellation': renderCancellation,
  'event-message': renderEventMessage,
  'event-reminder': renderReminder,
  'event-update': renderUpdate,
  'event-thanks': renderThanks,
  'your-data-link': renderYourDataLink,
};

/** The submission a queued mail belongs to; a mail whose row is gone can never be rendered. */
async function queuedSubmission(executor: Executor, row: OutboxRow): Promise<FoundSubmission> {
  const table = row.submission_table;
  const submission = isSubmissionTable(table)
    ? await findSubmission(executor, table, row.submission_id)
    : undefined;
  if (!submission) {
    throw new MailNotRenderable(
      `The row this mail belongs to (${table} ${row.submission_id}) no longer exists.`,
    );
  }
  return submission;
}

/** A mail whose row is no submission's, rendered from the row it names, by that row's table. */
type RenderOwnMail = (executor: Executor, id: number, context: RenderContext) => Promise<MailBody>;

const ownRowRenderers: Record<string, RenderOwnMail> = {
  admin_invitations: invitationMailBody,
};

/** The mail of an outbox row, ready to send: its envelope as queued, its body rendered now. */
export async function renderQueuedMail(
  executor: Executor,
  context: RenderContext,
  row: OutboxRow,
): Promise<MailDraft> {
  const envelope = storedEnvelope(row);
  if (Object.hasOwn(ownRowRenderers, row.submission_table)) {
    const body = await ownRowRenderers[row.submission_table]!(executor, row.submission_id, context);
    return { ...body, ...envelope };
  }
  const submission = await queuedSubmission(executor, row);
  if (!Object.hasOwn(bodyRenderers, envelope.kind)) {
    throw new MailNotRenderable(`No mail of the kind ${envelope.kind} is sent any more.`);
  }
  const event = await eventOfSubmission(executor, submission.table, submission.id);
  const mail = { envelope, submission, event, queuedAt: Date.parse(row.created_at) };
  const body = await bodyRenderers[envelope.kind as keyof typeof bodyRenderers](
    executor,
    mail,
    context,
  );
  return { ...body, ...envelope };
}
