import { isEventTable } from '#schemas/events/event-document.ts';
import { standingTitles } from '#content/event-standing.ts';
import { eventPhase, type EventPhase } from '#schemas/events/event-availability.ts';
import type { EventRecord } from '#schemas/events/event-record.ts';
import {
  unknownEventDateError,
  unknownEventError,
  type FieldErrors,
  type SubmissionTable,
} from '#schemas/submissions/submission-forms.ts';
import type { Executor } from '#server/db/database.ts';
import { eventsOfForm, fixesValues, type FormEventsReader } from './event-store.ts';

/**
 * Which event a form arriving now is for, and whether it takes it
 * (docs/decisions/038-submissions-follow-the-stored-event.md; docs/product/rules.md#open-closed-past):
 * the event is found among all the stored ones by the form's table and the values it fixes, then
 * its status and phase decide. A draft is nobody's yet: it is refused as an unknown event.
 */

export type SubmissionEvent =
  /** The form is no event's (an enquiry, a partnership, an invite request). */
  | { kind: 'no-event' }
  /** No published event's form stores these values: each field's error, as for a bad value. */
  | { kind: 'unknown'; fieldErrors: FieldErrors }
  /** The event takes no applications now: why, in the visitor's words. */
  | { kind: 'not-open'; phase: Exclude<EventPhase, 'open' | 'draft'>; message: string }
  | { kind: 'open'; event: EventRecord };

const notOpenMessages: Record<Exclude<EventPhase, 'open' | 'draft'>, string> = {
  closed: 'Applications for this event have closed.',
  cancelled: 'This event has been cancelled, so it takes no applications.',
  past: `${standingTitles.past}, so it takes no applications.`,
};

export async function submissionEventOf(
  executor: Executor,
  table: SubmissionTable,
  values: Readonly<Record<string, unknown>>,
  now: Date,
  readEvents: FormEventsReader = eventsOfForm,
): Promise<SubmissionEvent> {
  if (!isEventTable(table)) return { kind: 'no-event' };
  const eventName = typeof values.event_name === 'string' ? values.event_name : null;
  const named = (await readEvents(executor, table, eventName)).filter(
    (event) => event.status !== 'draft',
  );
  if (named.length === 0) {
    // A form that stores no event name has its one event: while it is a draft, it is closed.
    return eventName === null
      ? { kind: 'not-open', phase: 'closed', message: notOpenMessages.closed }
      : { kind: 'unknown', fieldErrors: { event_name: unknownEventError } };
  }
  const fixing = named.filter((candidate) => fixesValues(candidate, values));
  if (fixing.length === 0) {
    return { kind: 'unknown', fieldErrors: { event_date: unknownEventDateError } };
  }
  // One event per stored name (the editor's rule); were there two, an open one takes it.
  const phases = fixing.map((event) => ({ event, phase: eventPhase(event, now) }));
  const { event, phase } = phases.find((found) => found.phase === 'open') ?? phases[0]!;
  if (phase === 'open') return { kind: 'open', event };
  if (phase === 'draft') return { kind: 'unknown', fieldErrors: { event_name: unknownEventError } };
  return { kind: 'not-open', phase, message: notOpenMessages[phase] };
}
