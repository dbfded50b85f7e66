import type { EventCapacity } from '#schemas/applications/review-statuses.ts';

const count = (value: number) => value.toLocaleString('en-GB');

/**
 * One event's places as its table view shows them, always against the limit the event has
 * (content/event-pages.ts `capacity`): "Waves & AI — 38 of 40 places approved · 2 free ·
 * 3 waitlisted"; a series limited per session "AI Power Circle — 12 approved · up to 25 per
 * session"; an event without a number "Autumn Gathering — 12 approved · no overall limit".
 */
export function capacityLine(event: EventCapacity): string {
  const waitlisted = ` · ${count(event.waitlisted)} waitlisted`;
  const approved = `${event.title} — ${count(event.approved)}`;
  if (event.places === null) {
    return `${approved} approved · no overall limit${event.waitlisted > 0 ? waitlisted : ''}`;
  }
  if (event.perSession) {
    return `${approved} approved · up to ${count(event.places)} per session${event.waitlisted > 0 ? waitlisted : ''}`;
  }
  return `${approved} of ${count(event.places)} places approved · ${count(event.free ?? 0)} free${waitlisted}`;
}
