import { Agenda } from '#app/components/events/details/agenda.tsx';
import { ClosedNote } from '#app/components/events/details/closed-note.tsx';
import { EventCardGrid } from '#app/components/events/event-card-grid.tsx';
import { EventFacts } from '#app/components/events/details/event-facts.tsx';
import { EventStanding } from '#app/components/events/details/event-standing.tsx';
import { FormSection } from '#app/features/forms/form-section.tsx';
import { PageHeading } from '#app/components/page-top/page-heading.tsx';
import { ScrollToButton } from '#app/components/common/scroll-to-button.tsx';
import { Section } from '#app/components/common/section.tsx';
import { SubmissionForm } from '#app/features/forms/submission-form.tsx';
import { pageFormAction } from '#app/features/forms/page-form-action.ts';
import type { FormAnswer } from '#schemas/forms/form-answer.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { siteDataOf } from '#app/lib/site-data.ts';
import { siteConfig } from '#content/site.ts';
import { calendarFeedSubscribeUrl } from '#schemas/events/calendar/calendar-links.ts';
import type { FeaturedEventView } from '#schemas/pages/event-view.ts';
import { takesApplications } from '#schemas/pages/takes-applications.ts';
import type { Route } from './+types/events';

export const meta = pageMeta({
  title: 'Events',
  description:
    'Upcoming Women Leading AI events: London meetups, a virtual circle, a summer boat party, leadership labs, a private evening and a retreat.',
});

export async function loader({ context }: Route.LoaderArgs) {
  return siteDataOf(context).eventListing();
}

/** The listing's form keeps its own anchor: the featured event's buttons scroll to it. */
const formAnchor = 'register';

/** The featured event's form sent without scripts, while it takes applications. */
export const action = pageFormAction(async ({ context }: Route.ActionArgs) => {
  const { featured } = await siteDataOf(context).eventListing();
  return featured && takesApplications(featured) ? [featured.page.form.submission] : [];
});

export default function Events({ loaderData, actionData }: Route.ComponentProps) {
  const { upcoming, past, featured } = loaderData;
  return (
    <>
      <PageHeading title="Events">
        <p>
          Meetups, labs, evenings and retreats for women leading in AI, in London and online. Pick
          the ones that fit your year and apply for a place.
        </p>
      </PageHeading>

      <Section
        id="upcoming-events"
        title="Upcoming Events"
        lead={
          <>
            Keep them in your calendar:{' '}
            <a
              href={calendarFeedSubscribeUrl(siteConfig.siteUrl)}
              className="font-medium text-primary underline underline-offset-4 hover:no-underline"
            >
              Subscribe
            </a>
          </>
        }
        className="pt-0 sm:pt-0"
      >
        <EventCardGrid events={upcoming} />
      </Section>

      {featured ? <FeaturedEvent view={featured} answer={actionData} /> : null}

      {past.length > 0 ? (
        <Section id="past-events" title="Past Events" lead="Where we have met before.">
          <EventCardGrid events={past} />
        </Section>
      ) : null}
    </>
  );
}

/**
 * The featured event, from its own stored page: one event, one set of facts
 * (docs/product/rules.md#the-featured-event).
 */
function FeaturedEvent({ view, answer }: { view: FeaturedEventView; answer?: FormAnswer | null }) {
  const { page } = view;
  const agenda = page.sections.find((section) => section.kind === 'agenda');
  return (
    <>
      <Section id="featured-meetup" eyebrow="Featured Event" title={page.meta.title} muted>
        <div className="mx-auto max-w-4xl">
          <div className="flex justify-center">
            <EventStanding view={view} />
          </div>
          <p className="mx-auto mt-6 max-w-3xl text-lg leading-relaxed text-muted-foreground">
            {page.intro}
          </p>
          <div className="mt-10">
            <EventFacts facts={page.facts} />
          </div>
          {takesApplications(view) ? (
            <div className="mt-8 text-center">
              <ScrollToButton targetId={formAnchor} size="lg">
                {page.cta}
              </ScrollToButton>
            </div>
          ) : null}
        </div>
      </Section>

      {agenda?.kind === 'agenda' ? (
        <Section id="agenda" title={agenda.title} lead={agenda.lead}>
          <Agenda items={agenda.items} />
        </Section>
      ) : null}

      {takesApplications(view) ? (
        <FormSection id={formAnchor} title={page.form.title} subtitle={page.form.subtitle}>
          <SubmissionForm {...page.form.submission} answer={answer} />
        </FormSection>
      ) : (
        <div className="mx-auto max-w-3xl px-4 py-section sm:px-6">
          <ClosedNote id={formAnchor} view={view} linksPrefixed />
        </div>
      )}
    </>
  );
}
