import { Link } from 'react-router';
import type { AdminCounts } from '#schemas/organisers/admin-counts.ts';
import { adminRoot } from '#schemas/organisers/admin-addresses.ts';
import { adminViewGroups, adminViews, adminViewsIn } from '#schemas/applications/admin-views.ts';
import type { AdminRole } from '#schemas/organisers/organisers.ts';
import { reviewKinds } from '#schemas/applications/review-statuses.ts';
import { cn } from '#app/lib/cn.ts';
import {
  auditView,
  erasureRequestsView,
  eventsView,
  guestsView,
  mailView,
  organisersView,
  peopleView,
  placeHref,
  retentionView,
  type AdminPlace,
} from './admin-params.ts';

/**
 * The admin's places, grouped by what the organiser does there
 * (docs/product/screens.md#the-admin-frame): decide on registrations and on applications, answer
 * enquiries, follow the mail; make the events; find, export or erase what is held for one person;
 * see what was done (the audit log) and what the retention job anonymises next; who the
 * organisers are. A group without a label stands apart under a line. The tables' groups are their
 * views' (schemas/applications/admin-views.ts `group`): a table's view gives it its link.
 */
type NavGroup = { label?: string; places: readonly AdminPlace[] };

export const adminNavGroups: readonly NavGroup[] = [
  // By event first: each event's guests, then the events themselves; the storage tables follow.
  { label: 'Events', places: [guestsView, eventsView] },
  ...adminViewGroups.map((label) => ({ label, places: adminViewsIn(label) })),
  { places: [mailView] },
  { places: [peopleView, erasureRequestsView] },
  { places: [auditView, retentionView] },
  { places: [organisersView] },
];

type OwnPlace =
  | typeof guestsView
  | typeof mailView
  | typeof eventsView
  | typeof auditView
  | typeof peopleView
  | typeof retentionView
  | typeof erasureRequestsView
  | typeof organisersView;

const placeTitles: Record<OwnPlace, string> = {
  guests: 'Guests',
  mail: 'Mail',
  events: 'Events',
  people: 'People',
  audit: 'Audit log',
  retention: 'Retention',
  'erasure-requests': 'Erasure requests',
  organisers: 'Organisers',
};

function isOwnPlace(place: AdminPlace): place is OwnPlace {
  return Object.hasOwn(placeTitles, place);
}

export function placeTitle(place: AdminPlace): string {
  return isOwnPlace(place) ? placeTitles[place] : adminViews[place].title;
}

/**
 * What waits for her in a place, and its word (docs/decisions/031-admin-frame-and-pending-counts.md):
 * applications and registrations `pending`, enquiries `new`, mail `failed`; events nothing.
 */
function waitingIn(place: AdminPlace, counts: AdminCounts): { count: number; word: string } {
  if (place === mailView) return { count: counts.failedMails, word: 'failed' };
  if (place === erasureRequestsView) return { count: counts.erasureRequests, word: 'waiting' };
  // Nothing waits in the Events place (the events' applications wait in their own places), nor
  // in People, the Audit log, Retention or Organisers, which are looked up and read, not worked
  // through.
  if (
    place === guestsView ||
    place === eventsView ||
    place === auditView ||
    place === peopleView ||
    place === retentionView ||
    place === organisersView
  ) {
    return { count: 0, word: '' };
  }
  const word = reviewKinds[place] === 'application' ? 'pending' : 'new';
  return { count: counts.tables[place], word };
}

/** Everything waiting in every place: the phone's menu button shows it while the menu is shut. */
export function waitingInAll(counts: AdminCounts | null): number {
  if (!counts) return 0;
  return adminNavGroups
    .flatMap((group) => group.places)
    .reduce((sum, place) => sum + waitingIn(place, counts).count, 0);
}

/** A number in a pill; the words beside it are for screen readers. */
export function CountPill({ count, words }: { count: number; words: string }) {
  return (
    <>
      <span
        aria-hidden="true"
        className="ml-auto min-w-6 rounded-full bg-primary px-1.5 text-center text-xs leading-5 font-semibold text-primary-foreground tabular-nums"
      >
        {count.toLocaleString('en-GB')}
      </span>
      <span className="sr-only"> ({words})</span>
    </>
  );
}

function PlaceLink({
  place,
  current,
  counts,
  onChoose,
}: {
  place: AdminPlace;
  current: boolean;
  counts: AdminCounts | null;
  onChoose: () => void;
}) {
  const waiting = counts ? waitingIn(place, counts) : null;
  return (
    <Link
      to={placeHref(place)}
      aria-current={current ? 'page' : undefined}
      onClick={onChoose}
      className={cn(
        'flex min-h-9 items-center gap-2 rounded-md px-3 py-1.5 text-sm transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
        current ? 'bg-secondary font-semibold text-secondary-foreground' : 'font-medium',
      )}
    >
      {placeTitle(place)}
      {waiting && waiting.count > 0 ? (
        <CountPill
          count={waiting.count}
          words={`${waiting.count.toLocaleString('en-GB')} ${waiting.word}`}
        />
      ) : null}
    </Link>
  );
}

/**
 * The places, by group, each with what waits there; `current` is marked `aria-current="page"`.
 * `onChoose`: a place was chosen (the phone's menu then shuts).
 */
export function AdminNav({
  id,
  current,
  counts,
  role,
  className,
  onChoose,
}: {
  id: string;
  current: AdminPlace;
  counts: AdminCounts | null;
  role: AdminRole;
  className?: string;
  onChoose: () => void;
}) {
  // A door account's admin is her doors (docs/decisions/068-the-door-role.md).
  if (role === 'door') {
    return (
      <nav id={id} aria-label="Admin" className={className}>
        <Link
          to={adminRoot}
          onClick={onChoose}
          className="flex min-h-9 items-center gap-2 rounded-md bg-secondary px-3 py-1.5 text-sm font-semibold text-secondary-foreground outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          Doors
        </Link>
      </nav>
    );
  }
  return (
    <nav id={id} aria-label="Admin" className={className}>
      <div className="grid gap-4">
        {adminNavGroups.map((group, index) => {
          const labelId = `${id}-group-${index}`;
          return (
            <div key={group.label ?? index} className={cn(!group.label && 'border-t pt-4')}>
              {group.label ? (
                <p
                  id={labelId}
                  className="mb-1 px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
                >
                  {group.label}
                </p>
              ) : null}
              <ul aria-labelledby={group.label ? labelId : undefined} className="grid gap-0.5">
                {group.places.map((place) => (
                  <li key={place}>
                    <PlaceLink
                      place={place}
                      current={place === current}
                      counts={counts}
                      onChoose={onChoose}
                    />
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
    </nav>
  );
}
