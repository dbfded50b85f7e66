import { z } from 'zod';
import { maxCheckInBatch } from './check-ins.ts';
import { storableText } from '#schemas/shared/stored-text.ts';
import { fieldSchema, tooLong } from '#schemas/forms/submission-schemas.ts';
import { submissionForms } from '#schemas/submissions/submission-forms.ts';

/** The checks of the door's requests (check-ins.ts), for the server. */

const keyError = 'Each check-in needs the key its phone made: reload the page and try again.';

/** A phone's own id for one write: a UUID, or any 8 to 64 letters, digits, `-` and `_`. */
const clientKey = z.string({ error: keyError }).regex(/^[A-Za-z0-9_-]{8,64}$/u, keyError);

/** A row id, as the door list gives it. */
const guestReference = z
  .number({ error: 'Name the guest by her number in the door list.' })
  .int()
  .min(1)
  .max(2_147_483_647);

const CheckInItemSchema = z
  .object({
    key: clientKey,
    guest: guestReference.optional(),
    // NOTE: any text a phone scanned: one that is no code is refused on its own (`unreadable`),
    // not with its batch, so a queue holding a stray scan still reaches the server.
    code: z.string({ error: 'A code is text.' }).max(2000, tooLong(2000)).optional(),
    at: z.iso
      .datetime({
        offset: true,
        error: 'When she arrived: an ISO-8601 time, like 2027-04-01T18:05:00Z.',
      })
      .transform((value) => new Date(value).toISOString()),
  })
  .refine((item) => (item.guest === undefined) !== (item.code === undefined), {
    error: 'Name each guest by her number in the door list or by her code, not both.',
  });

export const CheckInBatchSchema = z.object({
  device: z
    .string({ error: 'The phone’s id is text.' })
    .trim()
    .min(1)
    .max(100, tooLong(100))
    .check(storableText())
    .optional(),
  checkIns: z
    .array(CheckInItemSchema, { error: 'Send the check-ins as a list.' })
    .min(1, 'Send at least one check-in.')
    .max(maxCheckInBatch, `At most ${maxCheckInBatch} check-ins at once: send the rest next.`),
});

const { full_name: fullName, company } = submissionForms.event_registrations.fields;

export const WalkInRequestSchema = z.object({
  key: clientKey,
  /** Checked as a form's name and company are. */
  name: fieldSchema(fullName) as z.ZodType<string>,
  company: z
    .string()
    .trim()
    .max(company.maxLength, tooLong(company.maxLength))
    .check(storableText())
    .optional()
    .transform((value) => value || undefined),
  email: z
    .string()
    .trim()
    .max(200, tooLong(200))
    .optional()
    .transform((value) => value || undefined)
    .pipe(z.email({ error: 'Please enter a valid email address.' }).optional()),
});
