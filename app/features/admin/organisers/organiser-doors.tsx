import { DoorOpenIcon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { DoorEvent, Organiser } from '#schemas/organisers/organisers.ts';
import { Button } from '#app/components/ui/button.tsx';
import { notify } from '#app/lib/notify.ts';
import { useAdminAction } from '#app/features/admin/shared/admin-action.ts';
import { giveDoors, readDoors, SignedOutError } from '#app/features/admin/shared/admin-api.ts';
import { useAdminRefresh } from '#app/features/admin/shared/admin-loader.ts';
import { ConfirmDialog } from '#app/features/admin/shared/confirm-dialog.tsx';

/**
 * The doors a `door` account works (docs/product/screens.md#organisers): how many she has, and
 * for an owner the events to tick, saved as one list (server/organisers/doors.ts).
 */

/** `No doors yet`, `1 door`, `3 doors`. */
export function doorsWord(count: number): string {
  if (count === 0) return 'No doors yet';
  return `${count.toLocaleString('en-GB')} ${count === 1 ? 'door' : 'doors'}`;
}

export function OrganiserDoors({
  organiser,
  who,
  manage,
}: {
  organiser: Organiser;
  who: string;
  manage: boolean;
}) {
  const id = useId();
  const refresh = useAdminRefresh();
  const [open, setOpen] = useState(false);
  const { busy, run } = useAdminAction(refresh);
  const [events, setEvents] = useState<DoorEvent[] | 'failed' | undefined>();
  const [chosen, setChosen] = useState<number[]>(organiser.doors);

  useEffect(() => {
    if (!open) return;
    const reading = new AbortController();
    readDoors(reading.signal).then(
      (list) => setEvents(list.events),
      (error: unknown) => {
        if (reading.signal.aborted) return;
        if (error instanceof SignedOutError) return refresh();
        setEvents('failed');
      },
    );
    return () => reading.abort();
  }, [open, refresh]);

  async function save() {
    const saved = await run(() => giveDoors(organiser.id, chosen), {
      failed: 'The doors were not saved',
      words: 'every error',
    });
    if (!saved.ok) return;
    notify.success('Doors saved', { description: `${who}: ${doorsWord(chosen.length)}.` });
    setOpen(false);
    refresh();
  }

  const count = (
    <span className="text-sm text-muted-foreground">{doorsWord(organiser.doors.length)}</span>
  );
  if (!manage) return count;
  return (
    <span className="flex flex-wrap items-center gap-2">
      {count}
      <Button
        variant="outline"
        size="sm"
        aria-haspopup="dialog"
        onClick={() => {
          setChosen(organiser.doors);
          setOpen(true);
        }}
      >
        <DoorOpenIcon aria-hidden="true" />
        Doors<span className="sr-only"> of {who}</span>
      </Button>
      <ConfirmDialog
        open={open}
        title={`Doors of ${who}`}
        description="She checks guests in at the doors of the events you tick, and sees nothing else of the admin: no address, answer or mail."
        confirmLabel="Save doors"
        busyLabel="Saving..."
        busy={busy}
        canConfirm={Array.isArray(events)}
        onClose={() => setOpen(false)}
        onConfirm={() => void save()}
      >
        {events === 'failed' ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            The events could not be read. Close this and try again.
          </p>
        ) : !events ? (
          <p role="status" className="text-sm text-muted-foreground">
            Reading the events...
          </p>
        ) : events.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No published event held in person is to come.
          </p>
        ) : (
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">Events at her door</legend>
            {events.map((event) => (
              <label key={event.id} className="flex items-start gap-2 text-sm">
                <input
                  type="checkbox"
                  name={`${id}-door`}
                  checked={chosen.includes(event.id)}
                  onChange={(changed) =>
                    setChosen((current) =>
                      changed.target.checked
                        ? [...current, event.id]
                        : current.filter((kept) => kept !== event.id),
                    )
                  }
                  className="mt-0.5 size-4 shrink-0 accent-primary"
                />
                <span>
                  {event.title} <span className="text-muted-foreground">· {event.date}</span>
                </span>
              </label>
            ))}
          </fieldset>
        )}
      </ConfirmDialog>
    </span>
  );
}
