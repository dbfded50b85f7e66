import {
  CalendarIcon,
  MapPinIcon,
  SparklesIcon,
  TrophyIcon,
  UsersIcon,
  type LucideIcon,
} from 'lucide-react';
import { useId } from 'react';
import type { Hackathon, PastHackathon } from '#content/hackathons.ts';
import { EnquiryButton } from '#app/features/enquiry/enquiry-button.tsx';
import { Badge } from '#app/components/ui/badge.tsx';

/** An upcoming hackathon (with a register button) or a past one (with its winner). */
export function HackathonCard({
  hackathon,
  past,
}: { hackathon: Hackathon; past?: undefined } | { hackathon: PastHackathon; past: true }) {
  const headingId = useId();
  const facts: { icon: LucideIcon; label: string; value: string }[] = [
    { icon: CalendarIcon, label: 'Date', value: hackathon.date },
    { icon: MapPinIcon, label: 'Location', value: hackathon.location },
    { icon: TrophyIcon, label: 'Prizes', value: hackathon.prizes },
    past
      ? { icon: UsersIcon, label: 'Participants', value: `${hackathon.participants} took part` }
      : { icon: UsersIcon, label: 'Places', value: `${hackathon.participants} participants` },
  ];
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col overflow-hidden rounded-2xl border bg-card text-card-foreground shadow-sm"
    >
      <img
        src={hackathon.image}
        alt=""
        width={640}
        height={360}
        loading="lazy"
        decoding="async"
        className="aspect-[2/1] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <Badge variant="secondary">{hackathon.theme}</Badge>
        <h3 id={headingId} className="mt-3 text-xl font-semibold tracking-tight">
          {hackathon.name}
        </h3>
        <p className="mt-2 text-muted-foreground">{hackathon.description}</p>
        <dl className="mt-5 grid gap-2.5 text-sm">
          {facts.map(({ icon: Icon, label, value }) => (
            <div key={label} className="flex items-start gap-2.5">
              <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              <dt className="sr-only">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {past ? (
          <PastResults hackathon={hackathon} />
        ) : (
          <div className="mt-auto pt-6">
            <EnquiryButton
              tag={`hackathons:register:${hackathon.id}`}
              dialogTitle={`Register interest: ${hackathon.name}`}
              variant="outline"
            >
              Register Interest<span className="sr-only"> in the {hackathon.name}</span>
            </EnquiryButton>
          </div>
        )}
      </div>
    </article>
  );
}

function PastResults({ hackathon }: { hackathon: PastHackathon }) {
  const { winningProject } = hackathon;
  const highlightsId = useId();
  return (
    <>
      <div className="mt-6 rounded-xl border border-primary/25 bg-primary/5 p-4">
        <h4 className="font-semibold">
          <span className="mb-2 flex items-center gap-2 text-xs tracking-wide text-primary uppercase">
            <TrophyIcon aria-hidden="true" className="size-4" />
            Winning project
          </span>
          {winningProject.name}
        </h4>
        <p className="text-sm text-muted-foreground">by {winningProject.team}</p>
        <p className="mt-2 text-sm">{winningProject.description}</p>
      </div>
      <div className="mt-5">
        <h4 id={highlightsId} className="text-sm font-semibold">
          Highlights
        </h4>
        <ul
          aria-labelledby={highlightsId}
          className="mt-2 space-y-1.5 text-sm text-muted-foreground"
        >
          {hackathon.highlights.map((highlight) => (
            <li key={highlight} className="flex items-start gap-2">
              <SparklesIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              <span>{highlight}</span>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
