import { useEffect, useId, useState } from 'react';
import { statusLabel, type StatusChange } from '#schemas/review-statuses.ts';
import type { SubmissionTable } from '#schemas/submission-forms.ts';
import { historyOfRow, SignedOutError } from './admin-api.ts';
import { formatLondon } from './mail-format.ts';

type Loading =
  { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; history: StatusChange[] };

/** One entry's status changes, oldest first: from, to, by whom, when (London) and the message. */
export function RowHistory({
  table,
  id,
  onSignedOut,
}: {
  table: SubmissionTable;
  id: number;
  onSignedOut: () => void;
}) {
  const headingId = useId();
  const [loading, setLoading] = useState<Loading>({ state: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    historyOfRow(table, id, controller.signal).then(
      (history) => setLoading({ state: 'loaded', history }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof SignedOutError) onSignedOut();
        else setLoading({ state: 'failed' });
      },
    );
    return () => controller.abort();
  }, [table, id, onSignedOut]);

  return (
    <section aria-labelledby={headingId} className="grid gap-3 border-t pt-4 text-sm">
      <h3 id={headingId} className="text-base font-semibold">
        History
      </h3>
      {loading.state === 'loading' ? (
        <p role="status" className="text-muted-foreground">
          Loading history...
        </p>
      ) : loading.state === 'failed' ? (
        <p role="alert">The history could not be loaded. Please try again.</p>
      ) : loading.history.length === 0 ? (
        <p className="text-muted-foreground">No changes yet.</p>
      ) : (
        <ul className="grid gap-3">
          {loading.history.map((change, index) => (
            <li key={index} className="grid gap-1 rounded-lg border p-3">
              <p className="font-medium">
                {statusLabel(change.from)} → {statusLabel(change.to)}
              </p>
              <p className="break-words text-muted-foreground">
                {change.by ? `By ${change.by}, ` : 'By the applicant, '}
                <time dateTime={change.at}>{formatLondon(change.at)}</time>
              </p>
              {change.message ? (
                <p className="break-words whitespace-pre-wrap">{change.message}</p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
