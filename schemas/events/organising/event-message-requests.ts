import { z } from 'zod';
import { maxMessageBody, maxMessageSubject, messageAudiences } from './event-messages.ts';
import { storableText } from '#schemas/shared/stored-text.ts';

/** The checks of a message to an event's guests (event-messages.ts), for the server. */
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

/** A draft sent, with the key the browser made for it: the same key is sent once. */
export const EventMessageRequestSchema = EventMessageDraftSchema.extend({
  key: z.uuid({ error: 'The message has no key: reload the page and try again.' }),
});
