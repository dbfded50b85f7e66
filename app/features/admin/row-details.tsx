import { useEffect, useState } from 'react';
import type { AdminView } from '#schemas/admin-views.ts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#app/components/ui/dialog.tsx';
import { getRow, SignedOutError } from './admin-api.ts';
import { AdminValue } from './admin-value.tsx';

type Loading =
  { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; row: Record<string, unknown> };

/** Every column of one row (those of its CSV), fetched when opened. */
function RowFields({
  view,
  id,
  onSignedOut,
}: {
  view: AdminView;
  id: number;
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
        else setLoading({ state: 'failed' });
      },
    );
    return () => controller.abort();
  }, [view, id, onSignedOut]);

  if (loading.state === 'loading') {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Loading...
      </p>
    );
  }
  if (loading.state === 'failed') {
    return <p role="alert">This entry could not be loaded. Please try again.</p>;
  }
  return (
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
  );
}

/** The row's name as a button that opens everything the visitor sent. */
export function RowDetails({
  view,
  id,
  name,
  onSignedOut,
}: {
  view: AdminView;
  id: number;
  name: string;
  onSignedOut: () => void;
}) {
  return (
    <Dialog>
      <DialogTrigger className="text-left font-medium text-foreground underline-offset-4 hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none">
        {name}
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="break-words">{name}</DialogTitle>
          <DialogDescription>{view.title}: everything this entry holds.</DialogDescription>
        </DialogHeader>
        {/* Rendered (and fetched) only while the dialog is open. */}
        <RowFields view={view} id={id} onSignedOut={onSignedOut} />
      </DialogContent>
    </Dialog>
  );
}
