import { eventPhase } from '#schemas/events/event-availability.ts';
import type {
  EventGuest,
  EventGuests,
  GuestAnswer,
} from '#schemas/events/organising/event-guests.ts';
import type { EventRecord } from '#schemas/events/event-record.ts';
import { formatEventDate } from '#schemas/events/event-schedule.ts';
import type { FormField } from '#schemas/submissions/form-fields.ts';
import { statusesOf, type ReviewStatus } from '#schemas/applications/review-statuses.ts';
import { submissionForms, type SubmissionTable } from '#schemas/submissions/submission-forms.ts';
import { doorRecordOf } from '#server/attendance/event-attendance.ts';
import type { Database } from '#server/db/database.ts';
import { eventCapacity } from '#server/events/capacity.ts';
import { reviewedRowsOf } from '#server/events/event-applications.ts';
import { eventById } from '#server/events/event-store.ts';
import { autoPromoteOf } from '../../applications/waitlist.ts';

/**
 * An event's guests (schemas/events/organising/event-guests.ts): the people who applied or
 * registered, read by the event's key (docs/decisions/061-applications-by-event-key.md), never the
 * rows kept as suspected spam, with its places and its waitlist setting.
 */

type StoredRow = Record<string, unknown>;

/** A stored text, '' for none (an erased row's optional columns hold null). */
function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The form's fields in words (its long texts), in the order the form asks them. */
function answerFields(table: SubmissionTable): [string, FormField][] {
  const fields: Record<string, FormField> = submissionForms[table].fields;
  return Object.entries(fields).filter(([, field]) => field.kind === 'textarea');
}

function guestOf(
  row: StoredRow,
  answers: readonly [string, FormField][],
): Omit<EventGuest, 'arrival'> {
  return {
    id: Number(row.id),
    name: textOf(row.full_name ?? row.name),
    email: textOf(row.email),
    about: [textOf(row.job_title), textOf(row.company)]
      .filter((part) => part.trim() !== '')
      .join(' · '),
    status: row.status as ReviewStatus,
    createdAt: String(row.created_at),
    answers: answers.flatMap(([column, field]): GuestAnswer[] => {
      const text = textOf(row[column]);
      return text.trim() === '' ? [] : [{ label: field.label, text }];
    }),
    erased: row.anonymised_at !== null && row.anonymised_at !== undefined,
  };
}

/** How many guests are at each of the table's statuses, 0 where none is. */
function countsOf(table: SubmissionTable, guests: readonly Pick<EventGuest, 'status'>[]) {
  const counts = Object.fromEntries(statusesOf(table).map((status) => [status, 0])) as Record<
    ReviewStatus,
    number
  >;
  for (const guest of guests) counts[guest.status] = (counts[guest.status] ?? 0) + 1;
  return counts;
}

/** The event's rows not kept as suspected spam, oldest first: the waitlist's order. */
async function guestsOf(
  database: Database,
  event: EventRecord,
): Promise<Omit<EventGuest, 'arrival'>[]> {
  const rows = (await reviewedRowsOf(database, event)
    .selectAll()
    .orderBy('created_at')
    .orderBy('id')
    .execute()) as StoredRow[];
  const answers = answerFields(event.document.form.table);
  return rows.map((row) => guestOf(row, answers));
}

/** The guests of event `id` as of `now`; undefined for an unknown id. */
export async function eventGuests(
  database: Database,
  id: number,
  now: Date,
): Promise<EventGuests | undefined> {
  const event = await eventById(database, id);
  if (!event) return undefined;
  const { document } = event;
  const table = document.form.table;
  const phase = eventPhase(event, now);
  const [guests, capacity, autoPromote, door] = await Promise.all([
    guestsOf(database, event),
    eventCapacity(database, event),
    autoPromoteOf(database, event),
    doorRecordOf(database, event, phase),
  ]);
  return {
    event: {
      id: event.id,
      slug: document.slug,
      title: document.title,
      date: formatEventDate(document.schedule),
      phase,
      table,
      kind: document.form.kind,
    },
    capacity,
    counts: countsOf(table, guests),
    autoPromote,
    guests: guests.map((guest) => ({ ...guest, arrival: door.arrivalOf(guest) })),
    attendance: door.attendance,
  };
}
