import { CopyIcon, ExternalLinkIcon } from 'lucide-react';
import { useId, useState } from 'react';
import type { AdminEventSaved, EventApplicationCounts } from '#schemas/events/admin-events.ts';
import type { EventDocumentErrors } from '#schemas/events/event-document.ts';
import type { EventRecord } from '#schemas/events/event-record.ts';
import { Button } from '#app/components/ui/button.tsx';
import { Label } from '#app/components/ui/label.tsx';
import { Textarea } from '#app/components/ui/textarea.tsx';
import { notify } from '#app/lib/notify.ts';
import {
  cancelEvent,
  changeEventState,
  duplicateEvent,
  previewAddress,
  previewCancellation,
} from './event-api.ts';
import type { EventStateAction } from '#schemas/organisers/admin-api-contract.ts';
import { useAdminRefresh } from '#app/features/admin/shared/admin-loader.ts';
import { RenderedMail, useRenderedMail } from '#app/features/admin/mail/decision-mail.tsx';
import { ConfirmDialog } from '#app/features/admin/shared/confirm-dialog.tsx';
import { DocumentFormProvider, TextField } from './event-fields.tsx';
import { peopleToMail } from './event-groups.ts';
import { ScheduleFields } from './schedule-fields.tsx';
import { handleRefusal, type RefusalHandlers } from './write-refusals.ts';

/** What each state change asks, and what it says once done (docs/product/screens.md#events). */
const stateActions: Record<
  EventStateAction,
  { button: string; title: string; description: string; confirm: string; done: string }
> = {
  publish: {
    button: 'Publish',
    title: 'Publish this event?',
    description:
      'Its page and its card go live at once, and its form takes applications until they close.',
    confirm: 'Publish',
    done: 'Event published',
  },
  unpublish: {
    button: 'Unpublish',
    title: 'Unpublish this event?',
    description:
      'Its page and its card are taken down and it goes back to the drafts. Nobody is mailed.',
    confirm: 'Unpublish',
    done: 'Event unpublished',
  },
  close: {
    button: 'Close applications now',
    title: 'Close applications now?',
    description:
      'The form stops taking applications and the page says so. You can reopen them later.',
    confirm: 'Close applications',
    done: 'Applications closed',
  },
  reopen: {
    button: 'Reopen applications',
    title: 'Reopen applications?',
    description:
      'The form takes applications again, unless its closing time has passed (change it under When).',
    confirm: 'Reopen applications',
    done: 'Applications reopened',
  },
};

/** The state changes an event can take now: a cancelled one takes none. */
function stateActionsOf(event: EventRecord): EventStateAction[] {
  if (event.status === 'draft') return ['publish'];
  if (event.status === 'cancelled') return [];
  return [event.applicationsClosedAt ? 'reopen' : 'close', 'unpublish'];
}

function peopleWords(count: number): string {
  return `${count.toLocaleString('en-GB')} ${count === 1 ? 'person' : 'people'}`;
}

/** `3 people will be mailed: 1 pending, 0 waitlisted, 2 approved.` */
export function cancelMailLine(counts: EventApplicationCounts): string {
  const total = peopleToMail(counts);
  if (total === 0) return 'No one has applied yet: no one will be mailed.';
  return `${peopleWords(total)} will be mailed: ${counts.pending} pending, ${counts.waitlisted} waitlisted, ${counts.approved} approved.`;
}

type Open = EventStateAction | 'duplicate' | 'cancel' | null;

/**
 * The copy's date and, optionally, its own address and event name (schemas/events/admin-events.ts).
 */
type CopyRequest = {
  schedule: EventRecord['document']['schedule'];
  slug?: string;
  eventName?: string;
};

/** The request's own fields keep their names; the copy's document's are named as in the request. */
function copyErrors(errors: EventDocumentErrors): EventDocumentErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([path, message]) => [
      path === 'form.eventName' ? 'eventName' : path,
      message,
    ]),
  );
}

