import { useId } from 'react';
import { statusLabel, type StatusChange } from '#schemas/applications/review-statuses.ts';
import type { Part } from '#app/features/admin/shared/admin-loader.ts';
import { formatLondon } from '#app/features/admin/mail/mail-format.ts';

/** Who made a change: the organiser, the event's waitlist setting in her name, or the applicant. */
function byLine(change: StatusChange): string {
  if (change.cause === 'waitlist-setting') {
    return `Automatically, by the event's waitlist setting (turned on by ${change.by ?? 'the organiser'}), `;
  }
  return change.by ? `By ${change.by}, ` : 'By the applicant, ';
}

/** One entry's status changes, oldest first: from, to, by whom, when (London) and the message. */
export function RowHistory({ history }: { history: Part<StatusChange[]> }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3 border-t pt-4 text-sm">
      <h3 id={headingId} className="text-base font-semibold">
        History
      </h3>
      {history.state === 'failed' ? (
        <p role="alert">The history could not be loaded. Please try again.</p>
      ) : history.value.length === 0 ? (
        <p className="text-muted-foreground">No changes yet.</p>
      ) : (
        <ul className="grid gap-3">
          {history.value.map((change, index) => (
            <li key={index} className="grid gap-1 rounded-lg border p-3">
              <p className="font-medium">
                {statusLabel(change.from)} → {statusLabel(change.to)}
              </p>
              <p className="break-words text-muted-foreground">
                {byLine(change)}
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
