import {
  reminderChoices,
  reminderLabel,
  type EventRemindersView,
  type SentReminder,
} from '#schemas/events/organising/event-reminders.ts';
import { formatLondon } from '#app/features/admin/mail/mail-format.ts';
import { guestsWord } from './guests-wording.ts';

/**
 * What the Reminders dialog says (docs/product/screens.md#an-events-guests): the reminders
 * chosen, the next to go, and each sent, in the organiser's words and London's time.
 */

/** "A day before and two hours before", or that none goes. */
export function chosenRemindersLine(offsets: readonly number[]): string {
  const labels = reminderChoices
    .filter((choice) => offsets.includes(choice.offset))
    .map((choice, index) => (index === 0 ? choice.label : choice.label.toLowerCase()));
  if (labels.length === 0) return 'No reminders go for this event.';
  const last = labels.pop()!;
  return `${labels.length > 0 ? `${labels.join(', ')} and ${last}` : last} the start.`;
}

/** The next reminder's moment, or why none is coming. */
export function nextReminderLine(view: EventRemindersView): string {
  if (!view.timed) return 'The event has no start time yet: reminders go once it has one.';
  if (!view.next)
    return 'No reminder is to go: none chosen, or the event is not published and to come.';
  return `Next: ${reminderLabel(view.next.offset).toLowerCase()}, on ${formatLondon(view.next.moment)}.`;
}

/** "A day before the session of 12 May 2027, 18:00: sent 11 May 2027, 18:00 to 12 guests". */
export function sentReminderLine(sent: SentReminder): string {
  return `${reminderLabel(sent.offset)} the session of ${formatLondon(sent.sessionStart)}: sent ${formatLondon(sent.sentAt)} to ${guestsWord(sent.mails)}.`;
}
