import { z } from 'zod';
import type { DecisionMailPreview } from './decision-preview.ts';
import type { ApplicationStatus } from './review-statuses.ts';
import { storableText } from './stored-text.ts';

/**
 * A message the organiser writes to an event's guests, from the event's Guests
 * (server/routes/admin-event-routes.ts; docs/product/screens.md#an-events-guests):
 *
 *   POST /api/admin/events/:id/messages/preview  EventMessageDraft   → EventMessagePreview
 *   POST /api/admin/events/:id/messages          EventMessageRequest → 201 EventMessageSent
 *
 * Refusals: 400 with field errors, 404 unknown event, 403 for a viewer, 401 signed out.
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

export const EventMessageDraftSchema = z.object({
  audience: z.enum(messageAudiences, { error: 'Choose who the message goes to.' }),
  subject: z
    .string({ error: 'Write a subject.' })
    .trim()
    .min(1, 'Write a subject.')
    .max(maxMessageSubject, `At most ${maxMessageSubject} characters.`)
    .check(storableText()),
  body: z
    .string({ error: 'Write the message.' })
    .trim()
    .min(1, 'Write the message.')
    .max(maxMessageBody, `At most ${maxMessageBody} characters.`)
    .check(storableText({ multiline: true })),
});
export type EventMessageDraft = z.input<typeof EventMessageDraftSchema>;

/** A draft sent, with the key the browser made for it: the same key is sent once. */
export const EventMessageRequestSchema = EventMessageDraftSchema.extend({
  key: z.uuid({ error: 'The message has no key: reload the page and try again.' }),
});
export type EventMessageRequest = z.input<typeof EventMessageRequestSchema>;

/** How many the draft would go to, and the mail the first of them would get. */
export type EventMessagePreview = { recipients: number } & DecisionMailPreview;

/** The message sent: how many mails it queued (the first send's, for a key sent again). */
export type EventMessageSent = { id: number; recipients: number };
