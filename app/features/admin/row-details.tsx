import { useEffect, useState } from 'react';
import type { AdminView } from '#schemas/admin-views.ts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#app/components/ui/dialog.tsx';
import { AdminRequestError, getRow, SignedOutError } from './admin-api.ts';
import { AdminValue } from './admin-value.tsx';
import { RowHistory } from './row-history.tsx';
import { RowMails } from './row-mails.tsx';
import { SpamActions } from './spam-actions.tsx';

type Loading =
  | { state: 'loading' }
  | { state: 'failed'; missing: boolean }
  | { state: 'loaded'; row: Record<string, unknown> };

/** Every column of one row (those of its CSV), its mails, and the verdict on suspected spam. */
function RowContent({
  view,
  id,
  name,
  suspected,
  onChanged,
  onSignedOut,
}: {
  view: AdminView;
  id: number;
  name: string | undefined;
  suspected: boolean;
  onChanged: () => void;
  onSignedOut: () => void;
}) {
  const [loading, setLoading] = useState<Loading>({ state: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    getRow(view.table, id, controller.signal).then(
      (row) => setLoading({ state: 'loaded', row }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof SignedOutError) onSignedOut();
        else {
          setLoading({
            state: 'failed',
            missing: error instanceof AdminRequestError && error.status === 404,
          });
        }
      },
    );
    return () => controller.abort();
  }, [view, id, onSignedOut]);

  // Opened from the address, the name is known once the row is.
  const first = view.columns[0]!.key;
  const loadedName = loading.state === 'loaded' ? loading.row[first] : undefined;
  const title = name ?? (loadedName ? String(loadedName) : `${view.title} #${id}`);

  return (
    <>
      <DialogHeader>
        <DialogTitle className="break-words">{title}</DialogTitle>
        <DialogDescription>{view.title}: everything this entry holds.</DialogDescription>
      </DialogHeader>
      {loading.state === 'loading' ? (
        <p role="status" className="text-sm text-muted-foreground">
          Loading...
        </p>
      ) : loading.state === 'failed' ? (
        <p role="alert">
          {loading.missing
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
              <SpamActions
                view={view}
                id={id}
                name={title}
                onDone={onChanged}
                onSignedOut={onSignedOut}
              />
            </div>
          ) : null}
          <dl className="grid gap-3 text-sm">
            {view.csvColumns.map((column) => (
              <div key={column.key} className="grid gap-0.5">
                <dt className="font-medium text-muted-foreground">{column.label}</dt>
                <dd className="break-words">
                  <AdminValue column={column} value={loading.row[column.key]} whole />
                </dd>
              </div>
            ))}
          </dl>
          <RowHistory table={view.table} id={id} onSignedOut={onSignedOut} />
          <RowMails table={view.table} id={id} onSignedOut={onSignedOut} />
        </>
      )}
    </>
  );
}

/**
 * One entry's details in a dialog, open while the address names it (`row`), so an entry can be
 * linked to (the organiser notice mails do) and closing it removes `row` again.
 * `name`: the entry's name when the list already shows it.
 */
export function RowDetails({
  view,
  id,
  name,
  suspected,
  onClose,
  onChanged,
  onSignedOut,
}: {
  view: AdminView;
  id: number | null;
  name: string | undefined;
  suspected: boolean;
  onClose: () => void;
  onChanged: () => void;
  onSignedOut: () => void;
}) {
  return (
    <Dialog
      open={id !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent>
        {/* Rendered (and fetched) only while the dialog is open. */}
        {id !== null ? (
          <RowContent
            key={id}
            view={view}
            id={id}
            name={name}
            suspected={suspected}
            onChanged={onChanged}
            onSignedOut={onSignedOut}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
