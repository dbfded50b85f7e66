import type { EventCapacity } from '#schemas/applications/review-statuses.ts';
import { capacityLine } from './capacity-wording.ts';

/** A line per event of the table with its places (GET /api/admin/capacity); none for others. */
export function CapacityLines({ events }: { events: readonly EventCapacity[] }) {
  if (events.length === 0) return null;
  return (
    <ul aria-label="Places" className="grid gap-1 text-sm text-muted-foreground">
      {events.map((event) => (
        <li key={event.slug}>
          {capacityLine(event)}
          {event.free !== null && event.free > 0 && event.waitlistHead ? (
            <span className="block">First on the waitlist: {event.waitlistHead.name}</span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
