import {
  CalendarIcon,
  ClockIcon,
  MapPinIcon,
  TicketIcon,
  UsersIcon,
  VideoIcon,
  type LucideIcon,
} from 'lucide-react';

export type EventFactKind = 'date' | 'time' | 'venue' | 'online' | 'spots' | 'price';

export type EventFact = { kind: EventFactKind; label: string; value: string };

const icons: Record<EventFactKind, LucideIcon> = {
  date: CalendarIcon,
  time: ClockIcon,
  venue: MapPinIcon,
  online: VideoIcon,
  spots: UsersIcon,
  price: TicketIcon,
};

/** The key facts of an event (date, time, place, capacity, price) as a labelled list. */
export function EventFacts({ facts }: { facts: readonly EventFact[] }) {
  return (
    <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {facts.map((fact) => {
        const Icon = icons[fact.kind];
        return (
          <div
            key={`${fact.kind}-${fact.value}`}
            className="flex items-start gap-3 rounded-xl border bg-card/70 p-4 text-left"
          >
            <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            <div>
              <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
                {fact.label}
              </dt>
              <dd className="font-medium">{fact.value}</dd>
            </div>
          </div>
        );
      })}
    </dl>
  );
}
