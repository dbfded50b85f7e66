import { useEffect, useState } from 'react';
import type { EventCapacity } from '#schemas/review-statuses.ts';
import type { SubmissionTable } from '#schemas/submission-forms.ts';
import { eventCapacities, SignedOutError } from './admin-api.ts';
import { capacityLine } from './review-wording.ts';

/** A line per event of the table with its places (GET /api/admin/capacity); none for others. */
export function CapacityLines({
  table,
  version,
  onSignedOut,
}: {
  table: SubmissionTable;
  /** Bumped after a change: read again. */
  version: number;
  onSignedOut: () => void;
}) {
  const [events, setEvents] = useState<EventCapacity[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    eventCapacities(controller.signal).then(
      (all) => setEvents(all.filter((event) => event.table === table)),
      (error: unknown) => {
        if (!controller.signal.aborted && error instanceof SignedOutError) onSignedOut();
      },
    );
    return () => controller.abort();
  }, [table, version, onSignedOut]);

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
