import type {
  AdminMail,
  AdminMailAttempt,
  AdminMailStatus,
  MailKind,
} from '#schemas/mail/admin-mail.ts';

/** The organiser reads times as in London, whatever the browser's own zone. */
const londonTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/London',
});

export function formatLondon(at: number | string): string {
  return londonTime.format(new Date(at));
}

const kindLabels: Record<MailKind, string> = {
  confirmation: 'Confirmation',
  'organiser-notice': 'Organiser notice',
  approval: 'Approval',
  waitlist: 'Waitlist',
  decline: 'Decline',
  'withdrawal-notice': 'Withdrawal notice',
  'event-cancellation': 'Cancellation',
  'event-message': 'Message to guests',
  'event-reminder': 'Reminder',
  'event-update': 'Event update',
  'event-thanks': 'Thank-you',
  'your-data-link': '"Your data" link',
  'organiser-invitation': 'Invitation',
};

/** A mail's kind in words; a kind no longer sent keeps its stored key rather than nothing. */
export function mailKindLabel(kind: string): string {
  return Object.hasOwn(kindLabels, kind) ? kindLabels[kind as MailKind] : kind;
}

export const mailStatusLabels: Record<AdminMailStatus, string> = {
  queued: 'Queued',
  sent: 'Sent',
  failed: 'Failed',
  limited: 'Not sent: limit',
  'not-due': 'Not sent: no longer due',
  erased: 'Erased',
};

/** What became of one attempt, as the reader lists it. */
export const attemptOutcomeLabels: Record<AdminMailAttempt['outcome'], string> = {
  sent: 'Sent',
  error: 'Not sent',
  limited: 'Held back: limit',
  'not-due': 'Not sent: no longer due',
};

/** A size as a person reads it: `820 bytes`, `1.4 KB`. */
export function byteSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} bytes`;
  return `${(bytes / 1000).toLocaleString('en-GB', { maximumFractionDigits: 1 })} KB`;
}

/** What the Mail view says when a status filter finds nothing. */
export const noMailsText: Record<AdminMailStatus, string> = {
  queued: 'No queued mails.',
  sent: 'No sent mails.',
  failed: 'No failed mails.',
  limited: 'No mails held back by the confirmation limit.',
  'not-due': 'No mails that were no longer due.',
  erased: 'No erased mails.',
};

export type MailMoment = { label: string; at: number };

/**
 * The moments worth reading of one mail, in order: when it was queued; then when it was sent,
 * or its last attempt and (still queued after one) when it is tried again.
 */
export function mailMoments(mail: AdminMail): MailMoment[] {
  const moments: MailMoment[] = [{ label: 'Created', at: Date.parse(mail.createdAt) }];
  if (mail.sentAt !== null) {
    moments.push({ label: 'Sent', at: mail.sentAt });
    return moments;
  }
  if (mail.lastAttemptAt !== null) {
    moments.push({ label: 'Last attempt', at: mail.lastAttemptAt });
  }
  if (mail.status === 'queued' && mail.attempts > 0) {
    moments.push({ label: 'Next attempt', at: mail.nextAttemptAt });
  }
  return moments;
}

/**
 * A recipient as the outbox stores it (server/mail/outbox.ts: `Ada Lovelace <ada@example.com>`,
 * or the bare address) split into the name, when there is one, and the address.
 */
export function splitRecipient(recipient: string): { name: string | null; address: string } {
  const match = /^(.*?)\s*<([^<>]+)>$/.exec(recipient.trim());
  return match
    ? { name: match[1] || null, address: match[2]! }
    : { name: null, address: recipient };
}
