import {
  CheckIcon,
  CircleAlertIcon,
  CloudCheckIcon,
  CloudOffIcon,
  CloudUploadIcon,
  SearchIcon,
  type LucideIcon,
} from 'lucide-react';
import {
  memo,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { cn } from '#app/lib/cn.ts';
import { useAdminRefresh } from '#app/features/admin/shared/admin-loader.ts';
import { useAllows } from '#app/features/admin/shared/admin-role.tsx';
import { CodeScanner } from './code-scanner.tsx';
import { DoorPhone, type DoorView, type OpenedDoor } from './door-phone.ts';
import { searchableGuests, searchGuests, type ShownGuest } from './door-state.ts';
import { OutcomeNote } from './door-outcome.tsx';
import { arrivalTime, countsLine, sendingLine } from './door-wording.ts';
import { WalkInDialog } from './walk-in-dialog.tsx';

/**
 * The door of one event on a phone (docs/product/screens.md#the-door): how many of the expected
 * guests arrived, whether every check-in reached the server, the code scanner, a walk-in, and
 * the guests to find as she types. It works on without a connection
 * (docs/decisions/066-the-door-offline.md).
 */

function useDoorPhone(opened: OpenedDoor): { phone: DoorPhone; view: DoorView } {
  const [phone] = useState(() => new DoorPhone(opened));
  useEffect(() => phone.start(), [phone]);
  return { phone, view: useSyncExternalStore(phone.subscribe, phone.snapshot, phone.snapshot) };
}

export function DoorPage({ opened }: { opened: OpenedDoor }) {
  const { phone, view } = useDoorPhone(opened);
  const mayCheckIn = useAllows('door');
  const { event, counts } = view;

  return (
    <div className="mx-auto grid max-w-2xl gap-5">
      <header className="grid gap-1">
        <p className="text-sm font-medium text-muted-foreground">At the door</p>
        <h1 className="text-2xl font-bold tracking-tight wrap-anywhere sm:text-3xl">
          {event.title}
        </h1>
        <p className="text-sm text-muted-foreground">{event.date}</p>
      </header>

      <section aria-label="Arrivals" className="grid gap-3 rounded-xl border bg-card p-4">
        <p role="status" className="text-2xl font-semibold tabular-nums">
          {countsLine(counts)}
        </p>
        <ArrivedBar arrived={counts.arrived} expected={counts.expected} />
        <SendingLine view={view} />
      </section>

      {mayCheckIn ? (
        <div className="grid grid-cols-2 gap-3">
          <CodeScanner onScan={phone.scan} outcome={view.outcome} />
          <WalkInDialog onAdd={phone.walkIn} />
        </div>
      ) : null}

      <OutcomeLine outcome={view.outcome} />

      <GuestFinder
        guests={view.guests}
        mayCheckIn={mayCheckIn}
        onCheckIn={phone.checkIn}
        onUndo={phone.undo}
      />
    </div>
  );
}

type GuestActions = {
  mayCheckIn: boolean;
  onCheckIn: (guest: ShownGuest) => void;
  onUndo: (guest: ShownGuest) => void;
};

/**
 * The search and the guests it finds; a keystroke draws only this part of the page. NOTE: the
 * search stays in the page, not in the address: a move of the address reads the session again
 * (app/routes/admin.tsx), which needs the connection the door may not have.
 */
const GuestFinder = memo(function GuestFinder({
  guests,
  ...actions
}: GuestActions & { guests: readonly ShownGuest[] }) {
  const [query, setQuery] = useState('');
  const searchable = useMemo(() => searchableGuests(guests), [guests]);
  const found = useMemo(() => searchGuests(searchable, query), [searchable, query]);
  const rows = useRowsShown(query);
  const searchId = useId();
  const typed = query.trim();

  return (
    <>
      <div role="search" className="grid gap-2">
        <label htmlFor={searchId} className="text-sm font-medium">
          Search guests
        </label>
        <div className="relative">
          <SearchIcon
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={searchId}
            type="search"
            value={query}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="Name, company or code"
            aria-describedby={`${searchId}-found`}
            onChange={(event) => setQuery(event.target.value)}
            className="pl-9"
          />
        </div>
        <p id={`${searchId}-found`} className="text-sm text-muted-foreground">
          {typed === ''
            ? `${guests.length} guests, by name`
            : `${found.length} of ${guests.length} guests match “${typed}”`}
        </p>
      </div>

      {found.length > 0 ? (
        <div className="grid gap-3">
          <ul aria-label="Guests" className="divide-y rounded-xl border bg-card">
            {/* NOTE: a row is kept by its place in the list, not by its guest: a keystroke
                then changes the words of the rows drawn, where new rows took a phone longer
                than the door's 50 ms (scripts/bench/door.ts). A row holds no state of its own. */}
            {found.slice(0, rows.count).map((guest, place) => (
              <GuestRow key={place} guest={guest} {...actions} />
            ))}
          </ul>
          {found.length > rows.count ? (
            <MoreGuests left={found.length - rows.count} onMore={rows.more} />
          ) : null}
        </div>
      ) : (
        <p className="rounded-xl border border-dashed p-6 text-center text-muted-foreground">
          {typed === ''
            ? 'Nobody is expected at this door yet.'
            : 'Nobody on the list matches. Add her as a walk-in if she is welcome.'}
        </p>
      )}
    </>
  );
});

/** Rows drawn at first, and added each time she scrolls to the end of those drawn. */
const rowsAtOnce = 8;

/**
 * How many of the guests a search finds are drawn: the first {@link rowsAtOnce}, then more as
 * she scrolls. NOTE: a keystroke then draws at most that many rows: drawing every guest it
 * finds took a phone longer than the door's 50 ms (scripts/bench/door.ts).
 */
function useRowsShown(query: string): { count: number; more: () => void } {
  const [shown, setShown] = useState({ query, count: rowsAtOnce });
  const count = shown.query === query ? shown.count : rowsAtOnce;
  const more = useCallback(() => setShown({ query, count: count + rowsAtOnce }), [query, count]);
  return { count, more };
}

/** The rows not drawn yet: drawn when she scrolls near them, or asks for them. */
function MoreGuests({ left, onMore }: { left: number; onMore: () => void }) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) onMore();
      },
      { rootMargin: '100px 0px' },
    );
    if (button.current) observer.observe(button.current);
    return () => observer.disconnect();
  }, [onMore]);
  return (
    <Button ref={button} variant="outline" size="lg" onClick={onMore}>
      Show {Math.min(left, rowsAtOnce)} more of {left}
    </Button>
  );
}

