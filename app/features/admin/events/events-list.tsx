import { ExternalLinkIcon, PlusIcon } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { AdminEventList, AdminEventSummary } from '#schemas/events/admin-events.ts';
import { Button } from '#app/components/ui/button.tsx';
import { TableCell, TableRow } from '#app/components/ui/table.tsx';
import { eventsHref, guestsHref } from '#app/features/admin/shared/admin-params.ts';
import { ListTable } from '#app/features/admin/shared/list-table.tsx';
import { previewAddress } from './event-api.ts';
import {
  closingWords,
  countWords,
  eventGroups,
  overButNotPast,
  phaseLabels,
} from './event-groups.ts';
import { PhaseChip } from './phase-chip.tsx';
import { AttendanceRate } from '../attendance/attendance-rate.tsx';
import { WarningBox } from './warning-box.tsx';
import { useAllows } from '#app/features/admin/shared/admin-role.tsx';

export const eventsHeading = 'Events Admin';

const columns = ['Event', 'Date', 'Status', 'Applications close', 'Applications', 'Actions'].map(
  (label) => ({ label }),
);

function EventRow({ event, now }: { event: AdminEventSummary; now: Date }) {
  return (
    <TableRow>
      <TableCell className="min-w-48">
        <Link
          to={eventsHref(event.id)}
          className="font-medium break-words text-primary underline-offset-4 hover:underline"
        >
          {event.title}
        </Link>
        <span className="block text-xs break-all text-muted-foreground">/events/{event.slug}</span>
      </TableCell>
      <TableCell className="min-w-40">
        {event.date}
        {event.time ? <span className="block text-muted-foreground">{event.time}</span> : null}
      </TableCell>
      <TableCell>
        <PhaseChip phase={event.phase} />
      </TableCell>
      <TableCell className="min-w-40">{closingWords(event, now)}</TableCell>
      <TableCell className="min-w-44 tabular-nums">
        {countWords(event.applications)}
        <AttendanceRate event={event} />
      </TableCell>
      <TableCell>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <Link to={eventsHref(event.id)} aria-label={`Edit ${event.title}`}>
              Edit
            </Link>
          </Button>
          {event.status === 'draft' ? null : (
            <Button asChild variant="outline" size="sm">
              <Link to={guestsHref(event.id)} aria-label={`Guests of ${event.title}`}>
                Guests
              </Link>
            </Button>
          )}
          <Button asChild variant="ghost" size="sm">
            <a
              href={previewAddress(event.id)}
              target="_blank"
              rel="noopener"
              aria-label={`Preview ${event.title} (opens in a new tab)`}
            >
              <ExternalLinkIcon aria-hidden="true" />
              Preview
            </a>
          </Button>
        </div>
      </TableCell>
    </TableRow>
  );
}

function EventPart({
  title,
  empty,
  events,
  now,
}: {
  title: string;
  empty: string;
  events: AdminEventSummary[];
  now: Date;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid grid-cols-1 gap-3">
      <h2 id={headingId} className="text-xl font-semibold tracking-tight">
        {title}{' '}
        <span className="text-base font-normal text-muted-foreground">({events.length})</span>
      </h2>
      <ListTable caption={title} columns={columns} empty={events.length === 0 ? empty : null}>
        {events.map((event) => (
          <EventRow key={event.id} event={event} now={now} />
        ))}
      </ListTable>
    </section>
  );
}

/** The warning of published events that are over but still shown as open or closed. */
function OverButNotPast({ events }: { events: AdminEventSummary[] }) {
  if (events.length === 0) return null;
  return (
    <WarningBox
      label="Over but not past"
      lead={
        events.length === 1
          ? 'This event is over but not shown as past:'
          : `These ${events.length} events are over but not shown as past:`
      }
    >
      {events.map((event) => (
        <li key={event.id}>
          <Link to={eventsHref(event.id)} className="font-medium underline underline-offset-4">
            {event.title}
          </Link>{' '}
          ({event.date}, {phaseLabels[event.phase]})
        </li>
      ))}
    </WarningBox>
  );
}

/**
 * Every event in three parts, upcoming, past and drafts (docs/product/screens.md#events), each
 * row with its date, phase, closing time and applications, and the way into its editor.
 */
export function EventsList({ list }: { list: AdminEventList | null }) {
  const events = list?.events ?? null;
  const now = list ? new Date(list.asOf) : new Date();
  const groups = events ? eventGroups(events, now) : null;
  const canChange = useAllows('change');
  return (
    <div className="grid grid-cols-1 gap-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-2">
          <h1 className="text-3xl font-bold tracking-tight">{eventsHeading}</h1>
          <p className="max-w-prose text-sm text-muted-foreground">
            Every event the site shows or will show. Open one to edit its page, publish it, close
            its applications or cancel it; a new event starts as a draft nobody sees.
          </p>
        </div>
        {canChange ? (
          <Button asChild>
            <Link to={eventsHref('new')}>
              <PlusIcon aria-hidden="true" />
              New event
            </Link>
          </Button>
        ) : null}
      </div>
      {groups === null ? (
        <p role="alert">The events could not be loaded. Please try again.</p>
      ) : (
        <>
          <OverButNotPast events={overButNotPast(events ?? [], now)} />
          <EventPart
            title="Upcoming"
            empty="No upcoming events."
            events={groups.upcoming}
            now={now}
          />
          <EventPart title="Past" empty="No past events." events={groups.past} now={now} />
          <EventPart title="Drafts" empty="No drafts." events={groups.drafts} now={now} />
        </>
      )}
    </div>
  );
}
