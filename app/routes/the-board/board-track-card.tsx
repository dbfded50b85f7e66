import { ClockIcon, UsersIcon } from 'lucide-react';
import type { BoardTrack } from '#content/board.ts';
import { siteConfig } from '#content/site.ts';
import { CheckList } from '#app/components/common/check-list.tsx';
import { ExternalLink } from '#app/components/common/external-link.tsx';
import { IconFact } from '#app/components/events/details/icon-fact.tsx';
import { Button } from '#app/components/ui/button.tsx';

/** One board track with its commitment, seat limit, duties and the external application form. */
export function BoardTrackCard({ track }: { track: BoardTrack }) {
  const headingId = `${track.id}-board-heading`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col rounded-2xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8"
    >
      <h3 id={headingId} className="text-2xl font-bold tracking-tight">
        {track.name}
      </h3>
      <p className="mt-3 text-muted-foreground">{track.summary}</p>
      <dl className="mt-6 grid gap-3 sm:grid-cols-2">
        <IconFact
          icon={ClockIcon}
          label="Time commitment"
          value={track.commitment}
          className="bg-muted/60"
        />
        <IconFact
          icon={UsersIcon}
          label="Seats"
          value={`Up to ${track.maxMembers} members`}
          className="bg-muted/60"
        />
      </dl>
      <h4 className="mt-6 font-semibold">What you will do</h4>
      <CheckList items={track.responsibilities} className="mt-3 flex-1" />
      <p className="mt-6 text-sm text-muted-foreground">{track.idealFor}</p>
      <Button asChild size="lg" className="mt-6 self-start">
        <ExternalLink href={siteConfig.external.boardApplicationForm}>
          Apply for the {track.name}
        </ExternalLink>
      </Button>
    </article>
  );
}
