import { pageForms } from '#content/page-forms.ts';
import { events, featuredMeetup, spotsLabel, virtualPowerCircle } from '#content/events.ts';
import { Agenda } from '#app/components/events/details/agenda.tsx';
import { EventCardGrid } from '#app/components/events/event-card-grid.tsx';
import { EventFacts, type EventFact } from '#app/components/events/details/event-facts.tsx';
import { FormSection } from '#app/features/forms/form-section.tsx';
import { PageHeading } from '#app/components/page-top/page-heading.tsx';
import { ScrollToButton } from '#app/components/common/scroll-to-button.tsx';
import { Section } from '#app/components/common/section.tsx';
import { SubmissionForm } from '#app/features/forms/submission-form.tsx';
import { pageMeta } from '#app/lib/page-meta.ts';

export const meta = pageMeta({
  title: 'Events',
  description:
    'Upcoming Women Leading AI events: London meetups, a virtual circle, a summer boat party, leadership labs, a private evening and a retreat.',
});

const listedEvents = [...events, virtualPowerCircle];

const meetupFacts: readonly EventFact[] = [
  { kind: 'date', label: 'Date', value: featuredMeetup.date },
  { kind: 'time', label: 'Time', value: featuredMeetup.time },
  { kind: 'venue', label: 'Venue', value: featuredMeetup.venue },
  { kind: 'spots', label: 'Capacity', value: spotsLabel(featuredMeetup.spots) },
  { kind: 'price', label: 'Price', value: featuredMeetup.price },
];

export default function Events() {
  return (
    <>
      <PageHeading title="Events">
        <p>
          Meetups, labs, evenings and retreats for women leading in AI, in London and online. Pick
          the ones that fit your year and apply for a place.
        </p>
      </PageHeading>

      <Section id="upcoming-events" title="Upcoming Events" className="pt-0 sm:pt-0">
        <EventCardGrid events={listedEvents} />
      </Section>

      <Section id="featured-meetup" eyebrow="Featured Event" title={featuredMeetup.title} muted>
        <div className="mx-auto max-w-4xl">
          <div className="mx-auto max-w-3xl space-y-4 text-lg leading-relaxed text-muted-foreground">
            {featuredMeetup.summary.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <div className="mt-10">
            <EventFacts facts={meetupFacts} />
          </div>
          <div className="mt-8 text-center">
            <ScrollToButton targetId="register" size="lg">
              Register Your Interest
            </ScrollToButton>
          </div>
        </div>
      </Section>

      <Section
        id="agenda"
        title="Evening Agenda"
        lead="Two hours, four parts, plenty of time to talk."
      >
        <Agenda items={featuredMeetup.agenda} />
      </Section>

      <FormSection
        id="register"
        title="Register for the July Meetup"
        subtitle="Free for community members. Places are limited to 40, so tell us a little about yourself and we'll be in touch soon with next steps."
      >
        <SubmissionForm {...pageForms.eventsListingMeetup} />
      </FormSection>
    </>
  );
}
