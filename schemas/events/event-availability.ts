/**
 * Whether an event takes applications now (docs/product/rules.md#open-closed-past): a draft is
 * nobody's yet; a cancelled event takes none; an event that has ended is past; applications close
 * at the event's closing time or when the organiser closes them by hand; otherwise it is open.
 * The date decides for every event, with a closing time or without (the events seeded from the
 * site's content have none): once it has ended it is past.
 * Plain functions of the record and the time, no zod: the page, the server and the admin agree.
 */
import type { EventRecord } from './event-record.ts';
import { dayAfter, eventDays, nextSessionDay, type EventSchedule } from './event-schedule.ts';
import { londonDay, londonInstant } from '#schemas/shared/london-time.ts';

export type EventPhase = 'draft' | 'open' | 'closed' | 'cancelled' | 'past';

/** The record's parts its phase depends on. */
export type PhaseFacts = Pick<
  EventRecord,
  'status' | 'applicationsClosedAt' | 'cancelledAt' | 'document'
>;

/** When the event starts: its first day at its start time (midnight while it has none). */
export function eventStartsAt(schedule: EventSchedule): Date {
  const { firstDay } = eventDays(schedule);
  return londonInstant(firstDay, schedule.kind === 'month' ? undefined : schedule.startTime);
}

/**
 * When the event has ended: its last day at its end time, or at the end of that day while it
 * has none; undefined for a series, which goes on until the organiser ends it.
 */
export function eventEndsAt(schedule: EventSchedule): Date | undefined {
  const { lastDay } = eventDays(schedule);
  if (lastDay === null) return undefined;
  const endTime = schedule.kind === 'month' ? undefined : schedule.endTime;
  return endTime ? londonInstant(lastDay, endTime) : londonInstant(dayAfter(lastDay));
}

/** When applications close by themselves: the organiser's closing time, if she set one. */
export function applicationsCloseAt(facts: PhaseFacts): Date | undefined {
  const { applicationsCloseAt: closeAt } = facts.document;
  return closeAt === null ? undefined : new Date(closeAt);
}

export function eventPhase(facts: PhaseFacts, now: Date): EventPhase {
  if (facts.status === 'draft') return 'draft';
  if (facts.status === 'cancelled' || facts.cancelledAt !== null) return 'cancelled';
  const endsAt = eventEndsAt(facts.document.schedule);
  if (endsAt && now >= endsAt) return 'past';
  const closeAt = applicationsCloseAt(facts);
  if (facts.applicationsClosedAt !== null || (closeAt && now >= closeAt)) return 'closed';
  return 'open';
}

/** Whether the event's form takes a submission now. */
export function takesApplications(facts: PhaseFacts, now: Date): boolean {
  return eventPhase(facts, now) === 'open';
}

/**
 * The next instant at which the event's phase changes by the clock alone (its closing time, its
 * end); undefined when none is ahead. A page rendered now is good until then.
 */
export function nextPhaseChange(facts: PhaseFacts, now: Date): Date | undefined {
  if (facts.status !== 'published') return undefined;
  const ahead = [applicationsCloseAt(facts), eventEndsAt(facts.document.schedule)].filter(
    (instant): instant is Date => instant !== undefined && instant > now,
  );
  return ahead.sort((a, b) => a.getTime() - b.getTime())[0];
}

/**
 * A series' next session as of `now` (the day in London), and the instant it stops being the
 * next: the start of the day after it. Undefined for an event that is not a series.
 */
export function nextSession(
  schedule: EventSchedule,
  now: Date,
): { day: string; until: Date } | undefined {
  if (schedule.kind !== 'recurring') return undefined;
  const day = nextSessionDay(schedule, londonDay(now));
  return { day, until: londonInstant(dayAfter(day)) };
}
