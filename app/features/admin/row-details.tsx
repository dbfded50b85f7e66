import type { AdminView } from '#schemas/admin-views.ts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#app/components/ui/dialog.tsx';
import type { RowData } from './admin-loader.ts';
import { AdminValue } from './admin-value.tsx';
import { RowHistory } from './row-history.tsx';
import { RowMails } from './row-mails.tsx';
import { SpamActions } from './spam-actions.tsx';

/** Every column of one row (those of its CSV), its history, its mails, the verdict on spam. */
function RowContent({
  view,
  data,
  suspected,
  onChanged,
  onSignedOut,
}: {
  view: AdminView;
  data: RowData;
  suspected: boolean;
  onChanged: () => void;
  onSignedOut: () => void;
}) {
  const { id, row } = data;
  // The name the list shows in its first column; the view and id when there is no such entry.
  const name = row.state === 'loaded' ? row.value[view.columns[0]!.key] : undefined;
  const title = name ? String(name) : `${view.title} #${id}`;

  return (
    <>
      <DialogHeader>
        <DialogTitle className="break-words">{title}</DialogTitle>
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
  onSignedOut,
}: {
  view: AdminView;
  data: RowData | null;
  suspected: boolean;
  onClose: () => void;
  onChanged: () => void;
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
            onSignedOut={onSignedOut}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