function DuplicateFields({
  request,
  errors,
  onChange,
}: {
  request: CopyRequest;
  errors: EventDocumentErrors;
  onChange: (next: CopyRequest) => void;
}) {
  const shown = new Set(['slug', 'eventName']);
  const others = Object.entries(errors).filter(
    ([path]) => !shown.has(path) && !path.startsWith('schedule'),
  );
  return (
    <DocumentFormProvider
      form={{
        scope: 'copy',
        document: request,
        errors,
        edit: (change) => onChange(change(request) as CopyRequest),
      }}
    >
      <ScheduleFields />
      <TextField
        path="slug"
        label="Address of the copy"
        optional
        hint="Empty: the original's with the new date, like ai-power-circle-2027-01-21."
      />
      <TextField
        path="eventName"
        label="Event name of the copy"
        optional
        hint="Empty: the original's with the new date."
      />
      {others.map(([path, message]) => (
        <p key={path} className="text-sm font-medium text-destructive">
          {message}
        </p>
      ))}
    </DocumentFormProvider>
  );
}

/**
 * The editor's actions on the stored event (docs/product/screens.md#the-event-editor):
 * Preview, the state changes, Duplicate and Cancel, each asked first. While the editor has
 * unsaved changes they wait: they act on what is stored.
 */
