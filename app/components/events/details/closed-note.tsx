import { Link } from 'react-router';
import { standingTitles } from '#content/event-standing.ts';
import { withProductPrefix } from '#content/site.ts';
import type { EventPageView } from '#schemas/pages/event-view.ts';

/** In the form's place once the event takes no more applications. */
export function ClosedNote({
  id,
  view,
  linksPrefixed,
}: {
  id: string;
  view: EventPageView;
  linksPrefixed: boolean;
}) {
  const eventsPath = linksPrefixed ? withProductPrefix('/events') : '/events';
  return (
    <aside
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-24 rounded-2xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8"
    >
      <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight">
        {standingTitles[view.phase as keyof typeof standingTitles]}
      </h2>
      <p className="mt-3 text-muted-foreground">
        {view.phase === 'cancelled'
          ? 'It will not take place, and it takes no applications.'
          : 'This event takes no more applications.'}{' '}
        See what else is coming up.
      </p>
      <p className="mt-5">
        <Link
          to={eventsPath}
          className="font-medium text-primary underline underline-offset-4 hover:no-underline"
        >
          See upcoming events
        </Link>
      </p>
    </aside>
  );
}
