import { MapIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { EventPageView } from '#schemas/pages/event-view.ts';
import { takesApplications } from '#schemas/pages/takes-applications.ts';
import { mapSearchUrl } from '#schemas/events/map-links.ts';
import { Artwork } from '#app/components/art/artwork.tsx';
import { ExternalLink } from '#app/components/common/external-link.tsx';
import { ScrollToButton } from '#app/components/common/scroll-to-button.tsx';
import { CoverPicture } from '#app/components/common/cover-picture.tsx';
import { AddToCalendar } from '#app/components/events/add-to-calendar.tsx';
import { BackLink } from '#app/components/page-top/back-link.tsx';
import { DateBlockBadge } from '#app/components/events/date-block.tsx';
import { EventFacts } from '#app/components/events/details/event-facts.tsx';
import { EventBreadcrumbs } from '#app/components/events/event-breadcrumbs.tsx';
import { EventGlance } from '#app/components/events/details/event-glance.tsx';
import { EventStanding } from '#app/components/events/details/event-standing.tsx';
import { ShareButton } from '#app/components/events/share-button.tsx';
import { Badge } from '#app/components/ui/badge.tsx';

/**
 * Top of an event page, as the best event platforms lay it out: way back and breadcrumbs, the
 * event's cover (its own artwork) with the date block, then title, when and where, where it
 * stands (approval, places, price, hosts), intro, the key facts, the button to the form, calendar
 * and share; on a phone the button comes before the intro, so the first screen holds it. The
 * form (`form`) sits beside all this on a wide screen and right after it on a phone. A cancelled
 * event says so first, with the organiser's message.
 */
export function EventHero({
  view,
  linksPrefixed,
  showBackLink,
  form,
}: {
  view: EventPageView;
  linksPrefixed: boolean;
  showBackLink: boolean;
  form: ReactNode;
}) {
  const { page } = view;
  return (
    <section
      aria-labelledby="event-title"
      className="relative isolate border-b bg-linear-to-b from-primary/10 via-background to-background"
    >
      <div className="mx-auto max-w-6xl px-4 pt-4 pb-12 sm:px-6 sm:pt-8 sm:pb-16">
        {view.preview ? (
          <p
            role="status"
            className="mb-6 rounded-xl border border-dashed border-primary p-3 text-sm font-medium"
          >
            Preview of a draft: only organisers see this page, and its form sends nothing.
          </p>
        ) : null}
        {view.phase === 'cancelled' ? (
          <div
            role="alert"
            className="mb-6 rounded-2xl border-2 border-destructive/60 bg-destructive/10 p-5"
          >
            <p className="text-lg font-semibold">Cancelled</p>
            <p className="mt-1 text-pretty">
              {view.cancellationMessage ?? 'This event has been cancelled.'}
            </p>
          </div>
        ) : null}
        <div className="flex flex-col gap-3">
          {showBackLink ? <BackLink to={page.backLink.to} label={page.backLink.label} /> : null}
          <EventBreadcrumbs current={page.crumb} prefixed={linksPrefixed} />
        </div>
        {page.cover ? null : (
          <div className="relative mt-4 h-24 overflow-hidden rounded-3xl shadow-sm sm:mt-6 sm:h-52">
            {/* A band about four times as wide as it is high, its scene kept on a phone's
                narrower one (docs/design.md#artwork). */}
            <Artwork
              seed={`/events/${page.slug}`}
              width={1200}
              height={320}
              motif={page.motif}
              keepRight
              className="size-full"
            />
            <DateBlockBadge
              page={page}
              className="absolute bottom-2 left-3 sm:bottom-6 sm:left-6"
            />
          </div>
        )}
        <div className="mt-5 grid items-start gap-10 sm:mt-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,30rem)]">
          <div>
            {page.cover ? (
              // The organiser's photo, whole at 16:9 as the editor previews it, beside the form
              // on a wide screen, nothing drawn over it: the date is in the line under the
              // title (docs/decisions/040-cover-photos.md).
              <div className="mb-6 aspect-video overflow-hidden rounded-3xl shadow-sm sm:mb-8">
                <CoverPicture
                  cover={page.cover}
                  sizes="(min-width: 1200px) 632px, (min-width: 1024px) 50vw, 100vw"
                  loading="eager"
                  fetchPriority="high"
                  className="size-full object-cover"
                />
              </div>
            ) : null}
            <Badge variant="secondary" size="xl">
              {page.eyebrow}
            </Badge>
            <h1
              id="event-title"
              className="mt-3 text-4xl font-bold tracking-tight text-balance sm:mt-4 sm:text-5xl"
            >
              {page.title}
            </h1>
            <div className="mt-3">
              <EventGlance page={page} nextSession={view.nextSession} />
            </div>
            <div className="mt-4 sm:mt-5">
              <EventStanding view={view} />
            </div>
            {takesApplications(view) ? (
              // On a phone the call to action comes before the introduction: on the first screen.
              <div className="mt-5 sm:hidden">
                <ScrollToButton targetId={page.form.id} size="lg" className="w-full">
                  {page.cta}
                </ScrollToButton>
              </div>
            ) : null}
            <p className="mt-5 text-lg text-pretty text-muted-foreground">{page.intro}</p>
            <div className="mt-8">
              <EventFacts facts={page.facts} className="sm:grid-cols-2" />
            </div>
            {page.map ? (
              <p className="mt-3 text-sm">
                <ExternalLink
                  href={mapSearchUrl(page.map.query)}
                  className="inline-flex items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline"
                >
                  <MapIcon aria-hidden="true" className="size-4" />
                  Open the area in a map
                </ExternalLink>
              </p>
            ) : null}
            <div className="mt-8 flex flex-col gap-5 sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-6">
              {takesApplications(view) ? (
                // On a phone it came before the introduction.
                <div className="hidden sm:block">
                  <ScrollToButton targetId={page.form.id} size="lg">
                    {page.cta}
                  </ScrollToButton>
                </div>
              ) : null}
              {view.phase === 'cancelled' ? null : <AddToCalendar page={page} />}
              <ShareButton title={page.meta.title} />
            </div>
          </div>
          {form}
        </div>
      </div>
    </section>
  );
}
