import type { DecisionMailPreview } from '#schemas/applications/decision-preview.ts';
import type { ApplicationStatus } from '#schemas/applications/review-statuses.ts';

/**
 * A message the organiser writes to an event's guests, from the event's Guests
 * (server/routes/admin-event-routes.ts; docs/product/screens.md#an-events-guests):
 *
 *   POST /api/admin/events/:id/messages/preview  EventMessageDraft   → EventMessagePreview
 *   POST /api/admin/events/:id/messages          EventMessageRequest → 201 EventMessageSent
 *
 * Refusals: 400 with field errors, 404 unknown event, 403 for a viewer, 401 signed out. The
 * requests' checks are in event-message-requests.ts: this module loads no zod, so the admin's
 * browser code may import it (zod's checks would break the page's script policy).
 */

/** Who a message goes to: the guests at one status, or all of them. */
export const messageAudiences = ['approved', 'waitlisted', 'pending', 'all'] as const;
export type MessageAudience = (typeof messageAudiences)[number];

/** The statuses of the guests each audience names: never the declined or the withdrawn. */
export const audienceStatuses: Record<MessageAudience, readonly ApplicationStatus[]> = {
  approved: ['approved'],
  waitlisted: ['waitlisted'],
  pending: ['pending'],
  all: ['approved', 'waitlisted', 'pending'],
};

export const audienceLabels: Record<MessageAudience, string> = {
  approved: 'Approved',
  waitlisted: 'Waitlisted',
  pending: 'Pending',
  all: 'All of them',
};

export const maxMessageSubject = 150;
export const maxMessageBody = 5000;

/** How many the draft would go to, and the mail the first of them would get. */
export type EventMessagePreview = { recipients: number } & DecisionMailPreview;

/** What the organiser sends: her draft, and the key her browser made for it. */
export type EventMessageDraft = { audience: MessageAudience; subject: string; body: string };
export type EventMessageRequest = EventMessageDraft & { key: string };

/** The message sent: how many mails it queued (the first send's, for a key sent again). */
export type EventMessageSent = { id: number; recipients: number };
