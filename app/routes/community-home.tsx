import { Link } from 'react-router';
import {
  communityFeatures,
  communityTagline,
  heroIntro,
  whyJoinBullets,
} from '#content/community.ts';
import { CommunityFeatureGrid } from '#app/routes/community-home/community-feature-grid.tsx';
import { EventCardGrid } from '#app/components/events/event-card-grid.tsx';
import { GainsList } from '#app/components/common/gains-list.tsx';
import { JoinCommunityButton } from '#app/components/layout/join-community-button.tsx';
import { Manifesto } from '#app/components/community/manifesto.tsx';
import { OrganiserSection } from '#app/components/community/organiser-section.tsx';
import { ScrollToButton } from '#app/components/common/scroll-to-button.tsx';
import { Section } from '#app/components/common/section.tsx';
import { pageMeta } from '#app/lib/page-meta.ts';
import { siteDataOf } from '#app/lib/site-data.ts';
import type { Route } from './+types/community-home';

export const meta = pageMeta({
  title: 'Women Leading AI',
  description:
    'Join a private, purposeful, powerful community for women in AI: free exclusive events, a resources library and peers who have your back.',
});

export async function loader({ context }: Route.LoaderArgs) {
  const { upcoming } = await siteDataOf(context).eventListing();
  // The in-person events still to come (docs/product/screens.md#community-home): not the online
  // ones, which the listing shows, nor a cancelled one.
  return {
    events: upcoming.filter((event) => !event.isVirtual),
  };
}

export default function CommunityHome({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <section className="relative isolate overflow-hidden">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-gradient-to-b from-secondary via-background to-background"
        />
        <div
          aria-hidden="true"
          className="absolute -top-24 left-1/2 -z-10 size-[36rem] -translate-x-1/2 rounded-full bg-radial from-primary/15 to-transparent to-70%"
        />
        <div className="mx-auto max-w-4xl px-4 pt-16 pb-12 text-center sm:px-6 sm:pt-24 sm:pb-16">
          <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-6xl">
            Join the Community
          </h1>
          <p className="mt-4 bg-gradient-to-r from-primary to-highlight bg-clip-text text-xl font-semibold text-transparent sm:text-2xl">
            {communityTagline}
          </p>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-muted-foreground">{heroIntro}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <ScrollToButton targetId="why-join" size="lg">
              Why Join?
            </ScrollToButton>
            <ScrollToButton targetId="upcoming-events" size="lg" variant="outline">
              See Upcoming Events
            </ScrollToButton>
          </div>
        </div>
      </section>

      <Section
        id="why-join"
        title="Why Join Our Community?"
        lead="Everything you need to grow as a leader in AI, alongside women who want you to win."
      >
        <GainsList items={whyJoinBullets} />
        <div className="mt-10 text-center">
          <JoinCommunityButton label="Join the Slack Community" size="lg" />
        </div>
        <div className="mt-16">
          <CommunityFeatureGrid features={communityFeatures} />
        </div>
      </Section>

      <Manifesto />

      <OrganiserSection />

      <Section
        id="upcoming-events"
        title="More Events Coming Up"
        // With nothing to come, the grid says so in words, and nothing is limited.
        lead={
          loaderData.events.length > 0
            ? 'Meetups, labs, evenings and a retreat. Places are limited, so apply early.'
            : undefined
        }
        muted
      >
        <EventCardGrid events={loaderData.events} />
        <p className="mt-10 text-center">
          <Link
            to="/events"
            className="inline-flex items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline"
          >
            See all events
            {/* A character, not an icon: the home page's scripts stay within their budget
                (docs/performance.md). */}
            <span aria-hidden="true">→</span>
          </Link>
        </p>
      </Section>
    </>
  );
}
