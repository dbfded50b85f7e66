import type { EventPage } from '#content/event-pages.ts';
import { AddToCalendar } from '#app/components/events/add-to-calendar.tsx';
import { BackLink } from '#app/components/events/back-link.tsx';
import { EventBreadcrumbs } from '#app/components/events/event-breadcrumbs.tsx';
import { EventFacts } from '#app/components/events/details/event-facts.tsx';
import { ScrollToButton } from '#app/components/common/scroll-to-button.tsx';
import { Badge } from '#app/components/ui/badge.tsx';

/** Top of an event page: way back, breadcrumbs, title, key facts and the button to the form. */
export function EventHero({
  page,
  linksPrefixed,
  showBackLink,
}: {
  page: EventPage;
  linksPrefixed: boolean;
  showBackLink: boolean;
}) {
  return (
    <section
      aria-labelledby="event-title"
      className="relative isolate overflow-hidden border-b bg-linear-to-b from-primary/10 via-background to-background"
    >
      <div
        aria-hidden="true"
        className="absolute -top-32 -right-24 -z-10 size-96 rounded-full bg-radial from-highlight/15 to-transparent to-70%"
      />
      <div
        aria-hidden="true"
        className="absolute top-40 -left-32 -z-10 size-80 rounded-full bg-radial from-primary/15 to-transparent to-70%"
      />
      <div className="mx-auto max-w-6xl px-4 pt-8 pb-12 sm:px-6 sm:pb-16">
        <div className="flex flex-col gap-3">
          {showBackLink ? <BackLink to={page.backLink.to} label={page.backLink.label} /> : null}
          <EventBreadcrumbs current={page.crumb} prefixed={linksPrefixed} />
        </div>
        <div className="mt-10 max-w-3xl">
          <Badge variant="secondary" size="xl">
            {page.eyebrow}
          </Badge>
          <h1
            id="event-title"
            className="mt-4 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            {page.title}
          </h1>
          <p className="mt-5 text-lg text-pretty text-muted-foreground sm:text-xl">{page.intro}</p>
        </div>
        <div className="mt-10">
          <EventFacts facts={page.facts} />
        </div>
        <div className="mt-8 flex flex-col gap-6 sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-8">
          <ScrollToButton targetId={page.form.id} size="lg" className="w-full sm:w-auto">
            {page.cta}
          </ScrollToButton>
          <AddToCalendar page={page} />
        </div>
      </div>
    </section>
  );
}
