import type { Event } from '#content/events.ts';
import { EventCard } from '#app/components/events/event-card.tsx';

export function EventCardGrid({ events }: { events: readonly Event[] }) {
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
