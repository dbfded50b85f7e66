import { Link } from 'react-router';
import {
  foundingMemberCopyCount,
  foundingMemberProfileEntry,
  foundingMembers,
} from '#content/founding-members.ts';
import { organiser } from '#content/people.ts';
import { siteConfig } from '#content/site.ts';
import { BioCard } from '#app/components/common/bio-card.tsx';
import { ExternalLink } from '#app/components/common/external-link.tsx';
import { FoundingMemberCard } from '#app/routes/founding-members/founding-member-card.tsx';
import { JoinCommunityButton } from '#app/components/layout/join-community-button.tsx';
import { PageHeading } from '#app/components/page-top/page-heading.tsx';
import { Section } from '#app/components/common/section.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { pageMeta } from '#app/lib/page-meta.ts';

export const meta = pageMeta({
  title: 'Founding Members',
  description:
    'Meet the founding members of Women Leading AI: the women who shaped the community from its first month in July 2025.',
});

const profileFields = [
  { label: 'Title', value: foundingMemberProfileEntry.title },
  { label: 'Company', value: foundingMemberProfileEntry.organisation },
  { label: 'Dates', value: foundingMemberProfileEntry.dates },
  { label: 'Description', value: foundingMemberProfileEntry.description },
] as const;

export default function FoundingMembers() {
  return (
    <>
      <PageHeading title="Meet Our Founding Members">
        <p>
          In July 2025, {foundingMemberCopyCount} founding members said yes to an idea: a private,
          purposeful community for women leading in AI. They shaped its first events, its values and
          the way we show up for each other.
        </p>
      </PageHeading>

      <Section
        id="members"
        title="The Founding Circle"
        lead="Engineers, founders, executives and researchers, in their own words."
        className="pt-0 sm:pt-0"
      >
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5 [&>li]:min-w-0">
          {foundingMembers.map((member) => (
            <li key={member.id} className="grid">
              <FoundingMemberCard member={member} />
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="join"
        title="Want to Be Part of What Comes Next?"
        lead="The founding members started it; the community grows with every woman who joins. Find out what membership means, or come straight into the conversation."
        muted
      >
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <Link to="/community">Tell Me More</Link>
          </Button>
          <JoinCommunityButton label="Join the Slack Community" size="lg" variant="outline" />
        </div>
      </Section>

      <Section
        id="profile"
        title="Add It to Your LinkedIn Profile"
        lead="Founding members: copy these details into the Experience section of your profile, then select our company page so the logo appears."
      >
        <div className="mx-auto max-w-3xl rounded-2xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8">
          <dl className="space-y-4">
            {profileFields.map((field) => (
              <div key={field.label} className="grid gap-1 sm:grid-cols-[8rem_1fr] sm:gap-4">
                <dt className="text-sm font-medium text-muted-foreground">{field.label}</dt>
                <dd className="rounded-md bg-muted px-3 py-2 select-all">{field.value}</dd>
              </div>
            ))}
          </dl>
          <Button asChild size="lg" className="mt-8">
            <ExternalLink href={siteConfig.external.companyPage}>
              Open Our LinkedIn Company Page
            </ExternalLink>
          </Button>
        </div>
      </Section>

      <Section id="organiser" title="Meet the Organiser" muted>
        <div className="mx-auto max-w-3xl">
          <BioCard person={organiser} />
        </div>
      </Section>
    </>
  );
}
