import { z } from 'zod';
import { isReminderChoice, reminderChoices } from './event-reminders.ts';

/** The organiser's choice of an event's reminders (event-reminders.ts), for the server. */
export const EventRemindersRequestSchema = z.strictObject({
  offsets: z
    .array(
      z
        .int({ error: 'Choose the reminders from the list.' })
        .refine(isReminderChoice, 'Choose the reminders from the list.'),
      { error: 'Choose the reminders from the list.' },
    )
    .max(reminderChoices.length, 'Choose each reminder once.')
    .refine((offsets) => new Set(offsets).size === offsets.length, 'Choose each reminder once.'),
});
