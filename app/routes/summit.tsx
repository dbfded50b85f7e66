import { DownloadIcon } from 'lucide-react';
import {
  exhibitorOptions,
  speakerTopics,
  sponsorBenefits,
  summit,
  summitHighlights,
  talkFormats,
} from '#content/summit.ts';
import { resourceFileUrl, siteConfig } from '#content/site.ts';
import { formatPrice, ticketTiers } from '#content/ticket-tiers.ts';
import { CheckList } from '#app/components/common/check-list.tsx';
import { EventFacts, type EventFact } from '#app/components/events/details/event-facts.tsx';
import { ExternalLink } from '#app/components/common/external-link.tsx';
import { GainsList } from '#app/components/common/gains-list.tsx';
import { PageHeading } from '#app/components/page-top/page-heading.tsx';
import { Section } from '#app/components/common/section.tsx';
import { TicketTierCard } from '#app/routes/summit/ticket-tier-card.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { EnquiryButton } from '#app/features/enquiry/enquiry-button.tsx';
import { pageMeta } from '#app/lib/page-meta.ts';

export const meta = pageMeta({
  title: 'Summit 2025, London',
  description:
    'The Women Leading AI Summit: one day in London on 27 November 2025. 150 seats, 50 digital passes, tickets from £19.',
});

const lowestPrice = Math.min(...ticketTiers.map((tier) => tier.price));

const facts: readonly EventFact[] = [
  { kind: 'date', label: 'Date', value: summit.date },
  { kind: 'venue', label: 'Where', value: summit.city },
  { kind: 'time', label: 'Format', value: summit.format },
  { kind: 'spots', label: 'In person', value: `${summit.inPersonSeats} in-person seats` },
  { kind: 'online', label: 'Online', value: `${summit.digitalPasses} digital passes` },
  { kind: 'price', label: 'Tickets', value: `From ${formatPrice(lowestPrice)}` },
];

export default function Summit() {
  return (
    <>
      <PageHeading title={summit.name}>
        <p>
          One day in {summit.city} for the women building, leading and governing AI. Practical
          talks, hands-on workshops and a room full of peers who understand the job.
        </p>
      </PageHeading>
      <div className="mx-auto -mt-6 max-w-5xl px-4 pb-16 sm:px-6">
        <div className="mb-10 flex justify-center">
          <EnquiryButton tag="summit:seat" size="lg">
            Get Your Seat Now
          </EnquiryButton>
        </div>
        <EventFacts facts={facts} />
      </div>

      <Section
        id="why-attend"
        eyebrow="Why attend"
        title="A Day Built Around What You Can Use"
        lead="No sales pitches from the stage: every session is chosen for what you will take back to your team."
        muted
      >
        <GainsList items={summitHighlights} />
      </Section>

      <Section
        id="tickets"
        eyebrow="Tickets"
        title="Choose Your Ticket"
        lead={`${summit.inPersonSeats} seats in the room and ${summit.digitalPasses} digital passes. When they are gone, they are gone.`}
      >
        <div className="grid gap-6 pt-3 sm:grid-cols-2 lg:grid-cols-4">
          {ticketTiers.map((tier) => (
            <TicketTierCard key={tier.id} tier={tier} />
          ))}
        </div>
      </Section>

      <Section
        id="speak"
        eyebrow="Call for speakers"
        title="Pitch a Talk"
        lead="We want speakers who have done the work and will share what really happened, including what did not go to plan. First-time speakers are warmly welcome."
        muted
      >
        <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
          <ul className="grid gap-4 sm:grid-cols-3">
            {talkFormats.map((format) => (
              <li key={format.name} className="rounded-2xl border bg-card p-5 shadow-sm">
                <p className="font-semibold">{format.name}</p>
                <p className="text-sm font-medium text-primary">{format.length}</p>
                <p className="mt-2 text-sm text-muted-foreground">{format.description}</p>
              </li>
            ))}
          </ul>
          <div className="rounded-2xl border bg-card p-5 shadow-sm">
            <h3 className="font-semibold">Topics we would love to hear</h3>
            <CheckList items={speakerTopics} className="mt-3 text-sm" />
          </div>
        </div>
        <div className="mt-8 flex justify-center">
          <EnquiryButton tag="summit:speak" size="lg">
            Apply to Speak
          </EnquiryButton>
        </div>
      </Section>

      <Section
        id="sponsor"
        eyebrow="Sponsorship"
        title="Put Your Brand Behind Women in AI"
        lead="Sponsors make the summit affordable for the people who most need to be in the room, and meet the women shaping AI in their organisations."
      >
        <div className="mx-auto max-w-3xl rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
          <h3 className="font-semibold">What sponsors receive</h3>
          <CheckList items={sponsorBenefits} className="mt-4" />
          <div className="mt-8 flex flex-wrap gap-3">
            <EnquiryButton tag="summit:sponsor" size="lg">
              Sponsor the Summit
            </EnquiryButton>
            <Button asChild variant="outline" size="lg">
              <ExternalLink href={resourceFileUrl(siteConfig.sponsorPackFile)}>
                <DownloadIcon aria-hidden="true" />
                Download Sponsor Pack
              </ExternalLink>
            </Button>
          </div>
        </div>
      </Section>

      <Section
        id="exhibit"
        eyebrow="Exhibitors"
        title="Show What You Have Built"
        lead="Founders and product teams can put their AI tools in front of the people who buy, build and champion them."
        muted
      >
        <div className="grid gap-6 md:grid-cols-2">
          {exhibitorOptions.map((option) => (
            <article
              key={option.id}
              aria-labelledby={`${option.id}-heading`}
              className="flex flex-col rounded-2xl border bg-card p-6 shadow-sm sm:p-8"
            >
              <h3 id={`${option.id}-heading`} className="text-xl font-semibold">
                {option.name}
              </h3>
              <p className="mt-2 text-muted-foreground">{option.description}</p>
              <CheckList items={option.includes} className="mt-5 flex-1 text-sm" />
              <EnquiryButton tag={`summit:${option.id}`} size="lg" className="mt-8 self-start">
                {option.actionLabel}
              </EnquiryButton>
            </article>
          ))}
        </div>
      </Section>
    </>
  );
}
