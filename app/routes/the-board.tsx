import {
  boardPrinciples,
  boardSelectionSteps,
  boardTimeline,
  boardTracks,
} from '#content/board.ts';
import { BoardTrackCard } from '#app/routes/the-board/board-track-card.tsx';
import { InfoCardGrid } from '#app/components/common/info-card-grid.tsx';
import { PageHeading } from '#app/components/page-top/page-heading.tsx';
import { Section } from '#app/components/common/section.tsx';
import { Timeline } from '#app/components/events/details/timeline.tsx';
import { pageMeta } from '#app/lib/page-meta.ts';

export const meta = pageMeta({
  title: 'The Founding Board',
  description:
    'Apply to the Women Leading AI founding board: five Executive and five Advisory seats, volunteer-based. Applications close 28 July 2025.',
});

export default function TheBoard() {
  return (
    <>
      <PageHeading title="Join the Founding Board">
        <p>
          Women Leading AI is choosing its first board: the women who will shape where the community
          goes next. Board membership is volunteer-based and by application only.
        </p>
        <p className="mt-4 font-medium text-foreground">
          Applications are due {boardTimeline.applicationsDue}.
        </p>
      </PageHeading>

      <Section
        id="tracks"
        eyebrow="Two ways to serve"
        title="Executive Board and Advisory Board"
        lead="Choose the track that fits your experience and the time you can give. Each board has at most five members."
        muted
      >
        <div className="grid gap-6 lg:grid-cols-2">
          {boardTracks.map((track) => (
            <BoardTrackCard key={track.id} track={track} />
          ))}
        </div>
      </Section>

      <Section id="how-it-works" eyebrow="Key dates" title="How Selection Works">
        <Timeline items={boardSelectionSteps} />
      </Section>

      <Section id="principles" title="How the Board Works" muted>
        <InfoCardGrid items={boardPrinciples} />
      </Section>
    </>
  );
}
