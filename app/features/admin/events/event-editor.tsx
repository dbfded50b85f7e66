import { ArrowLeftIcon, ExternalLinkIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { AdminEventDetail } from '#schemas/events/admin-events.ts';
import type { EventDocument, EventDocumentErrors } from '#schemas/events/event-document.ts';
import type { EventRecord } from '#schemas/events/event-record.ts';
import { movesGuests } from '#schemas/events/event-moves.ts';
import { formatEventDate, formatEventTime } from '#schemas/events/event-schedule.ts';
import { Button } from '#app/components/ui/button.tsx';
import { notify } from '#app/lib/notify.ts';
import { useAdminRefresh } from '#app/features/admin/shared/admin-loader.ts';
import { eventsHref, guestsHref } from '#app/features/admin/shared/admin-params.ts';
import { formatLondon } from '#app/features/admin/mail/mail-format.ts';
import { sameDocument } from './document-edits.ts';
import { EventActions } from './event-actions.tsx';
import { createEvent, updateEvent, type EventInvalidError } from './event-api.ts';
import { DocumentFormProvider } from './event-fields.tsx';
import { EventFormGroups } from './event-form-groups.tsx';
import { countWords, publishedSaveWords, savedWords } from './event-groups.ts';
import { EventHistory } from './event-history.tsx';
import { ConfirmDialog } from '#app/features/admin/shared/confirm-dialog.tsx';
import { ErrorSummary } from './error-summary.tsx';
import { newEventDocument } from './new-event.ts';
import { PhaseChip } from './phase-chip.tsx';
import { StaleDialog } from './stale-dialog.tsx';
import { UnsavedChangesDialog, useUnsavedGuard } from './unsaved-guard.tsx';
import { handleRefusal, type RefusalHandlers } from './write-refusals.ts';
import { useAllows } from '#app/features/admin/shared/admin-role.tsx';
import { PagePreview } from './page-preview.tsx';
import { StrayDates, StrayVerbs } from './words-to-read.tsx';

const scope = 'event';

/** Where the stored event stands: its phase, date, applications, address and cancellation. */
function EventFacts({ detail }: { detail: AdminEventDetail }) {
  const { event, phase, applications } = detail;
  const { document } = event;
  const time = formatEventTime(document.schedule);
  return (
    <div className="grid gap-2 text-sm">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <PhaseChip phase={phase} />
        <span>
          {formatEventDate(document.schedule)}
          {time ? `, ${time}` : ''}
        </span>
        {event.status === 'published' ? (
          <a
            href={`/events/${document.slug}`}
            target="_blank"
            rel="noopener"
            className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
          >
            /events/{document.slug}
            <ExternalLinkIcon aria-hidden="true" className="size-3.5" />
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : null}
      </div>
      <p>
        <span className="font-medium">Applications: </span>
        {countWords(applications)}
        {event.status === 'draft' ? null : (
          <>
            {' · '}
            <Link to={guestsHref(event.id)} className="text-primary underline underline-offset-4">
              See its guests
            </Link>
          </>
        )}
      </p>
      {event.cancelledAt ? (
        <div className="grid gap-1 rounded-lg border border-dashed p-3">
          <p className="font-medium">Cancelled {formatLondon(event.cancelledAt)}</p>
          <p className="break-words whitespace-pre-wrap">{event.cancellationMessage}</p>
        </div>
      ) : null}
    </div>
  );
}

/**
 * One event's editor (docs/product/screens.md#the-event-editor): every field of its document in
 * groups, the structured sections, errors by field, the unsaved-changes guard, the stale-save
 * question, the actions and the history. `detail` null: a new event, created on its first save.
 */

function EventEditor({ detail }: { detail: AdminEventDetail | null }) {
  const record = detail?.event ?? null;
  const navigate = useNavigate();
  const refresh = useAdminRefresh();
  const [base] = useState<unknown>(() => record?.document ?? newEventDocument());
  const [draft, setDraft] = useState<unknown>(base);
  const [errors, setErrors] = useState<EventDocumentErrors>({});
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [stale, setStale] = useState<EventRecord | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const dirty = !sameDocument(draft, base);
  const { blocker, allowNext } = useUnsavedGuard(dirty);

  // Each refused save moves the focus to the summary, once it shows that save's errors.
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) summaryRef.current?.focus();
  }, [refusals]);

  function showErrors(error: EventInvalidError) {
    setErrors(error.fieldErrors);
    setRefusals((count) => count + 1);
  }

  const handlers: RefusalHandlers = {
    onStale: (error) => setStale(error.current),
    onSignedOut: refresh,
    onInvalid: showErrors,
  };

  function open(id: number) {
    allowNext();
    void navigate(eventsHref(id), { replace: record === null });
  }

  async function save(basedOn = record?.updatedAt) {
    setSaving(true);
    try {
      if (!record || !basedOn) {
        const created = await createEvent(draft);
        notify.success('Draft created', {
          description: 'Nobody sees it until you publish it.',
        });
        open(created.event.id);
        return;
      }
      const saved = await updateEvent(record.id, draft, basedOn);
      notify.success('Changes saved', { description: savedWords(saved.mailed) });
      setStale(null);
      setConfirming(false);
      refresh();
    } catch (error) {
      setConfirming(false);
      handleRefusal(error, 'Not saved', handlers);
    } finally {
      setSaving(false);
    }
  }

  const title = record ? record.document.title : 'New event';
  // A viewer reads the event as its fields hold it; she changes nothing.
  const canChange = useAllows('change');
  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="grid gap-3">
        <Link
          to={eventsHref()}
          className="inline-flex w-fit items-center gap-1.5 text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeftIcon aria-hidden="true" className="size-4" />
          All events
        </Link>
        <h1 className="text-3xl font-bold tracking-tight break-words">{title}</h1>
        {detail ? (
          <EventFacts detail={detail} />
        ) : (
          <p className="max-w-prose text-sm text-muted-foreground">
            A new event is a draft: nobody sees it until you publish it. Fill in its fields and
            create it; what is missing is shown beside each field.
          </p>
        )}
        {detail && canChange ? (
          <EventActions
            event={detail.event}
            applications={detail.applications}
            dirty={dirty}
            handlers={handlers}
            onDone={refresh}
            onCopied={(copy) => open(copy.event.id)}
          />
        ) : null}
      </div>

      {canChange ? null : (
        <p
          role="note"
          className="rounded-lg border border-dashed px-4 py-3 text-sm text-muted-foreground"
        >
          {readOnlyWords}
        </p>
      )}
      <ErrorSummary ref={summaryRef} scope={scope} errors={errors} message="Not saved:" />
      <StrayDates document={draft} />
      <StrayVerbs document={draft} />

      <form
        noValidate
        aria-label={record ? `Edit ${title}` : 'New event'}
        className="grid gap-6"
        onSubmit={(event) => {
          event.preventDefault();
          if (!dirty || saving) return;
          if (record?.status === 'published') setConfirming(true);
          else void save();
        }}
      >
        <DocumentFormProvider
          form={{
            scope,
            document: draft,
            errors,
            edit: (change) => setDraft((current: unknown) => change(current)),
          }}
        >
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
            <div className="lg:sticky lg:top-4 lg:order-2">
              <PagePreview />
            </div>
            <fieldset disabled={!canChange} className="grid min-w-0 gap-6 lg:order-1">
              <EventFormGroups isNew={!record} />
            </fieldset>
          </div>
        </DocumentFormProvider>

        {canChange ? (
          <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-3 border-t bg-background/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 lg:-mx-8 lg:px-8">
            <p role="status" className="mr-auto text-sm text-muted-foreground">
              {dirty ? 'Unsaved changes' : record ? 'All changes saved' : 'Nothing written yet'}
            </p>
            {dirty ? (
              <Button
                type="button"
                variant="ghost"
                disabled={saving}
                onClick={() => {
                  setDraft(base);
                  setErrors({});
                }}
              >
                Discard changes
              </Button>
            ) : null}
            <Button type="submit" disabled={!dirty || saving}>
              {saving ? 'Saving...' : record ? 'Save' : 'Create draft'}
            </Button>
          </div>
        ) : null}
      </form>

      {detail ? <EventHistory history={detail.history} /> : null}

      <ConfirmDialog
        open={confirming}
        title="Save the published page?"
        description={publishedSaveWords(
          record !== null && movesGuests(record.document, draft as EventDocument),
          detail?.applications.approved ?? 0,
        )}
        confirmLabel="Save"
        busyLabel="Saving..."
        busy={saving}
        onClose={() => setConfirming(false)}
        onConfirm={() => void save()}
      />
      <StaleDialog
        theirs={stale}
        mine={draft}
        unsaved={dirty}
        busy={saving}
        onLoadTheirs={() => {
          setStale(null);
          // Theirs comes with the event read again; the editor starts from it.
          setDraft(base);
          refresh();
        }}
        onSaveMine={() => void save(stale?.updatedAt)}
        onClose={() => setStale(null)}
      />
      <UnsavedChangesDialog blocker={blocker} />
    </div>
  );
}

/** The editor for the address's event, or why there is none. */
/** Why a viewer's fields are greyed: she reads the event; her role changes nothing. */
export const readOnlyWords =
  'You can read this event but not change it: your role (Viewer) does not allow changes. An owner can change it under Organisers.';

export function EventEditorPlace({
  detail,
  missing,
}: {
  detail: AdminEventDetail | null;
  missing: boolean;
}) {
  return detail ? (
    <EventEditor key={`${detail.event.id}:${detail.event.updatedAt}`} detail={detail} />
  ) : (
    <div className="grid gap-4">
      <h1 className="text-3xl font-bold tracking-tight">Event</h1>
      <p role="alert">
        {missing
          ? 'There is no such event: it may have been deleted.'
          : 'The event could not be loaded. Please try again.'}
      </p>
      <Link to={eventsHref()} className="text-primary underline-offset-4 hover:underline">
        All events
      </Link>
    </div>
  );
}

/** A new event, created on its first save. */
export function NewEventPlace() {
  return <EventEditor detail={null} />;
}
