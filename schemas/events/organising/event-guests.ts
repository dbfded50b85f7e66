/**
 * An event's guests, as the admin's Guests place shows them (docs/product/screens.md#an-events-guests):
 * GET /api/admin/events/:id/guests. Shared by the server, which reads them by the event's key
 * (docs/decisions/061-applications-by-event-key.md), and the admin, which shows them.
 */
import type { EventAttendance, GuestArrival } from '#schemas/events/attendance.ts';
import type { EventPhase } from '#schemas/events/event-availability.ts';
import type { EventCapacity, ReviewStatus } from '#schemas/applications/review-statuses.ts';
import type { SubmissionTable } from '#schemas/submissions/submission-forms.ts';

/** One answer she gave in words: the form's label and what she wrote. */
export type GuestAnswer = { label: string; text: string };

/** One person who applied or registered (never a row kept as suspected spam). */
export type EventGuest = {
  /** Her row's id in the event's table. */
  id: number;
  /** Her name (`full_name`); '' once erased. */
  name: string;
  /** Her address; '' once erased. */
  email: string;
  /** Her job title and company as she gave them: `Head of Data · Lumen Analytics`; '' if none. */
  about: string;
  status: ReviewStatus;
  /** When her form arrived (ISO-8601). */
  createdAt: string;
  /** Her answers in words, in the form's order, each she filled in (why she wants to come, …). */
  answers: GuestAnswer[];
  /** Her personal values were erased (docs/decisions/044-anonymised-rows.md). */
  erased: boolean;
  /**
   * Whether she came (schemas/events/attendance.ts): arrived or added at the door, with when; a
   * no-show once the event is over; null when there is nothing to say (not expected, the door not
   * used).
   */
  arrival: GuestArrival | null;
};

export type EventGuests = {
  event: {
    id: number;
    slug: string;
    title: string;
    /** Its days in words: `Wednesday 23 July 2025`. */
    date: string;
    phase: EventPhase;
    table: SubmissionTable;
    /** What the form asks of a person: an application, a registration, interest. */
    kind: 'application' | 'registration' | 'interest';
  };
  /** Its places, approvals and waitlist (server/events/capacity.ts). */
  capacity: EventCapacity;
  /** How many guests are at each status of the event's table (statusesOf), 0 where none is. */
  counts: Record<ReviewStatus, number>;
  /**
   * Whether a freed place goes to the next person on the waitlist by itself: the event's setting
   * as it acts now (server/applications/waitlist.ts).
   */
  autoPromote: boolean;
  /** Every guest, oldest first: by when her form arrived, then by id (the waitlist's order). */
  guests: EventGuest[];
  /** How its door went: null while nobody was checked in (server/attendance/). */
  attendance: EventAttendance | null;
};