/** The share arrived, drawn; its words are the count above. */
function ArrivedBar({ arrived, expected }: { arrived: number; expected: number }) {
  const share = expected === 0 ? 0 : Math.min(1, arrived / expected);
  return (
    <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-muted">
      <div className="h-full rounded-full bg-primary" style={{ width: `${share * 100}%` }} />
    </div>
  );
}

const sendingLooks: Record<'offline' | 'waiting' | 'sent' | 'problem', LucideIcon> = {
  offline: CloudOffIcon,
  waiting: CloudUploadIcon,
  sent: CloudCheckIcon,
  problem: CircleAlertIcon,
};

function SendingLine({ view }: { view: DoorView }) {
  const refresh = useAdminRefresh();
  const { sending } = view;
  const look = !sending.online
    ? 'offline'
    : sending.problem !== null
      ? 'problem'
      : sending.queue.length > 0
        ? 'waiting'
        : 'sent';
  const Icon = sendingLooks[look];
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <p
        role="status"
        data-sending={look}
        className={cn(
          'flex items-center gap-2 text-sm font-medium',
          look === 'sent' && 'text-emerald-800 dark:text-emerald-300',
          look === 'offline' && 'text-amber-800 dark:text-amber-300',
          look === 'problem' && 'text-destructive',
        )}
      >
        <Icon aria-hidden="true" className="size-4 shrink-0" />
        {sendingLine(sending)}
      </p>
      {view.signedOut ? (
        <Button size="sm" onClick={refresh}>
          Sign in again
        </Button>
      ) : null}
      {view.kept ? (
        <p className="w-full text-xs text-muted-foreground">
          The list as this phone kept it at {arrivalTime(view.readAt)}.
        </p>
      ) : null}
    </div>
  );
}

/**
 * What the last check-in, scan, undo or walk-in came to. The live region stays on the page and
 * its words change, so each is announced; before the first, it says what the page is for.
 */
function OutcomeLine({ outcome }: { outcome: DoorView['outcome'] }) {
  return (
    <div role="status" aria-label="Last check-in" className="grid min-h-12 items-center">
      {outcome ? (
        <OutcomeNote outcome={outcome} />
      ) : (
        <p className="text-sm text-muted-foreground">
          Check a guest in by her name, her company, her code or a scan of her QR image.
        </p>
      )}
    </div>
  );
}

/**
 * One guest: her name and company, and under them her arrival; beside them the one thing to do,
 * `Check in`, or `Undo` for an arrival this phone recorded.
 */
const GuestRow = memo(function GuestRow({
  guest,
  mayCheckIn,
  onCheckIn,
  onUndo,
}: GuestActions & { guest: ShownGuest }) {
  // NOTE: a row below the screen is not laid out until she scrolls near it, and its name is in
  // its button's label, not in hidden text beside it: a keystroke then lays out only the rows
  // she sees, within the door's 50 ms on a phone (scripts/bench/door.ts).
  return (
    <li className="flex items-center gap-3 px-4 py-3 [contain-intrinsic-size:auto_4.5rem] [content-visibility:auto]">
      <div className="grid min-w-0 flex-1 gap-0.5">
        <p className="font-medium wrap-anywhere">
          {guest.name}
          {guest.walkIn ? (
            <span className="ml-2 inline-block rounded-sm border px-1.5 align-middle text-xs font-normal whitespace-nowrap text-muted-foreground">
              Walk-in
            </span>
          ) : null}
        </p>
        {guest.company ? (
          <p className="text-sm wrap-anywhere text-muted-foreground">{guest.company}</p>
        ) : null}
        {guest.arrivedAt !== null ? (
          <p className="flex flex-wrap items-center gap-x-1.5 text-sm">
            <CheckIcon
              aria-hidden="true"
              className="size-4 text-emerald-800 dark:text-emerald-300"
            />
            <span className="font-medium text-emerald-800 tabular-nums dark:text-emerald-300">
              Arrived {arrivalTime(guest.arrivedAt)}
            </span>
            {guest.waiting ? <span className="text-muted-foreground">· not sent yet</span> : null}
          </p>
        ) : null}
      </div>
      {!mayCheckIn ? null : guest.arrivedAt === null ? (
        <Button size="lg" aria-label={`Check in ${guest.name}`} onClick={() => onCheckIn(guest)}>
          Check in
        </Button>
      ) : guest.here ? (
        <Button
          variant="outline"
          size="lg"
          aria-label={`Undo the check-in of ${guest.name}`}
          onClick={() => onUndo(guest)}
        >
          Undo
        </Button>
      ) : null}
    </li>
  );
});
