import { useId } from 'react';
import type { AdminEventChange } from '#schemas/events/admin-events.ts';
import { formatLondon } from '#app/features/admin/mail/mail-format.ts';
import { actionLabel, pathWords } from './change-words.ts';

/** The paths a change touched, in words; a long edit names its first twelve. */
function changedLine(changed: string[]): string {
  const words = [...new Set(changed.map(pathWords))];
  const shown = words.slice(0, 12).join(', ');
  return words.length > 12 ? `${shown} and ${words.length - 12} more` : shown;
}

/**
 * Every change of the event, newest first (docs/product/screens.md#the-event-editor): what was
 * done, by whom, when (London), and what changed.
 */
export function EventHistory({ history }: { history: AdminEventChange[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="text-xl font-semibold tracking-tight">
        History
      </h2>
      {history.length === 0 ? (
        <p className="text-sm text-muted-foreground">No changes yet.</p>
      ) : (
        <ol className="grid gap-2 text-sm">
          {history.map((change) => (
            <li key={change.id} className="grid gap-1 rounded-lg border bg-card p-3">
              <p className="font-medium">{actionLabel(change.action)}</p>
              <p className="break-words text-muted-foreground">
                {change.by ? `By ${change.by}, ` : 'By the site, '}
                <time dateTime={change.at}>{formatLondon(change.at)}</time>
              </p>
              {change.changed.length > 0 ? (
                <p className="break-words">
                  <span className="font-medium">Changed: </span>
                  {changedLine(change.changed)}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
