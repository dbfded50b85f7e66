import { UserCheckIcon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { EventCapacity } from '#schemas/applications/review-statuses.ts';
import type { SubmissionTable } from '#schemas/submissions/submission-forms.ts';
import { Button } from '#app/components/ui/button.tsx';
import { notify } from '#app/lib/notify.ts';
import {
  adminAction,
  serverWords,
  useAdminAction,
} from '#app/features/admin/shared/admin-action.ts';
import {
  promoteNext,
  setAutoPromote,
  waitlistSettings,
} from '#app/features/admin/shared/admin-api.ts';
import { useAdminRefresh } from '#app/features/admin/shared/admin-loader.ts';

/**
 * The waitlist that moves (docs/product/rules.md#the-waitlist), above a table's list: for each of
 * its events with places, "Approve <name>, next on the waitlist" while a place is free and
 * someone waits (one click: she is approved and her approval mail queued), and the event's
 * setting that gives a freed place to the next person by itself when someone withdraws.
 */
export function WaitlistOffer({
  table,
  events,
}: {
  table: SubmissionTable;
  /** The table's events as the places line shows them (GET /api/admin/capacity). */
  events: readonly EventCapacity[];
}) {
  const shown = events.filter((event) => event.places !== null || event.waitlisted > 0);
  const settings = useAutoPromoteSettings(table);
  if (shown.length === 0) return null;
  return (
    <section aria-label="Waitlist" className="grid gap-3">
      {shown.map((event) => (
        <EventWaitlist
          key={event.slug}
          table={table}
          event={event}
          autoPromote={settings.of(event.slug)}
          onAutoPromote={(on) => settings.change(event, on)}
        />
      ))}
    </section>
  );
}

/** Each event's setting as the server keeps it; undefined until read. */
function useAutoPromoteSettings(table: SubmissionTable) {
  const refresh = useAdminRefresh();
  const [settings, setSettings] = useState<ReadonlyMap<string, boolean> | null>(null);

  useEffect(() => {
    const abort = new AbortController();
    // Unread (signed out, offline), the setting stays disabled; the list says why.
    waitlistSettings(table, abort.signal).then(
      (events) => setSettings(new Map(events.map((event) => [event.event, event.autoPromote]))),
      () => {},
    );
    return () => abort.abort();
  }, [table]);

  async function change(event: EventCapacity, on: boolean) {
    const changed = await adminAction(() => setAutoPromote(table, event.slug, on), {
      failed: 'The setting could not be changed',
      onSignedOut: refresh,
    });
    if (!changed.ok) return;
    setSettings((current) => new Map(current).set(event.slug, on));
    notify.success(on ? 'Promoting automatically' : 'Promoting by hand', {
      description: on
        ? `When someone approved for ${event.title} withdraws, the next person on the waitlist is approved and mailed at once.`
        : `When someone approved for ${event.title} withdraws, you choose who gets the place.`,
    });
  }

  return { of: (slug: string) => settings?.get(slug), change };
}

function EventWaitlist({
  table,
  event,
  autoPromote,
  onAutoPromote,
}: {
  table: SubmissionTable;
  event: EventCapacity;
  autoPromote: boolean | undefined;
  onAutoPromote: (on: boolean) => Promise<void>;
}) {
  const id = useId();
  const refresh = useAdminRefresh();
  const { busy, run } = useAdminAction(refresh);
  const head = event.waitlistHead;
  const placeFree = event.free === null || event.free > 0;
  const who = head ? head.name || head.email : '';

  async function approveNext() {
    if (!head) return;
    const approved = await run(() => promoteNext(table, event.slug, head.id), {
      failed: `${who} could not be approved`,
      words: { 409: serverWords },
    });
    if (approved.ok) {
      notify.success(`${who} is approved`, {
        description: `She was next on the waitlist for ${event.title}; her approval mail is on its way.`,
      });
    }
    // The waitlist is read again whatever the answer (for an ended session, `run` did it).
    if (!approved.signedOut) refresh();
  }

  return (
    <div
      role="group"
      aria-labelledby={`${id}-title`}
      className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3 rounded-xl border bg-card p-4 text-sm text-card-foreground shadow-sm"
    >
      <div className="grid gap-1">
        <p id={`${id}-title`} className="font-semibold">
          {event.title}
        </p>
        <p className="text-muted-foreground">
          {event.waitlisted === 0
            ? 'Nobody is on the waitlist.'
            : `${event.waitlisted.toLocaleString('en-GB')} on the waitlist${placeFree && head ? '; a place is free.' : '.'}`}
        </p>
      </div>
      <div className="flex min-w-0 flex-wrap items-center gap-x-6 gap-y-3">
        {placeFree && head ? (
          // A long name wraps inside the button on a phone instead of leaving the screen.
          <Button onClick={approveNext} disabled={busy} className="max-w-full">
            <UserCheckIcon aria-hidden="true" />
            <span className="text-left">
              {busy ? 'Approving...' : `Approve ${who}, next on the waitlist`}
            </span>
          </Button>
        ) : null}
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={autoPromote === true}
            disabled={autoPromote === undefined}
            onChange={(change) => void onAutoPromote(change.target.checked)}
          />
          Promote automatically when someone withdraws
        </label>
      </div>
    </div>
  );
}
