import { HeartHandshakeIcon, TrendingUpIcon, type LucideIcon } from 'lucide-react';
import { mission, values, type ValueIcon } from '#content/about.ts';
import { communityTagline } from '#content/community.ts';
import { JoinCommunityButton } from '#app/components/layout/join-community-button.tsx';
import { IconCardGrid } from '#app/components/common/icon-card-grid.tsx';
import { Manifesto } from '#app/components/community/manifesto.tsx';
import { OrganiserSection } from '#app/components/community/organiser-section.tsx';
import { PageHeading } from '#app/components/page-top/page-heading.tsx';
import { Section } from '#app/components/common/section.tsx';
import { pageMeta } from '#app/lib/page-meta.ts';

export const meta = pageMeta({
  title: 'About',
  description:
    'Why Women Leading AI exists: our mission, our values of Community First and Rise Together, our manifesto and our founder.',
});

const valueIcons: Record<ValueIcon, LucideIcon> = {
  community: HeartHandshakeIcon,
  rise: TrendingUpIcon,
};

export default function About() {
  return (
    <>
      <PageHeading title="About Women Leading AI">
        <p className="font-semibold text-primary">{communityTagline}</p>
      </PageHeading>

      <Section id="mission" title={mission.title} className="pt-0 sm:pt-0">
        <div className="mx-auto max-w-3xl space-y-5 text-lg leading-relaxed text-muted-foreground">
          {mission.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>

      <Section id="values" title="Our Values" muted>
        <IconCardGrid
          className="mx-auto max-w-4xl md:grid-cols-2"
          items={values.map((value) => ({ ...value, icon: valueIcons[value.icon] }))}
        />
      </Section>

      <Manifesto />

      <OrganiserSection title="Meet the Founder" />

      <Section
        id="join"
        title="Ready to Join Us?"
        lead="Become part of a private community of women shaping the future of AI. It takes a minute and it is free."
        muted
      >
        <div className="text-center">
          <JoinCommunityButton label="Join The Slack Community" size="lg" />
        </div>
      </Section>
    </>
  );
}
