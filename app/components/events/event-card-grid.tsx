import type { Event } from '#schemas/events/event-card.ts';
import { EventCard } from '#app/components/events/event-card.tsx';
import { JoinCommunityButton } from '#app/components/layout/join-community-button.tsx';

/**
 * The cards of a listing; where there are none still to come, the plain word that nothing is
 * yet, and how to hear first (docs/product/rules.md#the-events-listing).
 */
export function EventCardGrid({ events }: { events: readonly Event[] }) {
  if (events.length === 0) {
    return (
      <div className="grid justify-items-start gap-4 rounded-2xl border bg-card p-6 sm:p-8">
        <p className="text-lg">
          <strong>Nothing is coming up just yet.</strong> New events are announced in the community
          first.
        </p>
        <JoinCommunityButton label="Join the community" variant="outline" />
      </div>
    );
  }
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {events.map((event) => (
        <li key={event.id} className="flex">
          <EventCard event={event} />
        </li>
      ))}
    </ul>
  );
}