export function EventActions({
  event,
  applications,
  dirty,
  handlers,
  onDone,
  onCopied,
}: {
  event: EventRecord;
  applications: EventApplicationCounts;
  dirty: boolean;
  handlers: RefusalHandlers;
  onDone: (saved: AdminEventSaved) => void;
  onCopied: (copy: AdminEventSaved) => void;
}) {
  const id = useId();
  const [open, setOpen] = useState<Open>(null);
  const [busy, setBusy] = useState(false);
  const [copy, setCopy] = useState<CopyRequest>({ schedule: event.document.schedule });
  const [copyErrorsShown, setCopyErrors] = useState<EventDocumentErrors>({});
  const [message, setMessage] = useState('');
  const [messageError, setMessageError] = useState<string | null>(null);

  function close() {
    setOpen(null);
    setCopyErrors({});
    setMessageError(null);
  }

  async function run(
    write: () => Promise<AdminEventSaved>,
    title: string,
    done: (saved: AdminEventSaved) => void,
    onInvalid?: RefusalHandlers['onInvalid'],
  ) {
    setBusy(true);
    try {
      const saved = await write();
      close();
      done(saved);
    } catch (error) {
      handleRefusal(error, title, {
        ...handlers,
        onStale: (stale) => {
          close();
          handlers.onStale(stale);
        },
        onInvalid:
          onInvalid ??
          ((invalid) => {
            close();
            handlers.onInvalid(invalid);
          }),
      });
    } finally {
      setBusy(false);
    }
  }

  const stateAction = open && open in stateActions ? (open as EventStateAction) : null;
  const cancellable = event.status === 'published';

  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline">
          <a href={previewAddress(event.id)} target="_blank" rel="noopener">
            <ExternalLinkIcon aria-hidden="true" />
            Preview
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </Button>
        {stateActionsOf(event).map((action) => (
          <Button
            key={action}
            variant={action === 'publish' ? 'default' : 'outline'}
            disabled={dirty}
            onClick={() => setOpen(action)}
          >
            {stateActions[action].button}
          </Button>
        ))}
        <Button variant="outline" disabled={dirty} onClick={() => setOpen('duplicate')}>
          <CopyIcon aria-hidden="true" />
          Duplicate
        </Button>
        {cancellable ? (
          <Button variant="destructive" disabled={dirty} onClick={() => setOpen('cancel')}>
            Cancel event
          </Button>
        ) : null}
      </div>
      {dirty ? (
        <p className="text-sm text-muted-foreground">
          Save or discard your changes to publish, close, duplicate or cancel; Preview shows what is
          saved.
        </p>
      ) : null}

      {stateAction ? (
        <ConfirmDialog
          open
          title={stateActions[stateAction].title}
          description={stateActions[stateAction].description}
          confirmLabel={stateActions[stateAction].confirm}
          busy={busy}
          onClose={close}
          onConfirm={() =>
            void run(
              () => changeEventState(event.id, stateAction, event.updatedAt),
              `${stateActions[stateAction].button} failed`,
              (saved) => {
                notify.success(stateActions[stateAction].done);
                onDone(saved);
              },
            )
          }
        />
      ) : null}

      <ConfirmDialog
        open={open === 'duplicate'}
        title="Duplicate this event"
        description="The copy is a draft with everything but the dates: give its date. Nothing is sent to anyone."
        confirmLabel="Create the copy"
        busyLabel="Copying..."
        busy={busy}
        onClose={close}
        onConfirm={() =>
          void run(
            () =>
              duplicateEvent(event.id, {
                schedule: copy.schedule,
                ...(copy.slug ? { slug: copy.slug } : {}),
                ...(copy.eventName ? { eventName: copy.eventName } : {}),
              }),
            'The copy failed',
            (saved) => {
              notify.success('Copy created', {
                description: 'It is a draft: check it, then publish.',
              });
              onCopied(saved);
            },
            (invalid) => setCopyErrors(copyErrors(invalid.fieldErrors)),
          )
        }
      >
        <DuplicateFields request={copy} errors={copyErrorsShown} onChange={setCopy} />
      </ConfirmDialog>

      <ConfirmDialog
        open={open === 'cancel'}
        title="Cancel this event?"
        description="Its page says it is cancelled, with your message, and its form takes no more applications. This cannot be undone."
        confirmLabel="Cancel the event and send"
        busyLabel="Cancelling..."
        destructive
        busy={busy}
        onClose={close}
        onConfirm={() => {
          if (message.trim() === '') {
            setMessageError('Write a message to the people who applied.');
            return;
          }
          void run(
            () => cancelEvent(event.id, { message, updatedAt: event.updatedAt }),
            'The cancellation failed',
            (saved) => {
              const mailed = saved.mailed ?? 0;
              notify.success('Event cancelled', { description: `Mailed ${peopleWords(mailed)}.` });
              onDone(saved);
            },
            (invalid) =>
              setMessageError(
                invalid.fieldErrors.message ??
                  Object.values(invalid.fieldErrors)[0] ??
                  invalid.message,
              ),
          );
        }}
      >
        <p className="text-sm font-medium">{cancelMailLine(applications)}</p>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-message`}>Message to the people who applied</Label>
          <Textarea
            id={`${id}-message`}
            value={message}
            rows={4}
            // schemas/events/admin-events.ts `maxCancellationMessage` (its module loads zod).
            maxLength={2000}
            aria-required="true"
            aria-invalid={messageError ? true : undefined}
            aria-describedby={messageError ? `${id}-message-error` : undefined}
            onChange={(change) => setMessage(change.target.value)}
          />
          {messageError ? (
            <p id={`${id}-message-error`} className="text-sm font-medium text-destructive">
              {messageError}
            </p>
          ) : null}
        </div>
        {open === 'cancel' && peopleToMail(applications) > 0 ? (
          <CancellationMail eventId={event.id} message={message} />
        ) : null}
      </ConfirmDialog>
    </div>
  );
}

/** The mail the cancellation will send, as the first person it tells will get it. */
function CancellationMail({ eventId, message }: { eventId: number; message: string }) {
  const id = useId();
  const refresh = useAdminRefresh();
  const shown = useRenderedMail(
    (signal) => previewCancellation(eventId, message.trim(), signal),
    JSON.stringify([eventId, message.trim()]),
    refresh,
  );
  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-2 rounded-lg border p-3">
      <h3 id={`${id}-heading`} className="text-sm font-semibold">
        The mail each will get
      </h3>
      <RenderedMail shown={shown} none="Nobody is mailed." />
    </section>
  );
}
