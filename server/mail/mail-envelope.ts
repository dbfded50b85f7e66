import type { MailKind } from '#schemas/mail/admin-mail.ts';
import type { EventStanding } from '#schemas/applications/review-statuses.ts';

/**
 * The shapes of a mail: its envelope, fixed when it is queued and stored in the outbox
 * (docs/decisions/017-mail-outbox-in-the-database.md), and its body, rendered when it is sent.
 */

export type MailAddress = { name?: string; address: string };

/** The kinds of mail (schemas/mail/admin-mail.ts, where the admin names them too). */
export type { MailKind };

/** Who a mail goes to, what it is called and what it tells of: what the outbox stores. */
export type MailEnvelope = {
  kind: MailKind;
  to: MailAddress;
  replyTo?: MailAddress;
  /** One line: no CR, LF or other control character, at most 150 characters. */
  subject: string;
  /** A decision or withdrawal mail: the `status_changes` row it tells of. */
  statusChangeId?: number;
  /** A decision mail: the event as the decision found it, so every attempt says the same. */
  standing?: EventStanding;
  /** A withdrawal notice: who took the freed place by herself (the event's setting). */
  promoted?: PromotedPerson;
  /** An event's cancellation: the cancelled event (`events.id`). */
  eventId?: number;
  /** A message to an event's guests: the message (`event_messages.id`). */
  eventMessageId?: number;
  /** A reminder of an event: the reminder sent (`event_reminders.id`). */
  eventReminderId?: number;
  /** A thank-you to the guests who came: the thank-you (`event_thanks.id`). */
  eventThanksId?: number;
};

/** The next person on the waitlist, approved in the withdrawal's transaction. */
export type PromotedPerson = { id: number; name: string };

/**
 * A file sent with a mail: `content` is its text, or with `encoding: 'base64'` its bytes. One with
 * a `cid` is shown inside the HTML part (`<img src="cid:…">`). One marked `acting` works for her
 * alone (her check-in code's QR image): it goes only into the mail she receives, never into the
 * kept copy (docs/decisions/049-kept-mails-without-keys.md).
 */
export type MailAttachment = {
  filename: string;
  contentType: string;
  content: string;
  encoding?: 'base64';
  cid?: string;
  acting?: true;
};

/** The attachments the kept copy of a mail holds: all but those that act for her. */
export function keptAttachments(attachments: readonly MailAttachment[]): MailAttachment[] {
  return attachments.filter((attachment) => !attachment.acting);
}

/** A mail's two parts: the plain text and the HTML. */
export type MailParts = { text: string; html: string };

/**
 * What the worker renders when it sends (rendering costs more than the rest of a submission):
 * the parts as they go to the recipient, and the same parts as the site keeps them, every link
 * that acts for her named in words instead (docs/decisions/049-kept-mails-without-keys.md).
 */
export type MailBody = MailParts & { attachments: MailAttachment[]; kept: MailParts };

/** A mail ready to send: its envelope and its body. */
export type MailDraft = MailEnvelope & MailBody;
