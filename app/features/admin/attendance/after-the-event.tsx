import { useId } from 'react';
import { isOver } from '#schemas/events/attendance.ts';
import type { EventGuests } from '#schemas/events/organising/event-guests.ts';
import { useAllows } from '#app/features/admin/shared/admin-role.tsx';
import { attendanceLine } from './attendance-wording.ts';
import { EventFeedback } from './event-feedback.tsx';

/**
 * Who came and what they thought, in an event's Guests place
 * (docs/product/screens.md#an-events-guests): how its door went once someone was checked in
 * (`Arrived 42 of 50 · 8 no-shows · 3 walk-ins`), and once it is over, its thank-you and feedback.
 * Nothing while the event is ahead and nobody has arrived.
 */
export function AfterTheEvent({ guests }: { guests: Pick<EventGuests, 'event' | 'attendance'> }) {
  const headingId = useId();
  const canChange = useAllows('change');
  const { event, attendance } = guests;
  const over = isOver(event.phase);
  if (!attendance && !over) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-4 rounded-lg border bg-card p-4 text-card-foreground"
    >
      <div className="grid gap-1">
        <h2 id={headingId} className="text-xl font-semibold tracking-tight">
          Who came
        </h2>
        <p className="text-sm tabular-nums">
          {attendance ? attendanceLine(attendance) : 'Nobody was checked in.'}
        </p>
      </div>
      {over ? <EventFeedback event={event} canChange={canChange} /> : null}
    </section>
  );
}
