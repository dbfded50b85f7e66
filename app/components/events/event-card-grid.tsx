import type { Event } from '#content/events.ts';
import { joinCommunityLink } from '#content/navigation.ts';
import { ExternalLink } from '#app/components/common/external-link.tsx';
import { EventCard } from '#app/components/events/event-card.tsx';

/**
 * The cards of a listing; where there are none still to come, the plain word that nothing is
 * yet, and how to hear first (docs/product/rules.md#the-events-listing).
 */
export function EventCardGrid({ events }: { events: readonly Event[] }) {
  if (events.length === 0) return <NothingComingUp />;
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

function NothingComingUp() {
  return (
    <div className="rounded-2xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8">
      <p className="text-lg font-semibold">Nothing is coming up just yet.</p>
      <p className="mt-2 text-muted-foreground">
        New events are announced in the community first.{' '}
        <ExternalLink
          href={joinCommunityLink.href}
          className="font-medium text-primary underline underline-offset-4 hover:no-underline"
        >
          Join the community
        </ExternalLink>{' '}
        to hear about the next one.
      </p>
    </div>
  );
}
