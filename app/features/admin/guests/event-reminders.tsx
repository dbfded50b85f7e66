import { BellIcon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import {
  orderedOffsets,
  reminderChoices,
  type EventRemindersView,
  type ReminderOffset,
} from '#schemas/events/organising/event-reminders.ts';
import { Button } from '#app/components/ui/button.tsx';
import { notify } from '#app/lib/notify.ts';
import { useAdminAction } from '#app/features/admin/shared/admin-action.ts';
import { SignedOutError } from '#app/features/admin/shared/admin-api.ts';
import { useAdminRefresh } from '#app/features/admin/shared/admin-loader.ts';
import { ConfirmDialog } from '#app/features/admin/shared/confirm-dialog.tsx';
import { readReminders, saveReminders } from '../events/event-api.ts';
import { chosenRemindersLine, nextReminderLine, sentReminderLine } from './reminders-wording.ts';

/**
 * An event's reminders (docs/product/screens.md#an-events-guests): which go to its approved
 * guests before each session (a day and two hours before unless she changes them, none if she
 * turns them off), the next to go, and each one sent, with how many it reached.
 */
export function EventReminders({ event }: { event: { id: number; title: string } }) {
  const id = useId();
  const refresh = useAdminRefresh();
  const [open, setOpen] = useState(false);
  const { busy, run } = useAdminAction(refresh);
  const [view, setView] = useState<EventRemindersView | 'failed' | undefined>();
  const [chosen, setChosen] = useState<ReminderOffset[]>([]);

  useEffect(() => {
    if (!open) return;
    const reading = new AbortController();
    readReminders(event.id, reading.signal).then(
      (read) => {
        setView(read);
        setChosen(read.offsets);
      },
      (error: unknown) => {
        if (reading.signal.aborted) return;
        if (error instanceof SignedOutError) return refresh();
        setView('failed');
      },
    );
    return () => reading.abort();
  }, [open, event.id, refresh]);

  const toggle = (offset: ReminderOffset, on: boolean) =>
    setChosen((current) =>
      orderedOffsets(on ? [...current, offset] : current.filter((kept) => kept !== offset)),
    );

  async function save() {
    const saved = await run(() => saveReminders(event.id, chosen), {
      failed: 'The reminders were not saved',
      words: 'every error',
    });
    if (!saved.ok) return;
    setView(saved.value);
    notify.success('Reminders saved', { description: chosenRemindersLine(saved.value.offsets) });
    setOpen(false);
  }

  const loaded = typeof view === 'object' ? view : undefined;
  return (
    <>
      <Button variant="outline" size="sm" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <BellIcon aria-hidden="true" />
        Reminders
      </Button>
      <ConfirmDialog
        open={open}
        title={`Reminders of ${event.title}`}
        description="Each approved guest gets them by mail before every session, with the place, her calendar file and a link to free her place. Nobody who is waiting, withdrew or was declined gets one, and none goes once the event is cancelled."
        confirmLabel="Save reminders"
        busyLabel="Saving..."
        busy={busy}
        canConfirm={loaded !== undefined}
        onClose={() => setOpen(false)}
        onConfirm={() => void save()}
      >
        {view === 'failed' ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            The reminders could not be read. Close this and try again.
          </p>
        ) : !loaded ? (
          <p role="status" className="text-sm text-muted-foreground">
            Reading the reminders...
          </p>
        ) : (
          <>
            <fieldset className="grid gap-2">
              <legend className="mb-1 text-sm font-medium">Send a reminder</legend>
              <div className="grid gap-2">
                {reminderChoices.map((choice) => (
                  <label key={choice.offset} className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      name={`${id}-reminder`}
                      checked={chosen.includes(choice.offset)}
                      onChange={(changed) => toggle(choice.offset, changed.target.checked)}
                      className="size-4 accent-primary"
                    />
                    {choice.label}
                  </label>
                ))}
              </div>
              <p className="text-sm text-muted-foreground" aria-live="polite">
                {chosenRemindersLine(chosen)}
              </p>
            </fieldset>
            <p className="text-sm">{nextReminderLine(loaded)}</p>
            <section aria-labelledby={`${id}-sent`} className="grid gap-1">
              <h3 id={`${id}-sent`} className="text-sm font-semibold">
                Sent
              </h3>
              {loaded.sent.length === 0 ? (
                <p className="text-sm text-muted-foreground">No reminder has gone yet.</p>
              ) : (
                <ul className="grid gap-1 text-sm">
                  {loaded.sent.map((sent) => (
                    <li key={`${sent.sessionStart}-${sent.offset}`}>{sentReminderLine(sent)}</li>
                  ))}
                </ul>
              )}
            </section>
          </>
        )}
      </ConfirmDialog>
    </>
  );
}
