import { useEffect, useId, useRef, useState } from 'react';
import {
  erasedRowName,
  type AdminColumn,
  type AdminView,
} from '#schemas/applications/admin-views.ts';
import { Button } from '#app/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#app/components/ui/dialog.tsx';
import type { RowData } from '#app/features/admin/shared/admin-loader.ts';
import { AdminValue } from '#app/features/admin/shared/admin-value.tsx';
import { DecisionConfirm, choiceVariant } from './decision-confirm.tsx';
import { entryWords, reviewActionsOf, type ReviewAction } from './review-wording.ts';
import { RowHistory } from './row-history.tsx';
import { RowMails } from './row-mails.tsx';
import { SpamActions } from './spam-actions.tsx';
import { useAllows } from '#app/features/admin/shared/admin-role.tsx';
import { StatusChip } from '#app/features/admin/shared/status-chip.tsx';

/**
 * The row's status and the decisions she can make on it, beside what she is reading
 * (docs/product/screens.md#deciding-on-applications); each asks first, in place.
 */
function RowDecision({
  view,
  id,
  status,
  onDecided,
  onSignedOut,
}: {
  view: AdminView;
  id: number;
  status: string;
  onDecided: () => void;
  onSignedOut: () => void;
}) {
  const headingId = useId();
  const [action, setAction] = useState<ReviewAction | null>(null);
  const decideRef = useRef<HTMLDivElement>(null);
  const cancelled = useRef(false);

  // Cancel returns focus to the decisions she chose from.
  useEffect(() => {
    if (action || !cancelled.current) return;
    cancelled.current = false;
    decideRef.current?.querySelector('button')?.focus();
  }, [action]);
  const actions = reviewActionsOf(view.table).filter((option) => option.status !== status);
  const canDecide = useAllows('change');
  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-lg border bg-muted/40 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="text-sm font-semibold">
          Status
        </h3>
        <StatusChip status={status} />
      </div>
      {action ? (
        <DecisionConfirm
          table={view.table}
          chosen={{ ids: [id] }}
          action={action}
          onDecided={() => {
            setAction(null);
            onDecided();
          }}
          onCancel={() => {
            cancelled.current = true;
            setAction(null);
          }}
          onSignedOut={onSignedOut}
        />
      ) : !canDecide ? null : status === 'withdrawn' ? (
        <p className="text-sm text-muted-foreground">
          Withdrawn by {entryWords(view.table).sender}: no decision changes it.
        </p>
      ) : (
        <div ref={decideRef} role="group" aria-label="Decide" className="flex flex-wrap gap-2">
          {actions.map((option) => (
            <Button
              key={option.status}
              size="sm"
              variant={choiceVariant(option)}
              onClick={() => setAction(option)}
            >
              {option.label}
            </Button>
          ))}
        </div>
      )}
    </section>
  );
}

const erasedColumn: AdminColumn = { key: 'anonymised_at', label: 'Erased', kind: 'date' };

/**
 * Every column of one row (those of its CSV), its status and the decisions on it, its history,
 * its mails, the verdict on spam.
 */
function RowContent({
  view,
  data,
  suspected,
  onChanged,
  onDecided,
  onSignedOut,
}: {
  view: AdminView;
  data: RowData;
  suspected: boolean;
  onChanged: () => void;
  onDecided: () => void;
  onSignedOut: () => void;
}) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  const { id, row } = data;
  // The name the list shows in its first column; the view and id when there is no such entry.
  const name = row.state === 'loaded' ? row.value[view.columns[0]!.key] : undefined;
  const erasedAt = row.state === 'loaded' ? row.value.anonymised_at : null;
  const title = erasedAt
    ? `${erasedRowName} ${view.singular} #${id}`
    : name
      ? String(name)
      : `${view.title} #${id}`;
  const canChange = useAllows('change');

  return (
    <>
      <DialogHeader>
        {/* Focusable by script: where focus returns after a decision. */}
        <DialogTitle ref={titleRef} tabIndex={-1} className="break-words focus:outline-none">
          {title}
        </DialogTitle>
        <DialogDescription>{view.title}: everything this entry holds.</DialogDescription>
      </DialogHeader>
      {row.state === 'failed' ? (
        <p role="alert">
          {row.missing
            ? 'There is no such entry: it may have been deleted.'
            : 'This entry could not be loaded. Please try again.'}
        </p>
      ) : (
        <>
          {suspected ? (
            <div className="grid gap-3 rounded-lg border border-dashed p-4">
              <p className="text-sm text-muted-foreground">
                Kept as suspected spam: no mail was sent for it.
              </p>
              {canChange ? (
                <SpamActions
                  view={view}
                  id={id}
                  name={title}
                  onDone={onChanged}
                  onSignedOut={onSignedOut}
                />
              ) : null}
            </div>
          ) : erasedAt ? (
            <div className="flex flex-wrap items-center gap-2">
              <span className="text-sm font-semibold">Status</span>
              <StatusChip status={String(row.value.status ?? '')} />
            </div>
          ) : (
            <RowDecision
              view={view}
              id={id}
              status={String(row.value.status ?? '')}
              onDecided={() => {
                titleRef.current?.focus();
                onDecided();
              }}
              onSignedOut={onSignedOut}
            />
          )}
          {erasedAt ? (
            <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
              Erased <AdminValue column={erasedColumn} value={erasedAt} />: the values{' '}
              {entryWords(view.table).sender} gave were cleared. The event, status and dates stay,
              so the counts per event do not change.
            </p>
          ) : null}
          <dl className="grid gap-3 text-sm">
            {view.csvColumns.map((column) => (
              <div key={column.key} className="grid gap-0.5">
                <dt className="font-medium text-muted-foreground">{column.label}</dt>
                <dd className="break-words">
                  <AdminValue column={column} value={row.value[column.key]} whole />
                </dd>
              </div>
            ))}
          </dl>
          <RowHistory history={data.history} />
          <RowMails mails={data.mails} onSignedOut={onSignedOut} />
        </>
      )}
    </>
  );
}

/**
 * One entry's details in a dialog, open while the address names it (`row`), so an entry can be
 * linked to (the organiser notice mails do) and closing it removes `row` again.
 */
export function RowDetails({
  view,
  data,
  suspected,
  onClose,
  onChanged,
  onDecided,
  onSignedOut,
}: {
  view: AdminView;
  data: RowData | null;
  suspected: boolean;
  onClose: () => void;
  /** The entry left the list (Not spam, Delete): the dialog closes. */
  onChanged: () => void;
  /** A decision on the entry: the dialog stays, with its new status and history. */
  onDecided: () => void;
  onSignedOut: () => void;
}) {
  return (
    <Dialog
      open={data !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent>
        {data !== null ? (
          <RowContent
            key={data.id}
            view={view}
            data={data}
            suspected={suspected}
            onChanged={onChanged}
            onDecided={onDecided}
            onSignedOut={onSignedOut}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
