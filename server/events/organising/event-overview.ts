import type {
  AdminEventDetail,
  AdminEventList,
  AdminEventSummary,
} from '#schemas/events/admin-events.ts';
import { eventPhase } from '#schemas/events/event-availability.ts';
import type { EventRecord } from '#schemas/events/event-record.ts';
import { eventDays, formatEventDate, formatEventTime } from '#schemas/events/event-schedule.ts';
import type { Database } from '#server/db/database.ts';
import { applicationCounts, rowsOfNoEvent } from '#server/events/event-applications.ts';
import { eventHistory } from '#server/events/event-history.ts';
import { eventById, listEvents } from '#server/events/event-store.ts';
import { attendanceOfEvents } from '#server/attendance/event-attendance.ts';
import type { EventAttendance } from '#schemas/events/attendance.ts';

/**
 * The events as the organiser's editor lists and opens them (docs/decisions/037-the-event-editor.md):
 * each with its phase now and the applications of its form.
 */

async function summaryOf(
  database: Database,
  event: EventRecord,
  now: Date,
  attendance: EventAttendance | undefined,
): Promise<AdminEventSummary> {
  const { document } = event;
  const { firstDay, lastDay } = eventDays(document.schedule);
  return {
    id: event.id,
    slug: document.slug,
    title: document.title,
    status: event.status,
    phase: eventPhase(event, now),
    date: formatEventDate(document.schedule),
    time: formatEventTime(document.schedule) ?? null,
    firstDay,
    lastDay,
    applicationsCloseAt: document.applicationsCloseAt,
    applicationsClosedAt: event.applicationsClosedAt,
    updatedAt: event.updatedAt,
    applications: await applicationCounts(database, event),
    attendance: attendance ?? null,
  };
}

/** Every event, by first day, as of `now`. */
export async function eventOverview(database: Database, now: Date): Promise<AdminEventList> {
  const events = await listEvents(database);
  const attendance = await attendanceOfEvents(database, events, now);
  return {
    events: await Promise.all(
      events.map((event) => summaryOf(database, event, now, attendance.get(event.id))),
    ),
    asOf: now.toISOString(),
    noEvent: await rowsOfNoEvent(database),
  };
}

/** One event with its applications and its history; undefined for an unknown id. */
export async function eventDetail(
  database: Database,
  id: number,
  now: Date,
): Promise<AdminEventDetail | undefined> {
  const event = await eventById(database, id);
  if (!event) return undefined;
  return {
    event,
    phase: eventPhase(event, now),
    applications: await applicationCounts(database, event),
    history: await eventHistory(database, id),
  };
}
