/**
 * What the organiser's event editor sends and gets back (server/routes/admin-event-routes.ts;
 * docs/decisions/037-the-event-editor.md), shared with the admin screen. Request bodies are zod
 * schemas, answers TypeScript types. Times are ISO-8601 UTC.
 *
 *   GET  /api/admin/events                 → AdminEventList
 *   GET  /api/admin/events/:id             → AdminEventDetail
 *   POST /api/admin/events                 CreateEventRequest    → 201 AdminEventSaved
 *   PUT  /api/admin/events/:id             UpdateEventRequest    → AdminEventSaved
 *   POST /api/admin/events/:id/duplicate   DuplicateEventRequest → 201 AdminEventSaved (the copy)
 *   POST /api/admin/events/:id/publish     EventActionRequest    → AdminEventSaved
 *   POST /api/admin/events/:id/unpublish   EventActionRequest    → AdminEventSaved
 *   POST /api/admin/events/:id/close       EventActionRequest    → AdminEventSaved
 *   POST /api/admin/events/:id/reopen      EventActionRequest    → AdminEventSaved
 *   POST /api/admin/events/:id/cancel      CancelEventRequest    → AdminEventSaved with `mailed`
 *
 * Refusals: 400 AdminEventInvalid (field errors by the document's paths,
 * `sections.1.items.0.duration`, or by the request's own fields), 404 unknown id, 409
 * AdminEventConflict (a stale save, with the event as it is now; or an action its state does
 * not allow). Every endpoint needs a signed-in organiser (401 otherwise).
 */
import { z } from 'zod';
import {
  EventScheduleSchema,
  eventNameText,
  eventSlug,
  type EventDocumentErrors,
  type EventFormTable,
} from './event-document.ts';
import type { EventAttendance } from './attendance.ts';
import type { EventPhase } from './event-availability.ts';
import type { EventRecord } from './event-record.ts';
import type { EventStatus } from './event-document.ts';
import { storableText } from '#schemas/shared/stored-text.ts';

/** The `updatedAt` of the event as the organiser read it: a save based on an older one is refused. */
const basedOn = z.iso.datetime({ error: 'Give the updatedAt of the event you read.' });

/** A new event: a whole document (schemas/events/event-document.ts), validated by the server. */
export const CreateEventRequestSchema = z.object({ document: z.unknown() });
export type CreateEventRequest = { document: unknown };

/** A save of the whole document of the event the organiser read at `updatedAt`. */
export const UpdateEventRequestSchema = z.object({ document: z.unknown(), updatedAt: basedOn });
export type UpdateEventRequest = { document: unknown; updatedAt: string };

/**
 * "Next month's meetup from this one": the copy's schedule, and optionally its own address and
 * stored event name (else derived from the original's and the new first day).
 */
export const DuplicateEventRequestSchema = z.object({
  schedule: EventScheduleSchema,
  slug: eventSlug.optional(),
  eventName: eventNameText.optional(),
});
export type DuplicateEventRequest = z.input<typeof DuplicateEventRequestSchema>;

/** Publish, unpublish, close or reopen; with `updatedAt`, refused if the event changed since. */
export const EventActionRequestSchema = z.object({ updatedAt: basedOn.optional() }).default({});
export type EventActionRequest = { updatedAt?: string };

export const maxCancellationMessage = 2000;

/** Cancel: the organiser's message to everyone pending, waitlisted or approved. */
export const CancelEventRequestSchema = z.object({
  message: z
    .string({ error: 'Write a message to the people who applied.' })
    .trim()
    .min(1, 'Write a message to the people who applied.')
    .max(maxCancellationMessage, `At most ${maxCancellationMessage} characters.`)
    .check(storableText({ multiline: true })),
  updatedAt: basedOn.optional(),
});
export type CancelEventRequest = z.input<typeof CancelEventRequestSchema>;

/** The live applications of an event that a decision or a cancellation concerns. */
export type EventApplicationCounts = { pending: number; waitlisted: number; approved: number };

/** One event as the editor's list shows it. */
export type AdminEventSummary = {
  id: number;
  slug: string;
  title: string;
  status: EventStatus;
  /** schemas/events/event-availability.ts `eventPhase` now. */
  phase: EventPhase;
  /** Its date and time as the page words them (`Thursday 21 January 2027`, `6:00-8:00 PM`). */
  date: string;
  time: string | null;
  firstDay: string;
  /** Null for a series. */
  lastDay: string | null;
  applicationsCloseAt: string | null;
  applicationsClosedAt: string | null;
  updatedAt: string;
  /** The rows of its form's table with its event name, suspected spam left out. */
  applications: EventApplicationCounts;
  /** How its door went (schemas/events/attendance.ts); null while nobody was checked in. */
  attendance: EventAttendance | null;
};

/**
 * `asOf`: the time the server judged the events at (its clock; server/app.ts). The list groups
 * them by that time, not the browser's: one clock decides.
 */
export type AdminEventList = {
  events: AdminEventSummary[];
  asOf: string;
  /**
   * Rows of an event form's table (not suspected spam) that belong to no stored event: stored
   * before applications had their event's key, under a name no event's form stored (migration
   * 030). Only the tables that hold any.
   */
  noEvent: { table: EventFormTable; count: number }[];
};

/**
 * One line of an event's history: who, when, what (`create`, `edit`, `duplicate`, `publish`,
 * `unpublish`, `close`, `reopen`, `cancel`, or `seed`), and the paths that differ between its
 * before and after (`status`, `document.title`, `document.sections.1.items.0.duration`,
 * `applicationsClosedAt`).
 */
export type AdminEventChange = {
  id: number;
  at: string;
  by: string | null;
  action: string;
  changed: string[];
};

export type AdminEventDetail = {
  event: EventRecord;
  phase: EventPhase;
  applications: EventApplicationCounts;
  /** Newest first. */
  history: AdminEventChange[];
};

/** What a write answers: the event as it is now; for a cancellation, how many mails it queued. */
export type AdminEventSaved = { event: EventRecord; phase: EventPhase; mailed?: number };

export type AdminEventInvalid = {
  error: 'validation';
  message: string;
  fieldErrors: EventDocumentErrors;
};

export type AdminEventConflict =
  /** Someone saved the event after the organiser read it: here it is as it is now. */
  | { error: 'stale'; message: string; event: EventRecord }
  /** Not allowed in its state (a cancelled event, publishing a published one). */
  | { error: 'not_allowed'; message: string };
