import { CalendarIcon, MapPinIcon } from 'lucide-react';
import { nextHackathon, pastHackathons, upcomingHackathons } from '#content/hackathons.ts';
import { HackathonCard } from '#app/routes/ai-hackathons/hackathon-card.tsx';
import { PageHeading } from '#app/components/page-top/page-heading.tsx';
import { Section } from '#app/components/common/section.tsx';
import { EnquiryButton } from '#app/features/enquiry/enquiry-button.tsx';
import { pageMeta } from '#app/lib/page-meta.ts';

export const meta = pageMeta({
  title: 'AI Hackathons',
  description:
    'Build with AI alongside women in tech: upcoming hackathons in London, prizes, and the winning projects of past events.',
});

export default function AiHackathons() {
  return (
    <>
      <PageHeading title="AI Hackathons">
        <p>
          Friendly, focused days of building with AI. Form a team, get help from mentors and demo
          something real by the evening, whether you write code, design products or know the problem
          best.
        </p>
      </PageHeading>
      {nextHackathon ? (
        <div id="register" className="mx-auto max-w-4xl px-4 sm:px-6">
          <div className="flex flex-col gap-5 rounded-2xl border border-primary/30 bg-card p-6 text-card-foreground shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-8">
            <div>
              <p className="text-sm font-semibold tracking-wide text-primary uppercase">
                Next event
              </p>
              <p className="mt-1 text-xl font-semibold">{nextHackathon.name}</p>
              <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
                <span className="flex items-center gap-1.5">
                  <CalendarIcon aria-hidden="true" className="size-4" />
                  {nextHackathon.date}
                </span>
                <span className="flex items-center gap-1.5">
                  <MapPinIcon aria-hidden="true" className="size-4" />
                  {nextHackathon.location}
                </span>
              </p>
            </div>
            <EnquiryButton tag={`hackathons:register:${nextHackathon.id}`} size="lg">
              Register for Next Event
            </EnquiryButton>
          </div>
        </div>
      ) : null}
      <Section
        id="upcoming"
        title="Upcoming Hackathons"
        lead="Places are limited. Register your interest and we will send you the details as soon as registration opens."
      >
        <ul className="grid gap-6 md:grid-cols-2">
          {upcomingHackathons.map((hackathon) => (
            <li key={hackathon.id}>
              <HackathonCard hackathon={hackathon} />
            </li>
          ))}
        </ul>
      </Section>
      <Section
        id="past"
        title="Past Hackathons"
        lead="What our community built, and the teams who took home the prizes."
        muted
      >
        <ul className="grid gap-6 md:grid-cols-2">
          {pastHackathons.map((hackathon) => (
            <li key={hackathon.id}>
              <HackathonCard hackathon={hackathon} past />
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
