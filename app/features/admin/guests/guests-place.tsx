import { DownloadIcon, PencilIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { AdminEventList, AdminEventSummary } from '#schemas/events/admin-events.ts';
import type { EventGuest, EventGuests } from '#schemas/events/organising/event-guests.ts';
import type { SubmissionTable } from '#schemas/submissions/submission-forms.ts';
import { Button } from '#app/components/ui/button.tsx';
import { useAdminRefresh } from '#app/features/admin/shared/admin-loader.ts';
import {
  eventsHref,
  guestsHref,
  placeHref,
  reviewStatusOf,
  rowHref,
} from '#app/features/admin/shared/admin-params.ts';
import { useAllows } from '#app/features/admin/shared/admin-role.tsx';
import { capacityLine } from '#app/features/admin/applications/capacity-wording.ts';
import {
  DecisionDialog,
  choiceVariant,
} from '#app/features/admin/applications/decision-confirm.tsx';
import { eventGroups, countWords } from '../events/event-groups.ts';
import { PhaseChip } from '../events/phase-chip.tsx';
import { formatLondon } from '#app/features/admin/mail/mail-format.ts';
import type { ReviewAction } from '#app/features/admin/applications/review-wording.ts';
import { StatusChip } from '#app/features/admin/shared/status-chip.tsx';
import { StatusTabs } from '#app/features/admin/applications/status-tabs.tsx';
import { EventReminders } from './event-reminders.tsx';
import { AfterTheEvent } from '../attendance/after-the-event.tsx';
import { ArrivalChip } from '../attendance/arrival-chip.tsx';
import { MessageGuests } from './message-guests.tsx';
import { WaitlistOffer } from '#app/features/admin/applications/waitlist-offer.tsx';
import type { GuestsData } from './guests-data.ts';
import {
  emptyGuestsWords,
  guestCountsLine,
  guestDecisions,
  guestsExportHref,
  noEventWords,
} from './guests-wording.ts';

/**
 * The organiser's place by event (docs/product/screens.md#an-events-guests): the events to
 * choose from, upcoming first; then one event's guests, each with her answers and the decisions
 * she can make on her, the places and the waitlist beside them, and the event's own export.
 */
export function GuestsPlace({ data }: { data: GuestsData }) {
  if (data.show === 'events') return <GuestsEvents list={data.list} />;
  if (!data.guests) {
    return (
      <div className="grid gap-4">
        <h1 className="text-3xl font-bold tracking-tight">Guests</h1>
        <p role="alert">
          {data.missing
            ? 'There is no such event.'
            : 'The guests could not be loaded. Please try again.'}
        </p>
        <Link to={guestsHref()} className="w-fit underline underline-offset-4">
          Every event’s guests
        </Link>
      </div>
    );
  }
  return <EventGuestsView key={data.id} guests={data.guests} />;
}

function EventLink({ event }: { event: AdminEventSummary }) {
  return (
    <li>
      <Link
        to={guestsHref(event.id)}
        className="grid gap-1 rounded-lg border bg-card p-4 text-card-foreground transition-colors outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-primary">{event.title}</span>
          <PhaseChip phase={event.phase} />
        </span>
        <span className="text-sm">{event.date}</span>
        <span className="text-sm text-muted-foreground tabular-nums">
          {countWords(event.applications)}
        </span>
      </Link>
    </li>
  );
}

function EventsPart({ title, events }: { title: string; events: AdminEventSummary[] }) {
  const headingId = useId();
  if (events.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="text-xl font-semibold tracking-tight">
        {title}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {events.map((event) => (
          <EventLink key={event.id} event={event} />
        ))}
      </ul>
    </section>
  );
}

/**
 * Entries no stored event holds (docs/decisions/061-applications-by-event-key.md): kept in their
 * table's view, each table's count here with the way to them.
 */
function NoEvent({ tables }: { tables: AdminEventList['noEvent'] }) {
  const headingId = useId();
  if (tables.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="text-xl font-semibold tracking-tight">
        No event
      </h2>
      <p className="max-w-prose text-sm text-muted-foreground">
        Entries stored under an event name that no event has: they belong to none of the events
        above, and stay in their table.
      </p>
      <ul className="grid gap-2">
        {tables.map(({ table, count }) => (
          <li key={table}>
            <Link to={placeHref(table)} className="underline underline-offset-4">
              {noEventWords(table, count)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Every event with guests to see: upcoming first, then past; drafts take none. */
function GuestsEvents({ list }: { list: AdminEventList | null }) {
  const groups = list ? eventGroups(list.events, new Date(list.asOf)) : null;
  return (
    <div className="grid grid-cols-1 gap-8">
      <div className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Guests</h1>
        <p className="max-w-prose text-sm text-muted-foreground">
          Choose an event to read who applied or registered, decide on each of them and see its
          waitlist.
        </p>
      </div>
      {groups === null ? (
        <p role="alert">The events could not be loaded. Please try again.</p>
      ) : (
        <>
          <EventsPart title="Upcoming" events={groups.upcoming} />
          <EventsPart title="Past" events={groups.past} />
          <NoEvent tables={list?.noEvent ?? []} />
          {groups.upcoming.length + groups.past.length === 0 ? (
            <p>No event takes guests yet: publish one first.</p>
          ) : null}
        </>
      )}
    </div>
  );
}

function EventGuestsView({ guests }: { guests: EventGuests }) {
  const { event, capacity, counts } = guests;
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const canExport = useAllows('export');
  const canChange = useAllows('change');
  const status = reviewStatusOf(params, event.table);
  const shown = status ? guests.guests.filter((guest) => guest.status === status) : guests.guests;
  const empty = emptyGuestsWords(guests.guests.length, shown.length, status);
  const listId = useId();

  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="grid gap-2">
        <Link
          to={guestsHref()}
          className="w-fit text-sm text-muted-foreground underline underline-offset-4"
        >
          Every event’s guests
        </Link>
        <h1 className="text-3xl font-bold tracking-tight break-words">{event.title}</h1>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span>{event.date}</span>
          <PhaseChip phase={event.phase} />
          <span className="text-muted-foreground">{guestCountsLine(event.table, counts)}</span>
        </p>
        <p className="text-sm text-muted-foreground">{capacityLine(capacity)}</p>
        <div className="flex flex-wrap gap-2">
          {canExport ? (
            <Button asChild variant="outline" size="sm">
              <a href={guestsExportHref(event.table, event.id, status)} download>
                <DownloadIcon aria-hidden="true" />
                Export CSV
              </a>
            </Button>
          ) : null}
          {canChange ? <MessageGuests guests={guests} /> : null}
          {canChange ? <EventReminders event={event} /> : null}
          <Button asChild variant="ghost" size="sm">
            <Link to={eventsHref(event.id)}>
              <PencilIcon aria-hidden="true" />
              Edit event
            </Link>
          </Button>
        </div>
      </div>
      <AfterTheEvent guests={guests} />
      <WaitlistOffer table={event.table} events={[capacity]} />
      <StatusTabs
        table={event.table}
        current={status}
        counts={counts}
        onChoose={(chosen) => void navigate(guestsHref(event.id, chosen))}
      />
      <section aria-labelledby={listId} className="grid gap-3">
        <h2 id={listId} className="sr-only">
          {status ? `Guests: ${status}` : 'Guests'}
        </h2>
        {empty ? (
          <div role="status" className="rounded-lg border border-dashed p-6 text-center">
            <p className="font-semibold">{empty.title}</p>
            <p className="text-sm text-muted-foreground">{empty.description}</p>
          </div>
        ) : (
          <ul className="grid gap-3">
            {shown.map((guest) => (
              <GuestCard key={guest.id} table={event.table} guest={guest} canChange={canChange} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function GuestCard({
  table,
  guest,
  canChange,
}: {
  table: SubmissionTable;
  guest: EventGuest;
  canChange: boolean;
}) {
  const refresh = useAdminRefresh();
  const [action, setAction] = useState<ReviewAction | null>(null);
  const nameId = useId();
  const decisions = canChange ? guestDecisions(table, guest) : [];
  const name = guest.erased ? 'Erased person' : guest.name || guest.email;

  return (
    <li>
      <article
        aria-labelledby={nameId}
        className="grid gap-3 rounded-lg border bg-card p-4 text-card-foreground"
      >
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="grid min-w-0 gap-0.5">
            <h3 id={nameId} className="font-semibold break-words">
              {name}
            </h3>
            {guest.about && !guest.erased ? (
              <p className="text-sm break-words">{guest.about}</p>
            ) : null}
            <p className="text-xs text-muted-foreground">
              {guest.erased ? null : <span className="break-all">{guest.email} · </span>}
              <time dateTime={guest.createdAt}>{formatLondon(guest.createdAt)}</time>
            </p>
            <ArrivalChip arrival={guest.arrival} />
          </div>
          <StatusChip status={guest.status} />
        </div>
        {guest.answers.length > 0 && !guest.erased ? (
          <dl className="grid gap-2">
            {guest.answers.map((answer) => (
              <div key={answer.label} className="grid gap-0.5">
                <dt className="text-xs font-medium text-muted-foreground">{answer.label}</dt>
                <dd className="text-sm break-words whitespace-pre-line">{answer.text}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <div className="flex flex-wrap items-center gap-2">
          {decisions.map((option) => (
            <Button
              key={option.status}
              size="sm"
              variant={choiceVariant(option)}
              aria-haspopup="dialog"
              aria-label={`${option.label} ${name}`}
              onClick={() => setAction(option)}
            >
              {option.label}
            </Button>
          ))}
          <Link
            to={rowHref(table, guest.id)}
            className="ml-auto text-sm underline underline-offset-4"
            aria-label={`History and mails of ${name}`}
          >
            History and mails
          </Link>
        </div>
      </article>
      <DecisionDialog
        table={table}
        chosen={{ ids: [guest.id] }}
        action={action}
        onDecided={() => {
          setAction(null);
          refresh();
        }}
        onClose={() => setAction(null)}
        onSignedOut={refresh}
      />
    </li>
  );
}
