import { CalendarIcon, ClockIcon, MapPinIcon, UsersIcon, VideoIcon } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { spotsLabel, type Event } from '#schemas/events/event-card.ts';
import { eventArtworkPath } from '#schemas/pages/share-images.ts';
import { CoverPicture } from '#app/components/common/cover-picture.tsx';
import { Badge } from '#app/components/ui/badge.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { cn } from '#app/lib/cn.ts';

/**
 * One event of the list: its facts and a link to the event's own page that says what its page's
 * button says (`Apply to Attend`, `Register Your Interest`).
 */
export function EventCard({ event }: { event: Event }) {
  const titleId = useId();
  const facts = [
    { label: 'Date', value: event.date, Icon: CalendarIcon },
    { label: 'Time', value: event.time, Icon: ClockIcon },
    {
      label: 'Location',
      value: event.locationNote ? `${event.location} · ${event.locationNote}` : event.location,
      Icon: MapPinIcon,
    },
    { label: 'Spots', value: spotsLabel(event.spots), Icon: UsersIcon },
  ];
  return (
    <article
      aria-labelledby={titleId}
      data-featured={event.featured || undefined}
      className={cn(
        'flex w-full flex-col gap-4 rounded-2xl border p-6 text-card-foreground transition-shadow hover:shadow-md',
        event.featured
          ? 'border-primary/60 bg-gradient-to-br from-primary/10 via-card to-highlight/10 shadow-md ring-2 ring-primary/30'
          : 'bg-card shadow-sm',
      )}
    >
      {/* The event's picture: its cover photo whole at 16:9, as the editor previews it and the
          page shows it; else its own artwork, the band its page opens with, as a file
          (server/pages/event-files.ts), so the cards load no drawing code. The box holds its size
          while it loads. */}
      <div
        className={cn(
          '-mx-6 -mt-6 overflow-hidden rounded-t-2xl',
          event.cover ? 'aspect-video' : 'h-20',
        )}
      >
        {event.cover ? (
          <CoverPicture
            cover={event.cover}
            sizes="(min-width: 1024px) 22rem, (min-width: 768px) 45vw, 100vw"
            className="size-full object-cover"
          />
        ) : (
          <img
            src={eventArtworkPath(event.id)}
            alt=""
            loading="lazy"
            className="size-full object-cover object-right"
          />
        )}
      </div>
      {event.featured ? <Badge size="md">In-Person Event</Badge> : null}
      {event.standing === 'closed' ? (
        <Badge variant="secondary" size="md">
          Applications closed
        </Badge>
      ) : null}
      <div className="flex items-start justify-between gap-3">
        <h3 id={titleId} className="text-xl leading-snug font-semibold text-balance">
          {event.title}
        </h3>
        {event.isVirtual ? (
          <span
            role="img"
            aria-label="Virtual event"
            title="Virtual event"
            className="grid size-9 shrink-0 place-items-center rounded-full bg-secondary text-primary"
          >
            <VideoIcon aria-hidden="true" className="size-4" />
          </span>
        ) : null}
      </div>
      <p className="text-muted-foreground">{event.description}</p>
      <dl className="grid gap-2 text-sm">
        {facts.map(({ label, value, Icon }) => (
          <div key={label}>
            <dt className="sr-only">{label}</dt>
            <dd className="flex items-start gap-2.5">
              <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <Button asChild className="mt-auto w-full" variant={event.featured ? 'default' : 'outline'}>
        <Link to={event.link} aria-describedby={titleId}>
          {event.standing ? 'See the Event' : (event.action ?? 'Apply to Attend')}
        </Link>
      </Button>
    </article>
  );
}
