import { standingTitles } from '#content/event-standing.ts';
import { BadgeCheckIcon, CalendarCheckIcon, TicketIcon, UsersIcon } from 'lucide-react';
import { placesWords } from '#schemas/events/event-places.ts';
import type { EventPageView } from '#schemas/pages/event-view.ts';
import { takesApplications } from '#schemas/pages/takes-applications.ts';
import { PersonAvatar } from '#app/components/common/person-avatar.tsx';

/**
 * Near the top of an event page, what a visitor weighs before she applies
 * (docs/product/screens.md#event-pages): whether the organiser approves each place, how many
 * places are left (from the live count), the price, and the hosts' faces. Once the event has
 * taken place it says so here, on the first screen, and no longer gives the price.
 */
export function EventStanding({ view }: { view: EventPageView }) {
  return (
    <div className="flex flex-wrap items-center gap-x-5 gap-y-3 text-sm">
      {takesApplications(view) ? (
        <>
          {view.approvalRequired ? (
            <p className="inline-flex items-center gap-1.5 font-medium">
              <BadgeCheckIcon aria-hidden="true" className="size-4 text-primary" />
              Approval required
            </p>
          ) : null}
          <p
            className="inline-flex items-center gap-1.5 font-medium"
            data-places={view.places.kind}
          >
            <UsersIcon aria-hidden="true" className="size-4 text-primary" />
            {placesWords(view.places)}
          </p>
        </>
      ) : null}
      {view.phase === 'past' ? (
        <p className="inline-flex items-center gap-1.5 font-medium">
          <CalendarCheckIcon aria-hidden="true" className="size-4 text-primary" />
          {standingTitles.past}
        </p>
      ) : null}
      {view.price && view.phase !== 'past' ? (
        <p className="inline-flex items-center gap-1.5 font-medium">
          <TicketIcon aria-hidden="true" className="size-4 text-primary" />
          {view.price}
        </p>
      ) : null}
      {view.hosts.length > 0 ? (
        <div className="flex items-center gap-2">
          <ul aria-label="Hosts" className="flex gap-1">
            {view.hosts.slice(0, 4).map((host) => (
              <li key={host.id} title={host.name} className="rounded-full ring-2 ring-background">
                <PersonAvatar name={host.name} image={host.image} size="xs" />
              </li>
            ))}
          </ul>
          <p className="text-muted-foreground">
            Hosted by {view.hosts.map((host) => host.name).join(', ')}
          </p>
        </div>
      ) : null}
    </div>
  );
}
